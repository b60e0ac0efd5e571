/**
 * /admin/products' filters, one definition for the list in the browser and the CSV export on the
 * server (issue 33: the export is the list as the admin has filtered it): the words in the name
 * or description (case- and accent-insensitive), the category and the brand.
 */
export interface ProductFilterable {
  name: string;
  description: string;
  categoryKey: string;
  brand: string;
}

function normalise(text: string): string {
  return text.toLocaleLowerCase('pl').normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

export function filterProducts<T extends ProductFilterable>(items: readonly T[], search: string, category: string, brand: string): T[] {
  const needle = normalise(search.trim());
  return items.filter((p) => (!needle || normalise(p.name).includes(needle) || normalise(p.description).includes(needle)) && (!category || p.categoryKey === category) && (!brand || p.brand === brand));
}
