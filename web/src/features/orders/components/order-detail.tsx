import { ArrowLeft, FileCode2, FileDown, Loader2, PackageX, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import type { Order } from '@contracts/order';
import { Button, ButtonLink } from '@/components/ui/button';
import { ActionLink } from '@/components/ui/action-link';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePickupStatusLabel } from '@/components/delivery/delivery-details';
import { OrderAddress, OrderCompany } from '@/components/order/order-address';
import { OrderLines } from '@/components/order/order-lines';
import { OrderPanel } from '@/components/order/order-panel';
import { OrderRefundList } from '@/components/order/order-refunds';
import { OrderTotals } from '@/components/order/order-totals';
import { useOrderViewTranslation } from '@/components/order/texts';
import { useDownloadInvoice } from '../api/download-invoice';
import { isOrderId, useMyOrder } from '../api/get-my-order';
import { displayStatus, formatOrderDate, isPaid, shortId } from '../utils/order-format';
import { useMyInvoice } from '../api/get-my-invoice';
import { text } from '@/components/ui/text';
import { Cluster, Split, Stack } from '@/components/ui/layout';
import { OrderDelivery } from './order-delivery';
import { OrderStatusBadge, StatusIcon, TrackShipment } from './order-status';
import { OrderReturns } from './order-returns';
import { RefundCorrection } from './refund-correction';
import { ReorderPanel } from './reorder';
import { WithdrawalPanel } from './withdrawal';
import styles from './orders.module.css';

function BackLink() {
  const { t } = useTranslation('orders');
  return (
    <Link to={paths.orders} className={text.backLink}>
      <ArrowLeft aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
}

function InvoiceButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const hintId = useId();
  const download = useDownloadInvoice();
  const status = displayStatus(order.status);
  const paid = isPaid(status);
  return (
    <div className={styles.invoice}>
      <Button
        variant="secondary"
        disabled={!paid || download.isPending}
        aria-busy={download.isPending || undefined}
        aria-describedby={paid ? undefined : hintId}
        onClick={() =>
          download.mutate(
            { orderId: order.id, fallbackName: `faktura-${order.invoiceNumber?.replace(/[^\w-]+/g, '-') ?? shortId(order.id)}.pdf` },
            {
              onError: (error) => {
                console.error('invoice download failed', error);
                toast.error(t('detail.invoiceError'));
              },
            },
          )
        }
      >
        {download.isPending ? <Loader2 aria-hidden="true" className={styles.spinner} /> : <FileDown aria-hidden="true" />}
        {download.isPending ? t('detail.invoiceDownloading') : t('detail.invoice')}
      </Button>
      {paid ? <InvoiceDetails order={order} /> : (
        <p id={hintId} className={text.meta}>
          {status === 'cancelled' ? t('detail.invoiceCancelled') : t('detail.invoiceUnavailable')}
        </p>
      )}
    </div>
  );
}

/**
 * The issued invoice: its number and, for a company's, where it stands in KSeF and its FA(3)
 * e-invoice (XML). Refreshed after a PDF download, which may be what issued it.
 */
function InvoiceDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const invoice = useMyInvoice(order.id);
  const download = useDownloadInvoice();
  const data = invoice.data?.invoice;
  const number = data?.number ?? order.invoiceNumber;
  return (
    <>
      {number ? <p className={text.meta}>{t('detail.invoiceNumber', { number })}</p> : null}
      {data && data.kind === 'company' ? (
        <>
          <p className={text.meta} data-testid="ksef-status">
            {t(`detail.ksef.${data.ksef.status}`, { number: data.ksef.number ?? '' })}
          </p>
          {data.documents.xml ? (
            <Button
              variant="ghost"
              size="small"
              disabled={download.isPending}
              aria-busy={download.isPending || undefined}
              onClick={() =>
                download.mutate(
                  { orderId: order.id, format: 'xml', fallbackName: `faktura-${data.number.replace(/[^\w-]+/g, '-')}.xml` },
                  {
                    onError: (error) => {
                      console.error('e-invoice download failed', error);
                      toast.error(t('detail.invoiceError'));
                    },
                  },
                )
              }
            >
              {download.isPending ? <Loader2 aria-hidden="true" className={styles.spinner} /> : <FileCode2 aria-hidden="true" />}
              {download.isPending ? t('detail.invoiceXmlDownloading') : t('detail.invoiceXml')}
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/**
 * The buyer's order page: the order view's parts (components/order) and what only the buyer does
 * here (the invoice download, withdrawal, returns, the parcel's tracking).
 */
function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { t: tv } = useOrderViewTranslation();
  const status = displayStatus(order.status);
  // A pickup order's "shipped" is "ready to collect", its "delivered" "collected".
  const pickupLabel = usePickupStatusLabel(order.delivery, status);

  return (
    <>
      <header className={styles.detailHead}>
        <BackLink />
        <Cluster spread align="end" gap={4}>
          <div>
            <h1 className="page-title">{t('order.short', { id: shortId(order.id) })}</h1>
            <Cluster as="p" gap={2} className={`${text.meta} ${styles.meta}`}>
              <time dateTime={order.createdAt}>{t('order.placed', { date: formatOrderDate(order.createdAt, true) })}</time>
            </Cluster>
          </div>
          <OrderStatusBadge status={order.status} />
        </Cluster>
      </header>

      <Split columns="minmax(0, 1.7fr) minmax(300px, 1fr)">
        <Stack>
          <OrderPanel title={tv('products')}>
            <OrderLines items={order.items} productHref={paths.product} />
          </OrderPanel>
          <ReorderPanel orderId={order.id} />
        </Stack>

        <Stack>
          <OrderPanel title={t('detail.statusTitle')} data-status={status}>
            <div className={styles.statusCard} data-status={status}>
              <StatusIcon status={status} />
              <div>
                <p className={styles.statusName}>{pickupLabel ?? t(`status.${status}`)}</p>
                <p className={text.meta}>{t(`statusDescription.${status}`)}</p>
              </div>
            </div>
            {order.delivery?.method === 'pickup' ? null : <TrackShipment order={order} size="medium" />}
          </OrderPanel>

          <OrderPanel title={tv('summary')}>
            <OrderTotals order={order} />
            <InvoiceButton order={order} />
          </OrderPanel>

          <WithdrawalPanel order={order} />
          <OrderReturns order={order} />
          {order.delivery ? <OrderDelivery order={{ ...order, delivery: order.delivery }} /> : null}
          <OrderCompany company={order.company} />

          {order.refunds?.length ? (
            <OrderPanel title={t('detail.refundsTitle')}>
              <OrderRefundList
                refunds={order.refunds}
                status={(refund) => t(`detail.refundStatus.${refund.status}`)}
                formatDate={(iso) => formatOrderDate(iso, true)}
                correction={(refund) => <RefundCorrection orderId={order.id} refundId={refund.id} number={refund.correctionNumber} />}
              />
            </OrderPanel>
          ) : null}

          <OrderAddress order={order} />
        </Stack>
      </Split>
    </>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <div role="status" className={styles.detailSkeleton}>
      <span className="visually-hidden">{t('detail.loading')}</span>
      <Skeleton width="40%" height={48} />
      <Skeleton height={320} style={{ borderRadius: 'var(--radius-lg)' }} />
    </div>
  );
}

/** One order of the signed-in buyer (spec "Order detail (/order/{id})"). */
export function OrderDetail({ id }: { id: string | undefined }) {
  const { t } = useTranslation('orders');
  const valid = isOrderId(id);
  const order = useMyOrder(valid ? id : '', { enabled: valid });

  const notFound = !valid || (order.isError && isApiError(order.error) && order.error.isNotFound);
  if (notFound) {
    return (
      <StatusMessage headingLevel="h1" icon={<PackageX />} title={t('detail.notFound')} actions={<ButtonLink to={paths.orders} variant="secondary"><ArrowLeft aria-hidden="true" />{t('detail.back')}</ButtonLink>}>
        {t('detail.notFoundHint')}
      </StatusMessage>
    );
  }
  if (order.isError) {
    return (
      <StatusMessage
        role="alert"
        headingLevel="h1"
        icon={<TriangleAlert />}
        title={t('detail.error')}
        actions={
          <>
            <Button variant="secondary" onClick={() => void order.refetch()} disabled={order.isFetching}>
              <RefreshCw aria-hidden="true" />
              {t('list.retry')}
            </Button>
            <ActionLink to={paths.orders} variant="ghost" icon={ArrowLeft}>{t('detail.back')}</ActionLink>
          </>
        }
      >
        {t('detail.errorHint')}
      </StatusMessage>
    );
  }
  if (order.isPending) return <DetailSkeleton />;
  return <OrderView order={order.data} />;
}
