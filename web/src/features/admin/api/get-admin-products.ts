import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/products: every product with stock and dealer price, newest first. */
export function getAdminProducts({ signal }: { signal?: AbortSignal } = {}): Promise<{ items: AdminProduct[] }> {
  return api.get<{ items: AdminProduct[] }>('/admin/products', { signal });
}

export function getAdminProductsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.productList(), queryFn: ({ signal }) => getAdminProducts({ signal }), staleTime: 0 });
}

export function useAdminProducts() {
  return useQuery(getAdminProductsQueryOptions());
}
