import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@contracts/admin';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/products/{id} (204): the product and its dealer prices. */
export function deleteProduct(id: number): Promise<void> {
  return api.delete<void>(`/admin/products/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, id) => {
      queryClient.setQueryData<{ items: AdminProduct[] }>(['admin', 'products', 'list'], (list) =>
        list ? { items: list.items.filter((p) => p.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: ['admin', 'products', 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
