import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession, type Group } from '@/lib/auth';
import styles from './guards.module.css';

interface RequireAuthProps {
  /** A Cognito group the user must be in; without it any signed-in user passes. */
  group?: Group;
  children: ReactNode;
}

/**
 * Spec §6 / admin §2: a spinner while the session resolves; signed out → /login (remembering where
 * the visitor was going); signed in without the group → /. The API enforces the same rules.
 */
export function RequireAuth({ group, children }: RequireAuthProps) {
  const { t } = useTranslation('account');
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') {
    return (
      <div className={styles.checking}>
        <Spinner size="large" label={t('guard.checking')} />
      </div>
    );
  }
  if (session.status === 'signedOut') {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (group && !session.user.groups.includes(group)) {
    return <Navigate to={paths.home} replace />;
  }
  return <>{children}</>;
}

/** Wraps every /admin route (admin §2). */
export function AdminGuard({ children }: { children: ReactNode }) {
  return <RequireAuth group="admin">{children}</RequireAuth>;
}
