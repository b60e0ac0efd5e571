import type { ProductRecord } from './product-entity.js';

/**
 * THE rule for what the shop shows: every product except those archived. A product that orders
 * name is archived instead of deleted (product-entity.ts, deleteOrArchiveProduct): the orders
 * keep their record and the admin can restore it, but the shop, its lists, search, the curated
 * blocks, the product page, the wishlist and checkout treat it as gone. Whatever builds what the
 * shop shows (the catalogue index, a published snapshot) filters with this function only.
 */
export function isShownInShop(product: Pick<ProductRecord, 'archivedAt'>): boolean {
  return !product.archivedAt;
}
