import type { ProductRecord } from './product-entity.js';

/**
 * THE rule for what the shop shows: every product except drafts (issue 30: a product the admin
 * has not published yet, which may lack its safety data) and those archived. A product that orders
 * name is archived instead of deleted (product-entity.ts, deleteOrArchiveProduct): the orders
 * keep their record and the admin can restore it, but the shop, its lists, search, the curated
 * blocks, the product page, the wishlist and checkout treat it as gone. Whatever builds what the
 * shop shows filters with this function only: the catalogue index and its published snapshots
 * are built from shown products, and a product that stops being shown leaves the live catalogue
 * like a deleted one (engine/catalog-view.ts); a restored one comes back the same way.
 */
export function isShownInShop(product: Pick<ProductRecord, 'archivedAt' | 'status'>): boolean {
  return !product.archivedAt && product.status !== 'draft';
}
