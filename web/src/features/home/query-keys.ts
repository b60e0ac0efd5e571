/** The home page's query keys: its product strips, under the products root (prices depend on who asks). */
export const homeKeys = {
  promotions: () => ['products', 'promotions'] as const,
  bestsellers: () => ['products', 'bestsellers'] as const,
  /** The same key as the catalogue's featured products (features/catalog/query-keys.ts): one request, one cache entry. */
  featured: (limit: number) => ['products', 'featured', { limit }] as const,
};
