import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDealerPrice } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/**
 * Per-dealer prices of one product: GET the list, PUT one (an upsert on the dealer + product
 * pair), DELETE one. Kept in one file because they share the key they invalidate.
 */
const key = adminKeys.dealerPrices;

export function getDealerPrices({ productId, signal }: { productId: number; signal?: AbortSignal }): Promise<{ items: AdminDealerPrice[] }> {
  return api.get<{ items: AdminDealerPrice[] }>(`/admin/products/${productId}/dealer-prices`, { signal });
}

export function getDealerPricesQueryOptions(productId: number) {
  return queryOptions({ queryKey: key(productId), queryFn: ({ signal }) => getDealerPrices({ productId, signal }), staleTime: 0 });
}

export function useDealerPrices(productId: number) {
  return useQuery(getDealerPricesQueryOptions(productId));
}

export function setDealerPrice({ productId, dealerId, price }: { productId: number; dealerId: string; price: number }): Promise<AdminDealerPrice> {
  return api.put<AdminDealerPrice>(`/admin/products/${productId}/dealer-prices/${encodeURIComponent(dealerId)}`, { price });
}

export function deleteDealerPrice({ productId, dealerId }: { productId: number; dealerId: string }): Promise<void> {
  return api.delete<void>(`/admin/products/${productId}/dealer-prices/${encodeURIComponent(dealerId)}`);
}

export function useSetDealerPrice(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { dealerId: string; price: number }) => setDealerPrice({ productId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(productId) }),
  });
}

export function useDeleteDealerPrice(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealerId: string) => deleteDealerPrice({ productId, dealerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(productId) }),
  });
}
