import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type MeResponse, type ProfileUpdate } from '@contracts/account';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { FormMessage, TextAreaField, TextField } from '@/components/ui/field';
import { useMessage } from './use-message';
import { useFlash } from './use-flash';
import styles from './forms.module.css';

const profileFields = ['fullName', 'companyName', 'phone', 'address'] as const;

/** Spec "Profile → personal data": fullName, companyName, read-only e-mail, phone, address. */
export function ProfileForm({ me }: { me: MeResponse }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const update = useUpdateProfile();
  const [saved, flashSaved, hideSaved] = useFlash();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: { fullName: me.fullName, companyName: me.companyName, phone: me.phone, address: me.address },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    hideSaved();
    try {
      const next = await update.mutateAsync(values);
      reset({ fullName: next.fullName, companyName: next.companyName, phone: next.phone, address: next.address });
      flashSaved();
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
      if (!placed) setFormError('profile.saveFailed');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting} aria-labelledby="profile-personal-title">
      <TextField label={t('profile.fullName')} autoComplete="name" error={message(errors.fullName?.message)} {...register('fullName')} />
      <TextField label={t('profile.email')} type="email" value={me.email} readOnly hint={t('profile.emailReadonly')} name="email" />
      <div className={styles.row}>
        <TextField label={t('profile.phone')} type="tel" autoComplete="tel" optional error={message(errors.phone?.message)} {...register('phone')} />
        <TextField
          label={t('profile.companyName')}
          autoComplete="organization"
          optional
          hint={t('profile.companyHint')}
          error={message(errors.companyName?.message)}
          {...register('companyName')}
        />
      </div>
      <TextAreaField label={t('profile.address')} autoComplete="street-address" optional error={message(errors.address?.message)} {...register('address')} />
      <div role="status">{saved ? <FormMessage tone="success">{t('profile.saved')}</FormMessage> : null}</div>
      {formError ? <FormMessage tone="error">{message(formError)}</FormMessage> : null}
      <Button type="submit" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
