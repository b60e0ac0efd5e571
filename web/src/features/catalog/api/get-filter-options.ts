import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterOptionsResponse } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { catalogKeys } from '../query-keys';

/** GET /api/catalog/filters: the distinct values the shop's filters offer. */
export function getFilterOptions({ signal }: { signal?: AbortSignal } = {}): Promise<FilterOptionsResponse> {
  return api.get<FilterOptionsResponse>('/catalog/filters', { signal });
}

export function getFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.filters(),
    queryFn: ({ signal }) => getFilterOptions({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useFilterOptions(queryConfig?: QueryConfig<typeof getFilterOptionsQueryOptions>) {
  return useQuery({ ...getFilterOptionsQueryOptions(), ...queryConfig });
}
