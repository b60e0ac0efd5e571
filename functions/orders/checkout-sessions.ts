import type Stripe from 'stripe';
import { logger } from '../core/logger.js';
import { getOrder, orderIdOfSession, type OrderRecord } from '../ledger/order-entity.js';
import { stripe } from './stripe.js';

/**
 * The shop's side of Stripe Checkout sessions: which order a session is for, and ending one
 * before its time (a buyer leaving the payment page, an admin cancelling).
 */

/** The order of a Checkout session, or undefined (unknown session, or one that is not the order's). */
export async function orderOfSession(sessionId: string): Promise<OrderRecord | undefined> {
  let orderId = await orderIdOfSession(sessionId);
  if (!orderId) {
    // Orders placed before the lookup existed: ask Stripe whose session it is.
    try {
      orderId = (await (await stripe()).checkout.sessions.retrieve(sessionId)).client_reference_id ?? undefined;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    }
  }
  const order = orderId ? await getOrder(orderId) : undefined;
  return order?.stripeSessionId === sessionId ? order : undefined;
}

/**
 * Expires a session so that it can no longer be paid, and answers it as Stripe now shows it:
 * `expired`, or `complete` when the buyer got there first (paid, or a bank payment under way).
 * Stripe refuses to expire a session that is not open; the session is then read instead.
 */
export async function expireSession(sessionId: string): Promise<Stripe.Checkout.Session> {
  const session = await (await stripe()).checkout.sessions.retrieve(sessionId);
  if (session.status !== 'open') return session;
  try {
    return await (await stripe()).checkout.sessions.expire(sessionId);
  } catch (error) {
    // Completed between our read and the expiry: read what it became.
    logger.info('a session could not be expired; reading it again', { sessionId, reason: (error as Error).message });
    return (await stripe()).checkout.sessions.retrieve(sessionId);
  }
}
