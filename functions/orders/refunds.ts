import type Stripe from 'stripe';
import type { RefundReason } from '../contracts/order.js';
import { conflict } from '../core/errors.js';
import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric } from '../core/metrics.js';
import { getOrder, orderIdOfPayment, updateOrder } from '../ledger/order-entity.js';
import { getRefund, listOpenRefunds, newRefundRecord, refundOf, type RefundLine, type RefundRecord } from '../ledger/refund-entity.js';
import { refundIntents, type StripeRefundStatus } from '../ledger/refund-rules.js';
import { commit } from '../ledger/write-path.js';
import { stripe } from './stripe.js';

/**
 * Refunds, as one reusable piece: whoever needs money to go back (a payment that arrived for a
 * cancelled order, an admin cancelling a paid order, and later withdrawals and returns, per
 * line) goes through here.
 *
 *   1. record: the refund item (`requested`) and the order's promise (`refundableAmount` down by
 *      the amount, never below zero) in one transaction; the id is the caller's idempotency key;
 *   2. submit: Stripe's Refunds API with an idempotency key made of order and refund id, so a
 *      retry (the sweeper's, or a repeated request) never refunds twice;
 *   3. settle: Stripe's answer or its `refund.created` / `refund.updated` / `refund.failed`
 *      webhooks (which, since API version 2024-10-28, carry the refund of every payment method)
 *      move the record on. Success adds to the order's `amountRefunded` and the refund
 *      statistics and writes the history, with a follow-up (follow-ups.ts) that numbers the
 *      correction invoice and e-mails the buyer once, off the request; failure gives the amount back
 *      to `refundableAmount` and leaves the history line for the admin.
 */

/** Stripe's `reason` (it knows only these); ours is kept in the metadata. */
function stripeReason(reason: RefundReason): 'duplicate' | 'requested_by_customer' | undefined {
  if (reason === 'duplicate') return 'duplicate';
  if (reason === 'withdrawal' || reason === 'return') return 'requested_by_customer';
  return undefined;
}

export interface RefundInput {
  orderId: string;
  /** The caller's idempotency key within the order: the same id again is the same refund. */
  id: string;
  /** Grosze, at most what is left to refund. */
  amount: number;
  reason: RefundReason;
  requestedBy: string;
  /** The lines a withdrawal or return covers (issue 19). */
  lines?: RefundLine[];
}

/**
 * Refunds (part of) a paid order: records the refund and asks Stripe for it. Idempotent by `id`
 * within the order: the same id again answers the refund already recorded. Throws 409 when the
 * order has less left to refund than asked; a Stripe error once recorded (the sweeper retries).
 * For withdrawals and returns (issue 19), with `lines`.
 */
export async function requestRefund(input: RefundInput): Promise<RefundRecord> {
  const record = await recordRefund(input);
  return record.status === 'requested' ? submitRefund(record) : record;
}

/** Step 1 alone: the refund recorded and the money promised back, Stripe not asked yet. */
export async function recordRefund(input: RefundInput): Promise<RefundRecord> {
  const existing = await getRefund(input.orderId, input.id);
  if (existing) return existing;
  const order = await getOrder(input.orderId);
  if (!order) throw conflict('conflict', 'No such order');
  if (input.amount > order.refundableAmount) throw conflict('conflict', `At most ${order.refundableAmount} grosze of this order can be refunded`);
  const record = refundOf(order, { ...input, at: new Date().toISOString() });
  const recorded = await updateOrder({ order, at: record.createdAt, refund: { record } });
  if (!recorded) {
    const again = await getRefund(input.orderId, input.id);
    if (again) return again;
    throw conflict('conflict', 'The order changed while the refund was recorded; try again');
  }
  return record;
}

/**
 * Asks Stripe for a recorded refund and applies the answer. Safe to repeat: Stripe answers the
 * same refund for the same idempotency key. Errors are the caller's (the sweeper retries).
 */
export async function submitRefund(record: RefundRecord): Promise<RefundRecord> {
  const refund = await (await stripe()).refunds.create(
    {
      payment_intent: record.paymentIntentId,
      amount: record.amount,
      ...(stripeReason(record.reason) ? { reason: stripeReason(record.reason) } : {}),
      metadata: { orderId: record.orderId, refundId: record.id, reason: record.reason },
    },
    { idempotencyKey: `refund-${record.orderId}-${record.id}` },
  );
  await applyStripeRefund(refund);
  return (await getRefund(record.orderId, record.id)) ?? record;
}

/** Records a refund first seen at Stripe (made in Stripe's Dashboard): found by its payment. */
async function recordOutsideRefund(refund: Stripe.Refund): Promise<RefundRecord | undefined> {
  const paymentIntentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  const orderId = paymentIntentId ? await orderIdOfPayment(paymentIntentId) : undefined;
  if (!orderId || !paymentIntentId) return undefined;
  const id = `stripe-${refund.id}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await getRefund(orderId, id);
    if (existing) return existing;
    const order = await getOrder(orderId);
    if (!order) return undefined;
    const record = newRefundRecord({
      orderId,
      id,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason === 'duplicate' ? 'duplicate' : 'other',
      requestedBy: 'stripe-dashboard',
      paymentIntentId,
      at: new Date((refund.created ?? Date.now() / 1000) * 1000).toISOString(),
    });
    if (await updateOrder({ order, at: new Date().toISOString(), refund: { record } })) return record;
  }
  logger.error('a refund made at Stripe could not be recorded against its order', { refundId: refund.id, orderId });
  return undefined;
}

export type RefundApplication = 'applied' | 'unchanged' | 'unknown';

/**
 * Applies what Stripe says about a refund (its create answer, or a refund.* webhook): the
 * record moves on at most once per state, so repeated and out-of-order deliveries change nothing.
 */
export async function applyStripeRefund(refund: Stripe.Refund): Promise<RefundApplication> {
  const orderId = refund.metadata?.orderId;
  const refundId = refund.metadata?.refundId;
  const record = orderId && refundId ? await getRefund(orderId, refundId) : await recordOutsideRefund(refund);
  if (!record) {
    logger.warn('a Stripe refund the shop knows nothing about', { refundId: refund.id, metadata: refund.metadata });
    return 'unknown';
  }
  // What it changes is the refund rule's (ledger/refund-rules.ts): nothing for a refund settled
  // before (Stripe's create answer and its webhooks race); its follow-up does the rest.
  const status = (refund.status ?? 'pending') as StripeRefundStatus;
  const word = { status, stripeRefundId: refund.id, failureReason: refund.failure_reason ?? null };
  const inProgress = status === 'pending' || status === 'requires_action';
  // Only a settlement needs the order (its status for the history, its day for the statistics).
  const order = inProgress ? undefined : await getOrder(record.orderId);
  if (!inProgress && !order) return 'unknown';
  const intents = refundIntents(record, order ?? { status: 'pending', createdAt: record.createdAt }, word, new Date().toISOString());
  if (!intents.length) return 'unchanged';
  // A failed condition: another delivery moved the record first, and what it did stands.
  if (!(await commit(intents)).committed) return 'unchanged';
  if (status === 'succeeded') countMetric(shopMetrics.refundIssued);
  if (status === 'failed' || status === 'canceled') {
    logger.error('a refund failed at Stripe; the money is still to be returned', { orderId: record.orderId, refundId: record.id, reason: refund.failure_reason });
  }
  return 'applied';
}

/**
 * Drives refunds still open after `olderThanMinutes`: recorded but never accepted by Stripe
 * (Stripe unreachable when asked), or under way without a webhook since. Re-submitting is safe
 * (idempotency key); Stripe answers the refund's current state. Returns how many failed again.
 */
export async function driveOpenRefunds(options: { now?: Date; olderThanMinutes?: number } = {}): Promise<{ checked: number; failed: number }> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.olderThanMinutes ?? 10) * 60_000).toISOString();
  const report = { checked: 0, failed: 0 };
  for (const record of await listOpenRefunds(before)) {
    report.checked++;
    try {
      if (record.stripeRefundId) await applyStripeRefund(await (await stripe()).refunds.retrieve(record.stripeRefundId));
      else await submitRefund(record);
    } catch (error) {
      report.failed++;
      logger.error('could not drive an open refund', { orderId: record.orderId, refundId: record.id, error: error as Error });
    }
  }
  return report;
}
