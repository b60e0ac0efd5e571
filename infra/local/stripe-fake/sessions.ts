import { randomBytes } from 'node:crypto';
import type { ChargeRecord } from './refunds.js';
import type { PaymentMethod, SessionCreateInput } from './session-params.js';

/**
 * Checkout Sessions as Stripe returns them, and the changes a payment makes to one. Pure: the
 * server owns the clock, storage and webhooks. Only the fields a shop reads are modelled; their
 * names and nullability follow stripe 23.1.0's `Checkout.Session` type.
 */

export interface Address {
  line1: string;
  line2: string | null;
  postal_code: string;
  city: string;
  state: string | null;
  country: string;
}

export interface ShippingDetails {
  name: string;
  address: Address;
}

export interface CustomerDetails {
  address: Address;
  business_name: string | null;
  email: string;
  individual_name: string | null;
  name: string;
  phone: string | null;
  tax_exempt: 'none';
  tax_ids: Array<{ type: 'eu_vat'; value: string }>;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  allowed_payment_method_types: string[] | null;
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  collected_information: { business_name: null; individual_name: null; shipping_details: ShippingDetails | null } | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: CustomerDetails | null;
  customer_email: string | null;
  expires_at: number;
  line_items?: LineItemList;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: PaymentMethod[];
  payment_status: 'paid' | 'unpaid';
  phone_number_collection: { enabled: boolean };
  shipping_address_collection: { allowed_countries: string[] } | null;
  /** Gone from the newest API versions (see collected_information), kept for older integrations. */
  shipping_details: ShippingDetails | null;
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  tax_id_collection: { enabled: boolean; required: 'if_supported' | 'never' };
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  price: {
    id: string;
    object: 'price';
    active: false;
    currency: string;
    livemode: false;
    metadata: Record<string, string>;
    /** Stripe returns the id here unless the caller expands it. */
    product: string;
    type: 'one_time';
    unit_amount: number;
  };
  quantity: number;
}

export interface LineItemList {
  object: 'list';
  data: LineItem[];
  has_more: boolean;
  url: string;
}

/** What the fake keeps per session: the Stripe objects plus its own bookkeeping. */
export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  /** A delayed BLIK outcome still to come, stored so it survives a restart of the fake. */
  pendingAsync: { outcome: 'succeeded' | 'failed'; dueAt: number } | null;
  /** The payment's charge once it succeeded (refunds draw on it); see refunds.ts. */
  charge?: ChargeRecord | null;
}

/** What the buyer does on the hosted page (or through the test hook). */
export const PAY_OUTCOMES = ['card', 'blik', 'p24', 'fail', 'cancel'] as const;
export type PayOutcome = (typeof PAY_OUTCOMES)[number];

/** The payment method each paying outcome simulates; `fail` is a BLIK payment that is refused later. */
export const OUTCOME_METHOD: Record<Exclude<PayOutcome, 'cancel'>, PaymentMethod> = { card: 'card', blik: 'blik', p24: 'p24', fail: 'blik' };

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Stripe-looking ids: a prefix and random letters and digits (`cs_test_a1B2…`). */
export function newId(prefix: string, length = 24): string {
  return prefix + [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function hostedPageUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/pay/${sessionId}`;
}

export function createSessionRecord(input: SessionCreateInput, nowSeconds: number, publicUrl: string): SessionRecord {
  const id = newId('cs_test_', 58);
  const lineItems = input.lineItems.map((item): LineItem => {
    const amount = item.unitAmount * item.quantity;
    return {
      id: newId('li_'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: item.currency,
      description: item.name,
      metadata: {},
      price: {
        id: newId('price_'),
        object: 'price',
        active: false,
        currency: item.currency,
        livemode: false,
        metadata: {},
        product: newId('prod_', 14),
        type: 'one_time',
        unit_amount: item.unitAmount,
      },
      quantity: item.quantity,
    };
  });
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount_subtotal: total,
    amount_total: total,
    // Stored as sent: like Stripe, `{CHECKOUT_SESSION_ID}` is filled in when redirecting.
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    collected_information: null,
    created: nowSeconds,
    currency: input.currency,
    customer: null,
    customer_details: null,
    customer_email: input.customerEmail,
    expires_at: input.expiresAt,
    livemode: false,
    locale: input.locale,
    metadata: input.metadata,
    mode: 'payment',
    payment_intent: null,
    payment_method_types: input.paymentMethods,
    payment_status: 'unpaid',
    phone_number_collection: input.phoneNumberCollection,
    shipping_address_collection: input.shippingAddressCollection,
    shipping_details: null,
    status: 'open',
    success_url: input.successUrl,
    tax_id_collection: input.taxIdCollection,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: hostedPageUrl(publicUrl, id),
  };
  return { session, lineItems, pendingAsync: null };
}

/** The success or cancel URL with the session id filled in, as Stripe redirects. */
export function redirectUrl(template: string | null, sessionId: string): string | null {
  return template?.replaceAll('{CHECKOUT_SESSION_ID}', sessionId) ?? null;
}

/** The test buyer every simulated payment uses. */
const TEST_BUYER = {
  name: 'Jan Testowy',
  email: 'jan.testowy@example.com',
  phone: '+48600100200',
  address: { line1: 'ul. Testowa 1', line2: null, postal_code: '30-001', city: 'Kraków', state: null, country: 'PL' },
} as const;

/**
 * A NIP as typed by a buyer (`PL 123-456-78-90`, `1234567890`) → its ten digits, or null when it
 * is not one. Stripe stores Polish VAT ids as `eu_vat` values `PL` + digits.
 */
export function normaliseNip(raw: string): string | null {
  const digits = raw.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/**
 * The buyer completes the page. Card and Przelewy24 are paid at once; BLIK (and the failing
 * BLIK) complete unpaid and settle later, as Stripe's asynchronous methods do. Details appear
 * only when the session asked for them: a phone with phone_number_collection, shipping with
 * shipping_address_collection, a tax id with tax_id_collection.
 */
export function completeSession(
  record: SessionRecord,
  outcome: Exclude<PayOutcome, 'cancel'>,
  nip: string | null,
  settleAt: number,
  /** What the buyer typed on the page; Stripe asks only when the session named no customer_email. */
  email?: string,
): void {
  const s = record.session;
  const shipping: ShippingDetails | null = s.shipping_address_collection ? { name: TEST_BUYER.name, address: { ...TEST_BUYER.address } } : null;
  s.status = 'complete';
  s.url = null; // Stripe: "only present when the session is active"
  s.payment_intent = newId('pi_test_');
  s.customer_details = {
    address: { ...TEST_BUYER.address },
    business_name: null,
    email: s.customer_email ?? email ?? TEST_BUYER.email,
    individual_name: null,
    name: TEST_BUYER.name,
    phone: s.phone_number_collection.enabled ? TEST_BUYER.phone : null,
    tax_exempt: 'none',
    tax_ids: s.tax_id_collection.enabled && nip ? [{ type: 'eu_vat', value: `PL${nip}` }] : [],
  };
  s.collected_information = { business_name: null, individual_name: null, shipping_details: shipping };
  s.shipping_details = shipping;
  const delayed = OUTCOME_METHOD[outcome] === 'blik';
  s.payment_status = delayed ? 'unpaid' : 'paid';
  record.pendingAsync = delayed ? { outcome: outcome === 'fail' ? 'failed' : 'succeeded', dueAt: settleAt } : null;
}

/** The delayed BLIK outcome arrives: paid, or left unpaid. Returns the event type to send. */
export function settleAsyncPayment(record: SessionRecord): 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed' {
  const outcome = record.pendingAsync?.outcome;
  record.pendingAsync = null;
  if (outcome === 'succeeded') {
    record.session.payment_status = 'paid';
    return 'checkout.session.async_payment_succeeded';
  }
  return 'checkout.session.async_payment_failed';
}

export function expireSession(record: SessionRecord): void {
  record.session.status = 'expired';
  record.session.url = null;
}

/** Stripe's list object for `GET …/line_items`, with its default page of 10. */
export function listLineItems(record: SessionRecord, limit = 10, startingAfter?: string): LineItemList {
  const start = startingAfter ? record.lineItems.findIndex((item) => item.id === startingAfter) + 1 : 0;
  const page = record.lineItems.slice(start, start + limit);
  return {
    object: 'list',
    data: page,
    has_more: start + limit < record.lineItems.length,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  };
}
