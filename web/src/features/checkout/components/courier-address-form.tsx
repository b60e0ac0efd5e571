import { useId } from 'react';
import type { CourierAddress, SavedAddress } from '@contracts/delivery';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { formatPostalCodeInput } from '../utils/postal-code';
import styles from './checkout.module.css';

export type AddressDraft = CourierAddress;
export const EMPTY_ADDRESS: AddressDraft = { name: '', street: '', buildingNumber: '', postalCode: '', city: '' };

const FIELDS: { key: keyof AddressDraft; autoComplete: string; wide?: boolean; inputMode?: 'numeric' }[] = [
  { key: 'name', autoComplete: 'name', wide: true },
  { key: 'street', autoComplete: 'address-line1', wide: true },
  { key: 'buildingNumber', autoComplete: 'address-line2' },
  { key: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'city', autoComplete: 'address-level2', wide: true },
];

/**
 * The courier's address: a saved one to pick (signed-in buyers), or a new one. The postal code
 * takes its 00-000 shape while typed; errors are the API's keys in the reader's language.
 */
export function CourierAddressForm({
  value,
  onChange,
  errors,
  saved,
}: {
  value: AddressDraft;
  onChange: (address: AddressDraft) => void;
  /** `name`, `postalCode`… → an i18n key of `validation.*`. */
  errors: Partial<Record<keyof AddressDraft, string>>;
  saved: readonly SavedAddress[];
}) {
  const { t } = useDeliveryTranslation();
  const id = useId();
  const current = saved.find((a) => a.name === value.name && a.street === value.street && a.buildingNumber === value.buildingNumber && a.postalCode === value.postalCode && a.city === value.city);
  return (
    <div className={styles.address}>
      {saved.length ? (
        <fieldset className={styles.savedAddresses}>
          <legend className={styles.label}>{t('address.saved')}</legend>
          {saved.map((a) => (
            <label key={a.id} className={styles.savedAddress} data-checked={current?.id === a.id || undefined}>
              <input type="radio" name={`${id}-saved`} checked={current?.id === a.id} onChange={() => onChange({ name: a.name, street: a.street, buildingNumber: a.buildingNumber, postalCode: a.postalCode, city: a.city })} />
              <span>
                <strong>{a.name}</strong>, {a.street} {a.buildingNumber}, {a.postalCode} {a.city}
              </span>
            </label>
          ))}
          <label className={styles.savedAddress} data-checked={!current || undefined}>
            <input type="radio" name={`${id}-saved`} checked={!current} onChange={() => onChange(EMPTY_ADDRESS)} />
            <span>{t('address.newAddress')}</span>
          </label>
        </fieldset>
      ) : null}
      <div className={styles.addressGrid}>
        {FIELDS.map(({ key, autoComplete, wide, inputMode }) => {
          const error = errors[key];
          const inputId = `${id}-${key}`;
          const hint = key === 'postalCode' ? t('address.postalCodeHint') : null;
          return (
            <div key={key} className={styles.field} data-wide={wide || undefined}>
              <label htmlFor={inputId} className={styles.label}>
                {t(`address.${key}`)}
              </label>
              <input
                id={inputId}
                name={key}
                className={styles.input}
                value={value[key]}
                autoComplete={autoComplete}
                inputMode={inputMode}
                maxLength={key === 'postalCode' ? 6 : 100}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
                onChange={(e) => onChange({ ...value, [key]: key === 'postalCode' ? formatPostalCodeInput(e.target.value) : e.target.value })}
              />
              {error ? (
                <p id={`${inputId}-error`} className={styles.fieldError}>
                  {t(error as 'validation.invalid', { defaultValue: t('validation.invalid') })}
                </p>
              ) : hint ? (
                <p id={`${inputId}-hint`} className={styles.muted}>
                  {hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className={styles.muted}>{t('address.country')}</p>
    </div>
  );
}
