import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItems } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { homeKeys } from '../query-keys';

/** GET /api/products/promotions: the promotions carousel. */
export function getPromotions({ signal }: { signal?: AbortSignal } = {}): Promise<ProductListItems> {
  return api.get<ProductListItems>('/products/promotions', { signal });
}

export function getPromotionsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.promotions(),
    queryFn: ({ signal }) => getPromotions({ signal }),
  });
}

export function usePromotions(queryConfig?: QueryConfig<typeof getPromotionsQueryOptions>) {
  return useQuery({ ...getPromotionsQueryOptions(), ...queryConfig });
}
