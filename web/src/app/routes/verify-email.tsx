import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthShell } from '@/features/account/components/auth-shell';
import { VerifyEmail } from '@/features/account/components/verify-email';
import { usePageMeta } from '@/hooks/use-page-meta';

export function VerifyEmailRoute() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  usePageMeta({ title: t('verify.title'), description: t('verify.description') });
  return (
    <AuthShell eyebrow={t('verify.eyebrow')} title={t('verify.title')}>
      <VerifyEmail search={search} />
    </AuthShell>
  );
}
