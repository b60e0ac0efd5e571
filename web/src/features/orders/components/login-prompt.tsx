import { LockKeyhole, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';

/**
 * Shown instead of the orders to a signed-out visitor (spec: "Requires login"). The login page
 * sends the visitor back to `returnTo` (its `state.from`) after signing in.
 */
export function LoginPrompt({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('orders');
  return (
    <StatusMessage
      icon={<LockKeyhole />}
      title={t('login.title')}
      actions={
        <ButtonLink to={paths.login} state={{ from: returnTo }}>
          <LogIn aria-hidden="true" />
          {t('login.action')}
        </ButtonLink>
      }
    >
      {t('login.text')}
    </StatusMessage>
  );
}
