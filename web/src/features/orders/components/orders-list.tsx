import { ChevronRight, Package, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@contracts/order';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { OrderItemChips } from '@/components/order/order-item-chips';
import { formatOrderTotal } from '@/lib/order-total';
import { useMyOrders } from '../api/get-my-orders';
import { displayStatus, formatOrderDate, itemCount, shortId } from '../utils/order-format';
import { text } from '@/components/ui/text';
import { Cluster } from '@/components/ui/layout';
import { OrderStatusBadge, TrackShipment } from './order-status';
import styles from './orders.module.css';

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const id = shortId(order.id);
  const status = displayStatus(order.status);
  return (
    <li className={styles.card} data-status={status}>
      <Cluster spread align="start">
        <div className={styles.cardTitle}>
          <h2>
            <Link to={paths.order(order.id)} className={styles.cardLink}>
              {t('order.short', { id })}
            </Link>
          </h2>
          <Cluster as="p" gap={2} className={`${text.meta} ${styles.meta}`}>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('order.itemCount', { count: itemCount(order) })}</span>
          </Cluster>
        </div>
        <OrderStatusBadge status={order.status} />
      </Cluster>

      <OrderItemChips items={order.items} />

      <p className={text.meta}>{t(`statusDescription.${status}`)}</p>

      <Cluster spread className={styles.cardFoot}>
        <p className={styles.total}>
          <span>{t('order.total')}</span>
          <strong>{formatOrderTotal(order.totalAmount, order.currency)}</strong>
        </p>
        <Cluster>
          <TrackShipment order={order} />
          <ButtonLink to={paths.order(order.id)} variant="secondary" size="small" aria-label={t('list.detailsNamed', { id })}>
            {t('list.details')}
            <ChevronRight aria-hidden="true" />
          </ButtonLink>
        </Cluster>
      </Cluster>
    </li>
  );
}

function OrdersSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <div role="status" className={styles.list}>
      <span className="visually-hidden">{t('list.loading')}</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={210} style={{ borderRadius: 'var(--radius-lg)' }} />
      ))}
    </div>
  );
}

/** The buyer's order history (spec "Orders (/orders)"). */
export function OrdersList() {
  const { t } = useTranslation('orders');
  const orders = useMyOrders();

  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) {
    return (
      <StatusMessage
        role="alert"
        icon={<TriangleAlert />}
        title={t('list.error')}
        actions={
          <Button variant="secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            <RefreshCw aria-hidden="true" />
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.errorHint')}
      </StatusMessage>
    );
  }
  if (orders.data.items.length === 0) {
    return (
      <StatusMessage icon={<Package />} title={t('list.emptyTitle')} actions={<ButtonLink to={paths.shop}>{t('list.goToShop')}</ButtonLink>}>
        {t('list.emptyText')}
      </StatusMessage>
    );
  }
  return (
    <ul role="list" className={styles.list}>
      {orders.data.items.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
