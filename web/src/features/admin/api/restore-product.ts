import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@contracts/admin';
import { api } from '@/lib/api-client';

/** POST /api/admin/products/{id}/restore: an archived product is shown in the shop again. */
export function restoreProduct(id: number): Promise<AdminProduct> {
  return api.post<AdminProduct>(`/admin/products/${id}/restore`);
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<{ items: AdminProduct[] }>(['admin', 'products', 'list'], (list) =>
        list ? { items: list.items.map((p) => (p.id === product.id ? product : p)) } : list,
      );
      queryClient.setQueryData(['admin', 'products', 'detail', product.id], product);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
