import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersResponse } from '@contracts/admin';
import type { OrderStatus } from '@contracts/order';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';
import { filledParams } from './filled-params';

/** The list's filters as the API takes them (empty ones are left out of the query string). */
export interface AdminOrdersFilters {
  status?: OrderStatus | undefined;
  email?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** `orders`: what buyers see as orders; `attempts`: checkouts never paid. Both when absent. */
  kind?: 'orders' | 'attempts' | undefined;
  /** The page: absent for the first, else a cursor of an earlier answer (nextCursor, prevCursor, lastCursor). */
  cursor?: string | undefined;
}

export function adminOrdersParams(filters: AdminOrdersFilters): Record<string, string> {
  return filledParams(filters, ['status', 'email', 'dateFrom', 'dateTo', 'kind', 'cursor']);
}

/** GET /api/admin/orders: newest first, 20 a page by cursor, with the exact total. */
export function getAdminOrders({ filters, signal }: { filters: AdminOrdersFilters; signal?: AbortSignal }): Promise<AdminOrdersResponse> {
  return api.get<AdminOrdersResponse>('/admin/orders', { params: adminOrdersParams(filters), signal });
}

export function getAdminOrdersQueryOptions(filters: AdminOrdersFilters) {
  const params = adminOrdersParams(filters);
  return queryOptions({
    queryKey: adminKeys.orderList(params),
    queryFn: ({ signal }) => getAdminOrders({ filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminOrders(filters: AdminOrdersFilters) {
  return useQuery(getAdminOrdersQueryOptions(filters));
}
