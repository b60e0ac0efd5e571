import { z } from 'zod';
import { ksefStateSchema } from './invoice.js';
import { cartLinesSchema } from './cart-lines.js';
import { checkoutDeliverySchema, deliveryMethods, orderDeliverySchema } from './delivery.js';
import { companySchema } from './company.js';
import { customerLanguages } from './languages.js';
import { returnSchema, withdrawalEligibilitySchema } from './returns.js';

/**
 * Orders and checkout. Money is integer grosze; `currency` is Stripe's lower-case code ('pln'),
 * which the web shows upper-cased. The client never sends a price: the server prices every line.
 */
export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY } from './cart-lines.js';
/**
 * A Checkout session (and so the stock hold) lasts 35 minutes. Stripe refuses an `expires_at`
 * under 30 minutes from the session's creation; `now + 30 min` computed here lands under it when
 * the request is retried or arrives late, so the shop keeps 5 minutes clear of the minimum.
 */
export const CHECKOUT_EXPIRY_MINUTES = 35;

export const checkoutRequestSchema = z.object({
  lineItems: cartLinesSchema,
  /** How the order reaches the buyer (contracts/delivery.ts); its cost is the server's to set. */
  delivery: checkoutDeliverySchema,
  /** Buying as a company: the invoice is made out to it (and sent to KSeF). */
  company: companySchema.optional(),
  /** The language the buyer shops in: the order's e-mails are written in it. Default Polish. */
  language: z.enum(customerLanguages).optional(),
  /** A discount code (issue 32; case-insensitive): an unusable one is a 400 on this field. */
  discountCode: z.string().trim().max(40).optional(),
  /** `online` (default): Stripe Checkout; `terms`: a dealer's bank transfer on their payment terms (issue 34). */
  payment: z.enum(['online', 'terms']).optional(),
  /**
   * The unticked box "remind me if I don't finish" (contracts/checkout-reminders.ts): ticked, the
   * server records the consent (its version's text, the time, the language) with this checkout.
   */
  marketingConsent: z.literal(true).optional(),
  /** Where a guest's reminder goes (a signed-in buyer's goes to their account's address). */
  reminderEmail: z.string().trim().min(1, 'validation.emailRequired').max(254, 'validation.tooLong').email('validation.emailInvalid').optional(),
}).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Online: Stripe's page (`url`) of session `sessionId`. Terms: no session; `url` is the confirmed order's page. */
export const checkoutResponseSchema = z.object({ orderId: z.string(), sessionId: z.string().optional(), url: z.string(), payment: z.enum(['online', 'terms']).optional() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const addressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const orderLineVariantSchema = z.object({ name: z.string(), nameEn: z.string(), value: z.string(), valueEn: z.string() });
export type OrderLineVariant = z.infer<typeof orderLineVariantSchema>;

/**
 * A dealer's volume break on a line (contracts/volume-prices.ts): the threshold it reached, the
 * percent it took off (null: a fixed unit price) and the dealer's unit price before it; the line's
 * `unitPrice` is after it.
 */
export const lineVolumeBreakSchema = z.object({ minQuantity: z.number().int(), percentOff: z.number().nullable(), baseUnitPrice: z.number().int() });
export type LineVolumeBreak = z.infer<typeof lineVolumeBreakSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** Grosze: unitPrice × quantity − discount. */
  totalPrice: z.number().int(),
  /**
   * What was sold: the variant's SKU for a product with options; the product id for one without.
   * Absent on orders placed before lines carried it (the ledger reads those with the product id).
   */
  sku: z.string().optional(),
  /** Grosze of a discount allocated to this line (0 today); absent on older orders: 0. */
  discount: z.number().int().optional(),
  /** The names shown at purchase (the invoice's and the e-mails'); absent on older orders: the product's. */
  name: z.string().optional(),
  nameEn: z.string().optional(),
  /**
   * The variant sold (issue 31): each option's name and the value's label, Polish and English,
   * in the product's order of options, as they were at purchase. Absent for a product without
   * options. Name a line with `lineDisplayName` (order-line-name.ts): "Buty Engineer – rozmiar 43".
   */
  variant: z.array(orderLineVariantSchema).optional(),
  /** A dealer's volume break (issue 34); absent: none (every consumer line, every older order). */
  volumeBreak: lineVolumeBreakSchema.optional(),
  /** The product as it was when ordered (name and price never change under an order). */
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The English name when the product had one (the English e-mails use it); absent on older orders. */
    nameEn: z.string().optional(),
    brand: z.string(),
    imageUrl: z.string().nullable(),
    description: z.string(),
  }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const trackingSchema = z.object({ carrier: z.string(), number: z.string(), url: z.string().nullable() });

/**
 * Where the buyer's money is, independent of the order's fulfilment status:
 * - `unpaid`: nothing taken (the payment page is open, was left, or expired);
 * - `processing`: the buyer completed Stripe's page and a bank payment (BLIK, Przelewy24) is
 *   still under way;
 * - `paid`: Stripe confirmed the payment (`amountPaid` grosze);
 * - `failed`: the bank refused the payment.
 * Refunds do not change it: they are counted in `amountRefunded`.
 */
export const paymentStatuses = ['unpaid', 'processing', 'paid', 'failed'] as const;
export const paymentModes = ['online', 'terms'] as const;
export type PaymentMode = (typeof paymentModes)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Why money goes back. `late_payment`: a payment arrived for an order that was already cancelled;
 * `order_cancelled`: the shop cancelled a paid order; the others are for withdrawals and returns
 * (issue 19: partial amounts, per line).
 */
export const refundReasons = ['late_payment', 'order_cancelled', 'withdrawal', 'return', 'duplicate', 'other'] as const;
export type RefundReason = (typeof refundReasons)[number];

/**
 * A refund's life: `requested` (recorded, not yet accepted by Stripe), then Stripe's own
 * statuses: `pending` / `requires_action` (under way), `succeeded`, `failed`, `canceled`.
 */
export const refundStatuses = ['requested', 'pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundSchema = z.object({
  /** The refund's idempotency key within its order (`late-payment`, `cancel-…`, `stripe-re_…`). */
  id: z.string(),
  orderId: z.string(),
  /** Grosze; any part of what was paid. */
  amount: z.number().int(),
  currency: z.string(),
  reason: z.enum(refundReasons),
  status: z.enum(refundStatuses),
  stripeRefundId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Stripe's reason when it failed (`expired_or_canceled_card`, …). */
  failureReason: z.string().nullable(),
  /**
   * The correction invoice (FK/{year}/{n}) of a refund of an invoiced order, once the refund
   * succeeded; a withdrawal's is on its return (`returns[].correctionNumber`) instead.
   */
  correctionNumber: z.string().nullable().optional(),
  correctionIssuedAt: z.string().nullable().optional(),
  /** A company order's correction goes to KSeF as FA(3) KOR: its state there. */
  correctionKsef: ksefStateSchema.optional(),
  /**
   * `terms_credit`: an order on payment terms (issue 34) credited against the dealer's balance
   * instead of money sent back through Stripe (ledger/terms-credit.ts); absent: a Stripe refund.
   */
  method: z.enum(['stripe', 'terms_credit']).optional(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * A promotion an order used (issue 32): a code the buyer typed (`code`), or an automatic one (a
 * timed sale, a free-delivery offer: `code` null), with what it took off the lines and the delivery.
 * The lines' `discount` holds the split per line; this is the order's account of where it came from.
 */
export const orderPromotionSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  /** Grosze off the products. */
  discount: z.number().int(),
  /** Grosze off the delivery. */
  deliveryDiscount: z.number().int(),
});
export type OrderPromotion = z.infer<typeof orderPromotionSchema>;

export const orderSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalAmount: z.number().int(),
  currency: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  taxId: z.string().nullable(),
  shippingAddress: addressSchema.nullable(),
  items: z.array(orderItemSchema),
  stripeSessionId: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  /** Priced with the buyer's dealer prices. */
  dealerOrder: z.boolean(),
  tracking: trackingSchema.nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceIssuedAt: z.string().nullable().optional(),
  /** How it is delivered and for how much (contracts/delivery.ts); absent on orders placed before delivery methods existed. */
  delivery: orderDeliverySchema.optional(),
  /** The company bought as (tax id canonical: `5260001246` or `DE123456789`); absent: a consumer. */
  company: z.object({ nip: z.string(), name: z.string(), address: z.string() }).nullable().optional(),
  /** The language the buyer shopped in (its e-mails are in it); absent: Polish. */
  language: z.enum(customerLanguages).optional(),
  paymentStatus: z.enum(paymentStatuses),
  /** `online`: paid at checkout (Stripe); `terms`: a dealer's order confirmed at once, paid by bank transfer by `paymentDueDate` (issue 34). Absent on older orders: online. */
  paymentMode: z.enum(paymentModes).optional(),
  /** A terms order's last day to pay (YYYY-MM-DD, Poland) and the dealer's terms it was placed on. */
  paymentDueDate: z.string().nullable().optional(),
  paymentTermsDays: z.number().int().optional(),
  /** When Stripe confirmed the payment; null while nothing was paid. */
  paidAt: z.string().nullable(),
  /** Grosze Stripe took for the order (0 until paid); for a terms order, the transfers recorded so far. */
  amountPaid: z.number().int(),
  /** Grosze returned to the buyer by refunds that succeeded. */
  amountRefunded: z.number().int(),
  /**
   * Whether the order is an order to its buyer: once a payment is under way or taken (or an admin
   * moved it on). An attempt that was never paid stays hidden from 'Moje zamówienia' and gets no
   * e-mail; admins see both.
   */
  customerVisible: z.boolean(),
  /** The promotions it used (issue 32); absent: none. */
  promotions: z.array(orderPromotionSchema).optional(),
  /** The order's refunds, oldest first: only in the answers about one order. */
  refunds: z.array(refundSchema).optional(),
  /** When the parcel reached the buyer (the withdrawal period counts from it); absent before. */
  deliveredAt: z.string().nullable().optional(),
  /** The order's withdrawals and returns, oldest first (contracts/returns.ts): only in the answers about one order. */
  returns: z.array(returnSchema).optional(),
  /** Whether the buyer may withdraw now, and why not: only in the buyer's answer about one order. */
  withdrawal: withdrawalEligibilitySchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = z.object({ items: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const claimOrderRequestSchema = z.object({ sessionId: z.string().min(1).max(255) });

/** A Checkout session id as Stripe makes them (`cs_test_…`, `cs_live_…`). */
export const checkoutSessionParamsSchema = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'validation.sessionId') });

/**
 * What the payment result pages show: how the payment of a Checkout session's order went, and its
 * lines (to put the same cart back after a failed payment). Knowing the session id, which only
 * the buyer's browser got from Stripe, is what lets one ask; no personal data is in the answer.
 * - `awaiting`: Stripe has not said yet (the webhook is on its way);
 * - `processing`: a bank payment is under way; ask again;
 * - `paid`: done;
 * - `failed`: the bank refused it, or the session ended unpaid;
 * - `cancelled`: paid, but the order had been cancelled meanwhile: the payment is refunded.
 */
export const checkoutPaymentStates = ['awaiting', 'processing', 'paid', 'failed', 'cancelled'] as const;
export type CheckoutPaymentState = (typeof checkoutPaymentStates)[number];

export const checkoutStatusSchema = z.object({
  orderId: z.string(),
  state: z.enum(checkoutPaymentStates),
  orderStatus: z.enum(orderStatuses),
  totalAmount: z.number().int(),
  currency: z.string(),
  /** How the order reaches the buyer, so the result page promises the right next step (null: an order from before delivery methods). */
  deliveryMethod: z.enum(deliveryMethods).nullable(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      /** A variant's line (issue 31): its SKU and words ("rozmiar 43"), so the cart restores that size. */
      sku: z.string().optional(),
      variantName: z.object({ label: z.string(), labelEn: z.string() }).optional(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      product: z.object({ name: z.string(), nameEn: z.string().optional(), brand: z.string(), imageUrl: z.string().nullable() }),
    }),
  ),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** POST …/cancel: what became of the attempt. `cancelled`: units back in stock now. */
export const checkoutCancelResultSchema = z.object({
  orderId: z.string(),
  result: z.enum(['cancelled', 'already_cancelled', 'paid', 'processing']),
});
export type CheckoutCancelResult = z.infer<typeof checkoutCancelResultSchema>;
