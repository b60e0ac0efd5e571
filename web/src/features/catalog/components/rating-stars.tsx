import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './product-meta.module.css';

const MAX_STARS = 5;

/** The spec's stars: floor(rating) filled out of 5, then the review count. */
export function starsFor(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.floor(rating)));
}

/**
 * Stars and the count of approved reviews. A product nobody has reviewed says so ("Brak opinii"):
 * empty stars would read as a rating of zero, which no buyer gave.
 */
export function RatingStars({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useTranslation('catalog');
  const filled = starsFor(rating);
  return (
    <div className={styles.rating}>
      {reviews ? (
        <span className={styles.stars} role="img" aria-label={t('rating.label', { rating: filled })}>
          {Array.from({ length: MAX_STARS }, (_, i) => (
            <Star key={i} aria-hidden="true" className={i < filled ? undefined : styles.starEmpty} fill={i < filled ? 'currentColor' : 'none'} strokeWidth={1.6} />
          ))}
        </span>
      ) : null}
      <span>{reviews ? t('rating.reviews', { count: reviews }) : t('rating.none')}</span>
    </div>
  );
}
