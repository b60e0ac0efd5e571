import { Bike } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGarageSlot } from '@/components/garage-slot';
import styles from './garage-button.module.css';

/**
 * "Mój motocykl" in the header: the current bike (its name from 1600 px, in the button's name
 * always) or an invitation to choose one; opens the garage selector. On a phone the menu has
 * the same entry (garage-menu-button.tsx), so the bar stays as wide as before.
 */
export function GarageHeaderButton({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  const { current, openPicker, preloadPicker } = useGarageSlot();
  return (
    <button
      type="button"
      className={`${className} ${styles.headerButton}`}
      aria-haspopup="dialog" onPointerEnter={preloadPicker} onFocus={preloadPicker}
      aria-label={current ? t('garage.current', { bike: current.label }) : t('garage.choose')}
      title={current ? current.label : t('garage.choose')}
      data-testid="garage-button"
      data-bike={current ? '' : undefined}
      onClick={() => openPicker()}
    >
      <Bike aria-hidden="true" />
      <span className={styles.headerLabel} aria-hidden="true">
        {current ? current.label : t('garage.short')}
      </span>
    </button>
  );
}
