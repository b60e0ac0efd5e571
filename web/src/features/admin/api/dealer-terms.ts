import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealerBalance, DealerTerms, DealerTermsUpdate, TermsPayment, TermsPaymentRequest, TermsPaymentResponse } from '@contracts/dealer';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/**
 * Payment terms from the admin's side (issue 34): a dealer's balance, their terms and limit
 * (PATCH), and the transfers recorded for a terms order. One file: the saves invalidate each
 * other's reads (a payment moves the balance).
 */

export function getAdminDealerBalance({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<DealerBalance> {
  return api.get<DealerBalance>(`/admin/dealers/${encodeURIComponent(userId)}/balance`, { signal });
}

export function useAdminDealerBalance(userId: string) {
  return useQuery(queryOptions({ queryKey: adminKeys.dealerBalance(userId), queryFn: ({ signal }) => getAdminDealerBalance({ userId, signal }), staleTime: 0 }));
}

export function updateDealerTerms({ userId, terms }: { userId: string; terms: DealerTermsUpdate }): Promise<DealerTerms> {
  return api.patch<DealerTerms>(`/admin/dealers/${encodeURIComponent(userId)}`, terms);
}

export function useUpdateDealerTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDealerTerms,
    onSuccess: (_terms, { userId }) => queryClient.invalidateQueries({ queryKey: adminKeys.dealerBalance(userId) }),
  });
}

export function getTermsPayments({ orderId, signal }: { orderId: string; signal?: AbortSignal }): Promise<{ items: TermsPayment[] }> {
  return api.get<{ items: TermsPayment[] }>(`/admin/orders/${encodeURIComponent(orderId)}/payments`, { signal });
}

export function useTermsPayments(orderId: string) {
  return useQuery(queryOptions({ queryKey: adminKeys.termsPayments(orderId), queryFn: ({ signal }) => getTermsPayments({ orderId, signal }), staleTime: 0 }));
}

export function recordTermsPayment({ orderId, payment }: { orderId: string; payment: TermsPaymentRequest }): Promise<TermsPaymentResponse> {
  return api.post<TermsPaymentResponse>(`/admin/orders/${encodeURIComponent(orderId)}/payments`, payment);
}

export function useRecordTermsPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTermsPayment,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.termsPayments(result.order.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(result.order.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dealerBalance(result.balance.userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
    },
  });
}
