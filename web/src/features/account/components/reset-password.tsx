import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ButtonLink, Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth';
import { describeAuthError, type AuthErrorKey } from '@/lib/auth/errors';
import { CODE_PATTERN, resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import { text } from '@/components/ui/text';
import { AuthResult } from './auth-shell';
import { FormMessage, PasswordField } from '@/components/ui/field';
import { useMessage } from './use-message';
import { PasswordStrength } from './password-strength';
import styles from './forms.module.css';

export const INVALID_LINK_REDIRECT_MS = 2000;

/** The link from the e-mail: `?email=…&code=123456`. Anything else is an invalid link. */
export function parseResetLink(search: string): { email: string; code: string } | null {
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  if (!email || !email.includes('@') || !CODE_PATTERN.test(code)) return null;
  return { email, code };
}

function InvalidLink() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.forgotPassword, { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthResult icon={<LinkIcon />} tone="error" title={t('reset.invalid')} actions={<ButtonLink to={paths.forgotPassword}>{t('reset.requestNew')}</ButtonLink>}>
      <p role="alert">{t('reset.invalidText')}</p>
    </AuthResult>
  );
}

/** Spec "Reset password": new password + confirmation with the strength meter → success. */
export function ResetPassword({ search }: { search: string }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const link = parseResetLink(search);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<AuthErrorKey>();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), mode: 'onTouched', defaultValues: { newPassword: '', confirmPassword: '' } });
  const password = useWatch({ control, name: 'newPassword' }) ?? '';

  if (!link) return <InvalidLink />;

  if (done) {
    return (
      <AuthResult icon={<CircleCheck />} tone="success" title={t('reset.successTitle')} actions={<ButtonLink to={paths.login}>{t('reset.goToLogin')}</ButtonLink>}>
        <p role="status">{t('reset.successText')}</p>
      </AuthResult>
    );
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(undefined);
    try {
      const auth = await loadAuth();
      await auth.confirmPasswordReset({ email: link.email, code: link.code, newPassword });
      setDone(true);
    } catch (error) {
      console.error('password reset failed', error);
      setFormError(describeAuthError(error, 'reset').key);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className={text.meta}>{t('reset.lead', { email: link.email })}</p>
      {formError ? (
        <FormMessage tone="error">
          <p>{message(formError)}</p>
          {formError === 'errors.codeInvalid' || formError === 'errors.codeExpired' ? (
            <p>
              <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
            </p>
          ) : null}
        </FormMessage>
      ) : null}
      <PasswordField
        label={t('reset.newPassword')}
        autoComplete="new-password"
        error={message(errors.newPassword?.message)}
        hint={<PasswordStrength password={password} />}
        {...register('newPassword')}
      />
      <PasswordField label={t('reset.confirmPassword')} autoComplete="new-password" error={message(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <Button type="submit" size="large" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
