import { productListQuerySchema } from '../../contracts/catalog-query.js';
import type { ProductListResponse } from '../../contracts/product.js';
import { httpHandler } from '../../core/http.js';
import { queryCatalog, vehicleOf } from '../engine/catalog-query.js';
import { invalidRequest } from '../../core/errors.js';
import { liveCatalog } from '../live-catalog.js';
import { cardViewFor } from '../product-view.js';
import { PUBLIC_CATALOG_CACHE } from './cache.js';

/** GET /api/products — the shop: every filter of the spec, six sorts, 12 cards a page, exact total. */
export const listProducts = httpHandler(
  { query: productListQuerySchema, cacheControl: PUBLIC_CATALOG_CACHE },
  async ({ query, caller }): Promise<ProductListResponse> => {
    const [catalog, card] = await Promise.all([liveCatalog(), cardViewFor(caller)]);
    // A bike the catalogue does not know is the caller's mistake, not "nothing fits".
    if (query.vehicle && !vehicleOf(catalog, query.vehicle)) throw invalidRequest(`unknown vehicle "${query.vehicle}"`, { vehicle: 'validation.vehicle' });
    const page = queryCatalog(catalog, query);
    return { ...page, items: page.items.map(card) };
  },
);
