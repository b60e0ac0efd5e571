import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { contactMessageSchema } from '@contracts/messages';
import { paths } from '@/config/paths';
import { placeApiFieldErrors } from '@/lib/api-field-errors';
import { useSubmitContact, type ContactMessage } from '../api/submit-contact';
import { CheckboxField, Field, fieldControl } from '@/components/ui/field';
import { Split } from '@/components/ui/layout';
import { FormFooter } from './form-footer';
import { useValidationMessage } from './use-validation-message';
import styles from './form.module.css';

/** The form's own state: the consent box starts unticked, which the schema (`true` only) rejects. */
type ContactFormValues = Omit<z.input<typeof contactMessageSchema>, 'consent'> & { consent: boolean };

const emptyForm: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '', consent: false };
const fieldNames = ['name', 'email', 'phone', 'subject', 'message', 'consent'] as const;

interface ContactFormProps {
  /** `full` (contact page) adds the subject field; `compact` (home) leaves it out. */
  variant?: 'full' | 'compact';
  /** Called after a successful send; without it the form confirms with a toast and clears itself. */
  onSent?: (message: ContactMessage) => void;
  /** Accessible name of the form. */
  label: string;
}

/**
 * The contact form (spec: Home contact section, Contact page): validated with the API's own zod
 * schema, sent to POST /api/contact. Field errors sit under their fields, from the schema or from
 * the API's 400 `fields`; anything else is a toast.
 */
export function ContactForm({ variant = 'full', onSent, label }: ContactFormProps) {
  const { t } = useTranslation('content');
  const message = useValidationMessage();
  const form = useForm<ContactFormValues, unknown, ContactMessage>({
    // The shared schema types consent as `true`; the form starts from `false` (see above).
    resolver: zodResolver(contactMessageSchema) as unknown as Resolver<ContactFormValues, unknown, ContactMessage>,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;

  const submit = useSubmitContact({
    onSuccess: (_response, sent) => {
      reset(emptyForm);
      if (onSent) onSent(sent);
      else toast.success(t('form.success'));
    },
    onError: (error) => toast.error(placeApiFieldErrors(error, fieldNames, setError) ? t('form.fixErrors') : t('form.failure')),
  });

  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
      <Split from="sm" gap={4}>
        <Field label={t('form.name')} required error={message(errors.name?.message)}>
          {(control) => <input {...control} className={fieldControl.input} type="text" autoComplete="name" {...register('name')} />}
        </Field>
        <Field label={t('form.email')} required error={message(errors.email?.message)}>
          {(control) => <input {...control} className={fieldControl.input} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
        </Field>
      </Split>
      <Split from="sm" gap={4} columns={variant === 'full' ? undefined : 'minmax(0, 1fr)'}>
        <Field label={t('form.phone')} optional error={message(errors.phone?.message)}>
          {(control) => <input {...control} className={fieldControl.input} type="tel" autoComplete="tel" {...register('phone')} />}
        </Field>
        {variant === 'full' ? (
          <Field label={t('form.subject')} optional error={message(errors.subject?.message)}>
            {(control) => <input {...control} className={fieldControl.input} type="text" {...register('subject')} />}
          </Field>
        ) : null}
      </Split>
      <Field label={t('form.message')} required error={message(errors.message?.message)}>
        {(control) => <textarea {...control} className={fieldControl.textarea} rows={variant === 'full' ? 6 : 4} {...register('message')} />}
      </Field>
      <CheckboxField
        error={message(errors.consent?.message)}
        aria-required="true"
        {...register('consent')}
        label={<Trans t={t} i18nKey="form.consent" components={{ policy: <Link to={paths.privacyPolicy} /> }} />}
      />
      <FormFooter pending={submit.isPending} submitLabel={t('form.submit')} sendingLabel={t('form.sending')} />
    </form>
  );
}
