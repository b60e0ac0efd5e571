import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse, AdminRefundRequest } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** POST /api/admin/orders/{id}/refunds: returns what is left of a paid order's payment (or `amount` grosze). */
export function refundOrder({ id, request }: { id: string; request: AdminRefundRequest }): Promise<AdminOrderResponse> {
  return api.post<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(id)}/refunds`, request);
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.refunds() });
    },
  });
}
