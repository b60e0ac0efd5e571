/**
 * The catalogue's query keys. Products sit under the products root (read again when the signed-in
 * user changes: dealers see their prices); the categories, filters and suggestions are the same for
 * everyone.
 */
export const catalogKeys = {
  productList: (query: unknown) => ['products', 'list', query] as const,
  product: (id: number) => ['products', 'detail', id] as const,
  similar: (id: number) => ['products', 'similar', id] as const,
  /** The same key as the home page's offers (features/home/query-keys.ts): one request, one cache entry. */
  featured: (limit: number) => ['products', 'featured', { limit }] as const,
  categories: () => ['catalog', 'categories'] as const,
  filters: () => ['catalog', 'filters'] as const,
  suggestions: (q: string) => ['catalog', 'suggestions', q] as const,
};
