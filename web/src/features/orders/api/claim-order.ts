import type { Order } from '@contracts/order';
import { api } from '@/lib/api-client';

/**
 * POST /api/me/orders/claim: after paying as a guest, links the order of a Checkout session to
 * the signed-in buyer when the order's e-mail is theirs (404 otherwise). Fire-and-forget from the
 * success page: a failure is only logged (spec §8).
 */
export function claimOrder(sessionId: string): Promise<Order> {
  return api.post<Order>('/me/orders/claim', { sessionId });
}
