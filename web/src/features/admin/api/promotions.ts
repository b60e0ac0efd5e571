import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePromotion, Promotion, PromotionDetail, PromotionInput } from '@contracts/promotions';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET, POST, PUT and DELETE /api/admin/promotions: codes, timed sales and free-delivery offers with their usage. */

export function usePromotions() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.promotions(),
      queryFn: ({ signal }) => api.get<{ items: Promotion[] }>('/admin/promotions', { signal }),
      staleTime: 0,
    }),
  );
}

/** One promotion with its codes, their uses and the orders that used them (the codes list). */
export function usePromotionDetail(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.promotions(), id],
      queryFn: ({ signal }) => api.get<PromotionDetail>(`/admin/promotions/${id}`, { signal }),
      staleTime: 0,
    }),
  );
}

/** Every change reloads the list (usage moves with every order anyway). */
function usePromotionMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions() }) });
}

export const useCreatePromotion = () => usePromotionMutation((input: CreatePromotion) => api.post<Promotion>('/admin/promotions', input));
export const useUpdatePromotion = () => usePromotionMutation(({ id, input }: { id: string; input: PromotionInput }) => api.put<Promotion>(`/admin/promotions/${id}`, input));
/** Deactivates: orders name it, so it is kept. */
export const useDeactivatePromotion = () => usePromotionMutation((id: string) => api.delete<void>(`/admin/promotions/${id}`));
