import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** GET /api/products?page=N: 12 products a page, newest first. */
export function getProducts({ page, signal }: { page: number; signal?: AbortSignal }): Promise<ProductListResponse> {
  return api.get<ProductListResponse>('/products', { params: { page }, signal });
}

export function getProductsQueryOptions(page = 1) {
  return queryOptions({
    queryKey: ['products', 'list', { page }],
    queryFn: ({ signal }) => getProducts({ page, signal }),
  });
}

export function useProducts(page = 1, queryConfig?: QueryConfig<typeof getProductsQueryOptions>) {
  return useQuery({ ...getProductsQueryOptions(page), ...queryConfig });
}
