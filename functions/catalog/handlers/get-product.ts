import { productIdParamsSchema, type Product } from '../../contracts/product.js';
import { notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { getProductRecord } from '../product-entity.js';
import { productViewFor } from '../product-view.js';
import { isShownInShop } from '../shop-visibility.js';

/** GET /api/products/{id} — read straight from the table, so a product page is never stale; an archived product is gone. */
export const getProduct = httpHandler(
  { params: productIdParamsSchema, cacheControl: 'public, max-age=30, stale-while-revalidate=60' },
  async ({ params, caller }): Promise<Product> => {
    const [record, view] = await Promise.all([getProductRecord(params.id), productViewFor(caller)]);
    if (!record || !isShownInShop(record)) throw notFound(`Product ${params.id} does not exist`);
    return view(record);
  },
);
