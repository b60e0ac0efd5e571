import { z } from 'zod';

/**
 * POST /api/me/orders/{id}/reorder (issue 34): a past order's lines resolved against the
 * catalogue now, each with its outcome, as quick order answers (contracts/dealer.ts). Nothing is
 * held: the web puts the lines that can be bought into the cart and says what changed; checkout
 * prices and holds them as any cart. Money is integer grosze.
 *
 * Outcomes: `ok` (all the units ordered are in stock), `partial` (only `available`), `out_of_stock`,
 * `unavailable` (no longer sold: the product or the variant is gone, archived or a draft),
 * `not_for_dealers` (a dealer reordering a product the shop no longer sells to dealers).
 * `unitPrice` is what the caller pays today (a dealer: their price), `previousUnitPrice` what the
 * order charged; they differ when the price changed.
 */
export const reorderOutcomes = ['ok', 'partial', 'out_of_stock', 'unavailable', 'not_for_dealers'] as const;
export type ReorderOutcome = (typeof reorderOutcomes)[number];

export const reorderLineSchema = z.object({
  productId: z.number().int(),
  /** The variant's SKU as the order kept it (absent: a product without options). */
  sku: z.string().optional(),
  /** The line's name as ordered, "Buty Engineer – rozmiar 43" (pl and en). */
  name: z.string(),
  nameEn: z.string(),
  quantity: z.number().int(),
  outcome: z.enum(reorderOutcomes),
  /** Units in stock now (absent when the product is no longer sold). */
  available: z.number().int().optional(),
  previousUnitPrice: z.number().int(),
  /** Today's unit price for the caller (absent when the product is no longer sold or not for dealers). */
  unitPrice: z.number().int().optional(),
  /** What the cart line needs (present when the line can be bought). */
  product: z
    .object({
      name: z.string(),
      nameEn: z.string().optional(),
      brand: z.string(),
      imageUrl: z.string().nullable(),
      /** The consumer price now and its "was" price. */
      price: z.number().int(),
      originalPrice: z.number().int().nullable(),
      /** Present for a dealer: their price. */
      dealerPrice: z.number().int().optional(),
      variantName: z.object({ label: z.string(), labelEn: z.string() }).optional(),
    })
    .optional(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

export const reorderResponseSchema = z.object({ orderId: z.string(), lines: z.array(reorderLineSchema) });
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;
