import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse, AdminOrdersResponse, OrderStatusUpdate } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** PATCH /api/admin/orders/{id}: any status from any other (spec §4); tracking when shipping. */
export function updateOrderStatus({ id, update }: { id: string; update: OrderStatusUpdate }): Promise<AdminOrderResponse> {
  return api.patch<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(id)}`, update);
}

/**
 * After a change the lists hold the updated order at once (spec §4: "the list is updated
 * locally"), the detail gets the server's answer, and the statistics are fetched again.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      const { history: _history, ...listOrder } = order;
      queryClient.setQueriesData<AdminOrdersResponse>({ queryKey: adminKeys.orderLists() }, (list) =>
        list ? { ...list, items: list.items.map((o) => (o.id === order.id ? { ...o, ...listOrder } : o)) } : list,
      );
      queryClient.setQueryData(adminKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
