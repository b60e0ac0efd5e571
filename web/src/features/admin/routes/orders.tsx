import { orderStatuses, type OrderStatus } from '@contracts/order';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useAdminOrders, type AdminOrdersFilters } from '../api/get-admin-orders';
import { OrderCard } from '../components/order-card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '../components/spinner';
import { cursorForPage } from '../utils/list-cursor';
import ui from '../components/ui.module.css';
import styles from './orders.module.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL_DEBOUNCE_MS = 350;

/** The filters live in the URL, so a filtered view can be reloaded, shared and navigated back to. */
function filtersFrom(search: URLSearchParams): AdminOrdersFilters {
  const status = search.get('status');
  const dateFrom = search.get('dateFrom') ?? '';
  const dateTo = search.get('dateTo') ?? '';
  return {
    status: (orderStatuses as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : undefined,
    email: search.get('email') ?? undefined,
    dateFrom: DATE.test(dateFrom) ? dateFrom : undefined,
    dateTo: DATE.test(dateTo) ? dateTo : undefined,
    kind: search.get('kind') === 'orders' || search.get('kind') === 'attempts' ? (search.get('kind') as 'orders' | 'attempts') : undefined,
    cursor: search.get('cursor') ?? undefined,
  };
}

/** /admin/orders: filters, the total, order cards with an instant status change, pages of 20. */
export function OrdersRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.orders') });
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const orders = useAdminOrders(filters);
  const [email, setEmail] = useState(filters.email ?? '');

  /** Sets one filter (and goes back to the first page), or just the page's cursor. */
  function update(name: 'status' | 'email' | 'dateFrom' | 'dateTo' | 'kind' | 'cursor', value: string) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'cursor') next.delete('cursor');
        return next;
      },
      { replace: name !== 'cursor' },
    );
  }

  // The e-mail filter follows typing, once the admin pauses.
  const urlEmail = filters.email ?? '';
  useEffect(() => {
    if (email.trim() === urlEmail.trim()) return;
    const timer = setTimeout(() => update('email', email.trim()), EMAIL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is recreated every render; the inputs are the values
  }, [email, urlEmail]);

  const hasFilters = Boolean(filters.status || filters.email || filters.dateFrom || filters.dateTo || filters.kind);
  const total = orders.data?.total ?? 0;

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('orders.title')}</h1>
          <p className={ui.subtitle} aria-live="polite">
            {orders.data ? t('orders.count', { count: total }) : '\u00a0'}
          </p>
        </div>
        <div className={ui.headerActions}>
          <Button variant="secondary" size="small" onClick={() => void orders.refetch()} disabled={orders.isFetching} aria-busy={orders.isFetching || undefined}>
            <RefreshCw aria-hidden="true" className={orders.isFetching ? styles.spinning : undefined} />
            {t('orders.refresh')}
          </Button>
        </div>
      </header>

      <form className={`${ui.panel} ${styles.filters}`} role="search" aria-label={t('orders.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className={ui.field}>
          <label htmlFor="orders-status" className={ui.label}>
            {t('orders.status')}
          </label>
          <select id="orders-status" className={ui.select} value={filters.status ?? ''} onChange={(e) => update('status', e.target.value)}>
            <option value="">{t('orders.allStatuses')}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor="orders-kind" className={ui.label}>
            {t('orders.kind')}
          </label>
          <select id="orders-kind" className={ui.select} value={filters.kind ?? ''} onChange={(e) => update('kind', e.target.value)}>
            <option value="">{t('orders.allKinds')}</option>
            <option value="orders">{t('orders.kinds.orders')}</option>
            <option value="attempts">{t('orders.kinds.attempts')}</option>
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor="orders-email" className={ui.label}>
            {t('orders.email')}
          </label>
          <input
            id="orders-email"
            className={ui.input}
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder={t('orders.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') update('email', email.trim());
            }}
          />
        </div>
        <div className={ui.field}>
          <label htmlFor="orders-from" className={ui.label}>
            {t('orders.dateFrom')}
          </label>
          <input id="orders-from" className={ui.input} type="date" value={filters.dateFrom ?? ''} max={filters.dateTo} onChange={(e) => update('dateFrom', e.target.value)} />
        </div>
        <div className={ui.field}>
          <label htmlFor="orders-to" className={ui.label}>
            {t('orders.dateTo')}
          </label>
          <input id="orders-to" className={ui.input} type="date" value={filters.dateTo ?? ''} min={filters.dateFrom} onChange={(e) => update('dateTo', e.target.value)} />
        </div>
        {hasFilters ? (
          <Button
            variant="ghost"
            size="small"
            className={styles.clear}
            onClick={() => {
              setEmail('');
              setSearch(new URLSearchParams(), { replace: true });
            }}
          >
            {t('orders.clear')}
          </Button>
        ) : null}
      </form>

      {orders.isPending ? (
        <Spinner label={t('orders.loading')} />
      ) : orders.isError ? (
        <div className={ui.empty} role="alert">
          <p className={ui.emptyTitle}>{t('orders.loadError')}</p>
          <Button variant="secondary" size="small" onClick={() => void orders.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : orders.data.items.length === 0 ? (
        <div className={ui.empty} role="status">
          <p className={ui.emptyTitle}>{t('orders.empty')}</p>
          {hasFilters ? <p>{t('orders.emptyFiltered')}</p> : null}
        </div>
      ) : (
        <>
          <ul role="list" className={styles.list} aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <Pagination page={orders.data.page} totalPages={orders.data.pages} onPage={(p) => update('cursor', cursorForPage(orders.data, p) ?? '')} label={t('pagination.label')} />
        </>
      )}
    </>
  );
}
