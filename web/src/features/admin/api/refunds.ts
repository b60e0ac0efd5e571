import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefundsResponse } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/refunds: every order's refunds, newest first, 20 a page by cursor, with the exact total. */
export function getAdminRefundsQueryOptions(cursor?: string) {
  return queryOptions({
    queryKey: adminKeys.refundList(cursor),
    queryFn: ({ signal }) => api.get<AdminRefundsResponse>('/admin/refunds', { params: { cursor }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminRefunds(cursor?: string) {
  return useQuery(getAdminRefundsQueryOptions(cursor));
}
