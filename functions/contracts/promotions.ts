import { z } from 'zod';
import { deliveryMethods } from './delivery.js';
import { checkoutRequestSchema, lineVolumeBreakSchema } from './order.js';

/**
 * Promotions (issue 32): discount codes, timed sales and free-delivery offers. Money is integer
 * grosze. The server prices every discount (functions/promotions/pricing.ts); the client only
 * sends the code the buyer typed.
 */

/** Why a code cannot be used: the i18n key the checkout shows (pl and en), and the API's field error. */
export const discountRefusals = [
  'discount.unknown',
  'discount.expired',
  'discount.notYetValid',
  'discount.minimumNotMet',
  'discount.usedUp',
  'discount.alreadyUsed',
  'discount.notEligible',
  'discount.notForDealers',
  /** A code with a per-customer limit needs a signed-in buyer (a guest has no identity to count). */
  'discount.signInRequired',
] as const;
export type DiscountRefusal = (typeof discountRefusals)[number];

/** A code as the buyer types it: letters, digits and dashes; compared upper-cased. */
export const discountCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'validation.discountCode');
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export const benefitSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percentage'), percent: z.number().int().min(1).max(100) }),
  z.object({ type: z.literal('fixed'), amount: z.number().int().min(1).max(100_000_00) }),
  z.object({ type: z.literal('freeDelivery') }),
]);
export type Benefit = z.infer<typeof benefitSchema>;

/** Warsaw wall-clock time as the admin enters it: `2026-12-04T00:00`. */
export const warsawLocalSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'validation.dateTime');

/** What the admin sets on a promotion (create and edit). */
export const promotionInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    /**
     * `code`: applies when the buyer types its code (or one of its generated codes);
     * `automatic`: a timed sale or a free-delivery offer, applied by itself inside its window.
     */
    kind: z.enum(['code', 'automatic']),
    /** The code of a `code` promotion (case-insensitive); absent when its codes are generated. */
    code: discountCodeSchema.optional(),
    benefit: benefitSchema,
    /** Warsaw time; the window starts at `startsAt` and ends at the end of the minute `endsAt`. */
    startsAt: warsawLocalSchema.nullable(),
    endsAt: warsawLocalSchema.nullable(),
    /** Grosze; 0 for none. */
    minimumBasket: z.number().int().min(0).default(0),
    /** Total uses of the code (null: unlimited). Generated codes are single-use each. */
    usageLimit: z.number().int().min(1).nullable().default(null),
    /** Uses per customer (null: unlimited; a limit asks the buyer to sign in). */
    perCustomerLimit: z.number().int().min(1).nullable().default(null),
    eligibility: z
      .object({
        productIds: z.array(z.number().int().positive()).max(500).default([]),
        categoryKeys: z.array(z.string()).max(50).default([]),
        brands: z.array(z.string()).max(100).default([]),
      })
      .default({ productIds: [], categoryKeys: [], brands: [] }),
    excludeOnSale: z.boolean().default(false),
    /** Dealers may use it (default: not). */
    dealersAllowed: z.boolean().default(false),
    /** A code adds to automatic promotions on the same line, or leaves those lines alone. */
    stacksWithAutomatic: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict();
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** POST /api/admin/promotions: a promotion, and optionally N single-use codes generated for it. */
export const createPromotionSchema = promotionInputSchema
  .extend({ generateCodes: z.object({ count: z.number().int().min(1).max(1000), prefix: z.string().regex(/^[A-Za-z0-9]{0,12}$/).default('') }).optional() })
  .strict();
export type CreatePromotion = z.infer<typeof createPromotionSchema>;

export const promotionUsageSchema = z.object({
  /** Orders placed with it and not cancelled unpaid. */
  orders: z.number().int(),
  /** Grosze: those orders' totals. */
  revenue: z.number().int(),
  /** Grosze: the discount it gave in those orders. */
  discountGiven: z.number().int(),
});
export type PromotionUsage = z.infer<typeof promotionUsageSchema>;

export const promotionSchema = promotionInputSchema.extend({
  id: z.string(),
  /** The window as instants (UTC ISO), what the server compares with the clock. */
  startsAtInstant: z.string().nullable(),
  endsAtInstant: z.string().nullable(),
  /** Codes generated for it (single-use each), when it has them. */
  generatedCodes: z.number().int(),
  usage: promotionUsageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionDetailSchema = promotionSchema.extend({
  /** Its codes (the one code, or the generated ones) with their uses; `orderIds`: every order that holds each (not those cancelled unpaid). */
  codes: z.array(z.object({ code: z.string(), uses: z.number().int(), usageLimit: z.number().int().nullable(), orderIds: z.array(z.string()) })),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionListSchema = z.object({ items: z.array(promotionSchema) });

/**
 * POST /api/checkout/quote: the checkout's body; of the delivery only its method counts (the page
 * asks for a price while the address or locker is still being typed), and it may be absent.
 */
export const quoteRequestSchema = checkoutRequestSchema.omit({ delivery: true }).extend({
  delivery: z.looseObject({ method: z.enum(deliveryMethods) }).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteResponseSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      sku: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      discount: z.number().int(),
      totalPrice: z.number().int(),
      /** A dealer's volume break on the line (unitPrice is after it); absent: none. */
      volumeBreak: lineVolumeBreakSchema.optional(),
    }),
  ),
  productsTotal: z.number().int(),
  /** What the products cost before discounts, and the discounts together (products and delivery). */
  productsBeforeDiscount: z.number().int(),
  discountTotal: z.number().int(),
  /** The delivery of the method asked about (the summary matches it to the method shown), after a free-delivery promotion. */
  delivery: z.object({ method: z.enum(deliveryMethods), cost: z.number().int(), discount: z.number().int() }).nullable(),
  total: z.number().int(),
  discountCode: z
    .object({ code: z.string(), state: z.enum(['applied', 'refused']), reason: z.enum(discountRefusals).nullable() })
    .nullable(),
});
export type Quote = z.infer<typeof quoteResponseSchema>;
