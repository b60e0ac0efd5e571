import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ui } from '@/components/ui/classes';
import { ListPage } from '@/components/ui/list-page';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatMoney } from '@/lib/money';
import { useAdminRefunds } from '../api/refunds';
import { adminPaths } from '../paths';
import { formatDateTime, shortId } from '../utils/format';
import { cursorPager } from '../utils/list-cursor';
import styles from './returns.module.css';
import refundStyles from './refunds.module.css';

const NO_FILTERS = [] as const;

/** /admin/refunds: every order's refunds, newest first, 20 a page by cursor (GET /api/admin/refunds). */
export function RefundsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.refunds') });
  const url = useUrlFilters(NO_FILTERS);
  const refunds = useAdminRefunds(url.cursor);

  return (
    <ListPage
      title={t('refunds.title')}
      subtitle={refunds.data ? t('refunds.count', { count: refunds.data.total }) : t('refunds.lead')}
      refreshLabel={t('invoices.refresh')}
      query={refunds}
      loadingLabel={t('refunds.loading')}
      errorTitle={t('refunds.loadError')}
      retryLabel={t('actions.retry')}
      isEmpty={refunds.data?.items.length === 0}
      emptyTitle={t('refunds.empty')}
      pager={refunds.data && cursorPager(refunds.data, url.setCursor, t('refunds.pages'))}
    >
      <ul role="list" className={ui.recordList} aria-label={t('refunds.title')} aria-busy={refunds.isPlaceholderData || undefined}>
        {refunds.data?.items.map((r) => (
          <li key={`${r.orderId}-${r.id}`} className={`${ui.record} ${refundStyles.row}`} data-testid="refund-row">
            <div className={ui.recordCell}>
              <Link to={adminPaths.order(r.orderId)} className={ui.recordTitle}>
                {t('refunds.order', { id: shortId(r.orderId) })}
              </Link>
              <span className={ui.meta}>{formatDateTime(r.createdAt)}</span>
            </div>
            <div className={ui.recordCell}>
              <span className={styles.strong}>{formatMoney(r.amount)}</span>
              <span className={ui.meta}>{t(`refunds.reason.${r.reason}`)}</span>
            </div>
            <div className={ui.recordCell}>
              <span>{t(`refunds.status.${r.status}`)}</span>
              {r.failureReason ? <span className={ui.meta}>{r.failureReason}</span> : null}
            </div>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
