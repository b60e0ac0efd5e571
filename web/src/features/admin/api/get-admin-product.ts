import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/products/{id}: one product as the form edits it. */
export function getAdminProduct({ id, signal }: { id: number; signal?: AbortSignal }): Promise<AdminProduct> {
  return api.get<AdminProduct>(`/admin/products/${id}`, { signal });
}

export function getAdminProductQueryOptions(id: number) {
  return queryOptions({ queryKey: adminKeys.product(id), queryFn: ({ signal }) => getAdminProduct({ id, signal }), staleTime: 0 });
}

export function useAdminProduct(id: number | null) {
  return useQuery({ ...getAdminProductQueryOptions(id ?? 0), enabled: id !== null });
}
