import type { OrderStatus } from '../contracts/order.js';
import { followUpPut, paidFollowUp } from './follow-up-entity.js';
import { listCounts, refundListCount } from './list-counters.js';
import { historyEntry, orderUpdateIntents, paymentLookupPut, refundHistory, type OrderCondition, type OrderFieldUpdates, type OrderRecord } from './order-entity.js';
import { statusAfterPayment, type PaymentOutcome } from './order-transitions.js';
import { refundOf, refundRecordPut, type RefundRecord } from './refund-entity.js';
import { statusChangeIntents, type StatusState } from './status-rules.js';
import type { Intent } from './write-path.js';

/**
 * The payment rule, pure: (the order as read and the stock positions of its products, what Stripe
 * says about its Checkout Session) → the intents of the one transaction that applies it. Like
 * refund-rules.ts and status-rules.ts: the writer (orders/payment-outcome.ts, applySessionOutcome)
 * reads the state, asks `paymentTarget` which status the order ends in (the products whose
 * positions to read follow from it, status-rules.ts productsTouched), asks this, and commits the
 * answer; a failed condition means another word on the same payment was applied first.
 *
 * | Stripe says                     | pending order                          | cancelled order                       | a paid status      |
 * |---------------------------------|----------------------------------------|---------------------------------------|--------------------|
 * | paid                            | processing (units sold), the payment,  | the payment recorded and promised     | the payment only   |
 * |                                 | the confirmation's follow-up           | back: a refund `late-payment`         |                    |
 * | completed, bank payment pending | payment `processing`, an order now     | —                                     | —                  |
 * | payment failed                  | cancelled, units back, not an order    | payment `failed` (if it was under way) | —                 |
 * | expired                         | cancelled, units back                  | —                                     | —                  |
 *
 * A payment is recorded once (`paidAt`): every write is conditional on it not being there yet, and
 * an order already paid changes by nothing. An attempt never paid is never an order to its buyer.
 */
export type SessionOutcome = PaymentOutcome | 'details';

/** What the order records of Stripe's session (orders/payment-outcome.ts reads it from the SDK's object). */
export interface SessionFacts {
  /** Stripe's `payment_status` is `paid`. */
  paid: boolean;
  /** Stripe's `amount_total`, grosze; null when Stripe gave none (the order's total is taken). */
  amountTotal: number | null;
  paymentIntentId: string | null;
  /** The buyer's details Stripe collected (name, e-mail, phone, tax id, address, the ids). */
  details: OrderFieldUpdates;
}

export interface PaymentEvent {
  /** `details`: a completed session, paid or with an asynchronous payment still under way. */
  outcome: SessionOutcome;
  /** Absent when the order never got a session. */
  session?: SessionFacts;
  /** For the order history: `stripe` (a webhook), `sweeper`, `buyer`, an admin's e-mail. */
  by: string;
  at: string;
  /** More intents for the same transaction (the webhook's event record). */
  with?: Intent[];
}

export interface PaymentIntents {
  /** The transaction; none when the outcome changes nothing (already applied, or too late). */
  intents: Intent[];
  /** A payment these intents record (for the metrics): its amount, and whether it confirms a pending order (revenue). */
  payment?: { amount: number; confirms: boolean };
  /** The refund of a payment that arrived for a cancelled order: submit it to Stripe once committed. */
  lateRefund?: RefundRecord;
}

const notPaidYet: OrderCondition = { expression: 'attribute_not_exists(paidAt) OR paidAt = :nullPaid', values: { ':nullPaid': null } };
const paidWord = (event: PaymentEvent): event is PaymentEvent & { session: SessionFacts } =>
  !!event.session && (event.outcome === 'paid' || (event.outcome === 'details' && event.session.paid));

/** The status the order has once the outcome is applied; undefined when it changes nothing. */
export function paymentTarget(order: Pick<OrderRecord, 'status' | 'paidAt' | 'paymentStatus'>, event: PaymentEvent): OrderStatus | undefined {
  if (paidWord(event)) {
    if (order.paidAt) return undefined;
    return order.status === 'pending' ? 'processing' : order.status;
  }
  if (event.outcome === 'details' && event.session) return order.status === 'pending' && order.paymentStatus === 'unpaid' ? 'pending' : undefined;
  if (event.outcome === 'details') return undefined;
  const to = statusAfterPayment(order.status, event.outcome);
  if (to) return to;
  // A bank payment that was under way fails after the order was cancelled: only the payment's state moves.
  if (event.outcome === 'failed' && order.status === 'cancelled' && order.paymentStatus === 'processing') return 'cancelled';
  return undefined;
}

export function paymentOutcomeIntents(state: StatusState, event: PaymentEvent): PaymentIntents {
  const { order } = state;
  const { by, at } = event;
  const extra = event.with ?? [];
  const to = paymentTarget(order, event);
  if (!to) return { intents: [] };

  if (paidWord(event)) {
    const amount = event.session.amountTotal ?? order.totalAmount;
    const { paymentIntentId } = event.session;
    const payment: OrderFieldUpdates = { ...event.session.details, paymentStatus: 'paid', paidAt: at, amountPaid: amount, refundableAmount: amount, customerVisible: true };
    const lookup = paymentIntentId ? [paymentLookupPut(paymentIntentId, order.id)] : [];
    const history = [{ kind: 'payment' as const, from: order.status, to: order.status, by, amount }];
    if (order.status === 'pending') {
      // The confirmation e-mail is the follow-up job's (orders/follow-ups.ts), off the request.
      const confirm = followUpPut(paidFollowUp(order.id), at);
      const intents = statusChangeIntents(state, { to, at, by, set: payment, when: notPaidYet, history, with: [...lookup, confirm, ...extra] });
      return { intents, payment: { amount, confirms: true } };
    }
    if (order.status === 'cancelled') {
      // Cancelled means cancelled: the money goes straight back, automatically and once.
      const paidOrder = { ...order, stripePaymentIntentId: paymentIntentId ?? order.stripePaymentIntentId, refundableAmount: amount };
      const refund = refundOf(paidOrder, { id: 'late-payment', reason: 'late_payment', requestedBy: by, at, amount });
      // Paid and promised back in the same write: nothing of it stays refundable.
      const intents = orderUpdateIntents({
        order,
        at,
        set: { ...payment, refundableAmount: 0 },
        when: notPaidYet,
        history,
        with: [refundRecordPut(refund), listCounts(refundListCount()), historyEntry(order.id, refundHistory(refund, 'cancelled', 'requested', at)), ...lookup, ...extra],
      });
      return { intents, payment: { amount, confirms: false }, lateRefund: refund };
    }
    // An admin moved the order on before Stripe's word arrived: record the payment only.
    return { intents: orderUpdateIntents({ order, at, set: payment, when: notPaidYet, history, with: [...lookup, ...extra] }), payment: { amount, confirms: false } };
  }

  if (event.outcome === 'details' && event.session) {
    // Completed with a bank payment (BLIK, Przelewy24) still under way: the buyer has done their
    // part, so it is an order to them now, awaiting its payment.
    const intents = orderUpdateIntents({
      order,
      at,
      set: { ...event.session.details, paymentStatus: 'processing', customerVisible: true },
      when: { expression: 'attribute_not_exists(paymentStatus) OR paymentStatus = :unpaid', values: { ':unpaid': 'unpaid' } },
      with: extra,
    });
    return { intents };
  }

  const failed = event.outcome === 'failed';
  if (order.status === 'pending') {
    // Never paid: the attempt ends, its units go back, and the buyer is told on the result page,
    // not by e-mail.
    const set: OrderFieldUpdates = failed ? { paymentStatus: 'failed', customerVisible: false } : {};
    return { intents: statusChangeIntents(state, { to, at, by, set, when: notPaidYet, with: extra }) };
  }
  // Only a failed bank payment on an order cancelled meanwhile reaches here (paymentTarget): its
  // payment's state moves. Anything else paymentTarget may let through later changes nothing.
  if (!failed) return { intents: [] };
  return { intents: orderUpdateIntents({ order, at, set: { paymentStatus: 'failed', customerVisible: false }, when: notPaidYet, with: extra }) };
}
