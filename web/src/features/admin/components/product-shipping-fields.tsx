import { parcelSizes } from '@contracts/delivery';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { Field } from '@/components/ui/field';
import { ui } from '@/components/ui/classes';
import { SectionPanel } from '@/components/ui/section-panel';

/**
 * The product form's shipping section (issue 17): the size class, which decides whether the
 * product can go to a parcel locker, and the packed weight. Both required; the schema's
 * messages (`validation.parcelSize`, `validation.weight`) are shown in the delivery texts' words.
 */
export function ProductShippingFields({
  register,
  errors,
}: {
  register: (name: 'parcelSize' | 'weightGrams') => UseFormRegisterReturn;
  errors: { parcelSize?: string | undefined; weightGrams?: string | undefined };
}) {
  const { t } = useDeliveryTranslation();
  const message = (key: string | undefined, fallback: 'parcelSize' | 'weight') => (key ? t(`admin.product.errors.${fallback}`) : undefined);
  return (
    <SectionPanel title={t('admin.product.legend')}>
      <div className={ui.fieldGrid}>
        <Field label={t('admin.product.parcelSize')} hint={t('admin.product.parcelSizeHint')} error={message(errors.parcelSize, 'parcelSize')} required>
          {(control) => (
            <select {...control} className={ui.select} {...register('parcelSize')}>
              <option value="">—</option>
              {parcelSizes.map((size) => (
                <option key={size} value={size}>
                  {t(`admin.product.sizes.${size}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.product.weight')} hint={t('admin.product.weightHint')} error={message(errors.weightGrams, 'weight')} required>
          {(control) => <input {...control} className={ui.input} type="number" inputMode="numeric" min={1} step={1} {...register('weightGrams')} />}
        </Field>
      </div>
    </SectionPanel>
  );
}
