import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReturnResponse } from '@contracts/admin';
import type { AdminReturnsResponse, ReturnDecision, ReturnStatus } from '@contracts/returns';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { adminKeys } from '../query-keys';

/**
 * Withdrawals for the workshop (issue 19): GET /api/admin/returns (one status or all, newest
 * first, 20 a page by cursor), one return with its order, and its steps: the parcel received (stock back), the
 * decision (accept all or per line → refund; reject with a reason), the correction invoice PDF.
 * The steps are idempotent on the server: a double click does one thing.
 */
export function getAdminReturnsQueryOptions(status: ReturnStatus | undefined, cursor?: string) {
  return queryOptions({
    queryKey: adminKeys.returnList(status, cursor),
    queryFn: ({ signal }) => api.get<AdminReturnsResponse>('/admin/returns', { params: { status, cursor }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminReturns(status: ReturnStatus | undefined, cursor?: string) {
  return useQuery(getAdminReturnsQueryOptions(status, cursor));
}

const returnPath = (orderId: string, returnId: string) => `/admin/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}`;

export function getAdminReturnQueryOptions(orderId: string, returnId: string) {
  return queryOptions({
    queryKey: adminKeys.return(orderId, returnId),
    queryFn: ({ signal }) => api.get<AdminReturnResponse>(returnPath(orderId, returnId), { signal }),
    staleTime: 0,
  });
}

export function useAdminReturn(orderId: string, returnId: string) {
  return useQuery(getAdminReturnQueryOptions(orderId, returnId));
}

type ReturnStep = { orderId: string; returnId: string } & ({ step: 'receive' } | { step: 'decision'; decision: ReturnDecision });

export function advanceReturn(input: ReturnStep): Promise<AdminReturnResponse> {
  const path = returnPath(input.orderId, input.returnId);
  return input.step === 'receive' ? api.post<AdminReturnResponse>(`${path}/receive`) : api.post<AdminReturnResponse>(`${path}/decision`, input.decision);
}

export function useAdvanceReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceReturn,
    onSuccess: (answer, { orderId, returnId }) => {
      queryClient.setQueryData(adminKeys.return(orderId, returnId), answer);
      void queryClient.invalidateQueries({ queryKey: adminKeys.returnLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}

export function downloadAdminCorrection({ orderId, returnId, fallbackName }: { orderId: string; returnId: string; fallbackName: string }): Promise<string> {
  return downloadFile({ path: `${returnPath(orderId, returnId)}/correction`, accept: 'application/pdf', fallbackName });
}

export function useDownloadAdminCorrection() {
  return useMutation({ mutationFn: downloadAdminCorrection });
}
