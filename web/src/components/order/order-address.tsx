import type { Order } from '@contracts/order';
import { Building2, MapPin } from 'lucide-react';
import { countryName } from '@/lib/country';
import { text } from '@/components/ui/text';
import { OrderPanel } from './order-panel';
import { useOrderViewTranslation } from './texts';
import styles from './order-view.module.css';

/**
 * The order's address with the buyer's name: the billing address when the order has a delivery
 * (whose own address the delivery panel shows), the shipping address of an older order without one.
 * Without an address the panel says so when `sayWhenMissing`, otherwise it is left out.
 */
export function OrderAddress({ order, sayWhenMissing = false }: { order: Pick<Order, 'shippingAddress' | 'customerName' | 'delivery'>; sayWhenMissing?: boolean }) {
  const { t, i18n } = useOrderViewTranslation();
  const address = order.shippingAddress;
  if (!address && !sayWhenMissing) return null;
  return (
    <OrderPanel title={order.delivery ? t('billing') : t('shipping')} icon={<MapPin aria-hidden="true" />}>
      {address ? (
        <address className={styles.address}>
          {order.customerName ? <span className={styles.addressName}>{order.customerName}</span> : null}
          <span>{address.line1}</span>
          {address.line2 ? <span>{address.line2}</span> : null}
          <span>
            {address.postalCode} {address.city}
          </span>
          <span>{countryName(address.country, i18n.language)}</span>
        </address>
      ) : (
        <p className={text.meta}>{t('noAddress')}</p>
      )}
    </OrderPanel>
  );
}

/** The company the buyer bought as (its invoice goes to it): name, address and NIP or EU VAT number. */
export function OrderCompany({ company }: { company: Order['company'] }) {
  const { t } = useOrderViewTranslation();
  if (!company) return null;
  return (
    <OrderPanel title={t('companyTitle')} icon={<Building2 aria-hidden="true" />}>
      <address className={styles.address} data-testid="order-company">
        <span className={styles.addressName}>{company.name}</span>
        <span>{company.address}</span>
        <span>{/^\d/.test(company.nip) ? `NIP ${company.nip}` : `VAT ${company.nip}`}</span>
      </address>
    </OrderPanel>
  );
}
