import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { OrdersList } from '@/features/orders/components/orders-list';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/lib/auth';
import styles from './account-pages.module.css';

/** "Do ocenienia": its own chunk (its queries are shared with the product page's reviews), so the router's shared chunk lists none of it. */
const ReviewableBlock = lazy(() => import('@/features/reviews/components/reviewable-block').then((m) => ({ default: m.ReviewableBlock })));

/** /orders: the signed-in buyer's order history; a login prompt otherwise. */
export function OrdersRoute() {
  const { t } = useTranslation('orders');
  const session = useSession();
  const location = useLocation();
  usePageMeta({ title: t('list.metaTitle') });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">{t('list.eyebrow')}</p>
        <h1 className="page-title">{t('list.title')}</h1>
        <p className="lead">{t('list.lead')}</p>
      </header>
      {session.status === 'loading' ? (
        <div role="status" className={styles.checking}>
          <span className="visually-hidden">{t('login.checking')}</span>
          <Skeleton height={200} style={{ borderRadius: 'var(--radius-lg)' }} />
        </div>
      ) : session.status === 'signedOut' ? (
        <LoginPrompt returnTo={location.pathname} />
      ) : (
        <>
          <Suspense fallback={null}>
            <ReviewableBlock />
          </Suspense>
          <OrdersList />
        </>
      )}
    </div>
  );
}
