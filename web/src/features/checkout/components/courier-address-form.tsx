import { useId } from 'react';
import type { CourierAddress, SavedAddress } from '@contracts/delivery';
import { fieldControl, TextField } from '@/components/ui/field';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { formatPostalCodeInput } from '../utils/postal-code';
import styles from './checkout.module.css';
import { fieldsetClassName } from '@/components/ui/fieldset-class';

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
        <fieldset className={`${fieldsetClassName} ${styles.savedAddresses}`}>
          <legend className={fieldControl.label}>{t('address.saved')}</legend>
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
          return (
            <TextField
              key={key}
              className={wide ? styles.wideField : undefined}
              label={t(`address.${key}`)}
              hint={key === 'postalCode' ? t('address.postalCodeHint') : undefined}
              error={error ? t(error as 'validation.invalid', { defaultValue: t('validation.invalid') }) : undefined}
              name={key}
              value={value[key]}
              autoComplete={autoComplete}
              inputMode={inputMode}
              maxLength={key === 'postalCode' ? 6 : 100}
              onChange={(e) => onChange({ ...value, [key]: key === 'postalCode' ? formatPostalCodeInput(e.target.value) : e.target.value })}
            />
          );
        })}
      </div>
      <p className={styles.muted}>{t('address.country')}</p>
    </div>
  );
}
