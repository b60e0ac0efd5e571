import type { AdminOrderResponse } from '@contracts/admin';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OrderAddress, OrderCompany } from '@/components/order/order-address';
import { OrderDeliveryPanel } from '@/components/order/order-delivery-panel';
import { OrderLines } from '@/components/order/order-lines';
import { OrderPanel } from '@/components/order/order-panel';
import { OrderTotals } from '@/components/order/order-totals';
import { useOrderViewTranslation } from '@/components/order/texts';
import { Button } from '@/components/ui/button';
import { ActionLink } from '@/components/ui/action-link';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { useAdminOrder } from '../api/get-admin-order';
import { InvoicePanel } from '../components/invoice-panel';
import { OrderCustomer, OrderPayment } from '../components/order-customer';
import { OrderHistory } from '../components/order-history';
import { OrderRefundsPanel } from '../components/order-refunds-panel';
import { OrderStatusPanel } from '../components/order-status-panel';
import { ShipmentPanel } from '../components/shipment-panel';
import { TermsPaymentsPanel } from '../components/terms-payments-panel';
import { LoadingState } from '@/components/ui/loading-state';
import { StatusBadge } from '../components/status-badge';
import { ui } from '@/components/ui/classes';
import { Split } from '@/components/ui/layout';
import { adminPaths } from '../paths';
import { formatDateTime, shortId } from '../utils/format';
import styles from './order.module.css';

/** /admin/orders/{id}: everything about one order, its status with tracking, and its history. */
export function OrderRoute({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const order = useAdminOrder(id);
  usePageMeta({ title: t('order.title', { id: shortId(id) }) });

  if (order.isPending) return <LoadingState label={t('order.loading')} />;
  if (order.isError) {
    const notFound = isApiError(order.error) && order.error.isNotFound;
    return (
      <div className={ui.empty} role={notFound ? 'status' : 'alert'}>
        <h1 className={ui.emptyTitle}>{notFound ? t('order.notFound') : t('order.loadError')}</h1>
        <div className={styles.emptyActions}>
          {notFound ? null : (
            <Button variant="secondary" size="small" onClick={() => void order.refetch()}>
              {t('actions.retry')}
            </Button>
          )}
          <ActionLink to={adminPaths.orders} variant="secondary" size="small" icon={ArrowLeft}>{t('order.back')}</ActionLink>
        </div>
      </div>
    );
  }
  return <OrderDetail order={order.data} />;
}

/**
 * The order view's parts (components/order), as the buyer sees them, beside what only the admin
 * has: the history, the shipment, the status form, payment and refunds, the customer, the invoice.
 */
function OrderDetail({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const { t: tv } = useOrderViewTranslation();
  return (
    <>
      <Link to={adminPaths.orders} className={`${ui.link} ${styles.back}`}>
        <ArrowLeft aria-hidden="true" />
        {t('order.back')}
      </Link>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('order.title', { id: shortId(order.id) })}</h1>
          <p className={ui.subtitle}>
            {t('order.placed', { date: formatDateTime(order.createdAt) })} · <span className={ui.mono}>{order.id}</span>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <Split columns="minmax(0, 1.6fr) minmax(0, 1fr)" from="lg">
        <div className={ui.stack}>
          <OrderPanel title={tv('products')}>
            <OrderLines items={order.items} />
            <OrderTotals order={order} />
          </OrderPanel>
          <OrderHistory history={order.history} />
        </div>

        <div className={ui.stack}>
          <ShipmentPanel order={order} />
          <OrderStatusPanel order={order} />
          {order.paymentMode === 'terms' ? <TermsPaymentsPanel order={order} /> : null}
          <OrderRefundsPanel order={order} />
          {order.delivery ? <OrderDeliveryPanel delivery={order.delivery} /> : null}
          <OrderCustomer order={order} />
          <InvoicePanel order={order} />
          <OrderCompany company={order.company} />
          <OrderAddress order={order} sayWhenMissing />
          <OrderPayment order={order} />
        </div>
      </Split>
    </>
  );
}
