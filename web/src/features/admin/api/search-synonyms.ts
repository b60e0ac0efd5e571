import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SynonymGroup, SynonymGroupsResponse } from '@contracts/search';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET, POST, PUT and DELETE /api/admin/search-synonyms: the search's synonym groups. */
const key = adminKeys.searchSynonyms();

export function getSynonymsQueryOptions() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<SynonymGroupsResponse>('/admin/search-synonyms', { signal }),
    staleTime: 0,
  });
}

export function useSynonyms() {
  return useQuery(getSynonymsQueryOptions());
}

/** Every change reloads the list (another admin may have changed other groups meanwhile). */
function useSynonymMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateSynonymGroup = () => useSynonymMutation((words: string[]) => api.post<SynonymGroup>('/admin/search-synonyms', { words }));

/** Saved over the version loaded; a 409 means another admin changed or deleted the group first. */
export const useUpdateSynonymGroup = () =>
  useSynonymMutation(({ id, words, version }: { id: string; words: string[]; version: number }) => api.put<SynonymGroup>(`/admin/search-synonyms/${id}`, { words, version }));

export const useDeleteSynonymGroup = () =>
  useSynonymMutation(({ id, version }: { id: string; version: number }) => api.delete<void>(`/admin/search-synonyms/${id}`, { params: { version } }));
