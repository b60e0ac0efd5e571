import type Stripe from 'stripe';
import type { Address, Order } from '../../contracts/order.js';
import { conflict, invalidRequest } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { sendEmail } from '../../messages/mailer.js';
import { orderStatusEmail } from '../order-emails.js';
import { statusAfterPayment, type PaymentOutcome } from '../order-transitions.js';
import { changeOrderStatus, getOrder, recordStripeEvent, stripeEventRecord, stripeEventSeen, type OrderRecord } from '../order-entity.js';
import { stripe, webhookSecret } from '../stripe.js';

const outcomes: Record<string, PaymentOutcome | 'details'> = {
  'checkout.session.completed': 'details', // paid → processing; unpaid (BLIK, P24 async) → stays pending
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

function address(a: Stripe.Address | null | undefined): Address | null {
  if (!a?.line1) return null;
  return { line1: a.line1, line2: a.line2 ?? null, postalCode: a.postal_code ?? '', city: a.city ?? '', country: a.country ?? '' };
}

/** What Stripe collected from the buyer, to store on the order. */
function customerDetails(session: Stripe.Checkout.Session, order: OrderRecord): Partial<Order> {
  const details = session.customer_details;
  const legacy = (session as unknown as { shipping_details?: { name?: string; address?: Stripe.Address } }).shipping_details;
  const shipping = session.collected_information?.shipping_details ?? legacy;
  return {
    customerName: shipping?.name ?? details?.name ?? order.customerName,
    customerEmail: details?.email ?? order.customerEmail,
    customerPhone: details?.phone ?? order.customerPhone,
    taxId: details?.tax_ids?.[0]?.value ?? order.taxId,
    shippingAddress: address(shipping?.address) ?? address(details?.address) ?? order.shippingAddress,
    stripePaymentIntentId: (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ?? order.stripePaymentIntentId,
    stripeSessionId: session.id,
  };
}

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

  const details = outcome === 'expired' ? {} : customerDetails(session, order);
  const paidNow = outcome === 'paid' || (outcome === 'details' && session.payment_status === 'paid');
  const to = outcome === 'details' ? (paidNow ? statusAfterPayment(order.status, 'paid') : undefined) : statusAfterPayment(order.status, outcome);

  // Nothing to move (already paid, already cancelled, or an async payment still under way):
  // still store what Stripe told us about the buyer, once.
  const applied = await changeOrderStatus({
    order,
    to: to ?? order.status,
    at,
    by: 'stripe',
    set: details,
    with: [stripeEventRecord(event.id, event.type, at)],
  });
  if (!applied) {
    // Lost a race with another delivery or event: Stripe retries, and the retry sees the new state.
    if (await stripeEventSeen(event.id)) return { received: true, duplicate: true };
    throw conflict('conflict', 'The order changed while this event was handled; retry');
  }
  if (to && to !== order.status) {
    const updated = await getOrder(order.id);
    if (updated?.customerEmail) await sendEmail(orderStatusEmail(updated)).catch((error: unknown) => logger.error('order e-mail failed', { error: error as Error }));
  }
  return { received: true, status: to ?? order.status };
});
