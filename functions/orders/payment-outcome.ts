import type Stripe from 'stripe';
import type { Address, Order, OrderStatus } from '../contracts/order.js';
import { logger } from '../core/logger.js';
import { sendEmail } from '../messages/mailer.js';
import { orderStatusEmail } from './order-emails.js';
import { changeOrderStatus, getOrder, type OrderRecord } from './order-entity.js';
import { statusAfterPayment, type PaymentOutcome } from './order-transitions.js';

/**
 * What Stripe's word on a Checkout Session does to its order, wherever that word comes from:
 * a webhook (stripe-webhook.ts) or the sweeper asking Stripe about an order whose webhooks are
 * overdue (stale-orders.ts). Both go through here, so they can race without harm: the status
 * change is conditional on the status read, and only a pending order moves.
 */
export type SessionOutcome = PaymentOutcome | 'details';

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

export interface SessionOutcomeChange {
  order: OrderRecord;
  /** The session as Stripe reported it; absent when the order never got one. */
  session?: Stripe.Checkout.Session;
  /** `details`: a completed session, paid or with an asynchronous payment still under way. */
  outcome: SessionOutcome;
  /** For the order history: `stripe` (a webhook) or `sweeper`. */
  by: string;
  /** More items for the same transaction (the webhook's event record). */
  with?: unknown[];
}

/**
 * Applies the outcome: moves a pending order (paid → processing, failed or expired → cancelled,
 * stock released in the same transaction), stores the buyer's details, and e-mails the buyer
 * when the status moved. Returns false when the order changed since it was read (a race lost).
 */
export async function applySessionOutcome(change: SessionOutcomeChange): Promise<{ applied: boolean; status: OrderStatus }> {
  const { order, session, outcome } = change;
  const at = new Date().toISOString();
  const details = outcome === 'expired' || !session ? {} : customerDetails(session, order);
  const paidNow = outcome === 'paid' || (outcome === 'details' && session?.payment_status === 'paid');
  const to = outcome === 'details' ? (paidNow ? statusAfterPayment(order.status, 'paid') : undefined) : statusAfterPayment(order.status, outcome);

  // Nothing to move (already paid, already cancelled, or an async payment still under way):
  // still store what Stripe told us about the buyer, once.
  const applied = await changeOrderStatus({ order, to: to ?? order.status, at, by: change.by, set: details, with: change.with });
  if (!applied) return { applied, status: order.status };
  if (to && to !== order.status) {
    const updated = await getOrder(order.id);
    if (updated?.customerEmail) await sendEmail(orderStatusEmail(updated)).catch((error: unknown) => logger.error('order e-mail failed', { error: error as Error }));
  }
  return { applied, status: to ?? order.status };
}
