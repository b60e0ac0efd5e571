import { carriers, type AdminOrderResponse, type Carrier } from '@contracts/admin';
import type { InvoiceSummary } from '@contracts/invoice';
import type { OrderStatus, Refund } from '@contracts/order';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/country';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { DeliveryDetails } from '@/components/delivery/delivery-details';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { MediaImage } from '@/components/ui/media-image';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useAdminOrder } from '../api/get-admin-order';
import { useRefundOrder } from '../api/refund-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { InvoiceDocuments } from '../components/invoice-documents';
import { InvoicePanel } from '../components/invoice-panel';
import { KsefBadge, KsefReason } from '../components/ksef-status';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ShipmentPanel } from '../components/shipment-panel';
import { LoadingState } from '@/components/ui/loading-state';
import { knownStatus, StatusBadge } from '../components/status-badge';
import { StatusSelect } from '../components/status-select';
import { ui } from '@/components/ui/classes';
import { adminPaths } from '../paths';
import { validationText } from '../utils/error-text';
import { formatDateTime, shortId } from '../utils/format';
import { formatOrderTotal, heldMoney } from '../utils/money';
import styles from './order.module.css';
import { formatPhone } from '@/lib/phone';

/** /admin/orders/{id}: everything about one order, its status with tracking, and its history. */
export function OrderRoute({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const order = useAdminOrder(id);
  usePageMeta({ title: t('order.title', { id: shortId(id) }) });

  const back = (
    <Link to={adminPaths.orders} className={`${ui.link} ${styles.back}`}>
      <ArrowLeft aria-hidden="true" />
      {t('order.back')}
    </Link>
  );

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
          <ButtonLink to={adminPaths.orders} variant="secondary" size="small">
            <ArrowLeft aria-hidden="true" />
            {t('order.back')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return <OrderDetail order={order.data} back={back} />;
}

function OrderDetail({ order, back }: { order: AdminOrderResponse; back: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const { t: td } = useDeliveryTranslation();
  const productsValue = order.items.reduce((sum, item) => sum + item.totalPrice, 0);
  const address = order.shippingAddress;

  return (
    <>
      {back}
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('order.title', { id: shortId(order.id) })}</h1>
          <p className={ui.subtitle}>
            {t('order.placed', { date: formatDateTime(order.createdAt) })} · <span className={ui.mono}>{order.id}</span>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <div className={styles.grid}>
        <div className={ui.stack}>
          <section className={ui.panel} aria-labelledby="order-items">
            <h2 id="order-items" className={ui.panelTitle}>
              {t('order.products')}
            </h2>
            <ul role="list" className={styles.lines}>
              {order.items.map((item) => (
                <li key={item.id} className={styles.line}>
                  <MediaImage imageRef={item.product.imageUrl} alt="" width={64} height={64} sizes="64px" className={styles.lineImage} />
                  <div className={styles.lineText}>
                    <p className={styles.lineName}>{item.product.name}</p>
                    <p className={ui.hint}>{item.product.brand}</p>
                    <p className={styles.lineUnit}>{t('order.lineDetail', { price: formatMoney(item.unitPrice), quantity: item.quantity })}</p>
                  </div>
                  <p className={styles.lineTotal}>{formatMoney(item.totalPrice)}</p>
                </li>
              ))}
            </ul>
            <dl className={styles.summary} aria-label={t('order.summary')}>
              <div>
                <dt>{t('order.productsValue')}</dt>
                <dd>{formatMoney(productsValue)}</dd>
              </div>
              <div>
                <dt>{t('order.delivery')}</dt>
                <dd>{formatMoney(order.delivery?.cost ?? 0)}</dd>
              </div>
              <div className={styles.summaryTotal}>
                <dt>{t('order.total')}</dt>
                <dd>{formatOrderTotal(order.totalAmount, order.currency)}</dd>
              </div>
            </dl>
          </section>

          <section className={ui.panel} aria-labelledby="order-history">
            <h2 id="order-history" className={ui.panelTitle}>
              {t('order.history')}
            </h2>
            {order.history.length === 0 ? (
              <p className={ui.hint}>{t('order.historyEmpty')}</p>
            ) : (
              <ol className={styles.history}>
                {order.history.map((change, index) => (
                  <li key={`${change.at}-${index}`}>
                    <p className={styles.historyChange}>
                      {change.kind === 'payment' ? (
                        t('order.historyPayment', { amount: formatMoney(change.amount ?? 0) })
                      ) : change.kind === 'return' ? (
                        t(`order.historyReturn.${change.returnStatus === 'received' ? 'received' : change.returnStatus === 'accepted' ? 'accepted' : change.returnStatus === 'rejected' ? 'rejected' : 'requested'}`)
                      ) : change.kind === 'refund' ? (
                        t(`order.historyRefund.${change.refundStatus === 'requested' ? 'requested' : change.refundStatus === 'succeeded' ? 'succeeded' : 'failed'}`, { amount: formatMoney(change.amount ?? 0) })
                      ) : change.from ? (
                        <>
                          <StatusBadge status={change.from} /> <span aria-label={t('order.to')}>→</span> <StatusBadge status={change.to} />
                        </>
                      ) : (
                        <>
                          {t('order.historyCreated')} <StatusBadge status={change.to} />
                        </>
                      )}
                    </p>
                    <p className={ui.hint}>
                      <time dateTime={change.at}>{formatDateTime(change.at)}</time> · {t('order.by', { by: byLabel(t, change.by) })}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>

        <div className={ui.stack}>
          <ShipmentPanel order={order} />
          <StatusPanel order={order} />
          <RefundsPanel order={order} />

          {order.delivery ? (
            <section className={ui.panel} aria-labelledby="order-delivery">
              <h2 id="order-delivery" className={ui.panelTitle}>
                {t('order.delivery')}
              </h2>
              <DeliveryDetails delivery={order.delivery} />
            </section>
          ) : null}

          <section className={ui.panel} aria-labelledby="order-customer">
            <h2 id="order-customer" className={ui.panelTitle}>
              {t('order.customer')}
            </h2>
            <dl className={ui.dl}>
              <dt>{t('order.email')}</dt>
              <dd>
                {order.customerEmail ? (
                  <a href={`mailto:${order.customerEmail}`} className={ui.link}>
                    {/* A long address breaks after the @, not mid-word. */}
                    {order.customerEmail.split('@')[0]}@<wbr />
                    {order.customerEmail.split('@').slice(1).join('@')}
                  </a>
                ) : (
                  t('order.none')
                )}
              </dd>
              <dt>{t('order.name')}</dt>
              <dd>{order.customerName ?? t('order.none')}</dd>
              <dt>{t('order.userId')}</dt>
              <dd className={ui.mono}>{order.userId ?? t('order.guest')}</dd>
              <dt>{t('order.language')}</dt>
              <dd>{t(`order.languages.${order.language ?? 'pl'}`)}</dd>
              {order.customerPhone ? (
                <>
                  <dt>{t('order.phone')}</dt>
                  <dd>
                    <a href={`tel:${order.customerPhone.replace(/\s/g, '')}`} className={ui.link}>
                      {formatPhone(order.customerPhone)}
                    </a>
                  </dd>
                </>
              ) : null}
              {order.taxId ? (
                <>
                  <dt>{t('order.taxId')}</dt>
                  <dd>{order.taxId}</dd>
                </>
              ) : null}
              {order.dealerOrder ? (
                <>
                  <dt>{t('order.dealerOrder')}</dt>
                  <dd>{t('order.yes')}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <InvoicePanel order={order} />

          <section className={ui.panel} aria-labelledby="order-address">
            <h2 id="order-address" className={ui.panelTitle}>
              {order.delivery ? td('order.billing') : t('order.shipping')}
            </h2>
            {address ? (
              <address className={styles.address}>
                {address.line1}
                <br />
                {address.line2 ? (
                  <>
                    {address.line2}
                    <br />
                  </>
                ) : null}
                {address.postalCode} {address.city}
                <br />
                {countryName(address.country, i18n.language)}
              </address>
            ) : (
              <p className={ui.hint}>{t('order.noAddress')}</p>
            )}
          </section>

          <section className={ui.panel} aria-labelledby="order-payment">
            <h2 id="order-payment" className={ui.panelTitle}>
              {t('order.payment')}
            </h2>
            <dl className={ui.dl}>
              <dt>{t('order.sessionId')}</dt>
              <dd className={ui.mono}>{order.stripeSessionId ?? t('order.none')}</dd>
              <dt>{t('order.paymentIntentId')}</dt>
              <dd className={ui.mono}>{order.stripePaymentIntentId ?? t('order.none')}</dd>
              {order.invoiceNumber ? (
                <>
                  <dt>{t('order.invoice')}</dt>
                  <dd>{order.invoiceNumber}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}

function byLabel(t: TFunction<'admin'>, by: string): string {
  if (by === 'stripe') return t('order.byStripe');
  if (by === 'system' || by === 'sweeper') return t('order.bySystem');
  if (by === 'buyer') return t('order.byBuyer');
  if (by === 'inpost') return 'InPost'; // tracking events moved it (functions/delivery)
  return by;
}


/**
 * A refund's correction invoice (FK/…): its number, for a company order its KSeF state (FA(3) KOR)
 * and number, and the documents (PDF; the XML and UPO once in KSeF).
 */
function RefundCorrection({ order, refund, number }: { order: AdminOrderResponse; refund: Refund; number: string }) {
  const { t } = useTranslation('admin');
  const ksef = refund.correctionKsef;
  const invoice: InvoiceSummary = {
    orderId: order.id,
    number,
    issuedAt: refund.correctionIssuedAt ?? refund.updatedAt,
    kind: ksef ? 'company' : 'consumer',
    buyer: order.company ?? null,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    totalAmount: -refund.amount,
    correction: { refundId: refund.id, correctedNumber: order.invoiceNumber ?? '' },
    ksef: ksef ?? { status: 'not_required' },
    documents: { pdf: true, xml: ksef ? !ksef.awaitingOriginal : false, upo: ksef?.status === 'accepted' },
  };
  return (
    <div className={styles.correction} data-testid="refund-correction">
      <span>
        {t('order.correction', { number })}
        {ksef ? (
          <>
            {' '}
            <KsefBadge status={ksef.status} />
            {ksef.number ? <> <span className={ui.mono}>{ksef.number}</span></> : null}
            {ksef.awaitingOriginal ? <span className={ui.hint}> · {t('invoices.awaitingOriginal')}</span> : null}
          </>
        ) : null}
      </span>
      <KsefReason ksef={invoice.ksef} />
      <InvoiceDocuments invoice={invoice} />
    </div>
  );
}

/** The payment and its refunds; money still held for a cancelled order (a failed refund) can be returned here. */
function RefundsPanel({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState(false);
  const held = heldMoney(order);
  const refunds = order.refunds ?? [];
  return (
    <section className={ui.panel} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className={ui.panelTitle}>
        {t('order.refunds')}
      </h2>
      <dl className={ui.dl}>
        <dt>{t('order.paymentStatus')}</dt>
        <dd>{t(`order.paymentStatuses.${order.paymentStatus}`)}</dd>
        <dt>{t('order.amountPaid')}</dt>
        <dd>{formatMoney(order.amountPaid)}</dd>
        <dt>{t('order.amountRefunded')}</dt>
        <dd>{formatMoney(order.amountRefunded)}</dd>
      </dl>
      {refunds.length ? (
        <ul role="list" className={styles.refundList}>
          {refunds.map((r) => (
            <li key={r.id} data-status={r.status}>
              <strong>{formatMoney(r.amount)}</strong> · {t(`refunds.status.${r.status}`)} · {t(`refunds.reason.${r.reason}`)}
              <br />
              <span className={ui.hint}>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                {r.failureReason ? ` · ${r.failureReason}` : ''}
                {r.stripeRefundId ? <> · <span className={ui.mono}>{r.stripeRefundId}</span></> : null}
              </span>
              {r.correctionNumber ? <RefundCorrection order={order} refund={r} number={r.correctionNumber} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.hint}>{t('order.noRefunds')}</p>
      )}
      {order.returns?.length ? (
        <ul role="list" aria-label={t('order.returnsLink')}>
          {order.returns.map((r) => (
            <li key={r.id}>
              <Link to={adminPaths.return(order.id, r.id)} className={ui.link}>
                {t(`returns.status.${r.status}`)} · {formatDateTime(r.createdAt)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {held > 0 && order.status === 'cancelled' ? (
        <>
          <p className={ui.error} role="status">
            {t('order.moneyHeld', { amount: formatMoney(held) })}
          </p>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={refund.isPending} aria-busy={refund.isPending || undefined}>
            {t('order.refundRest', { amount: formatMoney(held) })}
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('order.refundTitle')}
        message={t('order.refundConfirm', { amount: formatMoney(held) })}
        confirmLabel={t('order.refundAction')}
        busy={refund.isPending}
        onConfirm={() =>
          refund.mutate(
            { id: order.id, request: {} },
            {
              onSuccess: () => toast.success(t('order.refundRequested')),
              onError: () => toast.error(t('order.refundError')),
              onSettled: () => setConfirming(false),
            },
          )
        }
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** Status dropdown, tracking fields when shipping, and 'Zaktualizuj status'. */
function StatusPanel({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const update = useUpdateOrderStatus();
  const current = knownStatus(order.status);
  const [status, setStatus] = useState<OrderStatus>(current);
  const [carrier, setCarrier] = useState<Carrier>(((carriers as readonly string[]).includes(order.tracking?.carrier ?? '') ? order.tracking?.carrier : 'inpost') as Carrier);
  const [number, setNumber] = useState(order.tracking?.number ?? '');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [confirmCancel, setConfirmCancel] = useState(false);

  const trackingChanged = number.trim() !== (order.tracking?.number ?? '') || (number.trim() !== '' && carrier !== order.tracking?.carrier);
  const unchanged = status === current && !(status === 'shipped' && trackingChanged);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged) return;
    // Cancelling a paid order refunds it: the admin says so first.
    if (status === 'cancelled' && heldMoney(order) > 0) setConfirmCancel(true);
    else apply();
  }

  function apply() {
    setConfirmCancel(false);
    const trimmed = number.trim();
    if (status === 'shipped' && trimmed !== '' && trimmed.length < 3) {
      setNumberError(validationText(t, 'validation.trackingNumber'));
      return;
    }
    const tracking = status === 'shipped' && trimmed ? { carrier, number: trimmed } : undefined;
    update.mutate(
      { id: order.id, update: tracking ? { status, tracking } : { status } },
      {
        onSuccess: () => toast.success(t('order.statusUpdated')),
        onError: (error) => {
          const field = isApiError(error) ? error.fields?.['tracking.number'] : undefined;
          if (field) setNumberError(validationText(t, field));
          toast.error(t('orders.updateError'));
        },
      },
    );
  }

  return (
    <section className={ui.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.panelTitle}>
        {t('order.status')}
      </h2>
      <form className={styles.statusForm} onSubmit={submit} noValidate>
        <div className={ui.field}>
          <label htmlFor={`${id}-status`} className={ui.label}>
            {t('order.newStatus')}
          </label>
          <StatusSelect id={`${id}-status`} value={status} onChange={setStatus} disabled={update.isPending} />
        </div>
        {status === 'shipped' ? (
          <fieldset className={styles.tracking}>
            <legend className={ui.label}>{t('order.trackingLegend')}</legend>
            <div className={ui.field}>
              <label htmlFor={`${id}-carrier`} className={ui.label}>
                {t('order.carrier')}
              </label>
              <select id={`${id}-carrier`} className={ui.select} value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)}>
                {carriers.map((c) => (
                  <option key={c} value={c}>
                    {t(`carriers.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={ui.field}>
              <label htmlFor={`${id}-number`} className={ui.label}>
                {t('order.trackingNumber')}
              </label>
              <input
                id={`${id}-number`}
                className={ui.input}
                value={number}
                autoComplete="off"
                aria-invalid={numberError ? true : undefined}
                aria-describedby={numberError ? `${id}-number-error` : `${id}-number-hint`}
                onChange={(e) => {
                  setNumber(e.target.value);
                  setNumberError(undefined);
                }}
              />
              {numberError ? (
                <p id={`${id}-number-error`} className={ui.error}>
                  {numberError}
                </p>
              ) : (
                <p id={`${id}-number-hint`} className={ui.hint}>
                  {t('order.trackingHint')}
                </p>
              )}
            </div>
          </fieldset>
        ) : null}
        {order.tracking ? (
          <p className={ui.hint}>
            {t('order.currentTracking', { carrier: t(`carriers.${(carriers as readonly string[]).includes(order.tracking.carrier) ? (order.tracking.carrier as Carrier) : 'other'}`), number: order.tracking.number })}
            {order.tracking.url ? (
              <>
                {' '}
                <a href={order.tracking.url} target="_blank" rel="noreferrer" className={ui.link}>
                  {t('order.trackLink')}
                  <ExternalLink aria-hidden="true" className={styles.inlineIcon} />
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        <Button type="submit" disabled={unchanged || update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? t('order.updating') : t('order.updateStatus')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirmCancel}
        title={t('order.cancelPaidTitle')}
        message={t('order.cancelPaidConfirm', { amount: formatMoney(heldMoney(order)) })}
        confirmLabel={t('order.cancelPaidAction')}
        busy={update.isPending}
        onConfirm={apply}
        onCancel={() => setConfirmCancel(false)}
      />
    </section>
  );
}
