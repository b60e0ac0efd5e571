import { useMutation } from '@tanstack/react-query';
import type { QuickOrderRequest, QuickOrderResponse } from '@contracts/dealer';
import { api } from '@/lib/api-client';

/** POST /api/dealer/quick-order: each line's outcome against today's catalogue and stock. */
export function checkQuickOrder(request: QuickOrderRequest): Promise<QuickOrderResponse> {
  return api.post<QuickOrderResponse>('/dealer/quick-order', request);
}

export function useQuickOrder() {
  return useMutation({ mutationFn: checkQuickOrder });
}
