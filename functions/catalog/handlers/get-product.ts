import { productIdParamsSchema, type Product } from '../../contracts/product.js';
import { notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { currentRecord } from '../engine/catalog-view.js';
import { liveCatalog } from '../live-catalog.js';
import { productSafetyOf } from '../product-safety.js';
import { productViewFor } from '../product-view.js';
import { withTimedSale, withVariantSalePrices } from '../timed-sale.js';
import { PUBLIC_CATALOG_CACHE } from './cache.js';

/**
 * GET /api/products/{id} — from the live catalogue, as fresh as the listing (an archived product
 * or a draft is gone), with its GPSR safety block resolved from the register in memory, and at
 * the price of a timed sale running when the catalogue was published (timed-sale.ts), as its card.
 */
export const getProduct = httpHandler({ params: productIdParamsSchema, cacheControl: PUBLIC_CATALOG_CACHE }, async ({ params, caller }): Promise<Product> => {
  const [catalog, view] = await Promise.all([liveCatalog(), productViewFor(caller)]);
  const record = currentRecord(catalog, params.id);
  if (!record) throw notFound(`Product ${params.id} does not exist`);
  const safety = productSafetyOf(record, catalog.manufacturers);
  const product = withVariantSalePrices(view(withTimedSale(record, catalog.base.sales)), record, catalog.base.sales);
  return safety ? { ...product, safety } : product;
});
