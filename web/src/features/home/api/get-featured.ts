import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItems } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { homeKeys } from '../query-keys';

/** The 'unique offers' block shows five featured products (spec §9). */
export const UNIQUE_OFFERS_LIMIT = 5;

/** GET /api/products/featured?limit=N: featured in-stock products (limited editions and sales if none). */
export function getFeatured({ limit, signal }: { limit: number; signal?: AbortSignal }): Promise<ProductListItems> {
  return api.get<ProductListItems>('/products/featured', { params: { limit }, signal });
}

export function getFeaturedQueryOptions(limit = UNIQUE_OFFERS_LIMIT) {
  return queryOptions({
    queryKey: homeKeys.featured(limit),
    queryFn: ({ signal }) => getFeatured({ limit, signal }),
  });
}

export function useFeatured(limit = UNIQUE_OFFERS_LIMIT, queryConfig?: QueryConfig<typeof getFeaturedQueryOptions>) {
  return useQuery({ ...getFeaturedQueryOptions(limit), ...queryConfig });
}
