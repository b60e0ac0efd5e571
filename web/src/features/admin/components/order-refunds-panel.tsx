import type { AdminOrderResponse } from '@contracts/admin';
import type { InvoiceSummary } from '@contracts/invoice';
import type { Refund } from '@contracts/order';
import { useState } from 'react';
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
import { heldMoney } from '../utils/money';
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
        <dt>{t('order.amountRefunded')}</dt>
        <dd>{formatMoney(order.amountRefunded)}</dd>
      </dl>
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
