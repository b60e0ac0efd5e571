import { z } from 'zod';
import type Stripe from 'stripe';
import type { Address, OrderStatus } from '../contracts/order.js';
import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric, MetricUnit } from '../core/metrics.js';
import { notifyCustomer } from '../messages/order-emails.js';
import { historyEntry, paymentLookupPut, refundHistory, updateOrder, type OrderFieldUpdates, type OrderRecord } from '../ledger/order-entity.js';
import { changeOrderStatus } from '../ledger/status-change.js';
import { refundRecordPut } from '../ledger/refund-entity.js';
import type { Intent } from '../ledger/write-path.js';
import { listCounts, refundListCount } from '../ledger/list-counters.js';
import { isSold, noticeFor, statusAfterPayment, type PaymentOutcome } from '../ledger/order-transitions.js';
import { refundOf, submitRefund } from './refunds.js';
import { followUpNow } from './follow-ups.js';
import { followUpPut, paidFollowUp, refundFollowUp } from '../ledger/follow-up-entity.js';
import type { RefundRecord } from '../ledger/refund-entity.js';

/**
 * What Stripe's word on a Checkout Session does to its order, wherever that word comes from:
 * a webhook (stripe-webhook.ts), the sweeper asking Stripe about an order whose webhooks are
 * overdue (stale-orders.ts), the payment result page asking after its order, or an admin
 * cancelling. All go through here, so they can race without harm: every write is conditional
 * on the state it was decided from, and a payment is recorded at most once (`paidAt`).
 *
 * | Stripe says                     | pending order            | cancelled order                     |
 * |---------------------------------|--------------------------|-------------------------------------|
 * | paid                            | processing, confirmation | payment recorded and refunded       |
 * | completed, bank payment pending | payment `processing`     | —                                   |
 * | payment failed                  | cancelled, units back    | payment `failed`                    |
 * | expired                         | cancelled, units back    | —                                   |
 *
 * An attempt that was never paid is never an order to its buyer: no e-mail, not listed. The
 * confirmation e-mail is a follow-up written with the payment (follow-ups.ts), sent off the request.
 */
export type SessionOutcome = PaymentOutcome | 'details';
export type OutcomeResult = 'applied' | 'unchanged' | 'raced';

function address(a: Stripe.Address | null | undefined): Address | null {
  if (!a?.line1) return null;
  return { line1: a.line1, line2: a.line2 ?? null, postalCode: a.postal_code ?? '', city: a.city ?? '', country: a.country ?? '' };
}

const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ?? null;

/**
 * `shipping_details` at the session's top level: where Stripe's API versions before
 * `collected_information` put the address. The SDK's types no longer name it, so it is parsed,
 * not cast; a session without it (or with another shape) reads as none.
 */
const legacyShippingSchema = z.object({
  shipping_details: z
    .object({
      name: z.string().optional(),
      address: z.object({ city: z.string().nullable(), country: z.string().nullable(), line1: z.string().nullable(), line2: z.string().nullable(), postal_code: z.string().nullable(), state: z.string().nullable() }).optional(),
    })
    .nullish(),
});

/** What Stripe collected from the buyer, to store on the order. */
function customerDetails(session: Stripe.Checkout.Session, order: OrderRecord): OrderFieldUpdates {
  const details = session.customer_details;
  const legacy = legacyShippingSchema.safeParse(session).data?.shipping_details ?? undefined;
  const shipping = session.collected_information?.shipping_details ?? legacy;
  return {
    customerName: shipping?.name ?? details?.name ?? order.customerName,
    customerEmail: details?.email ?? order.customerEmail,
    customerPhone: details?.phone ?? order.customerPhone,
    taxId: details?.tax_ids?.[0]?.value ?? order.taxId,
    shippingAddress: address(shipping?.address) ?? address(details?.address) ?? order.shippingAddress,
    stripePaymentIntentId: paymentIntentOf(session) ?? order.stripePaymentIntentId,
    stripeSessionId: session.id,
  };
}

export interface SessionOutcomeChange {
  order: OrderRecord;
  /** The session as Stripe reported it; absent when the order never got one. */
  session?: Stripe.Checkout.Session;
  /** `details`: a completed session, paid or with an asynchronous payment still under way. */
  outcome: SessionOutcome;
  /** For the order history: `stripe` (a webhook), `sweeper`, `buyer`, an admin's e-mail. */
  by: string;
  /** More items for the same transaction (the webhook's event record). */
  with?: Intent[];
}

const notPaidYet = { expression: 'attribute_not_exists(paidAt) OR paidAt = :nullPaid', values: { ':nullPaid': null } };

/**
 * Applies the outcome (see the table above). `raced`: the order changed since it was read (the
 * caller reads it again or lets Stripe retry); `unchanged`: nothing to do (already applied).
 */
export async function applySessionOutcome(change: SessionOutcomeChange): Promise<{ result: OutcomeResult; status: OrderStatus }> {
  const { order, session, outcome, by } = change;
  const at = new Date().toISOString();
  const paid = outcome === 'paid' || (outcome === 'details' && session?.payment_status === 'paid');
  const result = (r: boolean, status: OrderStatus) => ({ result: (r ? 'applied' : 'raced') as OutcomeResult, status: r ? status : order.status });

  if (paid && session) {
    if (order.paidAt) return { result: 'unchanged', status: order.status };
    const amount = session.amount_total ?? order.totalAmount;
    const paymentIntentId = paymentIntentOf(session);
    const payment: OrderFieldUpdates = { ...customerDetails(session, order), paymentStatus: 'paid', paidAt: at, amountPaid: amount, refundableAmount: amount, customerVisible: true };
    const lookup = paymentIntentId ? [paymentLookupPut(paymentIntentId, order.id)] : [];
    const history = [{ kind: 'payment' as const, from: order.status, to: order.status, by, amount }];

    if (order.status === 'pending') {
      // The confirmation e-mail is the follow-up job's (follow-ups.ts), off this request.
      const confirm = followUpPut(paidFollowUp(order.id), at);
      const applied = await changeOrderStatus({ order, to: 'processing', at, by, set: payment, when: notPaidYet, history, with: [...lookup, confirm, ...(change.with ?? [])] });
      if (applied) {
        countMetric(shopMetrics.paymentSucceeded);
        countMetric(shopMetrics.revenue, amount, MetricUnit.NoUnit);
      }
      return result(applied, 'processing');
    }
    if (order.status === 'cancelled') {
      // Cancelled means cancelled: the money goes straight back, automatically and once.
      const withPayment: OrderRecord = { ...order, stripePaymentIntentId: paymentIntentId ?? order.stripePaymentIntentId, refundableAmount: amount };
      const refund = refundOf(withPayment, { id: 'late-payment', reason: 'late_payment', requestedBy: by, at, amount });
      // Paid and promised back in the same write: nothing of it stays refundable.
      const applied = await updateOrder({
        order,
        at,
        set: { ...payment, refundableAmount: 0 },
        when: notPaidYet,
        history,
        with: [refundRecordPut(refund), listCounts(refundListCount()), historyEntry(order.id, refundHistory(refund, 'cancelled', 'requested', at)), ...lookup, ...(change.with ?? [])],
      });
      if (applied) {
        countMetric(shopMetrics.paymentSucceeded);
        logger.warn('a payment arrived for a cancelled order; refunding it', { orderId: order.id, amount });
        await submitRefundLater(refund);
      }
      return result(applied, 'cancelled');
    }
    // An admin moved the order on before Stripe's word arrived: record the payment only.
    const applied = await updateOrder({ order, at, set: payment, when: notPaidYet, history, with: [...lookup, ...(change.with ?? [])] });
    if (applied && isSold(order.status)) countMetric(shopMetrics.paymentSucceeded);
    return result(applied, order.status);
  }

  if (outcome === 'details' && session) {
    // Completed with a bank payment (BLIK, Przelewy24) still under way: the buyer has done their
    // part, so it is an order to them now, awaiting its payment.
    if (order.status !== 'pending' || order.paymentStatus !== 'unpaid') return { result: 'unchanged', status: order.status };
    const applied = await updateOrder({
      order,
      at,
      set: { ...customerDetails(session, order), paymentStatus: 'processing', customerVisible: true },
      when: { expression: 'attribute_not_exists(paymentStatus) OR paymentStatus = :unpaid', values: { ':unpaid': 'unpaid' } },
      with: change.with,
    });
    return result(applied, 'pending');
  }

  const failed = outcome === 'failed';
  const to = statusAfterPayment(order.status, outcome as PaymentOutcome);
  if (to) {
    // Never paid: the attempt ends, its units go back, and the buyer is told on the result page,
    // not by e-mail.
    const applied = await changeOrderStatus({
      order,
      to,
      at,
      by,
      set: failed ? { paymentStatus: 'failed', customerVisible: false } : {},
      when: notPaidYet,
      with: change.with,
    });
    return result(applied, to);
  }
  if (failed && order.status === 'cancelled' && order.paymentStatus === 'processing') {
    const applied = await updateOrder({ order, at, set: { paymentStatus: 'failed', customerVisible: false }, when: notPaidYet, with: change.with });
    return result(applied, 'cancelled');
  }
  return { result: 'unchanged', status: order.status };
}

/**
 * Asks Stripe for a recorded refund now; if Stripe cannot be reached the refund stays recorded
 * (`requested`) and the sweeper submits it later with the same idempotency key. `followUpNow`:
 * an admin waits on the answer, so a refund that succeeded at once gets its correction invoice
 * and e-mail now rather than from the follow-up job (never inside a webhook: Stripe's request
 * only records what happened).
 */
export async function submitRefundLater(refund: RefundRecord, options: { followUpNow?: boolean } = {}): Promise<void> {
  try {
    await submitRefund(refund);
  } catch (error) {
    logger.error('refund recorded but not yet accepted by Stripe; the sweeper will retry', { orderId: refund.orderId, refundId: refund.id, error: error as Error });
    return;
  }
  if (options.followUpNow) await followUpNow(refundFollowUp(refund));
}

/** The e-mail a status change means, once (see order-emails.ts). */
export const notifyStatus = (orderId: string, to: OrderStatus): Promise<void> => notifyCustomer(orderId, noticeFor(to));
