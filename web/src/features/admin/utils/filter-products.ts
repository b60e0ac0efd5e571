import type { AdminProduct } from '@contracts/admin';

/** Name or short description contains the words, case- and accent-insensitively. */
function normalise(text: string): string {
  return text.toLocaleLowerCase('pl').normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

/** /admin/products' filters: the words in the name or description, the category and the brand. */
export function filterProducts(items: readonly AdminProduct[], search: string, category: string, brand: string): AdminProduct[] {
  const needle = normalise(search.trim());
  return items.filter((p) => (!needle || normalise(p.name).includes(needle) || normalise(p.description).includes(needle)) && (!category || p.categoryKey === category) && (!brand || p.brand === brand));
}

