import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse, AdminRefundRequest } from '@contracts/admin';
import { api } from '@/lib/api-client';

/** POST /api/admin/orders/{id}/refunds: returns what is left of a paid order's payment (or `amount` grosze). */
export function refundOrder({ id, request }: { id: string; request: AdminRefundRequest }): Promise<AdminOrderResponse> {
  return api.post<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(id)}/refunds`, request);
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(['admin', 'orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
    },
  });
}
