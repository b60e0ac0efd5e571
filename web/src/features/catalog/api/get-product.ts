import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@contracts/product';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { catalogKeys } from '../query-keys';

/** GET /api/products/{id}: one product, or a 404 ApiError with code `not_found`. */
export function getProduct({ id, signal }: { id: number; signal?: AbortSignal }): Promise<Product> {
  return api.get<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct({ id, signal }),
  });
}

export function useProduct(id: number, queryConfig?: QueryConfig<typeof getProductQueryOptions>) {
  return useQuery({ ...getProductQueryOptions(id), ...queryConfig });
}

/** Product ids are positive integers; anything else in the URL is a not-found without a request. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
