import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { profileUpdateSchema, type MeResponse } from '@contracts/account';
import { companySchema } from '@contracts/company';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Split } from '@/components/ui/layout';
import { text } from '@/components/ui/text';
import { useMessage } from './use-message';
import { FormOutcome, useFormOutcome } from './form-outcome';
import styles from './forms.module.css';
import { fieldsetClassName } from '@/components/ui/fieldset-class';

const profileFields = ['fullName', 'companyName', 'phone', 'address'] as const;

/**
 * The form's shape: the company as three text fields, all empty (no company) or a valid company
 * (checked with the API's schema: the NIP's checksum, the EU VAT formats).
 */
const companyFields = z.object({ nip: z.string().trim(), name: z.string().trim(), address: z.string().trim() });
const profileFormSchema = profileUpdateSchema
  .omit({ company: true })
  .extend({ company: companyFields })
  .superRefine((values, ctx) => {
    const c = values.company;
    if (!c.nip && !c.name && !c.address) return;
    const result = companySchema.safeParse(c);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: ['company', ...issue.path], message: issue.message });
  });
type ProfileFormValues = z.input<typeof profileFormSchema>;

const companyOf = (me: MeResponse) => me.company ?? { nip: '', name: '', address: '' };

/** Spec "Profile → personal data": fullName, companyName, read-only e-mail, phone, address. */
export function ProfileForm({ me }: { me: MeResponse }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const update = useUpdateProfile();
  const outcome = useFormOutcome();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: { fullName: me.fullName, companyName: me.companyName, phone: me.phone, address: me.address, company: companyOf(me) },
  });

  const onSubmit = handleSubmit(async (values) => {
    outcome.start();
    try {
      const c = values.company;
      const company = c.nip.trim() || c.name.trim() || c.address.trim() ? companySchema.parse(c) : null;
      const next = await update.mutateAsync({ ...values, company });
      reset({ fullName: next.fullName, companyName: next.companyName, phone: next.phone, address: next.address, company: companyOf(next) });
      outcome.succeed();
    } catch (error) {
      console.error('profile update failed', error);
      const fields = isApiError(error) ? error.fields : undefined;
      let placed = false;
      for (const name of profileFields) {
        const key = fields?.[name];
        if (key) {
          setError(name, { message: key }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) outcome.fail('profile.saveFailed');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting} aria-labelledby="profile-personal-title">
      <TextField label={t('profile.fullName')} autoComplete="name" error={message(errors.fullName?.message)} {...register('fullName')} />
      <TextField label={t('profile.email')} type="email" value={me.email} readOnly hint={t('profile.emailReadonly')} name="email" />
      <Split from="sm">
        <TextField label={t('profile.phone')} type="tel" autoComplete="tel" optional error={message(errors.phone?.message)} {...register('phone')} />
        <TextField
          label={t('profile.companyName')}
          autoComplete="organization"
          optional
          hint={t('profile.companyHint')}
          error={message(errors.companyName?.message)}
          {...register('companyName')}
        />
      </Split>
      <TextAreaField label={t('profile.address')} autoComplete="street-address" optional error={message(errors.address?.message)} {...register('address')} />
      <fieldset className={`${fieldsetClassName} ${styles.fieldset}`}>
        <legend className={`${text.caps} ${styles.legend}`}>{t('profile.companyTitle')}</legend>
        <p className={styles.fieldsetIntro}>{t('profile.companyIntro')}</p>
        <Split from="sm">
          <TextField label={t('profile.companyNip')} autoComplete="off" spellCheck={false} optional error={message(errors.company?.nip?.message)} {...register('company.nip')} />
          <TextField label={t('profile.companyFullName')} autoComplete="organization" optional error={message(errors.company?.name?.message)} {...register('company.name')} />
        </Split>
        <TextAreaField label={t('profile.companyAddress')} autoComplete="street-address" optional error={message(errors.company?.address?.message)} {...register('company.address')} />
      </fieldset>
      <FormOutcome outcome={outcome} success={t('profile.saved')} />
      <Button type="submit" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
