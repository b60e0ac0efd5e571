import { useTranslation } from 'react-i18next';
import { useSimilarProducts } from '../api/get-similar-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './product-details.module.css';

/** Up to 4 products of the same category (spec §2 "Product page"); nothing at all when there are none or they fail. */
export function SimilarProducts({ productId }: { productId: number }) {
  const { t } = useTranslation('catalog');
  const similar = useSimilarProducts(productId);
  if (similar.isError || (similar.data && similar.data.items.length === 0)) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-products">
      <h2 id="similar-products" className={styles.sectionTitle}>
        {t('similar.heading')}
      </h2>
      {similar.data ? <ProductGrid products={similar.data.items.slice(0, 4)} showPurchase headingLevel="h3" /> : <ProductGridSkeleton count={4} />}
    </section>
  );
}
