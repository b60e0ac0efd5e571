import { CircleCheck, CircleQuestionMark, CircleX, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { engineFamilies, engines, fitVerdict, vehicleFamilies } from '@contracts/vehicle-vocabulary';
import type { Fitment, FitmentRange } from '@contracts/vehicles';
import { useGarageSlot } from '@/components/garage-slot';
import { useLocalGarage } from '../garage-store';
import styles from './fitment-badge.module.css';

/** "Touring FLHX 2014–2016, Twin Cam": a range as a rider reads it. */
export function rangeText(range: FitmentRange): string {
  const family = vehicleFamilies.find((f) => f.key === range.family)?.name ?? range.family;
  const years = range.yearFrom === range.yearTo ? String(range.yearFrom) : `${range.yearFrom}–${range.yearTo}`;
  const engine = range.engine ? (engineFamilies.find((f) => f.key === range.engine)?.name ?? engines.find((e) => e.key === range.engine)?.name) : undefined;
  return [`${family}${range.model ? ` ${range.model}` : ''} ${years}`, engine].filter(Boolean).join(', ');
}

/**
 * The product page's answer to "does it fit my bike?": fits your Street Glide FLHX 2016, does
 * not fit (and what it does fit), or universal. Without a bike chosen, a product with fitment
 * offers to choose one; a product whose fitment is not known shows nothing. Part of the product
 * page's first load (app/routes/product.tsx), with its texts in the catalog namespace: it needs
 * no more than the bike the browser remembers.
 */
export function FitmentBadge({ fitment }: { fitment: Fitment }) {
  const { t } = useTranslation('catalog');
  const { current, openPicker, preloadPicker } = useGarageSlot();
  const { known } = useLocalGarage();
  const vehicle = current ? known[current.id] : undefined;
  const fitsText = fitment.ranges.map(rangeText).join('; ');

  if (fitment.universal) {
    return (
      <div className={`${styles.badge} ${styles.universal}`} data-testid="fitment-badge" data-verdict="universal" aria-live="polite">
        <Globe aria-hidden="true" />
        <div className={styles.badgeText}>
          <p className={styles.badgeTitle}>{t('fitment.universal')}</p>
          <p className={styles.badgeDetail}>{t('fitment.universalDetail')}</p>
        </div>
      </div>
    );
  }
  if (!fitment.ranges.length) return null;
  if (!vehicle) {
    return (
      <div className={styles.badge} data-testid="fitment-badge" data-verdict="no-bike" aria-live="polite">
        <CircleQuestionMark aria-hidden="true" />
        <div className={styles.badgeText}>
          <p className={styles.badgeTitle}>{t('fitment.fitsModels', { models: fitsText })}</p>
          <button type="button" className={styles.badgeAction} aria-haspopup="dialog" onPointerEnter={preloadPicker} onFocus={preloadPicker} onClick={() => openPicker()}>
            {t('fitment.chooseBike')}
          </button>
        </div>
      </div>
    );
  }
  const fits = fitVerdict(fitment, vehicle) === 'fits';
  return (
    <div className={`${styles.badge} ${fits ? styles.fits : styles.noFit}`} data-testid="fitment-badge" data-verdict={fits ? 'fits' : 'does-not-fit'} aria-live="polite">
      {fits ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
      <div className={styles.badgeText}>
        <p className={styles.badgeTitle}>{fits ? t('fitment.fits', { bike: vehicle.label }) : t('fitment.doesNotFit')}</p>
        {fits ? null : (
          <p className={styles.badgeDetail}>
            {t('fitment.yourBike', { bike: vehicle.label })} {t('fitment.fitsModels', { models: fitsText })}
          </p>
        )}
        <button type="button" className={styles.badgeAction} aria-haspopup="dialog" onPointerEnter={preloadPicker} onFocus={preloadPicker} onClick={() => openPicker()}>
          {t('fitment.changeBike')}
        </button>
      </div>
    </div>
  );
}
