import { MapPin, Package, Store, Truck } from 'lucide-react';
import type { DeliveryMethod, OrderDelivery } from '@contracts/delivery';
import { formatMoney } from '@/lib/money';
import { text } from '@/components/ui/text';
import { useDeliveryTranslation } from './texts';
import styles from './delivery.module.css';
import { formatPhone } from '@/lib/phone';

const icons: Record<DeliveryMethod, typeof Truck> = { locker: Package, courier: Truck, pickup: Store };

/**
 * What an order says about its delivery (the customer's and the admin's order pages): the
 * method and its cost, then the parcel locker, the courier address or the workshop.
 */
export function DeliveryDetails({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useDeliveryTranslation();
  const Icon = icons[delivery.method];
  return (
    <div className={styles.details}>
      <p className={styles.method}>
        <Icon aria-hidden="true" />
        <span>{t(`methods.${delivery.method}`)}</span>
        <strong className={styles.cost}>{delivery.cost === 0 ? t('price.free') : formatMoney(delivery.cost)}</strong>
      </p>
      {delivery.point ? (
        <address className={styles.place} aria-label={t('order.point')}>
          <span className={styles.placeName}>
            <MapPin aria-hidden="true" />
            {delivery.point.name}
          </span>
          <span>{delivery.point.address.street}</span>
          <span>
            {delivery.point.address.postalCode} {delivery.point.address.city}
          </span>
          {delivery.point.description ? <span className={text.meta}>{delivery.point.description}</span> : null}
          {delivery.point.openingHours ? <span className={text.meta}>{t('picker.hours', { hours: delivery.point.openingHours })}</span> : null}
        </address>
      ) : null}
      {delivery.address ? (
        <address className={styles.place} aria-label={t('order.address')}>
          <span className={styles.placeName}>{delivery.address.name}</span>
          <span>
            {delivery.address.street} {delivery.address.buildingNumber}
          </span>
          <span>
            {delivery.address.postalCode} {delivery.address.city}
          </span>
        </address>
      ) : null}
      {delivery.method === 'pickup' ? (
        <p className={styles.place}>
          <span>{t('order.pickupAt')}</span>
          <span className={text.meta}>{t('order.pickupHours')}</span>
        </p>
      ) : null}
      {delivery.phone ? (
        <p className={text.meta}>
          {t('order.phone')}: {formatPhone(delivery.phone)}
        </p>
      ) : null}
    </div>
  );
}

/** The order status as a pickup order means it: "shipped" is ready to collect, "delivered" collected. */
export function usePickupStatusLabel(delivery: OrderDelivery | undefined, status: string): string | null {
  const { t } = useDeliveryTranslation();
  if (delivery?.method !== 'pickup') return null;
  if (status === 'shipped') return t('orderStatus.pickupShipped');
  if (status === 'delivered') return t('orderStatus.pickupDelivered');
  return null;
}
