import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** POST /api/admin/products/{id}/restore: an archived product is shown in the shop again. */
export function restoreProduct(id: number): Promise<AdminProduct> {
  return api.post<AdminProduct>(`/admin/products/${id}/restore`);
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<{ items: AdminProduct[] }>(adminKeys.productList(), (list) =>
        list ? { items: list.items.map((p) => (p.id === product.id ? product : p)) } : list,
      );
      queryClient.setQueryData(adminKeys.product(product.id), product);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
