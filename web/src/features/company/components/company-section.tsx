import { Building2, CircleCheck, Loader2, Search, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companySchema, parseTaxId, type Company } from '@contracts/company';
import { Button } from '@/components/ui/button';
import { Field, fieldControl, type FieldControlProps } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { getCheckoutCompany, setCheckoutCompany, useCheckoutCompany, type CheckoutCompanyState } from '@/lib/checkout-company';
import { useCompanyLookup } from '../api/lookup-company';
import { spinningIcon } from '@/components/ui/spinner';
import styles from './company-section.module.css';

type FieldName = 'nip' | 'name' | 'address';

/** The schema's (and the API's) field problems, as this section words them. */
const errorTexts = {
  'validation.required': 'company.errors.required',
  'validation.nipInvalid': 'company.errors.nipInvalid',
  'validation.addressMin': 'company.errors.addressMin',
  'validation.tooLong': 'company.errors.tooLong',
} as const;

/** Validates with the API's own schema; the first problem of each field, as an i18n key. */
function validate(state: Pick<CheckoutCompanyState, 'nip' | 'name' | 'address'>): CheckoutCompanyState['errors'] {
  const result = companySchema.safeParse({ nip: state.nip, name: state.name, address: state.address });
  const errors: CheckoutCompanyState['errors'] = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as FieldName] ??= issue.message;
  return errors;
}

export interface CompanySectionProps {
  /** A dealer's company from their profile: filled in (and buying as a company ticked) once. */
  prefill?: Company | null;
}

/** Changes the company, recording whether it is now valid (checkout reads that). */
function update(change: Partial<CheckoutCompanyState>) {
  const errors = validate({ ...getCheckoutCompany(), ...change });
  setCheckoutCompany({ ...change, errors, valid: Object.keys(errors).length === 0 });
}

/**
 * 'Kupuję jako firma' at checkout: a tick box that opens the company's NIP (or an EU dealer's EU
 * VAT number), name and address. A Polish NIP can be looked up in the VAT white list, which
 * fills the name and address and says whether the company is an active VAT payer; when the
 * register does not answer the buyer types the details and nothing is blocked. The details are
 * validated here with the API's schema (the NIP's checksum included) before checkout sends them.
 */
export function CompanySection({ prefill }: CompanySectionProps) {
  const { t } = useTranslation('checkout');
  const state = useCheckoutCompany();
  const id = useId();
  const [lookupNip, setLookupNip] = useState<string | null>(null);
  const lookup = useCompanyLookup(lookupNip);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const prefilled = useRef(false);

  // Details kept from earlier in the session are checked again (the store keeps no verdict).
  useEffect(() => update({}), []);

  // A dealer's profile company, once, unless the buyer already typed something.
  useEffect(() => {
    if (!prefill || prefilled.current) return;
    prefilled.current = true;
    const current = getCheckoutCompany();
    if (current.nip || current.name) return;
    update({ asCompany: true, ...prefill });
  }, [prefill]);

  // What the register answered fills the company in.
  useEffect(() => {
    if (lookup.data) update({ name: lookup.data.name, address: lookup.data.address });
  }, [lookup.data]);

  const showError = (field: FieldName) => (state.showErrors || touched[field]) && state.errors[field];
  const message = (field: FieldName) => {
    const key = showError(field);
    return key ? t(errorTexts[key as keyof typeof errorTexts] ?? 'company.errors.invalid') : undefined;
  };
  const taxId = parseTaxId(state.nip);
  const polishNip = taxId?.kind === 'nip' ? taxId.value : null;
  const lookupFailed = lookup.isError && isApiError(lookup.error) ? lookup.error : null;

  const inputProps = (name: FieldName, control: FieldControlProps) => ({
    ...control,
    className: fieldControl.input,
    value: state[name],
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="company-section">
      <h3 id={`${id}-title`} className="visually-hidden">
        {t('company.title')}
      </h3>
      <label className={styles.toggle}>
        <input type="checkbox" checked={state.asCompany} onChange={(e) => update({ asCompany: e.target.checked, showErrors: false })} />
        <Building2 aria-hidden="true" />
        <span>{t('company.asCompany')}</span>
      </label>
      {state.asCompany ? (
        <div className={styles.fields}>
          <p className={styles.intro}>{t('company.intro')}</p>
          <Field
            label={t('company.nip')}
            error={message('nip')}
            hint={
              <div aria-live="polite" className={styles.lookupResult}>
                {lookup.data && lookupNip === polishNip ? (
                  lookup.data.vatStatus === 'active' ? (
                    <p className={styles.ok}>
                      <CircleCheck aria-hidden="true" />
                      {t('company.vat.active')}
                    </p>
                  ) : (
                    <p className={styles.warn}>
                      <TriangleAlert aria-hidden="true" />
                      {t(`company.vat.${lookup.data.vatStatus}`)}
                    </p>
                  )
                ) : null}
                {lookupFailed ? (
                  <p className={styles.warn}>
                    <TriangleAlert aria-hidden="true" />
                    {lookupFailed.status === 404 ? t('company.lookupNotFound') : lookupFailed.status === 400 ? t('company.errors.nipInvalid') : t('company.lookupUnavailable')}
                  </p>
                ) : null}
                {!lookup.data && !lookupFailed ? <p className={styles.hint}>{t('company.nipHint')}</p> : null}
              </div>
            }
          >
            {(control) => (
              <div className={styles.nipRow}>
                <input
                  {...inputProps('nip', control)}
                  inputMode="text"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="526-025-02-74"
                  onChange={(e) => update({ nip: e.target.value })}
                />
                <Button
                  variant="secondary"
                  className={styles.lookup}
                  disabled={!polishNip || lookup.isFetching}
                  aria-busy={lookup.isFetching || undefined}
                  onClick={() => {
                    if (!polishNip) return;
                    if (lookupNip === polishNip) void lookup.refetch();
                    else setLookupNip(polishNip);
                  }}
                >
                  {lookup.isFetching ? <Loader2 aria-hidden="true" className={spinningIcon} /> : <Search aria-hidden="true" />}
                  {t('company.lookup')}
                </Button>
              </div>
            )}
          </Field>
          <Field label={t('company.name')} error={message('name')}>
            {(control) => <input {...inputProps('name', control)} autoComplete="organization" onChange={(e) => update({ name: e.target.value })} />}
          </Field>
          <Field label={t('company.address')} error={message('address')}>
            {(control) => <textarea {...inputProps('address', control)} className={fieldControl.textarea} rows={2} autoComplete="street-address" onChange={(e) => update({ address: e.target.value })} />}
          </Field>
        </div>
      ) : null}
    </section>
  );
}
