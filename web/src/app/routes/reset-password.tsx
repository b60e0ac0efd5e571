import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthShell } from '@/features/account/components/auth-shell';
import { ResetPassword } from '@/features/account/components/reset-password';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ResetPasswordRoute() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  usePageMeta({ title: t('reset.title'), description: t('reset.description') });
  return (
    <AuthShell eyebrow={t('reset.eyebrow')} title={t('reset.title')}>
      <ResetPassword search={search} />
    </AuthShell>
  );
}
