import { PenLine } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { paths } from '@/config/paths';
import { localizedProduct } from '@/lib/product-text';
import { useReviewable } from '../api/my-reviews';
import styles from './reviewable-block.module.css';
import { useReviewsTranslation } from '../texts';

/**
 * "Do ocenienia" in the buyer's orders page: the products of their delivered orders not reviewed
 * yet (GET /api/me/reviewable), each linking to its product page's review form. Nothing shows
 * while it loads or when there is nothing to review: the orders list is what the page is for.
 */
export function ReviewableBlock() {
  const { t, i18n } = useReviewsTranslation();
  const reviewable = useReviewable();
  const items = reviewable.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className={styles.block} aria-labelledby="reviewable-title">
      <h2 id="reviewable-title" className={styles.title}>
        {t('reviewable.title')}
      </h2>
      <p className={styles.intro}>{t('reviewable.intro')}</p>
      <ul role="list" className={styles.list}>
        {items.map((item) => (
          <li key={item.productId} className={styles.item}>
            {item.imageUrl ? <MediaImage imageRef={item.imageUrl} alt="" sizes="56px" className={styles.image} /> : <span className={styles.image} />}
            <span className={styles.name}>{localizedProduct(item, i18n.language).name}</span>
            <ButtonLink to={`${paths.product(item.productId)}#reviews`} size="small" variant="secondary">
              <PenLine aria-hidden="true" />
              {t('reviewable.write')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
