import { categoryTree } from '../../contracts/catalog.js';
import type { CategoriesResponse, FilterOptionsResponse } from '../../contracts/product.js';
import { httpHandler } from '../../core/http.js';
import { catalogSnapshot } from '../catalog-index.js';
import { PUBLIC_VOCABULARY_CACHE } from './cache.js';

/** GET /api/catalog/filters — the distinct values the shop's filters offer. */
export const filterOptions = httpHandler(
  { cacheControl: PUBLIC_VOCABULARY_CACHE },
  async (): Promise<FilterOptionsResponse> => (await catalogSnapshot()).filterOptions,
);

/** GET /api/catalog/categories — the fixed tree, with how many products each branch holds. */
export const categories = httpHandler({ cacheControl: PUBLIC_VOCABULARY_CACHE }, async (): Promise<CategoriesResponse> => {
  const { products } = await catalogSnapshot();
  const counts = new Map<string, number>();
  for (const p of products) {
    counts.set(p.categoryKey, (counts.get(p.categoryKey) ?? 0) + 1);
    counts.set(`${p.categoryKey}/${p.subcategory}`, (counts.get(`${p.categoryKey}/${p.subcategory}`) ?? 0) + 1);
  }
  return {
    categories: Object.entries(categoryTree).map(([key, subs]) => ({
      key,
      count: counts.get(key) ?? 0,
      subcategories: subs.map((sub) => ({ key: sub, count: counts.get(`${key}/${sub}`) ?? 0 })),
    })),
  };
});
