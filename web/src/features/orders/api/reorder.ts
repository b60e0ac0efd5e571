import { useMutation } from '@tanstack/react-query';
import type { ReorderResponse } from '@contracts/reorder';
import { api } from '@/lib/api-client';

/** POST /api/me/orders/{id}/reorder: the order's lines at today's prices and stock (nothing is held). */
export function reorder(orderId: string): Promise<ReorderResponse> {
  return api.post<ReorderResponse>(`/me/orders/${encodeURIComponent(orderId)}/reorder`);
}

export function useReorder() {
  return useMutation({ mutationFn: reorder });
}
