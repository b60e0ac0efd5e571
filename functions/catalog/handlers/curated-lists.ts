import { z } from 'zod';
import type { ProductListItems } from '../../contracts/product.js';
import { productIdParamsSchema } from '../../contracts/product.js';
import { notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import type { CatalogHit } from '../engine/catalog-query.js';
import { currentRecord, type CatalogView } from '../engine/catalog-view.js';
import { liveCatalog } from '../live-catalog.js';
import { cardViewFor } from '../product-view.js';
import { bestsellerProducts, featuredProducts, promotionProducts, similarProducts } from '../selections.js';
import { PUBLIC_CATALOG_CACHE } from './cache.js';
import type { Caller } from '../../core/caller.js';

/** A curated list from the live catalogue, as cards the caller may see. */
async function cards(caller: Caller | null, pick: (catalog: CatalogView) => CatalogHit[]): Promise<ProductListItems> {
  const [catalog, card] = await Promise.all([liveCatalog(), cardViewFor(caller)]);
  return { items: pick(catalog).map(card) };
}

/** GET /api/products/featured?limit=N — "Unikalne oferty" and the mega-menu (limit 3). */
export const featured = httpHandler(
  { query: z.object({ limit: z.coerce.number().int().min(1).max(24).default(5) }), cacheControl: PUBLIC_CATALOG_CACHE },
  ({ query, caller }) => cards(caller, (catalog) => featuredProducts(catalog, query.limit)),
);

/** GET /api/products/bestsellers — the home page's bestsellers carousel. */
export const bestsellers = httpHandler({ cacheControl: PUBLIC_CATALOG_CACHE }, ({ caller }) => cards(caller, (catalog) => bestsellerProducts(catalog)));

/** GET /api/products/promotions — the home page's promotions carousel. */
export const promotions = httpHandler({ cacheControl: PUBLIC_CATALOG_CACHE }, ({ caller }) => cards(caller, (catalog) => promotionProducts(catalog)));

/** GET /api/products/{id}/similar — up to 4 of the same category, never the product itself. */
export const similar = httpHandler({ params: productIdParamsSchema, cacheControl: PUBLIC_CATALOG_CACHE }, ({ params, caller }) =>
  cards(caller, (catalog) => {
    const product = currentRecord(catalog, params.id);
    if (!product) throw notFound(`Product ${params.id} does not exist`);
    return similarProducts(catalog, product);
  }),
);
