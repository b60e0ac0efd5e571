import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '@contracts/product';
import { MediaImage } from '@/components/ui/media-image';
import { paths } from '@/config/paths';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';
import styles from './product-card.module.css';

export type ProductCardProduct = Pick<
  Product,
  'id' | 'name' | 'brand' | 'price' | 'originalPrice' | 'lowestPrice30d' | 'imageUrl' | 'rating' | 'reviews' | 'inStock' | 'isNew' | 'isOnSale' | 'isLimitedEdition'
>;

interface ProductCardProps {
  product: ProductCardProduct;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** `sizes` for the image srcset: how wide the card is in this grid. */
  imageSizes?: string;
}

/** Spec "Shop → each product card". Cart and wishlist controls join when those features land. */
export function ProductCard({ product, headingLevel = 'h3', imageSizes = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw' }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const Heading = headingLevel;
  return (
    <article className={[styles.card, !product.inStock && styles.isOut].filter(Boolean).join(' ')} data-testid="product-card">
      <div className={styles.media}>
        <MediaImage className={styles.image} imageRef={product.imageUrl} alt="" sizes={imageSizes} width={400} height={400} />
        <ProductBadges product={product} className={styles.badges} />
        {!product.inStock ? <p className={styles.outOfStock}>{t('stock.outOfStock')}</p> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <Heading className={styles.name}>
          <Link className={styles.link} to={paths.product(product.id)}>
            {product.name}
          </Link>
        </Heading>
        <div className={styles.footer}>
          <RatingStars rating={product.rating} reviews={product.reviews} />
          <ProductPrice price={product.price} originalPrice={product.originalPrice} lowestPrice30d={product.lowestPrice30d} />
        </div>
      </div>
    </article>
  );
}
