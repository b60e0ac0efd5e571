import type { AdminOrderResponse } from '@contracts/admin';
import type { InvoiceSummary } from '@contracts/invoice';
import type { Refund } from '@contracts/order';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OrderPanel } from '@/components/order/order-panel';
import { OrderRefundList } from '@/components/order/order-refunds';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/money';
import { useRefundOrder } from '../api/refund-order';
import { adminPaths } from '../paths';
import { formatDateTime } from '../utils/format';
import { heldMoney, termsCredit } from '../utils/money';
import { groszeToZloty, zlotyToGrosze } from '../utils/zloty';
import { TextField } from '@/components/ui/field';
import { ConfirmDialog } from './confirm-dialog';
import { InvoiceDocuments } from './invoice-documents';
import { KsefBadge, KsefReason } from './ksef-status';
import { ui } from '@/components/ui/classes';
import styles from './order-panels.module.css';

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

/**
 * A refund on an order on payment terms (issue 34) is a credit: a correction invoice, and the
 * dealer's balance lowered by its amount (the server's rule: ledger/terms-credit.ts). The panel
 * says so, shows an overpayment owed back, and takes an amount up to what is still invoiced.
 */
function TermsCreditForm({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const credit = useRefundOrder();
  const max = termsCredit(order);
  const owedBack = Math.max(0, order.amountPaid - (order.status === 'cancelled' ? 0 : order.totalAmount - order.amountRefunded));
  const [amount, setAmount] = useState(groszeToZloty(max));
  const [error, setError] = useState<string | undefined>();
  // The request id is made when the admin asks, so a double click or a retry is the same one correction.
  const [confirming, setConfirming] = useState<{ amount: number; requestId: string } | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const grosze = zlotyToGrosze(amount);
    if (!grosze || grosze <= 0 || grosze > max) setError(t('order.termsCreditInvalid', { max: formatMoney(max) }));
    else {
      setError(undefined);
      setConfirming({ amount: grosze, requestId: crypto.randomUUID() });
    }
  }
  return (
    <section aria-labelledby={`terms-credit-${order.id}`} data-testid="terms-credit">
      <h3 id={`terms-credit-${order.id}`} className={ui.hint}>{t('order.termsCreditTitle')}</h3>
      {owedBack > 0 ? (
        <p className={ui.error} role="status" data-testid="terms-owed-back">
          {t('order.termsOwedBack', { amount: formatMoney(owedBack) })}
        </p>
      ) : null}
      {max > 0 ? (
        <form onSubmit={submit} noValidate>
          <p className={ui.hint}>{t('order.termsCreditHint', { max: formatMoney(max) })}</p>
          <TextField label={t('order.termsCreditAmount')} inputMode="decimal" value={amount} error={error} onChange={(e) => setAmount(e.target.value)} required />
          <Button type="submit" variant="secondary" disabled={credit.isPending} aria-busy={credit.isPending || undefined}>
            {t('order.termsCreditAction')}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('order.termsCreditTitle')}
        message={t('order.termsCreditConfirm', { amount: formatMoney(confirming?.amount ?? 0) })}
        confirmLabel={t('order.termsCreditAction')}
        busy={credit.isPending}
        onConfirm={() =>
          credit.mutate(
            { id: order.id, request: confirming! },
            {
              onSuccess: () => toast.success(t('order.termsCredited')),
              onError: () => toast.error(t('order.termsCreditError')),
              onSettled: () => setConfirming(null),
            },
          )
        }
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

/** The payment and its refunds; money still held for a cancelled order (a failed refund) can be returned here. */
export function OrderRefundsPanel({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState(false);
  const held = heldMoney(order);
  const refunds = order.refunds ?? [];
  return (
    <OrderPanel title={t('order.refunds')}>
      <dl className={ui.dl}>
        <dt>{t('order.paymentStatus')}</dt>
        <dd>{t(`order.paymentStatuses.${order.paymentStatus}`)}</dd>
        <dt>{t('order.amountPaid')}</dt>
        <dd>{formatMoney(order.amountPaid)}</dd>
        <dt>{order.paymentMode === 'terms' ? t('order.amountCredited') : t('order.amountRefunded')}</dt>
        <dd>{formatMoney(order.amountRefunded)}</dd>
      </dl>
      {order.paymentMode === 'terms' ? <TermsCreditForm order={order} /> : null}
      {refunds.length ? (
        <OrderRefundList
          refunds={refunds}
          status={(r) => t(`refunds.status.${r.status}`)}
          formatDate={formatDateTime}
          details={(r) => (
            <>
              {` · ${t(`refunds.reason.${r.reason}`)}`}
              {r.failureReason ? ` · ${r.failureReason}` : ''}
              {r.stripeRefundId ? <> · <span className={ui.mono}>{r.stripeRefundId}</span></> : null}
            </>
          )}
          correction={(r) => <RefundCorrection order={order} refund={r} number={r.correctionNumber} />}
        />
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
    </OrderPanel>
  );
}
