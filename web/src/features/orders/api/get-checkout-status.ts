import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutStatus } from '@contracts/order';
import { api } from '@/lib/api-client';
import { orderKeys } from '../query-keys';

/**
 * GET /api/checkout/sessions/{sessionId}: how the payment of the order of a Checkout session
 * stands (the payment result page). Asked again every few seconds while a bank payment is under
 * way or Stripe has not answered yet, until it is paid or failed.
 */
export function getCheckoutStatus({ sessionId, signal }: { sessionId: string; signal?: AbortSignal }): Promise<CheckoutStatus> {
  return api.get<CheckoutStatus>(`/checkout/sessions/${encodeURIComponent(sessionId)}`, { signal });
}

const POLL_MS = 2500;

export function getCheckoutStatusQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: orderKeys.checkoutStatus(sessionId),
    queryFn: ({ signal }) => getCheckoutStatus({ sessionId, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'awaiting' || state === 'processing' ? POLL_MS : false;
    },
    retry: 2,
  });
}

export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({ ...getCheckoutStatusQueryOptions(sessionId ?? ''), enabled: !!sessionId });
}
