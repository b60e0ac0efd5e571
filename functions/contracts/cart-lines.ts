import { z } from 'zod';

/**
 * The cart as the API receives it (checkout, delivery quote): product ids and quantities, never
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
        quantity: z.number().int().min(1, 'validation.quantityMin').max(MAX_LINE_QUANTITY, 'validation.quantityMax'),
      })
      .strict(),
  )
  .min(1, 'validation.cartEmpty')
  .max(MAX_CHECKOUT_LINES, 'validation.cartTooLarge');
export type CartLines = z.infer<typeof cartLinesSchema>;
