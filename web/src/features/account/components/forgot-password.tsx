import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth';
import { describeAuthError } from '@/lib/auth/errors';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../schemas';
import { AuthResult, NextSteps } from './auth-shell';
import { FormMessage, TextField } from '@/components/ui/field';
import { useMessage } from './use-message';
import styles from './forms.module.css';

async function sendReset(email: string) {
  const auth = await loadAuth();
  await auth.requestPasswordReset(email);
}

/** Spec "Forgot password": e-mail form → success screen with next steps and a resend button. */
export function ForgotPassword() {
  const { t } = useTranslation('account');
  const message = useMessage();
  const [sentTo, setSentTo] = useState<string>();
  const [resending, setResending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(undefined);
    try {
      await sendReset(email);
      setSentTo(email.trim().toLowerCase());
    } catch (error) {
      console.error('password reset request failed', error);
      setFormError(describeAuthError(error, 'forgot').key);
    }
  });

  const resend = async () => {
    if (!sentTo) return;
    setResending(true);
    try {
      await sendReset(sentTo);
      toast.success(t('forgot.resent'));
    } catch (error) {
      console.error('password reset resend failed', error);
      toast.error(message(describeAuthError(error, 'forgot').key));
    } finally {
      setResending(false);
    }
  };

  if (sentTo) {
    return (
      <AuthResult
        icon={<MailCheck />}
        tone="success"
        title={t('forgot.successTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => void resend()} disabled={resending}>
              {resending ? t('forgot.resending') : t('forgot.resend')}
            </Button>
            <ButtonLink to={paths.login}>{t('forgot.backToLogin')}</ButtonLink>
          </>
        }
      >
        <p role="status">{t('forgot.successText', { email: sentTo })}</p>
        <NextSteps title={t('forgot.nextSteps')} steps={[t('forgot.step1'), t('forgot.step2'), t('forgot.step3')]} />
      </AuthResult>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {formError ? <FormMessage tone="error">{message(formError)}</FormMessage> : null}
      <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" error={message(errors.email?.message)} {...register('email')} />
      <Button type="submit" size="large" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
