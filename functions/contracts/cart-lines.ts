import { z } from 'zod';

/**
 * The cart as the API receives it (checkout, delivery quote): product ids, variant SKUs and quantities, never
 * a price. Its own module so that order.ts and delivery.ts can both use it without importing
 * each other.
 */
export const MAX_CHECKOUT_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

export const cartLinesSchema = z
  .array(
    z
      .object({
        productId: z.number().int().positive(),
        /**
         * The variant (issue 31): required for a product with options (400
         * `validation.variantRequired` / `validation.variantUnknown` on the line); for a product
         * without options absent (carts saved before variants existed) or its one SKU.
         */
        sku: z.string().trim().min(1, 'validation.variantRequired').max(60, 'validation.variantUnknown').optional(),
        quantity: z.number().int().min(1, 'validation.quantityMin').max(MAX_LINE_QUANTITY, 'validation.quantityMax'),
      })
      .strict(),
  )
  .min(1, 'validation.cartEmpty')
  .max(MAX_CHECKOUT_LINES, 'validation.cartTooLarge');
export type CartLines = z.infer<typeof cartLinesSchema>;
