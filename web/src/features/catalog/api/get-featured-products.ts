import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItems } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { catalogKeys } from '../query-keys';

/** GET /api/products/featured?limit=N: featured in-stock products (the mega-menu asks for 3). */
export function getFeaturedProducts({ limit, signal }: { limit: number; signal?: AbortSignal }): Promise<ProductListItems> {
  return api.get<ProductListItems>('/products/featured', { params: { limit }, signal });
}

export function getFeaturedProductsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: catalogKeys.featured(limit),
    queryFn: ({ signal }) => getFeaturedProducts({ limit, signal }),
  });
}

export function useFeaturedProducts(limit: number, queryConfig?: QueryConfig<typeof getFeaturedProductsQueryOptions>) {
  return useQuery({ ...getFeaturedProductsQueryOptions(limit), ...queryConfig });
}
