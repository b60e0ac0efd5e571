import { useMutation } from '@tanstack/react-query';
import type { CheckoutCancelResult } from '@contracts/order';
import { api } from '@/lib/api-client';

/**
 * POST /api/checkout/sessions/{sessionId}/cancel: the buyer left Stripe's page; the session is
 * expired at once and the order's units go back to stock now. Idempotent.
 */
export function cancelCheckout(sessionId: string): Promise<CheckoutCancelResult> {
  return api.post<CheckoutCancelResult>(`/checkout/sessions/${encodeURIComponent(sessionId)}/cancel`);
}

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout });
}
