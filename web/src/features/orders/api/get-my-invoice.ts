import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvoiceResponse } from '@contracts/invoice';
import { api } from '@/lib/api-client';
import { orderKeys } from '../query-keys';

/**
 * GET /api/me/orders/{id}/invoice-status: the order's invoice once issued (null before), with a
 * company invoice's KSeF state and which documents can be downloaded.
 */
export function getMyInvoice(orderId: string, { signal }: { signal?: AbortSignal } = {}): Promise<MyInvoiceResponse> {
  return api.get<MyInvoiceResponse>(`/me/orders/${encodeURIComponent(orderId)}/invoice-status`, { signal });
}

export const getMyInvoiceQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.invoice(orderId), queryFn: ({ signal }) => getMyInvoice(orderId, { signal }) });

export function useMyInvoice(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyInvoiceQueryOptions(orderId), enabled });
}
