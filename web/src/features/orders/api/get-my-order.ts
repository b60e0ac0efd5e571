import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@contracts/order';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { orderKeys } from '../query-keys';

/** GET /api/me/orders/{id}: one of the buyer's orders; anyone else's is a 404 like a missing one. */
export function getMyOrder({ id, signal }: { id: string; signal?: AbortSignal }): Promise<Order> {
  return api.get<Order>(`/me/orders/${encodeURIComponent(id)}`, { signal });
}

export function getMyOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.mineOne(id),
    queryFn: ({ signal }) => getMyOrder({ id, signal }),
  });
}

export function useMyOrder(id: string, queryConfig?: QueryConfig<typeof getMyOrderQueryOptions>) {
  return useQuery({ ...getMyOrderQueryOptions(id), ...queryConfig });
}

/** Order ids are UUIDs (the API answers 400 to anything else): other URLs are a not-found at once. */
export function isOrderId(raw: string | undefined): raw is string {
  return !!raw && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw);
}
