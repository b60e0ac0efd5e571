import { BESTSELLERS_LIMIT, FEATURED_DEFAULT_LIMIT, SIMILAR_LIMIT } from '../contracts/catalog.js';
import type { ProductRecord } from './product-entity.js';

/**
 * The curated lists of the home page, the mega-menu and the product page, as pure functions of
 * the catalogue (newest first). Rules are the spec's.
 */
const inStock = (p: ProductRecord) => p.stock > 0;

/**
 * Featured: featured and in stock, newest first. When there is none, the spec falls back to
 * in-stock products that are limited editions or on sale, limited editions first.
 */
export function featuredProducts(newestFirst: readonly ProductRecord[], limit = FEATURED_DEFAULT_LIMIT): ProductRecord[] {
  const featured = newestFirst.filter((p) => p.isFeatured && inStock(p)).slice(0, limit);
  if (featured.length) return featured;
  const limited = newestFirst.filter((p) => inStock(p) && p.isLimitedEdition);
  const onSale = newestFirst.filter((p) => inStock(p) && p.isOnSale && !p.isLimitedEdition);
  return [...limited, ...onSale].slice(0, limit);
}

/**
 * Bestsellers block ('Bestsellery'): in stock, ranked by units sold in paid orders (`unitsSold`,
 * kept by the order ledger), the newest first among equals; so with nothing sold yet it is
 * simply the newest in stock. At most 6.
 */
export function bestsellerProducts(newestFirst: readonly ProductRecord[], limit = BESTSELLERS_LIMIT): ProductRecord[] {
  return newestFirst
    .filter(inStock)
    .map((p, order) => ({ p, order, sold: p.unitsSold ?? 0 }))
    .sort((a, b) => b.sold - a.sold || a.order - b.order)
    .slice(0, limit)
    .map((x) => x.p);
}

/** Promotions block: on sale and in stock, newest first. */
export function promotionProducts(newestFirst: readonly ProductRecord[], limit = 12): ProductRecord[] {
  return newestFirst.filter((p) => p.isOnSale && inStock(p)).slice(0, limit);
}

/**
 * Similar products: same category, never the product itself, at most 4. Those of the same
 * subcategory come first, then the rest of the category; in-stock before out-of-stock.
 */
export function similarProducts(newestFirst: readonly ProductRecord[], product: ProductRecord, limit = SIMILAR_LIMIT): ProductRecord[] {
  const rank = (p: ProductRecord) => (p.subcategory === product.subcategory ? 0 : 2) + (inStock(p) ? 0 : 1);
  return newestFirst
    .filter((p) => p.categoryKey === product.categoryKey && p.id !== product.id)
    .map((p, order) => ({ p, order, rank: rank(p) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((x) => x.p);
}
