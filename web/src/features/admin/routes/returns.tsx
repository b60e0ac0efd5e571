import { returnStatuses, type ReturnStatus } from '@contracts/returns';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useAdminReturns } from '../api/returns';
import { ReturnBadge } from '../components/return-badge';
import { Spinner } from '../components/spinner';
import ui from '../components/ui.module.css';
import { adminPaths } from '../paths';
import { formatDateTime, shortId } from '../utils/format';
import { cursorForPage } from '../utils/list-cursor';
import styles from './returns.module.css';

/** /admin/returns: customers' withdrawals, newest first, filtered by status (GET /api/admin/returns). */
export function ReturnsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.returns') });
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (returnStatuses as readonly string[]).includes(raw) ? (raw as ReturnStatus) : undefined;
  const cursor = params.get('cursor') ?? undefined;
  const returns = useAdminReturns(status, cursor);

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('returns.title')}</h1>
          <p className={ui.subtitle} aria-live="polite">
            {returns.data ? t('returns.count', { count: returns.data.total }) : t('returns.lead')}
          </p>
        </div>
        <div className={ui.headerActions}>
          <Button variant="secondary" size="small" onClick={() => void returns.refetch()} disabled={returns.isFetching} aria-busy={returns.isFetching || undefined}>
            <RefreshCw aria-hidden="true" />
            {t('invoices.refresh')}
          </Button>
        </div>
      </header>

      <form className={`${ui.panel} ${styles.filters}`} role="search" aria-label={t('returns.filter')} onSubmit={(e) => e.preventDefault()}>
        <div className={ui.field}>
          <label htmlFor="returns-status" className={ui.label}>
            {t('returns.filter')}
          </label>
          <select
            id="returns-status"
            className={ui.select}
            value={status ?? ''}
            onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })}
          >
            <option value="">{t('returns.all')}</option>
            {returnStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`returns.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {returns.isPending ? (
        <Spinner label={t('returns.loading')} />
      ) : returns.isError ? (
        <div className={ui.empty} role="alert">
          <p className={ui.emptyTitle}>{t('returns.loadError')}</p>
          <Button variant="secondary" size="small" onClick={() => void returns.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : returns.data.items.length === 0 ? (
        <div className={ui.empty} role="status">
          <p className={ui.emptyTitle}>{t('returns.empty')}</p>
          {status ? <p>{t('returns.emptyFiltered')}</p> : null}
        </div>
      ) : (
        <>
        <ul role="list" className={styles.list} aria-label={t('returns.title')} aria-busy={returns.isPlaceholderData || undefined}>
          {returns.data.items.map((r) => (
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
        <Pagination
          page={returns.data.page}
          totalPages={returns.data.pages}
          onPage={(p) => {
            const next = cursorForPage(returns.data, p);
            setParams({ ...(status ? { status } : {}), ...(next ? { cursor: next } : {}) });
          }}
          label={t('pagination.label')}
        />
        </>
      )}
    </>
  );
}
