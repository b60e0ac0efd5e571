import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItems } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { catalogKeys } from '../query-keys';

/** GET /api/products/{id}/similar: up to 4 products of the same category, never the product itself. */
export function getSimilarProducts({ id, signal }: { id: number; signal?: AbortSignal }): Promise<ProductListItems> {
  return api.get<ProductListItems>(`/products/${encodeURIComponent(id)}/similar`, { signal });
}

export function getSimilarProductsQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.similar(id),
    queryFn: ({ signal }) => getSimilarProducts({ id, signal }),
  });
}

export function useSimilarProducts(id: number, queryConfig?: QueryConfig<typeof getSimilarProductsQueryOptions>) {
  return useQuery({ ...getSimilarProductsQueryOptions(id), ...queryConfig });
}
