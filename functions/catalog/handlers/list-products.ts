import { productListQuerySchema, type ProductListResponse } from '../../contracts/product.js';
import { httpHandler } from '../../core/http.js';
import { catalogSnapshot } from '../catalog-index.js';
import { queryCatalog } from '../catalog-query.js';
import { toPublicProduct } from '../product-entity.js';

/** GET /api/products — the shop listing, newest first, 12 per page with the exact total. */
export const listProducts = httpHandler(
  { query: productListQuerySchema, cacheControl: 'public, max-age=30, stale-while-revalidate=60' },
  async ({ query }): Promise<ProductListResponse> => {
    const { products } = await catalogSnapshot();
    const page = queryCatalog(products, query);
    return { ...page, items: page.items.map(toPublicProduct) };
  },
);
