import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field, fieldControl } from '@/components/ui/field';
import { useManufacturers } from '../api/manufacturers';
import { adminPaths } from '../paths';
import { validationText } from '../utils/error-text';
import styles from './product-safety-fields.module.css';
import { ui } from '@/components/ui/classes';
import { SectionPanel } from '@/components/ui/section-panel';
import { Fieldset } from '@/components/ui/fieldset';

type SafetyField = 'manufacturerId' | 'gtin' | 'safetyWarnings' | 'safetyWarningsEn';

/**
 * The product form's GPSR section (issue 30): the manufacturer from the register, the GTIN and
 * the safety information in both languages. Publishing requires all but the GTIN (the schema's
 * `publishRules`, checked again by the server); a draft may lack them. The part number is the
 * basic section's catalogue number field.
 */
export function ProductSafetyFields({ register, errors, currentManufacturerId }: { register: (name: SafetyField) => UseFormRegisterReturn; errors: Partial<Record<SafetyField, string | undefined>>; currentManufacturerId: string }) {
  const { t } = useTranslation('admin');
  const manufacturers = useManufacturers();
  const message = (name: SafetyField) => validationText(t, errors[name]);
  const items = manufacturers.data?.items ?? [];
  const hint = manufacturers.isPending ? t('form.manufacturersLoading') : manufacturers.isError ? t('form.manufacturersError') : <Link to={adminPaths.manufacturers}>{t('form.manageManufacturers')}</Link>;
  return (
    <SectionPanel title={t('form.sections.safety')}>
      <p className={`${ui.hint} ${styles.lead}`}>{t('form.safetyLead')}</p>
      <div className={ui.fieldGrid}>
        <Field label={t('form.manufacturer')} hint={hint} error={message('manufacturerId')}>
          {(control) => (
            <select {...control} className={fieldControl.select} {...register('manufacturerId')}>
              <option value="">{t('form.chooseManufacturer')}</option>
              {/* The product's own until the register has loaded, so the form never drops it. */}
              {currentManufacturerId && !items.some((m) => m.id === currentManufacturerId) ? <option value={currentManufacturerId}>{currentManufacturerId}</option> : null}
              {items.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.gtin')} hint={t('form.gtinHint')} error={message('gtin')}>
          {(control) => <input {...control} className={fieldControl.input} inputMode="numeric" autoComplete="off" {...register('gtin')} />}
        </Field>
        <Field label={t('form.safetyWarnings')} error={message('safetyWarnings')} className={ui.fieldWide}>
          {(control) => <textarea {...control} lang="pl" className={fieldControl.textarea} rows={4} {...register('safetyWarnings')} />}
        </Field>
        <Field label={t('form.safetyWarningsEn')} error={message('safetyWarningsEn')} className={ui.fieldWide}>
          {(control) => <textarea {...control} lang="en" className={fieldControl.textarea} rows={4} {...register('safetyWarningsEn')} />}
        </Field>
      </div>
    </SectionPanel>
  );
}

/** Draft or published (issue 30): a draft never reaches the shop and may lack its safety data. */
export function ProductStatusField({ register }: { register: (name: 'status') => UseFormRegisterReturn }) {
  const { t } = useTranslation('admin');
  return (
    <Fieldset look="panel" legend={t('form.status')}>
      <label className={ui.checkbox}>
        <input type="radio" value="published" {...register('status')} />
        {t('form.statusPublished')}
      </label>
      <label className={ui.checkbox}>
        <input type="radio" value="draft" {...register('status')} />
        {t('form.statusDraft')}
      </label>
      <p className={ui.hint}>{t('form.statusHint')}</p>
    </Fieldset>
  );
}
