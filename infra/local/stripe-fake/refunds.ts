import { invalidRequest, resourceMissing, StripeApiError } from './errors.js';
import type { FormObject } from './form-encoding.js';
import { newId, type SessionRecord } from './sessions.js';

/**
 * Refunds as Stripe's Refunds API has them (`POST /v1/refunds`, `GET /v1/refunds/:id`), and the
 * Charge a paid Checkout Session made, whose `amount_refunded` they draw down. Pure: the server
 * owns the clock, storage and webhooks. Field names and nullability follow stripe 23.1.0's
 * `Refund` and `Charge` types; only what a shop reads is modelled.
 *
 * Card refunds succeed at once; BLIK and Przelewy24 refunds start `pending` and succeed a moment
 * later (as bank refunds do), unless a test makes them fail. A session can be told that its
 * refunds start pending whatever the method (test hook), to test the webhooks' path.
 */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  destination_details: { type: string } | null;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

/** The Charge of a paid session, as `charge.refunded` carries it. */
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  payment_method_details: { type: string };
  refunded: boolean;
  status: 'succeeded';
}

/** What the fake keeps of a session's payment. */
export interface ChargeRecord {
  id: string;
  amountRefunded: number;
  method: string;
  created: number;
  /** Set by a test hook: this payment's refunds start pending, whatever the method. */
  refundsPending?: boolean;
}

export interface RefundRecord {
  refund: Refund;
  sessionId: string;
  /** When a pending refund settles by itself (BLIK, Przelewy24), unless a test settles it first. */
  settleAt: number | null;
}

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** The session's charge, made when its payment succeeded (at completion, or when BLIK settles). */
export function chargeSession(record: SessionRecord, method: string, nowSeconds: number): void {
  record.charge ??= { id: newId('ch_test_'), amountRefunded: 0, method, created: nowSeconds };
}

export function chargeView(record: SessionRecord): Charge {
  const s = record.session;
  const c = record.charge!;
  return {
    id: c.id,
    object: 'charge',
    amount: s.amount_total,
    amount_captured: s.amount_total,
    amount_refunded: c.amountRefunded,
    captured: true,
    created: c.created,
    currency: s.currency,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: s.payment_intent!,
    payment_method_details: { type: c.method },
    refunded: c.amountRefunded >= s.amount_total,
    status: 'succeeded',
  };
}

const zl = (grosze: number, currency: string) => `${currency === 'pln' ? 'zł' : currency.toUpperCase()} ${(grosze / 100).toFixed(2).replace('.', ',')}`;

/**
 * `POST /v1/refunds`: validates the parameters as Stripe does and creates the refund. `find`
 * resolves a payment intent or charge id to its session. Throws StripeApiErrors in Stripe's shape.
 */
export function createRefund(
  params: FormObject,
  find: (by: { paymentIntent?: string; charge?: string }) => SessionRecord | undefined,
  nowSeconds: number,
  settleDelayMs: number,
  nowMs: number,
): RefundRecord {
  const known = new Set(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand', 'instructions_email', 'refund_application_fee', 'reverse_transfer', 'origin', 'currency', 'customer']);
  for (const key of Object.keys(params)) if (!known.has(key)) throw invalidRequest(`Received unknown parameter: ${key}`, key);
  const paymentIntent = typeof params.payment_intent === 'string' ? params.payment_intent : undefined;
  const chargeId = typeof params.charge === 'string' ? params.charge : undefined;
  if (!paymentIntent && !chargeId) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
  const record = find({ paymentIntent, charge: chargeId });
  if (!record) throw paymentIntent ? resourceMissing('payment_intent', paymentIntent) : resourceMissing('charge', chargeId!);
  const s = record.session;
  if (!record.charge) {
    throw invalidRequest(`This PaymentIntent (${s.payment_intent ?? 'none'}) does not have a successful charge to refund.`, undefined, 'charge_not_refundable');
  }
  const remaining = s.amount_total - record.charge.amountRefunded;
  if (remaining <= 0) throw invalidRequest(`Charge ${record.charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  let amount = remaining;
  if (params.amount !== undefined) {
    if (typeof params.amount !== 'string' || !/^\d+$/.test(params.amount) || Number(params.amount) < 1) throw invalidRequest(`Invalid positive integer`, 'amount');
    amount = Number(params.amount);
  }
  if (amount > remaining) {
    throw invalidRequest(`Refund amount (${zl(amount, s.currency)}) is greater than unrefunded amount on charge (${zl(remaining, s.currency)})`, 'amount', 'amount_too_large');
  }
  const reason = params.reason;
  if (reason !== undefined && !(REASONS as readonly unknown[]).includes(reason)) {
    throw invalidRequest(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
  }
  const metadata = params.metadata && typeof params.metadata === 'object' && !Array.isArray(params.metadata) ? (params.metadata as Record<string, string>) : {};
  const pending = record.charge.refundsPending || record.charge.method !== 'card';
  record.charge.amountRefunded += amount;
  return {
    sessionId: s.id,
    settleAt: pending && !record.charge.refundsPending ? nowMs + settleDelayMs : null,
    refund: {
      id: newId('re_test_'),
      object: 'refund',
      amount,
      balance_transaction: pending ? null : newId('txn_'),
      charge: record.charge.id,
      created: nowSeconds,
      currency: s.currency,
      destination_details: { type: record.charge.method },
      metadata,
      payment_intent: s.payment_intent!,
      reason: (reason as Refund['reason']) ?? null,
      receipt_number: null,
      status: pending ? 'pending' : 'succeeded',
    },
  };
}

/** A pending refund reaches its end. A failed one gives its amount back to the charge. */
export function settleRefund(refund: RefundRecord, outcome: 'succeeded' | 'failed', session: SessionRecord | undefined): void {
  if (refund.refund.status !== 'pending' && refund.refund.status !== 'requires_action') {
    throw new StripeApiError(400, { type: 'invalid_request_error', message: `Refund ${refund.refund.id} is ${refund.refund.status}; only a pending refund can settle.` });
  }
  refund.settleAt = null;
  refund.refund.status = outcome;
  if (outcome === 'succeeded') refund.refund.balance_transaction = newId('txn_');
  else {
    refund.refund.failure_reason = 'expired_or_canceled_card';
    if (session?.charge) session.charge.amountRefunded -= refund.refund.amount;
  }
}
