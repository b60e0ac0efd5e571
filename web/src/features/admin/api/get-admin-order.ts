import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderResponse } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/orders/{id}: the order with its status history; 404 when there is none. */
export function getAdminOrder({ id, signal }: { id: string; signal?: AbortSignal }): Promise<AdminOrderResponse> {
  return api.get<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(id)}`, { signal });
}

export function getAdminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder({ id, signal }),
    staleTime: 0,
  });
}

export function useAdminOrder(id: string) {
  return useQuery(getAdminOrderQueryOptions(id));
}
