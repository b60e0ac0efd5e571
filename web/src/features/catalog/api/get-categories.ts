import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { catalogKeys } from '../query-keys';

/** GET /api/catalog/categories: the fixed category tree with product counts. */
export function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<CategoriesResponse> {
  return api.get<CategoriesResponse>('/catalog/categories', { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useCategories(queryConfig?: QueryConfig<typeof getCategoriesQueryOptions>) {
  return useQuery({ ...getCategoriesQueryOptions(), ...queryConfig });
}
