import { z } from 'zod';
import { invalidRequest, type StripeApiError } from './errors.js';
import { paramName, type FormObject } from './form-encoding.js';

/**
 * The parameters of `POST /v1/checkout/sessions`, read from the decoded form the way Stripe
 * reads them: strings turned into numbers and booleans, unknown parameters refused (so a typo in
 * the shop fails here as it would against Stripe), and the checks Stripe makes that a shop can
 * trip over (expiry window, one currency, BLIK only in PLN, the PLN minimum).
 *
 * Real Stripe parameters the fake does not model are accepted and ignored (listed below), so
 * valid shop code is never refused by the fake alone.
 */

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/** The payment methods the shop offers, and so the ones the hosted test page can simulate. */
export const PAYMENT_METHODS = ['card', 'blik', 'p24'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// Top-level create parameters of the pinned API version (stripe 23.1.0's SessionCreateParams)
// that change nothing in the fake.
const ACCEPTED_AND_IGNORED = [
  'adaptive_pricing', 'after_expiration', 'allow_promotion_codes', 'automatic_tax', 'billing_address_collection',
  'branding_settings', 'consent_collection', 'currency', 'custom_fields', 'custom_text', 'customer', 'customer_account',
  'customer_creation', 'customer_update', 'discounts', 'excluded_payment_method_types', 'integration_identifier',
  'invoice_creation', 'managed_payments', 'name_collection', 'optional_items', 'origin_context', 'payment_intent_data',
  'payment_method_collection', 'payment_method_configuration', 'payment_method_data', 'payment_method_options',
  'permissions', 'redirect_on_completion', 'return_url', 'saved_payment_method_options', 'setup_intent_data',
  'shipping_options', 'submit_type', 'subscription_data', 'ui_mode', 'wallet_options',
] as const;

const formInt = z
  .string()
  .regex(/^-?\d+$/, { error: (issue) => `Invalid integer: ${String(issue.input)}` })
  .transform(Number);
const formBool = z.enum(['true', 'false'], { error: (issue) => `Invalid boolean: ${String(issue.input)}` }).transform((v) => v === 'true');
const url = z.string().max(5000).refine((v) => URL.canParse(v), { error: 'Not a valid URL' });
// Stripe's limits: 50 keys, keys up to 40 characters, values up to 500.
const metadata = z
  .record(z.string().max(40), z.string().max(500))
  .refine((m) => Object.keys(m).length <= 50, { error: 'Metadata can have at most 50 keys' });

const productData = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  images: z.array(url).max(8).optional(),
  metadata: metadata.optional(),
  tax_code: z.string().optional(),
  tax_details: z.unknown().optional(),
  unit_label: z.string().optional(),
});

const priceData = z.strictObject({
  currency: z.string().regex(/^[a-z]{3}$/, { error: 'Invalid currency: use a lower-case ISO code such as pln' }),
  unit_amount: formInt.pipe(z.number().int().min(0).max(99_999_999)).optional(),
  unit_amount_decimal: z.string().optional(),
  product: z.string().optional(),
  product_data: productData.optional(),
  recurring: z.unknown().optional(),
  tax_behavior: z.enum(['exclusive', 'inclusive', 'unspecified']).optional(),
});

const lineItem = z.strictObject({
  price: z.string().optional(),
  price_data: priceData.optional(),
  quantity: formInt.pipe(z.number().int().min(1).max(999_999)),
  adjustable_quantity: z.unknown().optional(),
  metadata: metadata.optional(),
  tax_rates: z.unknown().optional(),
  dynamic_tax_rates: z.unknown().optional(),
});

const paymentMethodList = z.array(z.string()).min(1);

const createParams = z.strictObject({
  ...Object.fromEntries(ACCEPTED_AND_IGNORED.map((name) => [name, z.unknown().optional()])),
  mode: z.enum(['payment', 'setup', 'subscription']),
  line_items: z.array(lineItem).min(1),
  // stripe 23 (API 2026-09-30 and later) replaced `payment_method_types` with
  // `allowed_payment_method_types` in its create types; both are read so either SDK era works.
  allowed_payment_method_types: paymentMethodList.optional(),
  payment_method_types: paymentMethodList.optional(),
  customer_email: z.string().max(800).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Invalid email address' }).optional(),
  client_reference_id: z.string().max(200).optional(),
  metadata: metadata.optional(),
  success_url: url.optional(),
  cancel_url: url.optional(),
  expires_at: formInt.optional(),
  locale: z.string().optional(),
  shipping_address_collection: z.strictObject({ allowed_countries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1) }).optional(),
  phone_number_collection: z.strictObject({ enabled: formBool }).optional(),
  tax_id_collection: z.strictObject({ enabled: formBool, required: z.enum(['if_supported', 'never']).optional() }).optional(),
  expand: z.array(z.string()).optional(),
});

export interface LineItemInput {
  name: string;
  currency: string;
  unitAmount: number;
  quantity: number;
}

export interface SessionCreateInput {
  lineItems: LineItemInput[];
  currency: string;
  paymentMethods: PaymentMethod[];
  /** The caller's `allowed_payment_method_types`, echoed as Stripe does (null when not sent). */
  allowedPaymentMethodTypes: string[] | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  expiresAt: number;
  locale: string | null;
  shippingAddressCollection: { allowed_countries: string[] } | null;
  phoneNumberCollection: { enabled: boolean };
  taxIdCollection: { enabled: boolean; required: 'if_supported' | 'never' };
  expand: string[];
  /** Real Stripe parameters that were sent but that the fake does not model (for the log). */
  ignored: string[];
}

// Stripe refuses to charge less than its per-currency minimum; PLN's is 2.00 zł.
const MINIMUM_AMOUNT: Record<string, number> = { pln: 200, eur: 50, usd: 50 };
// BLIK works only in złoty, Przelewy24 in złoty and euro.
const METHOD_CURRENCIES: Record<PaymentMethod, string[]> = { card: [], blik: ['pln'], p24: ['pln', 'eur'] };

/** Reads and checks the create parameters; `nowSeconds` is the creation time the expiry window counts from. */
export function parseSessionCreate(form: FormObject, nowSeconds: number): SessionCreateInput | StripeApiError {
  const parsed = createParams.safeParse(form, { reportInput: true });
  if (!parsed.success) {
    // An unknown parameter is named first, as Stripe does: it is usually a typo that explains the rest.
    const issues = parsed.error.issues;
    return toStripeError(issues.find((issue) => issue.code === 'unrecognized_keys') ?? issues[0]!);
  }
  const p = parsed.data;

  if (p.mode !== 'payment') return invalidRequest(`The Stripe fake supports mode=payment only, not '${p.mode}'.`, 'mode');

  const lineItems: LineItemInput[] = [];
  for (const [i, item] of p.line_items.entries()) {
    const at = `line_items[${i}]`;
    if (item.price !== undefined) {
      return invalidRequest(`The Stripe fake keeps no Prices: send ${at}[price_data] instead of ${at}[price].`, `${at}[price]`);
    }
    const data = item.price_data;
    if (!data) return invalidRequest(`Missing required param: ${at}[price_data].`, `${at}[price_data]`);
    if (data.recurring !== undefined) {
      return invalidRequest('You specified `payment` mode but passed a recurring price.', `${at}[price_data][recurring]`);
    }
    if (data.unit_amount === undefined) {
      return invalidRequest(`Missing required param: ${at}[price_data][unit_amount] (the fake does not read unit_amount_decimal).`, `${at}[price_data][unit_amount]`);
    }
    if (!data.product_data) {
      return invalidRequest(`The Stripe fake keeps no Products: send ${at}[price_data][product_data].`, `${at}[price_data][product_data]`);
    }
    lineItems.push({
      name: data.product_data.name,
      currency: data.currency,
      unitAmount: data.unit_amount,
      quantity: item.quantity,
    });
  }

  const currency = lineItems[0]!.currency;
  const otherCurrency = lineItems.findIndex((item) => item.currency !== currency);
  if (otherCurrency >= 0) {
    return invalidRequest('All line items must use the same currency.', `line_items[${otherCurrency}][price_data][currency]`);
  }
  const total = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const minimum = MINIMUM_AMOUNT[currency];
  if (minimum !== undefined && total < minimum) {
    return invalidRequest(`The Checkout Session's total amount due must add up to at least ${minimum} in the smallest unit of ${currency}.`, 'line_items', 'amount_too_small');
  }

  const requested = p.allowed_payment_method_types ?? p.payment_method_types;
  const methodsParam = p.allowed_payment_method_types ? 'allowed_payment_method_types' : 'payment_method_types';
  const paymentMethods: PaymentMethod[] = [];
  for (const [i, method] of (requested ?? PAYMENT_METHODS).entries()) {
    if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
      return invalidRequest(`The Stripe fake simulates ${PAYMENT_METHODS.join(', ')} only, not '${method}'.`, `${methodsParam}[${i}]`);
    }
    const currencies = METHOD_CURRENCIES[method as PaymentMethod];
    if (currencies.length > 0 && !currencies.includes(currency)) {
      return invalidRequest(`The payment method \`${method}\` cannot be used with currency \`${currency}\`.`, `${methodsParam}[${i}]`);
    }
    paymentMethods.push(method as PaymentMethod);
  }

  const expiresAt = p.expires_at ?? nowSeconds + MAX_EXPIRY_SECONDS;
  // Measured from the session's creation, with no slack: `now + 30 * 60` computed by a shop lands
  // under the minimum once the request is retried or arrives a second late, and Stripe refuses
  // it then; so does the fake, so the shop's margin (CHECKOUT_EXPIRY_MINUTES) is tested here.
  if (expiresAt < nowSeconds + MIN_EXPIRY_SECONDS) {
    return invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  }
  if (expiresAt > nowSeconds + MAX_EXPIRY_SECONDS) {
    return invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
  }

  return {
    lineItems,
    currency,
    paymentMethods,
    allowedPaymentMethodTypes: p.allowed_payment_method_types ?? null,
    customerEmail: p.customer_email ?? null,
    clientReferenceId: p.client_reference_id ?? null,
    metadata: p.metadata ?? {},
    successUrl: p.success_url ?? null,
    cancelUrl: p.cancel_url ?? null,
    expiresAt,
    locale: p.locale ?? null,
    shippingAddressCollection: p.shipping_address_collection ?? null,
    phoneNumberCollection: { enabled: p.phone_number_collection?.enabled ?? false },
    taxIdCollection: { enabled: p.tax_id_collection?.enabled ?? false, required: p.tax_id_collection?.required ?? 'never' },
    expand: p.expand ?? [],
    ignored: ACCEPTED_AND_IGNORED.filter((name) => form[name] !== undefined),
  };
}

/** The first zod issue in Stripe's words: missing, unknown, or invalid parameter. */
function toStripeError(issue: z.core.$ZodIssue): StripeApiError {
  const param = paramName(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const name = paramName([...issue.path, issue.keys[0]!]);
    return invalidRequest(`Received unknown parameter: ${name}`, name);
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return invalidRequest(`Missing required param: ${param}.`, param);
  }
  return invalidRequest(`Invalid ${param}: ${issue.message}`, param);
}
