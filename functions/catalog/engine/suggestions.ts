import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '../../contracts/search.js';
import { matching, type CatalogHit } from './catalog-query.js';
import type { CatalogView } from './catalog-view.js';
import { categoriesOf, relevancePage, searchView, type CategoryMatch } from './search-query.js';

export interface Suggestions {
  products: CatalogHit[];
  categories: CategoryMatch[];
}

/**
 * What the search box offers while the visitor types: the five most relevant products for the
 * text so far (its last word a prefix) and the categories those matches fall in. The same search
 * as the shop's listing, so a suggestion never promises what the listing then does not show.
 */
export function suggestionsFor(view: CatalogView, text: string): Suggestions {
  const search = searchView(view, text);
  if (!search) return { products: [], categories: [] };
  const set = matching(view, { search: text, sortBy: 'relevance', page: 1, featured: undefined, isLimitedEdition: undefined }, search);
  return { products: relevancePage(view, set, search, 0, SUGGESTED_PRODUCTS), categories: categoriesOf(view, set, SUGGESTED_CATEGORIES) };
}
