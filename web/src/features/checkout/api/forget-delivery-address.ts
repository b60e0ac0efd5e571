import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '../query-keys';

/** DELETE /api/me/delivery/addresses/{id}: a saved address the buyer no longer wants offered. */
export function forgetDeliveryAddress(id: string): Promise<void> {
  return api.delete<void>(`/me/delivery/addresses/${encodeURIComponent(id)}`);
}

export function useForgetDeliveryAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetDeliveryAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.savedDelivery() }),
  });
}
