import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth';
import { describeAuthError, type AuthErrorKey } from '@/lib/auth/errors';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { loginSchema, type LoginInput } from '../schemas';
import { CheckboxField, FormMessage, PasswordField, TextField } from '@/components/ui/field';
import { Cluster } from '@/components/ui/layout';
import { useMessage } from './use-message';
import { FacebookMark, GoogleMark } from './social-marks';
import styles from './forms.module.css';
import loginStyles from './login-form.module.css';

/** Where to go after signing in: back to the page a guard sent us from, else the shop (spec). */
function useAfterLogin(): string {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.shop;
}

function SocialButtons() {
  const { t } = useTranslation('account');
  const enabled = Boolean(getRuntimeConfig().oauthDomain);
  const [busy, setBusy] = useState<string>();

  const start = async (provider: 'Google' | 'Facebook') => {
    setBusy(provider);
    try {
      const auth = await loadAuth();
      await auth.signInWithProvider(provider);
    } catch (error) {
      console.error('social sign-in failed', error);
      toast.error(t('errors.socialFailed', { provider }));
      setBusy(undefined);
    }
  };

  return (
    <div className={loginStyles.social}>
      <p className={loginStyles.divider}>
        <span>{t('login.or')}</span>
      </p>
      <div className={loginStyles.socialButtons}>
        <Button variant="secondary" disabled={!enabled || busy !== undefined} aria-describedby={enabled ? undefined : 'social-unavailable'} onClick={() => void start('Google')} aria-label={t('login.withProvider', { provider: 'Google' })}>
          <GoogleMark />
          {t('login.google')}
        </Button>
        <Button variant="secondary" disabled={!enabled || busy !== undefined} aria-describedby={enabled ? undefined : 'social-unavailable'} onClick={() => void start('Facebook')} aria-label={t('login.withProvider', { provider: 'Facebook' })}>
          <FacebookMark />
          {t('login.facebook')}
        </Button>
      </div>
      {enabled ? null : (
        <p id="social-unavailable" className={loginStyles.socialNote}>
          {t('login.socialUnavailable')}
        </p>
      )}
    </div>
  );
}

/** Spec "Login": e-mail, password, remember me; errors per §8; success → /shop. */
export function LoginForm() {
  const { t } = useTranslation('account');
  const message = useMessage();
  const navigate = useNavigate();
  const next = useAfterLogin();
  const [formError, setFormError] = useState<{ key: AuthErrorKey; email: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched', defaultValues: { email: '', password: '', remember: true } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const auth = await loadAuth();
      await auth.signInWithPassword({ email: values.email, password: values.password, remember: values.remember });
      toast.success(t('login.welcome'));
      navigate(next, { replace: true });
    } catch (error) {
      const info = describeAuthError(error, 'login');
      if (info.key !== 'errors.invalidCredentials' && info.key !== 'errors.emailNotConfirmed') console.error('login failed', error);
      setFormError({ key: info.key, email: values.email.trim().toLowerCase() });
    }
  });

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        {formError ? (
          <FormMessage tone="error">
            <p>{message(formError.key)}</p>
            {formError.key === 'errors.emailNotConfirmed' ? (
              <p>
                <Link to={`${paths.verifyEmail}?email=${encodeURIComponent(formError.email)}`}>{t('login.verifyLink')}</Link>
              </p>
            ) : null}
          </FormMessage>
        ) : null}
        <TextField label={t('fields.email')} type="email" autoComplete="username" inputMode="email" error={message(errors.email?.message)} {...register('email')} />
        <PasswordField label={t('fields.password')} autoComplete="current-password" error={message(errors.password?.message)} {...register('password')} />
        <Cluster spread gap={3}>
          <CheckboxField label={t('login.remember')} {...register('remember')} />
          <Link to={paths.forgotPassword} className={styles.smallLink}>
            {t('login.forgot')}
          </Link>
        </Cluster>
        <Button type="submit" size="large" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <SocialButtons />
    </>
  );
}
