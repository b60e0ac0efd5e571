import { z } from 'zod';
import type Stripe from 'stripe';
import type { Address, OrderStatus } from '../contracts/order.js';
import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric, MetricUnit } from '../core/metrics.js';
import { notifyCustomer } from '../messages/order-emails.js';
import type { OrderFieldUpdates, OrderRecord } from '../ledger/order-entity.js';
import { commitOrderMove } from '../ledger/status-change.js';
import type { Intent } from '../ledger/write-path.js';
import { noticeFor } from '../ledger/order-transitions.js';
import { paymentOutcomeIntents, paymentTarget, type PaymentEvent, type PaymentIntents, type SessionFacts, type SessionOutcome } from '../ledger/payment-rules.js';
import { submitRefund } from './refunds.js';
import { followUpNow } from './follow-ups.js';
import { refundFollowUp } from '../ledger/follow-up-entity.js';
import type { RefundRecord } from '../ledger/refund-entity.js';

/**
 * What Stripe's word on a Checkout Session does to its order, wherever that word comes from:
 * a webhook (stripe-webhook.ts), the sweeper asking Stripe about an order whose webhooks are
 * overdue (stale-orders.ts), the payment result page asking after its order, or an admin
 * cancelling. All go through here, so they can race without harm: every write is conditional
 * on the state it was decided from, and a payment is recorded at most once (`paidAt`). What each
 * word does is the ledger's payment rule (ledger/payment-rules.ts, its table); this reads the
 * session, commits the rule's intents and does what follows a commit (metrics, a late payment's
 * refund at Stripe). The confirmation e-mail is a follow-up written with the payment
 * (follow-ups.ts), sent off the request.
 */
export type { SessionOutcome };
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

/** What the order records of a session (payment-rules.ts SessionFacts). */
const sessionFacts = (session: Stripe.Checkout.Session, order: OrderRecord): SessionFacts => ({
  paid: session.payment_status === 'paid',
  amountTotal: session.amount_total ?? null,
  paymentIntentId: paymentIntentOf(session),
  details: customerDetails(session, order),
});

/**
 * Applies the outcome (payment-rules.ts). `raced`: the order changed since it was read (the
 * caller reads it again or lets Stripe retry); `unchanged`: nothing to do (already applied).
 */
export async function applySessionOutcome(change: SessionOutcomeChange): Promise<{ result: OutcomeResult; status: OrderStatus }> {
  const { order, session } = change;
  const event: PaymentEvent = { outcome: change.outcome, by: change.by, at: new Date().toISOString(), ...(session ? { session: sessionFacts(session, order) } : {}), ...(change.with ? { with: change.with } : {}) };
  const to = paymentTarget(order, event);
  if (!to) return { result: 'unchanged', status: order.status };
  let applied: PaymentIntents = { intents: [] };
  const committed = await commitOrderMove(order, to, (state) => {
    applied = paymentOutcomeIntents(state, event);
    return applied.intents;
  });
  if (!committed) return { result: 'raced', status: order.status };
  if (applied.payment) {
    countMetric(shopMetrics.paymentSucceeded);
    if (applied.payment.confirms) countMetric(shopMetrics.revenue, applied.payment.amount, MetricUnit.NoUnit);
  }
  if (applied.lateRefund) {
    logger.warn('a payment arrived for a cancelled order; refunding it', { orderId: order.id, amount: applied.lateRefund.amount });
    await submitRefundLater(applied.lateRefund);
  }
  return { result: 'applied', status: to };
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
