import { productIdParamsSchema, type Product } from '../../contracts/product.js';
import { notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { currentRecord } from '../engine/catalog-view.js';
import { liveCatalog } from '../live-catalog.js';
import { productViewFor } from '../product-view.js';
import { PUBLIC_CATALOG_CACHE } from './cache.js';

/** GET /api/products/{id} — from the live catalogue, as fresh as the listing (an archived product is gone). */
export const getProduct = httpHandler({ params: productIdParamsSchema, cacheControl: PUBLIC_CATALOG_CACHE }, async ({ params, caller }): Promise<Product> => {
  const [catalog, view] = await Promise.all([liveCatalog(), productViewFor(caller)]);
  const record = currentRecord(catalog, params.id);
  if (!record) throw notFound(`Product ${params.id} does not exist`);
  return view(record);
});
