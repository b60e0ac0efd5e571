import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { text } from '@/components/ui/text';
import styles from './quantity-selector.module.css';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  size?: 'small' | 'large';
  /** Visible label (product page); on cards the label is for screen readers only. */
  showLabel?: boolean;
  /** Makes the accessible name unique on a page of cards ("Ilość – Filtr powietrza"). */
  productName?: string;
}

/** Spec: quantity selector, default 1, minimum 1. Steppers plus a typed number. */
export function QuantitySelector({ value, onChange, disabled, size = 'small', showLabel = false, productName }: QuantitySelectorProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const suffix = productName ? ` – ${productName}` : '';
  return (
    <div className={[styles.root, size === 'large' && styles.large].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={showLabel ? `${text.eyebrow} ${styles.label}` : 'visually-hidden'}>
        {t('card.quantity')}
        {showLabel ? null : suffix}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.step}
          aria-label={`${t('card.decrease')}${suffix}`}
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          <Minus aria-hidden="true" />
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '') return;
            onChange(clampQuantity(Number(raw)));
          }}
          onBlur={(event) => {
            if (event.target.value === '') onChange(MIN_QUANTITY);
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={`${t('card.increase')}${suffix}`}
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => onChange(clampQuantity(value + 1))}
        >
          <Plus aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
