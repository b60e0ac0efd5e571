import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/lib/auth';
import styles from './dealer.module.css';

/**
 * A page of the dealer area: its header, and its body only for a signed-in dealer (the API
 * refuses everyone else anyway); signed out → the login page, which brings them back.
 */
export function DealerArea({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t } = useTranslation('dealer');
  const session = useSession();
  const location = useLocation();
  usePageMeta({ title });
  if (session.status === 'signedOut') return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">{t('area.eyebrow')}</p>
        <h1 className="page-title">{title}</h1>
        <p className="lead">{lead}</p>
      </header>
      {session.status === 'loading' ? (
        <Spinner size="large" label={t('balance.loading')} />
      ) : session.user.isDealer ? (
        children
      ) : (
        <StatusMessage title={t('area.notDealer')} actions={<ButtonLink to={paths.dealers}>{t('area.apply')}</ButtonLink>}>
          {t('area.notDealerText')}
        </StatusMessage>
      )}
    </div>
  );
}
