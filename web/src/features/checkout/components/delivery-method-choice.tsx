import { Package, Store, Truck } from 'lucide-react';
import { useId } from 'react';
import type { DeliveryMethod, DeliveryOption } from '@contracts/delivery';
import { estimateText, optionPriceText } from '@/components/delivery/labels';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { formatMoney } from '@/lib/money';
import styles from './checkout.module.css';
import { fieldsetClassName } from '@/components/ui/fieldset-class';

const icons: Record<DeliveryMethod, typeof Truck> = { locker: Package, courier: Truck, pickup: Store };

/**
 * The three delivery methods as radio cards: name, when it arrives, what it costs. A method that
 * cannot take this cart (a tank to a parcel locker) stays visible, disabled, with the reason and
 * a way to the courier.
 */
export function DeliveryMethodChoice({
  options,
  value,
  onChange,
  error,
}: {
  options: readonly DeliveryOption[];
  value: DeliveryMethod | null;
  onChange: (method: DeliveryMethod) => void;
  error?: string | undefined;
}) {
  const { t } = useDeliveryTranslation();
  const id = useId();
  return (
    <fieldset className={`${fieldsetClassName} ${styles.methods}`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="visually-hidden">{t('checkout.sections.method')}</legend>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {options.map((option) => {
        const Icon = icons[option.method];
        const inputId = `${id}-${option.method}`;
        return (
          <div key={option.method} className={styles.methodWrap}>
            <label htmlFor={inputId} className={styles.method} data-checked={value === option.method || undefined} data-disabled={!option.available || undefined}>
              <input
                id={inputId}
                type="radio"
                name={`${id}-method`}
                value={option.method}
                checked={value === option.method}
                disabled={!option.available}
                onChange={() => onChange(option.method)}
                aria-describedby={`${inputId}-about`}
              />
              <Icon aria-hidden="true" className={styles.methodIcon} />
              <span className={styles.methodText}>
                <span className={styles.methodName}>{t(`methods.${option.method}`)}</span>
                <span id={`${inputId}-about`} className={styles.methodAbout}>
                  {option.available ? estimateText(t, option.method, option.estimate) : t(`unavailable.${option.unavailableReason ?? 'oversize'}`)}
                  {option.available ? <span className={styles.methodHint}>{t(`methodHints.${option.method}`)}</span> : null}
                </span>
              </span>
              <span className={styles.methodPrice} data-free={(option.available && option.cost === 0) || undefined}>
                {optionPriceText(t, option)}
                {option.available && option.free && option.regularCost > 0 ? <s className={styles.was}>{t('price.was', { amount: formatMoney(option.regularCost) })}</s> : null}
              </span>
            </label>
            {!option.available && value !== 'courier' ? (
              <button type="button" className={styles.linkButton} onClick={() => onChange('courier')}>
                {t('unavailable.chooseCourier')}
              </button>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
