import { orderStatuses } from '@contracts/order';
import { useTranslation } from 'react-i18next';
import { FilterDate, FilterSearch, FilterSelect } from '@/components/ui/filter-fields';
import { ListPage } from '@/components/ui/list-page';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isoDate, oneOf, useUrlFilters } from '@/hooks/use-url-filters';
import { useAdminOrders } from '../api/get-admin-orders';
import { OrderCard } from '../components/order-card';
import { cursorPager } from '../utils/list-cursor';
import listStyles from '@/components/ui/list-page.module.css';

const FILTERS = ['status', 'kind', 'email', 'dateFrom', 'dateTo'] as const;

/** /admin/orders: filters (in the URL), the total, order cards with an instant status change, pages of 20. */
export function OrdersRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.orders') });
  const url = useUrlFilters(FILTERS);
  const { values } = url;
  const orders = useAdminOrders({
    status: oneOf(values.status, orderStatuses),
    kind: oneOf(values.kind, ['orders', 'attempts'] as const),
    email: values.email || undefined,
    dateFrom: isoDate(values.dateFrom),
    dateTo: isoDate(values.dateTo),
    cursor: url.cursor,
  });

  return (
    <ListPage
      title={t('orders.title')}
      subtitle={orders.data ? t('orders.count', { count: orders.data.total }) : undefined}
      refreshLabel={t('orders.refresh')}
      query={orders}
      filtersLabel={t('orders.filters')}
      filters={
        <>
          <FilterSelect
            id="orders-status"
            label={t('orders.status')}
            value={values.status}
            onChange={(v) => url.setFilter('status', v)}
            options={[{ value: '', label: t('orders.allStatuses') }, ...orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          />
          <FilterSelect
            id="orders-kind"
            label={t('orders.kind')}
            value={values.kind}
            onChange={(v) => url.setFilter('kind', v)}
            options={[
              { value: '', label: t('orders.allKinds') },
              { value: 'orders', label: t('orders.kinds.orders') },
              { value: 'attempts', label: t('orders.kinds.attempts') },
            ]}
          />
          <FilterSearch id="orders-email" label={t('orders.email')} inputMode="email" placeholder={t('orders.emailPlaceholder')} value={values.email} onChange={(v) => url.setFilter('email', v)} />
          <FilterDate id="orders-from" label={t('orders.dateFrom')} value={values.dateFrom} max={values.dateTo} onChange={(v) => url.setFilter('dateFrom', v)} />
          <FilterDate id="orders-to" label={t('orders.dateTo')} value={values.dateTo} min={values.dateFrom} onChange={(v) => url.setFilter('dateTo', v)} />
        </>
      }
      onClear={url.hasFilters ? url.clear : undefined}
      clearLabel={t('orders.clear')}
      loadingLabel={t('orders.loading')}
      errorTitle={t('orders.loadError')}
      retryLabel={t('actions.retry')}
      isEmpty={orders.data?.items.length === 0}
      emptyTitle={t('orders.empty')}
      emptyText={url.hasFilters ? t('orders.emptyFiltered') : undefined}
      pager={orders.data && cursorPager(orders.data, url.setCursor, t('pagination.label'))}
    >
      <ul role="list" className={listStyles.rows} aria-busy={orders.isPlaceholderData || undefined}>
        {orders.data?.items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
