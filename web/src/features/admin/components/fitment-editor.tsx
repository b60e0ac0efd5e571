import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { engineFamilies, vehicleFamilies } from '@contracts/vehicle-vocabulary';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field, fieldControl } from '@/components/ui/field';
import { useVehicles } from '@/lib/vehicle-tree';
import type { ProductPayload } from '../api/save-product';
import { validationText } from '../utils/error-text';
import { emptyFitmentRange, type ProductFormValues } from '../utils/product-form-values';
import styles from './product-form.module.css';
import { ui } from '@/components/ui/classes';
import { SectionPanel } from '@/components/ui/section-panel';
import { Fieldset } from '@/components/ui/fieldset';

interface FitmentEditorProps {
  control: Control<ProductFormValues, unknown, ProductPayload>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['fitment'];
}

/**
 * "Mój motocykl" in the product form: the vehicles the product fits, as ranges (a family or one
 * of its models, model years, optionally one engine family or engine), or every bike
 * (universal). The shop's vehicle filter and the product page's badge answer from these.
 */
export function FitmentEditor({ control, register, errors }: FitmentEditorProps) {
  const { t } = useTranslation('admin');
  const tree = useVehicles();
  const { fields, append, remove } = useFieldArray({ control, name: 'fitment.ranges' });
  const [universal, ranges] = useWatch({ control, name: ['fitment.universal', 'fitment.ranges'] });
  const rangeError = (i: number, field: 'family' | 'model' | 'yearFrom' | 'yearTo' | 'engine') => validationText(t, errors?.ranges?.[i]?.[field]?.message);

  return (
    <SectionPanel title={t('form.sections.fitment')}>
      <div className={ui.stack}>
        <p className={ui.subtitle}>{t('form.fitment.hint')}</p>
        <CheckboxField label={t('form.fitment.universal')} {...register('fitment.universal')} />
        {universal ? null : (
          <>
            {fields.length === 0 ? <p className={ui.subtitle}>{t('form.fitment.none')}</p> : null}
            <ol className={styles.fitmentRanges}>
              {fields.map((item, i) => {
                const models = tree.data?.families.find((f) => f.key === ranges?.[i]?.family)?.models ?? [];
                return (
                  <li key={item.id}>
                    <Fieldset look="framed" legend={t('form.fitment.range', { number: i + 1 })}>
                      <div className={ui.fieldGrid}>
                        <Field label={t('form.fitment.family')} error={rangeError(i, 'family')} required>
                          {(c) => (
                            <select {...c} className={fieldControl.select} {...register(`fitment.ranges.${i}.family`)}>
                              <option value="">—</option>
                              {vehicleFamilies.map((f) => (
                                <option key={f.key} value={f.key}>
                                  {f.name}
                                </option>
                              ))}
                            </select>
                          )}
                        </Field>
                        <Field label={t('form.fitment.model')} error={rangeError(i, 'model')} hint={tree.isError ? t('form.fitment.modelsError') : undefined}>
                          {(c) => (
                            <select {...c} className={fieldControl.select} {...register(`fitment.ranges.${i}.model`)}>
                              <option value="">{t('form.fitment.allModels')}</option>
                              {models.map((m) => (
                                <option key={m.code} value={m.code}>{`${m.name} (${m.code})`}</option>
                              ))}
                            </select>
                          )}
                        </Field>
                        <Field label={t('form.fitment.yearFrom')} error={rangeError(i, 'yearFrom')} required>
                          {(c) => <input {...c} className={fieldControl.input} type="number" inputMode="numeric" min={1900} max={2100} step={1} {...register(`fitment.ranges.${i}.yearFrom`)} />}
                        </Field>
                        <Field label={t('form.fitment.yearTo')} error={rangeError(i, 'yearTo')} required>
                          {(c) => <input {...c} className={fieldControl.input} type="number" inputMode="numeric" min={1900} max={2100} step={1} {...register(`fitment.ranges.${i}.yearTo`)} />}
                        </Field>
                        <Field label={t('form.fitment.engine')} error={rangeError(i, 'engine')}>
                          {(c) => (
                            <select {...c} className={fieldControl.select} {...register(`fitment.ranges.${i}.engine`)}>
                              <option value="">{t('form.fitment.anyEngine')}</option>
                              {engineFamilies.map((family) => (
                                <optgroup key={family.key} label={family.name}>
                                  <option value={family.key}>{t('form.fitment.wholeFamily', { family: family.name })}</option>
                                  {family.engines.map((engine) => (
                                    <option key={engine.key} value={engine.key}>
                                      {engine.name}
                                    </option>
                                  ))}
                                </optgroup>
                              ))}
                            </select>
                          )}
                        </Field>
                      </div>
                      <Button variant="ghost" size="small" className={styles.fitmentRemove} onClick={() => remove(i)} aria-label={t('form.fitment.removeLabel', { number: i + 1 })}>
                        <Trash2 aria-hidden="true" />
                        {t('form.fitment.remove')}
                      </Button>
                    </Fieldset>
                  </li>
                );
              })}
            </ol>
            <Button variant="secondary" size="small" className={styles.fitmentAdd} onClick={() => append(emptyFitmentRange())}>
              <Plus aria-hidden="true" />
              {t('form.fitment.add')}
            </Button>
          </>
        )}
      </div>
    </SectionPanel>
  );
}
