import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth';
import { describeAuthError } from '@/lib/auth/errors';
import { CODE_PATTERN, verifyCodeSchema, type VerifyCodeInput } from '../schemas';
import { text } from '@/components/ui/text';
import { AuthResult } from './auth-shell';
import { FormMessage, TextField } from '@/components/ui/field';
import { Cluster } from '@/components/ui/layout';
import { useMessage } from './use-message';
import styles from './forms.module.css';

type State = { step: 'verifying' } | { step: 'success' } | { step: 'form'; error?: string };

export function parseVerifyLink(search: string): { email: string; token: string } {
  const params = new URLSearchParams(search);
  return { email: params.get('email')?.trim() ?? '', token: params.get('token')?.trim() ?? '' };
}

async function confirm(email: string, code: string) {
  const auth = await loadAuth();
  await auth.confirmRegistration(email, code);
}

/**
 * Spec "Verify e-mail": the link's `email` + `token` are confirmed at once (loading → success or
 * error). Without a complete link, or after an error, the visitor can type the code, resend it,
 * or register again.
 */
export function VerifyEmail({ search }: { search: string }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const link = parseVerifyLink(search);
  const complete = Boolean(link.email) && CODE_PATTERN.test(link.token);
  const [state, setState] = useState<State>(complete ? { step: 'verifying' } : { step: 'form', error: 'verify.invalidLink' });
  const [resending, setResending] = useState(false);
  const started = useRef<string>(undefined);

  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<VerifyCodeInput>({ resolver: zodResolver(verifyCodeSchema), mode: 'onTouched', defaultValues: { email: link.email, code: '' } });

  useEffect(() => {
    if (!complete) return;
    const key = `${link.email}:${link.token}`;
    if (started.current === key) return; // StrictMode runs effects twice: one confirmation only
    started.current = key;
    confirm(link.email, link.token)
      .then(() => setState({ step: 'success' }))
      .catch((error: unknown) => {
        console.error('e-mail verification failed', error);
        setState({ step: 'form', error: describeAuthError(error, 'verify').key });
      });
  }, [complete, link.email, link.token]);

  const onSubmit = handleSubmit(async ({ email, code }) => {
    try {
      await confirm(email, code);
      setState({ step: 'success' });
    } catch (error) {
      console.error('e-mail verification failed', error);
      setState({ step: 'form', error: describeAuthError(error, 'verify').key });
    }
  });

  const resend = async () => {
    if (!(await trigger('email'))) return;
    const email = getValues('email').trim().toLowerCase();
    setResending(true);
    try {
      const auth = await loadAuth();
      await auth.resendRegistrationCode(email);
      toast.success(t('verify.resent', { email }));
    } catch (error) {
      console.error('resend failed', error);
      toast.error(message(describeAuthError(error, 'resend').key));
    } finally {
      setResending(false);
    }
  };

  if (state.step === 'verifying') {
    return (
      <div className={styles.form} style={{ justifyItems: 'center', textAlign: 'center' }}>
        <Spinner size="large" />
        <p role="status">{t('verify.loading')}</p>
      </div>
    );
  }

  if (state.step === 'success') {
    return (
      <AuthResult
        icon={<CircleCheck />}
        tone="success"
        title={t('verify.successTitle')}
        actions={
          <>
            <ButtonLink to={paths.login}>{t('verify.goToLogin')}</ButtonLink>
            <ButtonLink to={paths.shop} variant="secondary">
              {t('verify.goToShop')}
            </ButtonLink>
          </>
        }
      >
        <p role="status">{t('verify.successText')}</p>
      </AuthResult>
    );
  }

  return (
    <div className={styles.form}>
      {state.error ? (
        <FormMessage tone="error">
          <p>
            <strong>{t('verify.errorTitle')}</strong>
          </p>
          <p>{message(state.error)}</p>
        </FormMessage>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <p className={text.meta}>
          {t('verify.codeLead')}
        </p>
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" error={message(errors.email?.message)} {...register('email')} />
        <TextField
          label={t('verify.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          error={message(errors.code?.message)}
          {...register('code')}
        />
        <Button type="submit" size="large" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? t('verify.confirming') : t('verify.confirm')}
        </Button>
      </form>
      <Cluster spread gap={3}>
        <Button variant="ghost" onClick={() => void resend()} disabled={resending}>
          {resending ? t('verify.resending') : t('verify.resend')}
        </Button>
        <Link to={paths.register} className={styles.smallLink}>
          {t('verify.reregister')}
        </Link>
      </Cluster>
    </div>
  );
}
