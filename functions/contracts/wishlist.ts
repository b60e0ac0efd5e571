import { z } from 'zod';
import { productCardSchema } from './product.js';

/** A wishlist entry: the product's card (with the caller's prices) and when it was added. */
export const wishlistEntrySchema = z.object({
  productId: z.number().int().positive(),
  addedAt: z.string(),
  product: productCardSchema,
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistResponseSchema = z.object({ items: z.array(wishlistEntrySchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
