import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProduct, productInputSchema } from '@contracts/admin';
import { api } from '@/lib/api-client';

export type ProductPayload = z.output<typeof productInputSchema>;

/** POST /api/admin/products (201) or PUT /api/admin/products/{id}: the saved product. */
export function saveProduct({ id, input }: { id: number | null; input: ProductPayload }): Promise<AdminProduct> {
  return id === null ? api.post<AdminProduct>('/admin/products', input) : api.put<AdminProduct>(`/admin/products/${id}`, input);
}

/** Saving changes what the shop shows too: the admin lists and every public product query refetch. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(['admin', 'products', 'detail', product.id], product);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
