import { z } from 'zod';
import type { ProductListItems } from '../../contracts/product.js';
import { productIdParamsSchema } from '../../contracts/product.js';
import { notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { catalogSnapshot } from '../catalog-index.js';
import type { ProductRecord } from '../product-entity.js';
import { productViewFor, type ProductView } from '../product-view.js';
import { bestsellerProducts, featuredProducts, promotionProducts, similarProducts } from '../selections.js';
import { PUBLIC_CATALOG_CACHE } from './cache.js';

const items = (records: ProductRecord[], view: ProductView): ProductListItems => ({ items: records.map(view) });

/** GET /api/products/featured?limit=N — "Unikalne oferty" and the mega-menu (limit 3). */
export const featured = httpHandler(
  { query: z.object({ limit: z.coerce.number().int().min(1).max(24).default(5) }), cacheControl: PUBLIC_CATALOG_CACHE },
  async ({ query, caller }) => items(featuredProducts((await catalogSnapshot()).products, query.limit), await productViewFor(caller)),
);

/** GET /api/products/bestsellers — the home page's bestsellers carousel. */
export const bestsellers = httpHandler({ cacheControl: PUBLIC_CATALOG_CACHE }, async ({ caller }) =>
  items(bestsellerProducts((await catalogSnapshot()).products), await productViewFor(caller)),
);

/** GET /api/products/promotions — the home page's promotions carousel. */
export const promotions = httpHandler({ cacheControl: PUBLIC_CATALOG_CACHE }, async ({ caller }) =>
  items(promotionProducts((await catalogSnapshot()).products), await productViewFor(caller)),
);

/** GET /api/products/{id}/similar — up to 4 of the same category, never the product itself. */
export const similar = httpHandler({ params: productIdParamsSchema, cacheControl: PUBLIC_CATALOG_CACHE }, async ({ params, caller }) => {
  const [snapshot, view] = await Promise.all([catalogSnapshot(), productViewFor(caller)]);
  const product = snapshot.byId.get(params.id);
  if (!product) throw notFound(`Product ${params.id} does not exist`);
  return items(similarProducts(snapshot.products, product), view);
});
