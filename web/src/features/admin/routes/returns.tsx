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
      <ul role="list" className={styles.list} aria-label={t('returns.title')} aria-busy={returns.isPlaceholderData || undefined}>
        {returns.data?.items.map((r) => (
          <li key={r.id} className={`${ui.panel} ${styles.row}`} data-testid="return-row">
            <div className={styles.main}>
              <Link to={adminPaths.return(r.orderId, r.id)} className={styles.number} aria-label={`${t('returns.open')}: ${t('returns.order', { id: shortId(r.orderId) })}`}>
                {t('returns.order', { id: shortId(r.orderId) })}
              </Link>
              <span className={styles.muted}>{formatDateTime(r.createdAt)}</span>
            </div>
            <div className={styles.main}>
              <span className={styles.strong}>{r.customerName ?? r.customerEmail ?? '—'}</span>
              <span className={styles.muted}>{r.customerEmail}</span>
            </div>
            <div className={styles.main}>
              <span>{r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</span>
              <span className={styles.muted}>{t('returns.units', { count: r.lines.reduce((s, l) => s + l.quantity, 0) })}</span>
            </div>
            <ReturnBadge status={r.status} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
