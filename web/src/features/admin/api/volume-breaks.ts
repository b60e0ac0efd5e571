import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryBreaksResponse, VolumeBreakRow } from '@contracts/volume-prices-schema';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { adminKeys } from '../query-keys';

/** GET /api/admin/volume-breaks: every category's dealer volume breaks (a category without any is absent or empty). */
export function useCategoryBreaks() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.categoryBreaks(),
      queryFn: ({ signal }) => api.get<CategoryBreaksResponse>('/admin/volume-breaks', { signal }),
    }),
  );
}

/**
 * PUT /api/admin/volume-breaks/{category}: replaces one category's breaks (an empty list: none).
 * The rows go as typed: the server validates them and names a row's bad field (`breaks.N.…`).
 */
export function useSaveCategoryBreaks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, breaks }: { category: string; breaks: unknown[] }) =>
      api.put<{ category: string; breaks: VolumeBreakRow[] }>(`/admin/volume-breaks/${encodeURIComponent(category)}`, { breaks }),
    onSuccess: (saved) => {
      queryClient.setQueryData<CategoryBreaksResponse>(adminKeys.categoryBreaks(), (old) => ({ categories: { ...old?.categories, [saved.category]: saved.breaks } }));
      // Dealers' product pages and cart prices read the breaks.
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
      void queryClient.invalidateQueries({ queryKey: queryRoots.deliveryQuote });
    },
  });
}
