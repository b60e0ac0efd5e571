import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/lib/auth';
import styles from './account-pages.module.css';

/** /order/:id: one order of the signed-in buyer; a login prompt otherwise. */
export function OrderRoute() {
  const { t } = useTranslation('orders');
  const { id } = useParams<{ id: string }>();
  const session = useSession();
  const location = useLocation();
  usePageMeta({ title: t('detail.metaTitle', { id: (id ?? '').slice(0, 8) }) });

  return (
    <div className={`container ${styles.page}`}>
      {session.status === 'loading' ? (
        <div role="status" className={styles.checking}>
          <span className="visually-hidden">{t('login.checking')}</span>
          <Skeleton height={320} style={{ borderRadius: 'var(--radius-lg)' }} />
        </div>
      ) : session.status === 'signedOut' ? (
        <>
          <h1 className="visually-hidden">{t('detail.metaTitle', { id: (id ?? '').slice(0, 8) })}</h1>
          <LoginPrompt returnTo={location.pathname} />
        </>
      ) : (
        <OrderDetail id={id} />
      )}
    </div>
  );
}
