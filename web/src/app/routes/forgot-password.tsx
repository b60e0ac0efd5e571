import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/account/components/auth-shell';
import { ForgotPassword } from '@/features/account/components/forgot-password';
import { usePageMeta } from '@/hooks/use-page-meta';
import { text } from '@/components/ui/text';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('forgot.title'), description: t('forgot.description') });
  return (
    <AuthShell eyebrow={t('forgot.eyebrow')} title={t('forgot.title')} lead={t('forgot.lead')} footer={<Link to={paths.login} className={text.link}>{t('forgot.backToLogin')}</Link>}>
      <ForgotPassword />
    </AuthShell>
  );
}
