import type { Order } from '@contracts/order';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { OrderItemChips } from '@/components/order/order-item-chips';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { adminPaths } from '../paths';
import { formatDateTime, shortId } from '../utils/format';
import { formatMoney } from '@/lib/money';
import { formatOrderTotal } from '@/lib/order-total';
import { heldMoney } from '../utils/money';
import { Cluster } from '@/components/ui/layout';
import { ConfirmDialog } from './confirm-dialog';
import styles from './order-card.module.css';
import { StatusBadge } from './status-badge';
import { StatusSelect } from './status-select';
import { ui } from '@/components/ui/classes';

/** One order in the admin list (spec §2): who, when, what, how much, and its status, changeable at once. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const selectId = useId();
  const update = useUpdateOrderStatus();
  // Cancelling a paid order refunds it: as on the order's page, the admin says so first.
  const [confirmCancel, setConfirmCancel] = useState(false);
  const held = heldMoney(order);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const id = shortId(order.id);

  function changeStatus(status: Order['status']) {
    update.mutate(
      { id: order.id, update: { status } },
      {
        onSuccess: () => toast.success(t('orders.updated', { id, status: t(`status.${status}`) })),
        onError: () => toast.error(t('orders.updateError')),
        onSettled: () => setConfirmCancel(false),
      },
    );
  }

  return (
    <article className={styles.card} aria-labelledby={`${selectId}-title`}>
      <Cluster as="header" spread align="start" gap={3}>
        <div className={styles.ident}>
          <h2 id={`${selectId}-title`} className={styles.id}>
            <Link to={adminPaths.order(order.id)}>{t('orders.orderLabel', { id })}</Link>
          </h2>
          <p className={styles.meta}>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{order.customerEmail ?? t('orders.noEmail')}</span>
            <span aria-hidden="true">·</span>
            <span>{t('orders.items', { count: itemCount })}</span>
          </p>
          {order.customerName ? <p className={styles.name}>{order.customerName}</p> : null}
        </div>
        <Cluster end gap={2}>
          {/* A checkout never paid: not an order to the buyer (no e-mail, not in their account). */}
          {order.customerVisible ? null : <span className={`${ui.badge} ${styles.attempt}`}>{t('orders.attempt')}</span>}
          <StatusBadge status={order.status} />
        </Cluster>
      </Cluster>

      <OrderItemChips items={order.items} />

      <Cluster as="footer" spread className={styles.foot}>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{t('orders.total')}</span> {formatOrderTotal(order.totalAmount, order.currency)}
        </p>
        <Cluster gap={4} className={styles.actions}>
          <label htmlFor={selectId} className="visually-hidden">
            {t('orders.changeStatus', { id })}
          </label>
          <StatusSelect
            id={selectId}
            value={order.status}
            disabled={update.isPending}
            onChange={(status) => {
              if (status === order.status) return;
              if (status === 'cancelled' && held > 0) setConfirmCancel(true);
              else changeStatus(status);
            }}
          />
          <Link to={adminPaths.order(order.id)} className={`${ui.link} ${styles.details}`} aria-label={t('orders.detailsLabel', { id })}>
            {t('orders.details')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Cluster>
      </Cluster>
      <ConfirmDialog
        open={confirmCancel}
        title={t('order.cancelPaidTitle')}
        message={t('order.cancelPaidConfirm', { amount: formatMoney(held) })}
        confirmLabel={t('order.cancelPaidAction')}
        busy={update.isPending}
        onConfirm={() => changeStatus('cancelled')}
        onCancel={() => setConfirmCancel(false)}
      />
    </article>
  );
}
