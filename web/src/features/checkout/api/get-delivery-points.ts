import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryPointsQuery, DeliveryPointsResponse } from '@contracts/delivery';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '../query-keys';

/** GET /api/delivery/points?query=…&near=lat,lng: parcel lockers for the picker. */
export function getDeliveryPoints({ query, near, signal }: DeliveryPointsQuery & { signal?: AbortSignal }): Promise<DeliveryPointsResponse> {
  return api.get<DeliveryPointsResponse>('/delivery/points', { params: { query, near }, signal });
}

export function getDeliveryPointsQueryOptions(search: DeliveryPointsQuery) {
  return queryOptions({
    queryKey: checkoutKeys.deliveryPoints(search.query ?? null, search.near ?? null),
    queryFn: ({ signal }) => getDeliveryPoints({ ...search, signal }),
    enabled: !!(search.query || search.near),
    staleTime: 5 * 60_000,
  });
}

export function useDeliveryPoints(search: DeliveryPointsQuery) {
  return useQuery(getDeliveryPointsQueryOptions(search));
}
