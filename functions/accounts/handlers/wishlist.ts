import { productIdParamsSchema } from '../../contracts/product.js';
import type { WishlistResponse } from '../../contracts/wishlist.js';
import { unauthorized, notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import type { Caller } from '../../core/caller.js';
import { getProductRecord, getProductRecords } from '../../catalog/product-entity.js';
import { productViewFor } from '../../catalog/product-view.js';
import { isShownInShop } from '../../catalog/shop-visibility.js';
import { addToWishlist, listWishlist, removeFromWishlist } from '../wishlist-entity.js';

const owner = (caller: Caller | null): Caller => {
  if (!caller) throw unauthorized();
  return caller;
};

/** GET /api/me/wishlist — newest first, each with the product as this caller sees it. */
export const getWishlist = httpHandler({}, async ({ caller }): Promise<WishlistResponse> => {
  const who = owner(caller);
  const entries = await listWishlist(who.userId);
  const [products, view] = await Promise.all([getProductRecords(entries.map((e) => e.productId)), productViewFor(who)]);
  return {
    // A product deleted or archived since it was added simply drops out.
    items: entries.flatMap((e) => {
      const product = products.get(e.productId);
      return product && isShownInShop(product) ? [{ productId: e.productId, addedAt: e.addedAt, product: view(product) }] : [];
    }),
  };
});

/** PUT /api/me/wishlist/{id} — idempotent: adding twice keeps the first date. */
export const addWishlistItem = httpHandler({ params: productIdParamsSchema }, async ({ params, caller }) => {
  const who = owner(caller);
  const product = await getProductRecord(params.id);
  if (!product || !isShownInShop(product)) throw notFound(`Product ${params.id} does not exist`);
  return addToWishlist(who.userId, params.id, new Date().toISOString());
});

/** DELETE /api/me/wishlist/{id} — idempotent; 404 only for a product that does not exist. */
export const removeWishlistItem = httpHandler({ params: productIdParamsSchema }, async ({ params, caller }) => {
  const who = owner(caller);
  if (!(await getProductRecord(params.id))) throw notFound(`Product ${params.id} does not exist`);
  await removeFromWishlist(who.userId, params.id);
  return reply(204);
});
