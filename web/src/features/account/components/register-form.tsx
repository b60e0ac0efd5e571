import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { registrationSchema, type RegistrationInput } from '@contracts/account';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth';
import { describeAuthError } from '@/lib/auth/errors';
import { CheckboxField, FormMessage, PasswordField, TextAreaField, TextField } from '@/components/ui/field';
import { Split } from '@/components/ui/layout';
import { useMessage } from './use-message';
import { PasswordStrength } from './password-strength';
import styles from './forms.module.css';

/** Spec "Register": the form; on success the parent shows the check-your-e-mail screen. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: { email: '', fullName: '', companyName: '', password: '', confirmPassword: '', address: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  // The auth chunk and the WAF challenge's script load while the visitor fills the form
  // (waf-challenge.ts); a failure here is tried again on submit, where it shows as the form's error.
  useEffect(() => {
    loadAuth()
      .then((auth) => auth.prepareSignUp())
      .catch((error: unknown) => console.warn('auth not loaded yet', error));
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const auth = await loadAuth();
      await auth.register({
        email: values.email,
        password: values.password,
        fullName: values.fullName,
        address: values.address,
        companyName: values.companyName || undefined,
      });
      onRegistered(values.email.trim().toLowerCase());
    } catch (error) {
      console.error('register failed', error);
      const info = describeAuthError(error, 'register');
      if (info.field) setError(info.field, { message: info.key }, { shouldFocus: true });
      else setFormError(info.key);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {formError ? <FormMessage tone="error">{message(formError)}</FormMessage> : null}
      <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" error={message(errors.email?.message)} {...register('email')} />
      <Split from="sm">
        <TextField label={t('register.fullName')} autoComplete="name" error={message(errors.fullName?.message)} {...register('fullName')} />
        <TextField label={t('register.companyName')} autoComplete="organization" optional error={message(errors.companyName?.message)} {...register('companyName')} />
      </Split>
      <PasswordField
        label={t('register.password')}
        autoComplete="new-password"
        error={message(errors.password?.message)}
        hint={<PasswordStrength password={password} />}
        {...register('password')}
      />
      <PasswordField label={t('register.confirmPassword')} autoComplete="new-password" error={message(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <TextAreaField label={t('register.address')} autoComplete="street-address" hint={t('register.addressHint')} error={message(errors.address?.message)} {...register('address')} />
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{ terms: <Link to={paths.terms} target="_blank" />, privacy: <Link to={paths.privacyPolicy} target="_blank" /> }}
          />
        }
        error={message(errors.acceptTerms?.message)}
        {...register('acceptTerms')}
      />
      <Button type="submit" size="large" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
