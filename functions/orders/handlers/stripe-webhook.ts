import type Stripe from 'stripe';
import { conflict, invalidRequest } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { getOrder, recordStripeEvent, stripeEventRecord, stripeEventSeen } from '../order-entity.js';
import { applySessionOutcome, type SessionOutcome } from '../payment-outcome.js';
import { stripe, webhookSecret } from '../stripe.js';

const outcomes: Record<string, SessionOutcome> = {
  'checkout.session.completed': 'details', // paid → processing; unpaid (BLIK, P24 async) → stays pending
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * POST /api/stripe/webhook — Stripe's word on payments. The signature is checked on the raw
 * body before anything is parsed (400 otherwise). Each event id is recorded in the same
 * transaction as its effect, so a repeated delivery changes nothing; events may come in any
 * order: only a pending order moves, so a late `expired` never cancels a paid order.
 */
export const stripeWebhook = httpHandler({ rawBody: true, maxBodyBytes: 512 * 1024 }, async ({ rawBody, headers }) => {
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(rawBody!, headers['stripe-signature'] ?? '', webhookSecret());
  } catch (error) {
    logger.warn('webhook signature rejected', { reason: (error as Error).message });
    throw invalidRequest('Invalid Stripe signature');
  }
  const outcome = outcomes[event.type];
  const at = new Date().toISOString();
  if (!outcome) return { received: true, ignored: event.type };
  if (await stripeEventSeen(event.id)) return { received: true, duplicate: true };

  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order) {
    logger.warn('webhook for an unknown order', { eventId: event.id, orderId });
    await recordStripeEvent(event.id, event.type, at);
    return { received: true, unknownOrder: true };
  }

  const { applied, status } = await applySessionOutcome({ order, session, outcome, by: 'stripe', with: [stripeEventRecord(event.id, event.type, at)] });
  if (!applied) {
    // Lost a race with another delivery or event: Stripe retries, and the retry sees the new state.
    if (await stripeEventSeen(event.id)) return { received: true, duplicate: true };
    throw conflict('conflict', 'The order changed while this event was handled; retry');
  }
  return { received: true, status };
});
