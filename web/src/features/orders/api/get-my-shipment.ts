import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyShipmentResponse } from '@contracts/delivery';
import { api } from '@/lib/api-client';
import { orderKeys } from '../query-keys';

/** GET /api/me/orders/{id}/shipment: where the buyer's parcel is (null before it is sent). */
export function getMyShipmentQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.shipment(orderId),
    queryFn: ({ signal }) => api.get<MyShipmentResponse>(`/me/orders/${encodeURIComponent(orderId)}/shipment`, { signal }),
  });
}

export function useMyShipment(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getMyShipmentQueryOptions(orderId), enabled });
}
