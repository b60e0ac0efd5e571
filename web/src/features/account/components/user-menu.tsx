import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/**
 * The header's account control (spec §2 Header): a spinner while the session resolves, a login
 * link when signed out, and when signed in the account menu (./account-menu.tsx), whose code is
 * fetched as soon as a stored session is seen: an anonymous first load never downloads it.
 */
const loadAccountMenu = () => import('./account-menu');
const SignedInMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.SignedInMenu })));

export function UserMenu({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslation('layout');
  const session = useSession();

  if (session.status === 'signedOut') {
    return (
      <Link to={paths.login} className={buttonClassName} aria-label={t('account.login')} title={t('account.login')}>
        <UserRound aria-hidden="true" />
      </Link>
    );
  }
  const checking = (
    <span className={buttonClassName} data-testid="user-menu-loading">
      <Spinner size="small" label={t('account.loading')} />
    </span>
  );
  if (session.status === 'loading') {
    void loadAccountMenu().catch(() => undefined);
    return checking;
  }
  return (
    <Suspense fallback={checking}>
      <SignedInMenu user={session.user} buttonClassName={buttonClassName} />
    </Suspense>
  );
}
