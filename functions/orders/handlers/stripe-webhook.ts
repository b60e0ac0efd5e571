import type Stripe from 'stripe';
import { conflict, HttpError, invalidRequest } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { shopMetrics } from '../../core/metric-names.js';
import { countMetric } from '../../core/metrics.js';
import { getOrder, recordStripeEvent, stripeEventRecord, stripeEventSeen } from '../../ledger/order-entity.js';
import { applySessionOutcome, type SessionOutcome } from '../payment-outcome.js';
import { applyStripeRefund } from '../refunds.js';
import { stripe, webhookSecret } from '../stripe.js';

const sessionOutcomes: Record<string, SessionOutcome> = {
  'checkout.session.completed': 'details', // paid → processing; unpaid (BLIK, P24 async) → payment processing
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * The refund events that carry a refund's outcome (data.object is the Refund). Since API version
 * 2024-10-28 Stripe sends them for every refund, charge or not; `charge.refunded` (a Charge, no
 * refund status) adds nothing to them and is acknowledged unread.
 */
const refundEvents = new Set(['refund.created', 'refund.updated', 'refund.failed']);

/**
 * POST /api/stripe/webhook — Stripe's word on payments and refunds. The signature is checked on
 * the raw body before anything is parsed (400 otherwise), and so is the event's shape (a signed
 * event without its object is a 400 too: retrying it would never help). Each event id is
 * recorded with its effect, so a repeated delivery changes nothing; events may come in any
 * order: only a pending order moves, a payment is recorded once, a refund settles once.
 * Whenever it answers 5xx (Stripe will retry), `webhookFailed` is counted.
 */
export const stripeWebhook = httpHandler({ rawBody: true, maxBodyBytes: 512 * 1024 }, async ({ rawBody, headers }) => {
  let event: Stripe.Event;
  try {
    event = (await stripe()).webhooks.constructEvent(rawBody!, headers['stripe-signature'] ?? '', webhookSecret());
  } catch (error) {
    if (error instanceof HttpError) throw error; // payments not configured: a 503
    logger.warn('webhook signature rejected', { reason: (error as Error).message });
    throw invalidRequest('Invalid Stripe signature');
  }
  try {
    return await handleEvent(event);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) countMetric(shopMetrics.webhookFailed);
    throw error;
  }
});

async function handleEvent(event: Stripe.Event) {
  const outcome = sessionOutcomes[event.type];
  const isRefund = refundEvents.has(event.type);
  if (!outcome && !isRefund) return { received: true, ignored: event.type };
  const object = (event as { data?: { object?: unknown } }).data?.object;
  if (!object || typeof object !== 'object') {
    logger.error('signed Stripe event without its object', { eventId: event.id, type: event.type });
    throw invalidRequest('The event carries no data.object');
  }
  if (await stripeEventSeen(event.id)) return { received: true, duplicate: true };
  const at = new Date().toISOString();

  if (isRefund) {
    const applied = await applyStripeRefund(object as Stripe.Refund);
    await recordStripeEvent(event.id, event.type, at);
    return { received: true, refund: applied };
  }

  const session = object as Stripe.Checkout.Session;
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order) {
    logger.warn('webhook for an unknown order', { eventId: event.id, orderId });
    await recordStripeEvent(event.id, event.type, at);
    return { received: true, unknownOrder: true };
  }

  const { result, status } = await applySessionOutcome({ order, session, outcome: outcome!, by: 'stripe', with: [stripeEventRecord(event.id, event.type, at)] });
  if (result === 'unchanged') {
    await recordStripeEvent(event.id, event.type, at);
    return { received: true, status };
  }
  if (result === 'raced') {
    // Lost a race with another delivery or event: Stripe retries, and the retry sees the new state.
    if (await stripeEventSeen(event.id)) return { received: true, duplicate: true };
    throw conflict('conflict', 'The order changed while this event was handled; retry');
  }
  return { received: true, status };
}
