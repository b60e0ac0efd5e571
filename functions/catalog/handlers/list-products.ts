import { productListQuerySchema } from '../../contracts/catalog-query.js';
import type { ProductListResponse } from '../../contracts/product.js';
import { httpHandler } from '../../core/http.js';
import { catalogSnapshot } from '../catalog-index.js';
import { queryCatalog } from '../catalog-query.js';
import { productViewFor } from '../product-view.js';
import { PUBLIC_CATALOG_CACHE } from './cache.js';

/** GET /api/products — the shop: every filter of the spec, six sorts, 12 a page, exact total. */
export const listProducts = httpHandler(
  { query: productListQuerySchema, cacheControl: PUBLIC_CATALOG_CACHE },
  async ({ query, caller }): Promise<ProductListResponse> => {
    const [snapshot, view] = await Promise.all([catalogSnapshot(), productViewFor(caller)]);
    const page = queryCatalog(snapshot, query);
    return { ...page, items: page.items.map(view) };
  },
);
