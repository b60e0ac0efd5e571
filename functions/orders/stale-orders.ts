import type Stripe from 'stripe';
import { pendingOrderIdsBefore } from '../ledger/ledger-reads.js';
import { CHECKOUT_EXPIRY_MINUTES, type OrderStatus } from '../contracts/order.js';
import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric } from '../core/metrics.js';
import { getOrder } from '../ledger/order-entity.js';
import { applySessionOutcome, type SessionOutcome } from './payment-outcome.js';
import { driveOpenRefunds } from './refunds.js';
import { stripe } from './stripe.js';

/**
 * Settles pending orders whose webhooks are overdue. A pending order holds its units until
 * Stripe says how its Checkout Session ended; sessions end CHECKOUT_EXPIRY_MINUTES after they
 * are created at the latest, and Stripe then sends a webhook. If that webhook is lost (Stripe
 * gives up after three days of failed deliveries, or the endpoint was misconfigured), the units
 * would stay held for ever. So a schedule (every 15 minutes in AWS, every 5 on the local stack)
 * asks Stripe about every order still pending well after its session must have ended, and
 * applies the answer exactly as the webhook would have (payment-outcome.ts):
 *
 * | Stripe says                          | the order                                        |
 * |--------------------------------------|--------------------------------------------------|
 * | expired                              | cancelled, units released                        |
 * | complete and paid                    | processing (the buyer paid; the webhook was lost) |
 * | complete, unpaid, payment failed     | cancelled, units released (as `async_payment_failed`) |
 * | complete, payment still under way    | left pending (bank payments may take days)       |
 * | still open (should not happen)       | expired at Stripe, then cancelled                |
 * | the order has no session             | cancelled (its session was never created or recorded) |
 *
 * The same run drives refunds still open after 10 minutes (recorded while Stripe could not be
 * reached, or without a webhook since): refunds.ts, driveOpenRefunds. Every order or refund it
 * could not settle is counted (`sweeperFailed`) and logged as an error; the scheduled Lambda
 * then fails its invocation (sweeper.ts), so none of it goes unseen.
 */
export const STALE_AFTER_MINUTES = CHECKOUT_EXPIRY_MINUTES + 30;

export interface SettleReport {
  checked: number;
  settled: { orderId: string; status: OrderStatus }[];
  /** Orders left pending: a payment still under way, or a race lost to a webhook. */
  left: number;
  /** Orders that could not be settled this time (Stripe unreachable…); the next run retries. */
  failed: number;
  /** Open refunds driven on, and how many of them failed again. */
  refunds: { checked: number; failed: number };
}

/**
 * A completed, unpaid session's payment has failed when its PaymentIntent went back to
 * `requires_payment_method` (the attempt failed: "How PaymentIntents work",
 * docs.stripe.com/payments/paymentintents/lifecycle) or was `canceled`. The session itself stays
 * `complete` + `unpaid` either way, exactly as while a bank payment is `processing`, so only the
 * intent tells them apart (Checkout sends `checkout.session.async_payment_failed` at that moment).
 */
function paymentFailed(session: Stripe.Checkout.Session): boolean {
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return false; // not expanded: cannot tell, leave it
  return intent.status === 'requires_payment_method' || intent.status === 'canceled';
}

/** What the session's state means for its order; undefined: leave it pending. */
async function outcomeAtStripe(sessionId: string): Promise<{ session: Stripe.Checkout.Session; outcome: SessionOutcome } | undefined> {
  const client = await stripe();
  let session = await client.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  if (session.status === 'open') session = await client.checkout.sessions.expire(sessionId);
  if (session.status === 'expired') return { session, outcome: 'expired' };
  if (session.status === 'complete' && session.payment_status === 'paid') return { session, outcome: 'details' };
  if (session.status === 'complete' && session.payment_status === 'unpaid' && paymentFailed(session)) return { session, outcome: 'failed' };
  return undefined;
}

export async function settleStalePendingOrders(options: { now?: Date; olderThanMinutes?: number; refundsOlderThanMinutes?: number } = {}): Promise<SettleReport> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.olderThanMinutes ?? STALE_AFTER_MINUTES) * 60_000).toISOString();
  const report: SettleReport = { checked: 0, settled: [], left: 0, failed: 0, refunds: { checked: 0, failed: 0 } };
  for (const id of await pendingOrderIdsBefore(before)) {
    report.checked++;
    try {
      const order = await getOrder(id);
      if (order?.status !== 'pending') continue; // settled since the index was read
      const answer = order.stripeSessionId ? await outcomeAtStripe(order.stripeSessionId) : { session: undefined, outcome: 'expired' as const };
      if (!answer) {
        report.left++;
        continue;
      }
      const { result, status } = await applySessionOutcome({ order, ...answer, by: 'sweeper' });
      if (result === 'applied' && status !== 'pending') report.settled.push({ orderId: id, status });
      else report.left++;
    } catch (error) {
      report.failed++;
      logger.error('could not settle a stale pending order', { orderId: id, error: error as Error });
    }
  }
  try {
    report.refunds = await driveOpenRefunds({ now, ...(options.refundsOlderThanMinutes !== undefined ? { olderThanMinutes: options.refundsOlderThanMinutes } : {}) });
  } catch (error) {
    report.refunds.failed++;
    logger.error('could not list the open refunds', { error: error as Error });
  }
  const failures = report.failed + report.refunds.failed;
  if (failures) countMetric(shopMetrics.sweeperFailed, failures);
  if (report.checked || report.refunds.checked) logger.info('stale pending orders and open refunds', { ...report });
  return report;
}
