import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product, ProductCard as ProductCardData } from '@contracts/product';
import { GRID_IMAGE_SIZES, LIST_IMAGE_SIZES } from '@/first-load/pages';
import { useLocalizedProduct } from '@/lib/product-text';
import { useProductActions } from '@/components/product-actions';
import { MediaImage } from '@/components/ui/media-image';
import { paths } from '@/config/paths';
import { text } from '@/components/ui/text';
import { DealerPrice } from './dealer-price';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';
import { QuantitySelector } from './quantity-selector';
import { RatingStars } from './rating-stars';
import styles from './product-card.module.css';

export type ProductCardProduct = Pick<
  Product,
  'id' | 'name' | 'brand' | 'price' | 'originalPrice' | 'lowestPrice30d' | 'imageUrl' | 'rating' | 'reviews' | 'inStock' | 'isNew' | 'isOnSale' | 'isLimitedEdition'
> &
  Partial<Pick<Product, 'dealer' | 'description' | 'nameEn' | 'descriptionEn'>> &
  Partial<Pick<ProductCardData, 'optionCounts'>>;

export type ProductCardLayout = 'grid' | 'list';

type ProductCardProps = {
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** `sizes` for the image srcset: how wide the card is in this grid. */
  imageSizes?: string;
  /** The image is likely the page's largest paint (first cards of the shop): load it at once, first. */
  imagePriority?: boolean;
  layout?: ProductCardLayout;
} & (
  | {
      product: ProductCardData;
      /** The shop's card: quantity selector, add to cart and the wishlist toggle (spec "Shop → each product card"). */
      showPurchase: true;
    }
  | { product: ProductCardProduct; showPurchase?: false }
);

/** Quantity, add to cart and wishlist: the last two come from the cart and wishlist features through the slots. */
function PurchaseControls({ product }: { product: ProductCardData }) {
  const { AddToCart } = useProductActions();
  const [quantity, setQuantity] = useState(1);
  return (
    <div className={styles.purchase}>
      <QuantitySelector value={quantity} onChange={setQuantity} disabled={!product.inStock} productName={useLocalizedProduct(product).name} />
      {AddToCart ? <AddToCart product={product} quantity={quantity} variant="card" /> : null}
    </div>
  );
}

/** The options a card names, in this order ("6 rozmiarów · 2 kolory"); other options are the product page's. */
const countedOptions = ['size', 'color', 'finish'] as const;

/** "6 rozmiarów · 2 kolory": what a product with options comes in (issue 31); nothing for a product without. */
function OptionCounts({ counts }: { counts: Record<string, number> | undefined }) {
  const { t } = useTranslation('catalog');
  const parts = countedOptions.filter((key) => (counts?.[key] ?? 0) > 1).map((key) => t(`card.options.${key}`, { count: counts![key] }));
  return parts.length ? <p className={styles.options}>{parts.join(' · ')}</p> : null;
}

/** Spec "Shop → each product card": badges, stock, stars, reviews, prices, Omnibus, dealer price, purchase controls. */
export function ProductCard({
  product,
  headingLevel = 'h3',
  imageSizes = GRID_IMAGE_SIZES,
  imagePriority = false,
  layout = 'grid',
  showPurchase,
}: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const { WishlistToggle } = useProductActions();
  const Heading = headingLevel;
  const words = useLocalizedProduct(product);
  return (
    <article
      className={[styles.card, layout === 'list' && styles.list, !product.inStock && styles.isOut].filter(Boolean).join(' ')}
      data-testid="product-card"
    >
      <div className={styles.media}>
        <MediaImage
          className={styles.image}
          imageRef={product.imageUrl}
          alt=""
          sizes={layout === 'list' ? LIST_IMAGE_SIZES : imageSizes}
          width={400}
          height={400}
          loading={imagePriority ? 'eager' : 'lazy'}
          fetchPriority={imagePriority ? 'high' : undefined}
        />
        <ProductBadges product={product} className={styles.badges} />
        {!product.inStock ? <p className={styles.outOfStock}>{t('stock.outOfStock')}</p> : null}
        {showPurchase && WishlistToggle ? (
          <div className={styles.wishlist}>
            <WishlistToggle product={product} variant="card" />
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={text.eyebrow}>{product.brand}</p>
        <Heading className={styles.name}>
          <Link className={styles.link} to={paths.product(product.id)}>
            {words.name}
          </Link>
        </Heading>
        <OptionCounts counts={product.optionCounts} />
        {layout === 'list' && words.description ? <p className={styles.description}>{words.description}</p> : null}
        <div className={styles.footer}>
          <RatingStars rating={product.rating} reviews={product.reviews} />
          <ProductPrice price={product.price} originalPrice={product.originalPrice} lowestPrice30d={product.lowestPrice30d} />
          {product.dealer ? <DealerPrice dealer={product.dealer} /> : null}
          {showPurchase ? <PurchaseControls product={product} /> : null}
        </div>
      </div>
    </article>
  );
}
