import type { ProductRecord } from './product-entity.js';

/**
 * THE rule for what the shop shows: every product except those archived (hidden from the shop,
 * kept for the orders that name them and for the admin). The catalogue index and its snapshots
 * are built from shown products only, and a product that stops being shown leaves the live
 * catalogue like a deleted one.
 */
export function isShownInShop(product: Pick<ProductRecord, 'archivedAt'>): boolean {
  return !product.archivedAt;
}
