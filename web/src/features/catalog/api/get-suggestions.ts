import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionsResponse } from '@contracts/search';
import { api } from '@/lib/api-client';
import { catalogKeys } from '../query-keys';

/** The shortest text the search box asks suggestions for. */
export const SUGGEST_FROM_CHARS = 2;

/** GET /api/catalog/suggestions?q=…: up to 5 products and the matching categories for what is typed so far. */
export function getSuggestionsQueryOptions(text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: catalogKeys.suggestions(q),
    queryFn: ({ signal }) => api.get<SuggestionsResponse>('/catalog/suggestions', { params: { q }, signal }),
    staleTime: 60_000,
  });
}

/** Suggestions for `text` (nothing is asked below SUGGEST_FROM_CHARS); the last answer stays while the next loads. */
export function useSuggestions(text: string) {
  return useQuery({ ...getSuggestionsQueryOptions(text), enabled: text.trim().length >= SUGGEST_FROM_CHARS, placeholderData: keepPreviousData });
}
