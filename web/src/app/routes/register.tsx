import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthResult, AuthShell, NextSteps } from '@/features/account/components/auth-shell';
import { RegisterForm } from '@/features/account/components/register-form';
import { usePageMeta } from '@/hooks/use-page-meta';
import { text } from '@/components/ui/text';

export function RegisterRoute() {
  const { t } = useTranslation('account');
  const [registered, setRegistered] = useState<string>();
  usePageMeta({ title: t('register.title'), description: t('register.description') });
  return (
    <AuthShell
      eyebrow={t('register.eyebrow')}
      title={registered ? t('register.successTitle') : t('register.title')}
      lead={t('register.lead')}
      footer={
        registered ? null : (
          <p>
            {t('register.haveAccount')} <Link to={paths.login} className={text.link}>{t('register.login')}</Link>
          </p>
        )
      }
    >
      {registered ? (
        <AuthResult
          icon={<MailCheck />}
          tone="success"
          title={t('register.successTitle')}
          actions={
            <>
              <ButtonLink to={paths.login}>{t('register.goToLogin')}</ButtonLink>
              <ButtonLink to={paths.home} variant="secondary">
                {t('register.goHome')}
              </ButtonLink>
            </>
          }
        >
          <p role="status">{t('register.successText', { email: registered })}</p>
          <NextSteps title={t('register.nextSteps')} steps={[t('register.step1'), t('register.step2'), t('register.step3')]} />
        </AuthResult>
      ) : (
        <RegisterForm
          onRegistered={(email) => {
            setRegistered(email);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </AuthShell>
  );
}
