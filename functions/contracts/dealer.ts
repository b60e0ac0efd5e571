import { z } from 'zod';
import { dealerVolumeBreakSchema } from './product.js';

/**
 * The dealer (B2B) programme's API shapes (issue 34): payment terms with a credit limit, the
 * dealer's open balance, payments the admin records, quick order by SKU and the price list.
 * Money is integer grosze, dates ISO.
 */

/** Prepaid (0: pays online at checkout) or a bank transfer due 7, 14 or 30 days after the invoice. */
export const paymentTermsDays = [0, 7, 14, 30] as const;
export type PaymentTermsDays = (typeof paymentTermsDays)[number];

/** PATCH /api/admin/dealers/{userId} */
export const dealerTermsUpdateSchema = z
  .object({
    paymentTermsDays: z.literal(paymentTermsDays, { error: 'validation.paymentTermsDays' }),
    /** Grosze: the open balance terms orders may reach (0 with terms 0). */
    creditLimit: z.number({ error: 'validation.creditLimit' }).int('validation.creditLimit').min(0, 'validation.creditLimit').max(100_000_000_00, 'validation.creditLimit'),
  })
  .strict();
export type DealerTermsUpdate = z.infer<typeof dealerTermsUpdateSchema>;

/** Why a dealer may not check out on terms now (the 403's code, the checkout's message). */
export const termsRefusals = ['terms_not_granted', 'terms_credit_limit', 'terms_overdue'] as const;
export type TermsRefusal = (typeof termsRefusals)[number];

export const dealerTermsSchema = z.object({
  userId: z.string(),
  paymentTermsDays: z.number().int(),
  creditLimit: z.number().int(),
  /** Grosze still owed on terms orders (negative: the dealer paid more than owed). */
  openBalance: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type DealerTerms = z.infer<typeof dealerTermsSchema>;

/** One terms order as the balance lists it: its invoice, due date and what is left to pay. */
export const termsInvoiceSchema = z.object({
  orderId: z.string(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  /** YYYY-MM-DD (Poland): the last day to pay. */
  dueDate: z.string(),
  totalAmount: z.number().int(),
  amountPaid: z.number().int(),
  /** Taken off the invoice by correction invoices (credits). */
  amountCredited: z.number().int(),
  outstanding: z.number().int(),
  overdue: z.boolean(),
  status: z.string(),
});
export type TermsInvoice = z.infer<typeof termsInvoiceSchema>;

/** A terms order credited (a refund or cancellation on terms), with its correction invoice. */
export const termsCreditSchema = z.object({
  orderId: z.string(),
  /** The invoice corrected. */
  invoiceNumber: z.string().nullable(),
  creditId: z.string(),
  /** FK/{year}/{n}; null until numbered (an order credited before its invoice is issued gets it then). */
  correctionNumber: z.string().nullable(),
  amount: z.number().int(),
  cancelled: z.boolean(),
  createdAt: z.string(),
});
export type TermsCredit = z.infer<typeof termsCreditSchema>;

/** GET /api/dealer/balance (and the admin's view of one dealer). */
export const dealerBalanceSchema = z.object({
  paymentTermsDays: z.number().int(),
  creditLimit: z.number().int(),
  openBalance: z.number().int(),
  /** creditLimit − openBalance, never below 0. */
  available: z.number().int(),
  overdueAmount: z.number().int(),
  /** Whether the next order may go on terms, and if not, why. */
  termsAvailable: z.boolean(),
  refusal: z.enum(termsRefusals).nullable(),
  /** Terms orders with something left to pay, the oldest due first. */
  invoices: z.array(termsInvoiceSchema),
  /** Correction invoices of terms orders (credits), the newest first. */
  credits: z.array(termsCreditSchema),
  /**
   * Paid for orders then credited (ledger/terms-credit.ts): money the shop owes back to the
   * dealer, already taken off `openBalance` (offset against the next invoices).
   */
  owedBack: z.number().int(),
});
export type DealerBalance = z.infer<typeof dealerBalanceSchema>;

/** POST /api/admin/orders/{id}/payments: a bank transfer received for a terms order, in full or in part. */
export const termsPaymentRequestSchema = z
  .object({
    amount: z.number({ error: 'validation.amount' }).int('validation.amount').positive('validation.amount'),
    receivedAt: z.iso.date({ error: 'validation.date' }).or(z.iso.datetime({ error: 'validation.date' })),
    /** The transfer's title or the bank's reference: one payment per reference and order. */
    reference: z.string().trim().min(1, 'validation.required').max(140, 'validation.tooLong'),
  })
  .strict();
export type TermsPaymentRequest = z.infer<typeof termsPaymentRequestSchema>;

export const termsPaymentSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  receivedAt: z.string(),
  reference: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type TermsPayment = z.infer<typeof termsPaymentSchema>;

export const termsPaymentResponseSchema = z.object({
  payment: termsPaymentSchema,
  order: z.object({ id: z.string(), totalAmount: z.number().int(), amountPaid: z.number().int(), paymentStatus: z.string() }),
  balance: z.object({ userId: z.string(), openBalance: z.number().int() }),
});
export type TermsPaymentResponse = z.infer<typeof termsPaymentResponseSchema>;

// ── Quick order ─────────────────────────────────────────────────────────────────────────────

export const MAX_QUICK_ORDER_LINES = 200;

export const quickOrderRequestSchema = z
  .object({
    lines: z
      .array(
        z.object({
          sku: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
          quantity: z.number({ error: 'validation.quantity' }).int('validation.quantity').min(1, 'validation.quantity').max(999, 'validation.quantityMax'),
        }),
      )
      .min(1, 'validation.required')
      .max(MAX_QUICK_ORDER_LINES, 'validation.tooMany'),
  })
  .strict();
export type QuickOrderRequest = z.infer<typeof quickOrderRequestSchema>;

/**
 * A line's outcome: `ok` (goes to the cart as asked), `partial` (only `available` units are in
 * stock: that many may go), `out_of_stock`, `unknown` (no product or variant has this number),
 * `not_for_dealers` (the product is not sold to dealers).
 */
export const quickOrderOutcomes = ['ok', 'partial', 'out_of_stock', 'unknown', 'not_for_dealers'] as const;
export type QuickOrderOutcome = (typeof quickOrderOutcomes)[number];

export const quickOrderLineResultSchema = z.object({
  sku: z.string(),
  quantity: z.number().int(),
  outcome: z.enum(quickOrderOutcomes),
  /** Units available now (for `partial`, `ok`; 0 for out of stock). */
  available: z.number().int().optional(),
  /** The cart line to add (present unless unknown or not for dealers). */
  product: z
    .object({
      productId: z.number().int(),
      /** The variant's SKU (absent: the product itself, no options). */
      variantSku: z.string().optional(),
      /** The variant as a cart line names it ("rozmiar 43" / "size 43"), with `variantSku`. */
      variantName: z.object({ label: z.string(), labelEn: z.string() }).optional(),
      name: z.string(),
      nameEn: z.string().optional(),
      unitPrice: z.number().int(),
      imageUrl: z.string().nullable(),
    })
    .optional(),
});
export type QuickOrderLineResult = z.infer<typeof quickOrderLineResultSchema>;

export const quickOrderResponseSchema = z.object({ lines: z.array(quickOrderLineResultSchema) });
export type QuickOrderResponse = z.infer<typeof quickOrderResponseSchema>;

// ── Price list ──────────────────────────────────────────────────────────────────────────────

export const priceListEntrySchema = z.object({
  sku: z.string(),
  productId: z.number().int(),
  name: z.string(),
  nameEn: z.string().optional(),
  brand: z.string(),
  /** Gross grosze: the consumer price and the dealer's. */
  price: z.number().int(),
  dealerPrice: z.number().int(),
  inStock: z.boolean(),
  /** The dealer's volume breaks on this SKU with the unit price at each (empty: none; contracts/volume-prices.ts). */
  volumeBreaks: z.array(dealerVolumeBreakSchema).default([]),
});
export type PriceListEntry = z.infer<typeof priceListEntrySchema>;

export const priceListResponseSchema = z.object({ generatedAt: z.string(), items: z.array(priceListEntrySchema) });
export type PriceListResponse = z.infer<typeof priceListResponseSchema>;
