import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/account/components/auth-shell';
import { LoginForm } from '@/features/account/components/login-form';
import { TrackingNotice } from '@/features/account/components/tracking-notice';
import { usePageMeta } from '@/hooks/use-page-meta';
import { text } from '@/components/ui/text';

export function LoginRoute() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('login.title'), description: t('login.description') });
  return (
    <AuthShell
      eyebrow={t('login.eyebrow')}
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <p>
          {t('login.noAccount')} <Link to={paths.register} className={text.link}>{t('login.register')}</Link>
        </p>
      }
    >
      <TrackingNotice />
      <LoginForm />
    </AuthShell>
  );
}
