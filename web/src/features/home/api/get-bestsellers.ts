import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItems } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { homeKeys } from '../query-keys';

/** GET /api/products/bestsellers: the bestsellers carousel (in stock, newest first, at most 6). */
export function getBestsellers({ signal }: { signal?: AbortSignal } = {}): Promise<ProductListItems> {
  return api.get<ProductListItems>('/products/bestsellers', { signal });
}

export function getBestsellersQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.bestsellers(),
    queryFn: ({ signal }) => getBestsellers({ signal }),
  });
}

export function useBestsellers(queryConfig?: QueryConfig<typeof getBestsellersQueryOptions>) {
  return useQuery({ ...getBestsellersQueryOptions(), ...queryConfig });
}
