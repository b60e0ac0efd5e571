import { ArrowLeft, Building2, FileCode2, FileDown, Loader2, MapPin, PackageX, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import type { Order } from '@contracts/order';
import { Button, ButtonLink } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { usePickupStatusLabel } from '@/components/delivery/delivery-details';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { useDownloadInvoice } from '../api/download-invoice';
import { isOrderId, useMyOrder } from '../api/get-my-order';
import { countryName } from '@/lib/country';
import { displayStatus, formatOrderDate, formatTotal, isPaid, shortId } from '../utils/order-format';
import { useMyInvoice } from '../api/get-my-invoice';
import { OrderDelivery } from './order-delivery';
import { OrderStatusBadge, StatusIcon, TrackShipment } from './order-status';
import { OrderReturns } from './order-returns';
import { RefundCorrection } from './refund-correction';
import { WithdrawalPanel } from './withdrawal';
import styles from './orders.module.css';
import { localizedProduct } from '@/lib/product-text';

function BackLink() {
  const { t } = useTranslation('orders');
  return (
    <Link to={paths.orders} className={styles.back}>
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
        <p id={hintId} className={styles.hint}>
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
      {number ? <p className={styles.hint}>{t('detail.invoiceNumber', { number })}</p> : null}
      {data && data.kind === 'company' ? (
        <>
          <p className={styles.hint} data-testid="ksef-status">
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

function OrderView({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { t: td } = useDeliveryTranslation();
  const status = displayStatus(order.status);
  // A pickup order's "shipped" is "ready to collect", its "delivered" "collected".
  const pickupLabel = usePickupStatusLabel(order.delivery, status);
  const productsValue = order.items.reduce((sum, i) => sum + i.totalPrice, 0);
  const address = order.shippingAddress;

  return (
    <>
      <header className={styles.detailHead}>
        <BackLink />
        <div className={styles.detailTitleRow}>
          <div>
            <h1 className="page-title">{t('order.short', { id: shortId(order.id) })}</h1>
            <p className={styles.meta}>
              <time dateTime={order.createdAt}>{t('order.placed', { date: formatOrderDate(order.createdAt, true) })}</time>
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
      </header>

      <div className={styles.detailGrid}>
        <section className={styles.panel} aria-labelledby="order-products">
          <h2 id="order-products" className={styles.panelTitle}>
            {t('detail.products')}
          </h2>
          <ul role="list" className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <MediaImage className={styles.itemImage} imageRef={item.product.imageUrl} alt="" width={80} height={80} sizes="80px" />
                <div className={styles.itemInfo}>
                  <Link to={paths.product(item.productId)} className={styles.itemName}>
                    {localizedProduct(item.product, i18n.language).name}
                  </Link>
                  {item.product.brand ? <p className={styles.itemBrand}>{t('detail.brand', { brand: item.product.brand })}</p> : null}
                </div>
                <dl className={styles.itemNumbers}>
                  <div>
                    <dt>{t('detail.quantity')}</dt>
                    <dd>{item.quantity}</dd>
                  </div>
                  <div>
                    <dt>{t('detail.unitPrice')}</dt>
                    <dd>{formatMoney(item.unitPrice)}</dd>
                  </div>
                  <div>
                    <dt>{t('detail.lineTotal')}</dt>
                    <dd className={styles.itemTotal}>{formatMoney(item.totalPrice)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.aside}>
          <section className={styles.panel} data-status={status} aria-labelledby="order-status">
            <h2 id="order-status" className={styles.panelTitle}>
              {t('detail.statusTitle')}
            </h2>
            <div className={styles.statusCard} data-status={status}>
              <StatusIcon status={status} />
              <div>
                <p className={styles.statusName}>{pickupLabel ?? t(`status.${status}`)}</p>
                <p className={styles.statusText}>{t(`statusDescription.${status}`)}</p>
              </div>
            </div>
            {order.delivery?.method === 'pickup' ? null : <TrackShipment order={order} size="medium" />}
          </section>

          <section className={styles.panel} aria-labelledby="order-summary">
            <h2 id="order-summary" className={styles.panelTitle}>
              {t('detail.summary')}
            </h2>
            <dl className={styles.summary}>
              <div>
                <dt>{t('detail.productsValue')}</dt>
                <dd>{formatMoney(productsValue)}</dd>
              </div>
              <div>
                <dt>{t('detail.delivery')}</dt>
                <dd>{formatMoney(order.delivery?.cost ?? 0)}</dd>
              </div>
              <div className={styles.summaryTotal}>
                <dt>{t('detail.total')}</dt>
                <dd>{formatTotal(order.totalAmount, order.currency)}</dd>
              </div>
              {order.amountRefunded > 0 ? (
                <div>
                  <dt>{t('detail.refundedLabel')}</dt>
                  <dd>−{formatMoney(order.amountRefunded)}</dd>
                </div>
              ) : null}
            </dl>
            <InvoiceButton order={order} />
          </section>

          <WithdrawalPanel order={order} />
          <OrderReturns order={order} />

          {order.delivery ? <OrderDelivery order={{ ...order, delivery: order.delivery }} /> : null}

          {order.company ? (
            <section className={styles.panel} aria-labelledby="order-company">
              <h2 id="order-company" className={styles.panelTitle}>
                <Building2 aria-hidden="true" />
                {t('detail.companyTitle')}
              </h2>
              <address className={styles.address} data-testid="order-company">
                <span>{order.company.name}</span>
                <span>{order.company.address}</span>
                <span>{/^\d/.test(order.company.nip) ? `NIP ${order.company.nip}` : `VAT ${order.company.nip}`}</span>
              </address>
            </section>
          ) : null}

          {order.refunds?.length ? (
            <section className={styles.panel} aria-labelledby="order-refunds">
              <h2 id="order-refunds" className={styles.panelTitle}>
                {t('detail.refundsTitle')}
              </h2>
              <ul role="list" className={styles.refunds}>
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    <strong>{t('detail.refund', { amount: formatMoney(refund.amount) })}</strong>
                    <span className={styles.hint}>
                      {t(`detail.refundStatus.${refund.status}`)} · <time dateTime={refund.createdAt}>{formatOrderDate(refund.createdAt, true)}</time>
                    </span>
                    {refund.correctionNumber ? <RefundCorrection orderId={order.id} refundId={refund.id} number={refund.correctionNumber} /> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {address ? (
            <section className={styles.panel} aria-labelledby="order-address">
              <h2 id="order-address" className={styles.panelTitle}>
                <MapPin aria-hidden="true" />
                {order.delivery ? td('order.billing') : t('detail.shipping')}
              </h2>
              <address className={styles.address}>
                {order.customerName ? <span>{order.customerName}</span> : null}
                <span>{address.line1}</span>
                {address.line2 ? <span>{address.line2}</span> : null}
                <span>
                  {address.postalCode} {address.city}
                </span>
                <span>{countryName(address.country, i18n.language)}</span>
              </address>
            </section>
          ) : null}
        </div>
      </div>
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
            <ButtonLink to={paths.orders} variant="ghost">
              <ArrowLeft aria-hidden="true" />
              {t('detail.back')}
            </ButtonLink>
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
