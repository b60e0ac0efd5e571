import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/**
 * DELETE /api/admin/products/{id}: a product no order names is deleted with its dealer prices
 * (204, answered here as null); one that orders name is archived instead (200, the product with
 * `archivedAt`): hidden from the shop, restorable.
 */
export async function deleteProduct(id: number): Promise<AdminProduct | null> {
  return (await api.delete<AdminProduct | undefined>(`/admin/products/${id}`)) ?? null;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (archived, id) => {
      queryClient.setQueryData<{ items: AdminProduct[] }>(adminKeys.productList(), (list) =>
        list ? { items: archived ? list.items.map((p) => (p.id === id ? archived : p)) : list.items.filter((p) => p.id !== id) } : list,
      );
      if (archived) queryClient.setQueryData(adminKeys.product(id), archived);
      else queryClient.removeQueries({ queryKey: adminKeys.product(id) });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
