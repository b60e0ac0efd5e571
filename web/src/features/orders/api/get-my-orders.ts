import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListResponse } from '@contracts/order';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { orderKeys } from '../query-keys';

/** GET /api/me/orders: the signed-in buyer's orders, newest first. */
export function getMyOrders({ signal }: { signal?: AbortSignal } = {}): Promise<OrderListResponse> {
  return api.get<OrderListResponse>('/me/orders', { signal });
}

export function getMyOrdersQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => getMyOrders({ signal }),
  });
}

export function useMyOrders(queryConfig?: QueryConfig<typeof getMyOrdersQueryOptions>) {
  return useQuery({ ...getMyOrdersQueryOptions(), ...queryConfig });
}
