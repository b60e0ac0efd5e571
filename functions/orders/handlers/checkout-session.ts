import { variantWords } from '../../contracts/order-line-name.js';
import type Stripe from 'stripe';
import {
  checkoutSessionParamsSchema,
  type CheckoutCancelResult,
  type CheckoutPaymentState,
  type CheckoutStatus,
} from '../../contracts/order.js';
import { conflict, notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { expireSession, orderOfSession } from '../checkout-sessions.js';
import { getOrder, type OrderRecord } from '../../ledger/order-entity.js';
import { isSold } from '../../ledger/order-transitions.js';
import { applySessionOutcome, type SessionOutcome } from '../payment-outcome.js';
import { stripe } from '../stripe.js';

/** How the payment of an order stands, in the words of the payment result pages. */
export function paymentStateOf(order: Pick<OrderRecord, 'status' | 'paymentStatus' | 'paidAt'>): CheckoutPaymentState {
  if (order.status === 'cancelled') return order.paidAt ? 'cancelled' : order.paymentStatus === 'processing' ? 'processing' : 'failed';
  if (isSold(order.status)) return 'paid';
  return order.paymentStatus === 'processing' ? 'processing' : 'awaiting';
}

/** What a session's state at Stripe means for its still-unpaid order; undefined: nothing yet. */
function outcomeOf(session: Stripe.Checkout.Session): SessionOutcome | undefined {
  if (session.status === 'complete') return 'details';
  if (session.status === 'expired') return 'expired';
  return undefined;
}

/**
 * GET /api/checkout/sessions/{sessionId} — the payment result page asks how its payment went.
 * While the order is still waiting for Stripe's webhook, Stripe itself is asked, and its answer
 * applied exactly as the webhook would (payment-outcome.ts): the page never has to wait for a
 * webhook that is late. Anyone with the session id may ask (it is in the buyer's return URL
 * only); the answer holds no personal data.
 */
export const checkoutStatus = httpHandler({ params: checkoutSessionParamsSchema }, async ({ params }): Promise<CheckoutStatus> => {
  let order = await orderOfSession(params.sessionId);
  if (!order) throw notFound('No such checkout');
  // Ask Stripe while its word is still awaited: nothing heard yet, or a bank payment under way
  // (also for an order cancelled meanwhile: a payment landing then must be refunded).
  if ((order.status === 'pending' && order.paymentStatus === 'unpaid') || (order.paymentStatus === 'processing' && !order.paidAt)) {
    try {
      const session = await (await stripe()).checkout.sessions.retrieve(params.sessionId);
      const outcome = outcomeOf(session);
      if (outcome) {
        await applySessionOutcome({ order, session, outcome, by: 'stripe' });
        order = (await getOrder(order.id)) ?? order;
      }
    } catch (error) {
      // Stripe unreachable: answer what the shop knows; the page asks again.
      logger.warn('could not ask Stripe about a session', { sessionId: params.sessionId, error: error as Error });
    }
  }
  return {
    orderId: order.id,
    state: paymentStateOf(order),
    orderStatus: order.status,
    totalAmount: order.totalAmount,
    currency: order.currency,
    deliveryMethod: order.delivery?.method ?? null,
    lines: order.items.map((i) => ({
      productId: i.productId,
      ...(i.variant?.length ? { sku: i.sku, variantName: variantWords(i.variant)! } : {}),
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      product: { name: i.product.name, ...(i.product.nameEn ? { nameEn: i.product.nameEn } : {}), brand: i.product.brand, imageUrl: i.product.imageUrl },
    })),
  };
});

/**
 * POST /api/checkout/sessions/{sessionId}/cancel — the buyer left Stripe's page for
 * /payment/cancel: the session is expired at once (it can no longer be paid) and the order
 * cancelled, so its units are back in stock now rather than when the session would have expired.
 * Idempotent. A session the buyer completed after all is not cancelled: the answer says so.
 */
export const cancelCheckout = httpHandler({ params: checkoutSessionParamsSchema }, async ({ params }): Promise<CheckoutCancelResult> => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await orderOfSession(params.sessionId);
    if (!order) throw notFound('No such checkout');
    const answer = (result: CheckoutCancelResult['result']): CheckoutCancelResult => ({ orderId: order.id, result });
    if (order.status === 'cancelled') return answer(order.paidAt ? 'paid' : 'already_cancelled');
    if (order.status !== 'pending') return answer('paid');
    if (order.paymentStatus === 'processing') return answer('processing');

    const session = await expireSession(params.sessionId);
    const outcome = outcomeOf(session);
    if (!outcome) continue; // still open (Stripe refused to expire it): read again
    const { result } = await applySessionOutcome({ order, session, outcome, by: 'buyer' });
    if (result === 'raced') continue;
    const now = (await getOrder(order.id)) ?? order;
    const state = paymentStateOf(now);
    return answer(state === 'failed' ? 'cancelled' : state === 'paid' || state === 'cancelled' ? 'paid' : 'processing');
  }
  throw conflict('conflict', 'The order kept changing while it was cancelled; try again');
});
