import { CircleCheck, CircleX, Clock, PackageCheck, Truck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@contracts/order';
import { buttonClassName } from '@/components/ui/button';
import { displayStatus } from '../utils/order-format';
import styles from './orders.module.css';

const icons: Record<OrderStatus, typeof Clock> = {
  pending: Clock,
  processing: Wrench,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: CircleX,
};

/** The status badge (spec §4 labels); an unknown status shows as pending. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const s = displayStatus(status);
  const Icon = icons[s];
  return (
    <span className={styles.badge} data-status={s}>
      <Icon aria-hidden="true" />
      {t(`status.${s}`)}
    </span>
  );
}

/**
 * 'Śledź przesyłkę', only for shipped orders: a link to the carrier's tracking page in a new tab
 * when the admin recorded one, otherwise the parcel number as text.
 */
export function TrackShipment({ order, size = 'small' }: { order: Pick<Order, 'status' | 'tracking'>; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('orders');
  if (displayStatus(order.status) !== 'shipped') return null;
  const tracking = order.tracking;
  if (tracking?.url) {
    return (
      <a className={buttonClassName({ size }, size === 'medium' ? styles.trackWide : undefined)} href={tracking.url} target="_blank" rel="noopener noreferrer">
        <Truck aria-hidden="true" />
        {t('track.button')}
        <span className="visually-hidden"> {t('track.newTab')}</span>
      </a>
    );
  }
  return (
    <p className={styles.trackText}>
      <Truck aria-hidden="true" />
      {tracking ? t('track.number', { carrier: tracking.carrier, number: tracking.number }) : t('track.noLink')}
    </p>
  );
}

export function StatusIcon({ status }: { status: string }) {
  const s = displayStatus(status);
  const Icon = s === 'delivered' ? CircleCheck : icons[s];
  return <Icon aria-hidden="true" />;
}
