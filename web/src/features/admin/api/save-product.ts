import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProduct, productInputSchema, ProductUpdate } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';
import { queryRoots } from '@/lib/query-roots';

export type ProductPayload = z.output<typeof productInputSchema>;

/** POST /api/admin/products (201) or PUT /api/admin/products/{id}: the saved product. */
/**
 * An edit says which stock the form loaded (`expectedStock`): the server keeps what orders took
 * meanwhile, and refuses (409 `stock_changed`) a stock change made from a value that is gone.
 */
export function saveProduct({ id, input, expectedStock }: { id: number | null; input: ProductPayload; expectedStock?: number }): Promise<AdminProduct> {
  if (id === null) return api.post<AdminProduct>('/admin/products', input);
  const update: ProductUpdate = { ...input, expectedStock };
  return api.put<AdminProduct>(`/admin/products/${id}`, update);
}

/** Saving changes what the shop shows too: the admin lists and every public product query refetch. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminKeys.product(product.id), product);
      void queryClient.invalidateQueries({ queryKey: adminKeys.productList() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stockLog(product.id) });
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
    },
  });
}
