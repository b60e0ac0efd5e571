import type { SessionRecord } from './sessions.js';

/**
 * The PaymentIntent behind a completed Checkout Session, as `expand[]=payment_intent` on the
 * session (or `GET /v1/payment_intents/:id`) returns it. A session's own fields cannot tell a
 * bank payment still under way from one that failed: both stay `complete` + `unpaid` (Stripe's
 * "How PaymentIntents work": an asynchronous method sits in `processing`; a failed attempt
 * returns the intent to `requires_payment_method`). Only the PaymentIntent's `status` tells them
 * apart, so the fake derives it from the state it already keeps, never storing a second copy:
 *
 * | the fake's record                         | status                    |
 * |-------------------------------------------|---------------------------|
 * | a charge (card, Przelewy24, BLIK settled) | `succeeded`               |
 * | a BLIK outcome still to come              | `processing`              |
 * | neither (the BLIK payment failed)         | `requires_payment_method` |
 *
 * Field names and nullability follow stripe 23.1.0's `PaymentIntent` type; only what a shop
 * reads is modelled.
 */
export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  last_payment_error: { code: string; message: string; type: 'invalid_request_error' } | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method_types: string[];
  status: 'processing' | 'requires_payment_method' | 'succeeded';
}

export function paymentIntentView(record: SessionRecord): PaymentIntent | null {
  const s = record.session;
  if (!s.payment_intent) return null;
  const status = record.charge ? 'succeeded' : record.pendingAsync ? 'processing' : 'requires_payment_method';
  return {
    id: s.payment_intent,
    object: 'payment_intent',
    amount: s.amount_total,
    amount_received: status === 'succeeded' ? s.amount_total : 0,
    currency: s.currency,
    last_payment_error:
      status === 'requires_payment_method'
        ? { code: 'payment_intent_payment_attempt_failed', message: 'The latest payment attempt of this PaymentIntent has failed.', type: 'invalid_request_error' }
        : null,
    livemode: false,
    metadata: {},
    payment_method_types: s.payment_method_types,
    status,
  };
}
