import type { Order } from '@contracts/order';
import { OrderDeliveryPanel } from '@/components/order/order-delivery-panel';
import { ShipmentTimeline } from '@/components/delivery/shipment-timeline';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyShipment } from '../api/get-my-shipment';
import { isPaid, displayStatus } from '../utils/order-format';
import { text } from '@/components/ui/text';
import styles from './orders.module.css';

/** The order's delivery (method, locker or address, cost) and, once paid, where the parcel is. */
export function OrderDelivery({ order }: { order: Order & { delivery: NonNullable<Order['delivery']> } }) {
  const { t } = useDeliveryTranslation();
  const paid = isPaid(displayStatus(order.status));
  const shipment = useMyShipment(order.id, { enabled: paid });
  return (
    <OrderDeliveryPanel delivery={order.delivery}>
      {paid ? (
        <div aria-live="polite">
          <h3 className={styles.subTitle}>{t('tracking.title')}</h3>
          {shipment.isPending ? (
            <Skeleton height={48} />
          ) : shipment.isError ? (
            <p className={text.meta}>{t('tracking.error')}</p>
          ) : shipment.data.shipment ? (
            <ShipmentTimeline shipment={shipment.data.shipment} />
          ) : (
            <p className={text.meta}>{order.delivery.method === 'pickup' ? t('tracking.pickupNone') : t('tracking.none')}</p>
          )}
        </div>
      ) : null}
    </OrderDeliveryPanel>
  );
}
