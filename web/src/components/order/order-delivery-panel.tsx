import type { OrderDelivery } from '@contracts/delivery';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeliveryDetails } from '@/components/delivery/delivery-details';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { OrderPanel } from './order-panel';

/** The order's delivery (method, locker or address, cost); `children` add what the reader follows (the buyer's parcel). */
export function OrderDeliveryPanel({ delivery, children }: { delivery: OrderDelivery; children?: ReactNode }) {
  const { t } = useDeliveryTranslation();
  return (
    <OrderPanel title={t('order.title')} icon={<Truck aria-hidden="true" />}>
      <DeliveryDetails delivery={delivery} />
      {children}
    </OrderPanel>
  );
}
