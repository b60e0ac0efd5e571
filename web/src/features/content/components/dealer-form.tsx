import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { dealerApplicationSchema } from '@contracts/messages';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { placeApiFieldErrors } from '@/lib/api-field-errors';
import { useSubmitDealerApplication, type DealerApplication } from '../api/submit-dealer-application';
import { Field, fieldControl } from '@/components/ui/field';
import { Split } from '@/components/ui/layout';
import { FormFooter } from './form-footer';
import { useValidationMessage } from './use-validation-message';
import styles from './form.module.css';

type DealerFormValues = z.input<typeof dealerApplicationSchema>;
const emptyForm: DealerFormValues = { company: '', taxId: '', contactPerson: '', email: '', phone: '', yearsInBusiness: '', address: '' };
const fieldNames = ['company', 'taxId', 'contactPerson', 'email', 'phone', 'yearsInBusiness', 'address'] as const;

/** Spec "Dealers page → application form": every field required; POST /api/dealer-applications. */
export function DealerForm({ id }: { id: string }) {
  const { t: tc } = useTranslation('content');
  const { t } = useTranslation('dealers');
  const message = useValidationMessage();
  const [sent, setSent] = useState<DealerApplication | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<DealerFormValues, unknown, DealerApplication>({
    resolver: zodResolver(dealerApplicationSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { errors } = formState;

  const submit = useSubmitDealerApplication({
    onSuccess: (_response, application) => {
      reset(emptyForm);
      setSent(application);
    },
    onError: (error) => toast.error(placeApiFieldErrors(error, fieldNames, setError) ? tc('form.fixErrors') : t('form.failure')),
  });

  if (sent) return <DealerSuccess application={sent} />;

  const text = (name: (typeof fieldNames)[number], type: string, autoComplete?: string, extra?: { inputMode?: 'numeric' | 'email' | 'tel'; hint?: string }) => (
    <Field label={t(`form.${name}`)} required error={message(errors[name]?.message)} hint={extra?.hint}>
      {(control) => <input {...control} className={fieldControl.input} type={type} autoComplete={autoComplete} inputMode={extra?.inputMode} {...register(name)} />}
    </Field>
  );

  return (
    <form id={id} className={styles.form} aria-label={t('form.heading')} noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
      <Split from="sm" gap={4}>
        {text('company', 'text', 'organization')}
        {text('taxId', 'text', 'off', { inputMode: 'numeric', hint: t('form.taxIdHint') })}
      </Split>
      <Split from="sm" gap={4}>
        {text('contactPerson', 'text', 'name')}
        {text('email', 'email', 'email', { inputMode: 'email' })}
      </Split>
      <Split from="sm" gap={4}>
        {text('phone', 'tel', 'tel')}
        <Field label={t('form.yearsInBusiness')} required error={message(errors.yearsInBusiness?.message)}>
          {(control) => <input {...control} className={fieldControl.input} type="number" min={0} max={200} step={1} inputMode="numeric" {...register('yearsInBusiness')} />}
        </Field>
      </Split>
      <Field label={t('form.address')} required error={message(errors.address?.message)}>
        {(control) => <textarea {...control} className={fieldControl.textarea} rows={3} autoComplete="street-address" {...register('address')} />}
      </Field>
      <FormFooter pending={submit.isPending} submitLabel={t('form.submit')} sendingLabel={t('form.sending')} />
    </form>
  );
}

function DealerSuccess({ application }: { application: DealerApplication }) {
  const { t } = useTranslation('dealers');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <CheckCircle2 className={styles.successIcon} aria-hidden="true" />
      <h3 className={styles.successTitle}>{t('form.successTitle')}</h3>
      <p className={styles.successText}>{t('form.successText', { company: application.company, email: application.email })}</p>
      <ButtonLink to={paths.login} variant="secondary">
        {t('form.successLogin')}
      </ButtonLink>
    </div>
  );
}
