import { returnStatuses } from '@contracts/returns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ui } from '@/components/ui/classes';
import { FilterSelect } from '@/components/ui/filter-fields';
import { ListPage } from '@/components/ui/list-page';
import { usePageMeta } from '@/hooks/use-page-meta';
import { oneOf, useUrlFilters } from '@/hooks/use-url-filters';
import { useAdminReturns } from '../api/returns';
import { ReturnBadge } from '../components/return-badge';
import { adminPaths } from '../paths';
import { formatDateTime, shortId } from '../utils/format';
import { cursorPager } from '../utils/list-cursor';
import styles from './returns.module.css';

const FILTERS = ['status'] as const;

/** /admin/returns: customers' withdrawals, newest first, filtered by status (GET /api/admin/returns). */
export function ReturnsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.returns') });
  const url = useUrlFilters(FILTERS);
  const status = oneOf(url.values.status, returnStatuses);
  const returns = useAdminReturns(status, url.cursor);

  return (
    <ListPage
      title={t('returns.title')}
      subtitle={returns.data ? t('returns.count', { count: returns.data.total }) : t('returns.lead')}
      refreshLabel={t('invoices.refresh')}
      query={returns}
      filtersLabel={t('returns.filter')}
      filters={
        <FilterSelect
          id="returns-status"
          label={t('returns.filter')}
          value={status ?? ''}
          onChange={(v) => url.setFilter('status', v)}
          options={[{ value: '', label: t('returns.all') }, ...returnStatuses.map((s) => ({ value: s, label: t(`returns.status.${s}`) }))]}
        />
      }
      loadingLabel={t('returns.loading')}
      errorTitle={t('returns.loadError')}
      retryLabel={t('actions.retry')}
      isEmpty={returns.data?.items.length === 0}
      emptyTitle={t('returns.empty')}
      emptyText={status ? t('returns.emptyFiltered') : undefined}
      pager={returns.data && cursorPager(returns.data, url.setCursor)}
    >
      <ul role="list" className={ui.recordList} aria-label={t('returns.title')} aria-busy={returns.isPlaceholderData || undefined}>
        {returns.data?.items.map((r) => (
          <li key={r.id} className={`${ui.record} ${styles.row}`} data-testid="return-row">
            <div className={ui.recordCell}>
              <Link to={adminPaths.return(r.orderId, r.id)} className={ui.recordTitle} aria-label={`${t('returns.open')}: ${t('returns.order', { id: shortId(r.orderId) })}`}>
                {t('returns.order', { id: shortId(r.orderId) })}
              </Link>
              <span className={ui.meta}>{formatDateTime(r.createdAt)}</span>
            </div>
            <div className={ui.recordCell}>
              <span className={styles.strong}>{r.customerName ?? r.customerEmail ?? '—'}</span>
              <span className={ui.meta}>{r.customerEmail}</span>
            </div>
            <div className={ui.recordCell}>
              <span>{r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</span>
              <span className={ui.meta}>{t('returns.units', { count: r.lines.reduce((s, l) => s + l.quantity, 0) })}</span>
            </div>
            <ReturnBadge status={r.status} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
