import { SHOP_PAGE_SIZE } from '../contracts/catalog.js';
import type { ProductRecord } from './product-entity.js';

/**
 * The shop query as pure code over the catalogue snapshot: plain values in, plain values out.
 * Filters and sorts of the shop grow here; the exact total is the length of the filtered list.
 */
export interface CatalogQuery {
  page: number;
}

export interface CatalogPage {
  items: ProductRecord[];
  total: number;
  page: number;
  pageSize: typeof SHOP_PAGE_SIZE;
}

export function queryCatalog(products: readonly ProductRecord[], query: CatalogQuery): CatalogPage {
  const start = (query.page - 1) * SHOP_PAGE_SIZE;
  return {
    items: products.slice(start, start + SHOP_PAGE_SIZE),
    total: products.length,
    page: query.page,
    pageSize: SHOP_PAGE_SIZE,
  };
}
