import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { catalogKeys } from '../query-keys';

/**
 * GET /api/products: 12 products a page with the exact total. `params` is the shop query as the
 * API takes it (see utils/shop-query.ts `productListApiParams`); a bare number is a page of the
 * unfiltered, newest-first listing.
 */
export type ProductListParams = Readonly<Record<string, string>>;

function normalise(params: ProductListParams | number): ProductListParams {
  return typeof params === 'number' ? { page: String(params) } : params;
}

export function getProducts({ params, signal }: { params: ProductListParams | number; signal?: AbortSignal }): Promise<ProductListResponse> {
  return api.get<ProductListResponse>('/products', { params: normalise(params), signal });
}

export function getProductsQueryOptions(params: ProductListParams | number = 1) {
  const query = normalise(params);
  return queryOptions({
    queryKey: catalogKeys.productList(query),
    queryFn: ({ signal }) => getProducts({ params: query, signal }),
  });
}

export function useProducts(params: ProductListParams | number = 1, queryConfig?: QueryConfig<typeof getProductsQueryOptions>) {
  return useQuery({ ...getProductsQueryOptions(params), ...queryConfig });
}
