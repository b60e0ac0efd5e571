import { SHOP_PAGE_SIZE } from '../contracts/catalog.js';
import { foldText, sortOptions, type ProductListQuery, type SortOption } from '../contracts/catalog-query.js';
import type { ProductRecord } from './product-entity.js';

/**
 * The shop query engine: pure code over an in-memory catalogue index.
 *
 * Why it is fast: the index keeps the catalogue pre-sorted once per sort option, and every
 * product's searchable text pre-folded (lower case, no diacritics). A query is then a single
 * pass over the array of its sort order: test each product against the filters, count every
 * match (the exact total) and keep only the requested page. No sorting, no I/O. Measured in
 * test/bench/RESULTS.md: ~1.6 ms p50 for 10,000 products on a loaded 2-core machine; the next
 * step is a column layout (flat arrays or bitsets per filter value) instead of records.
 */
export interface CatalogIndex {
  /** Newest first. */
  readonly products: readonly ProductRecord[];
  readonly byId: ReadonlyMap<number, ProductRecord>;
  readonly sorted: Readonly<Record<SortOption, readonly IndexedProduct[]>>;
  readonly filterOptions: FilterOptions;
}

interface IndexedProduct {
  readonly record: ProductRecord;
  /** name + description + product number, folded. */
  readonly searchText: string;
  readonly compatibleModels: ReadonlySet<string>;
  readonly engineCapacity: ReadonlySet<string>;
  /** The exact-match attributes, folded once here rather than on every query. */
  readonly folded: Readonly<Record<FoldedField, string | null>>;
}

const foldedFields = ['brand', 'engineType', 'productType', 'material', 'creationMethod', 'tireType'] as const;
type FoldedField = (typeof foldedFields)[number];

export interface FilterOptions {
  brands: string[];
  productTypes: string[];
  engineTypes: string[];
  materials: string[];
  creationMethods: string[];
  tireTypes: string[];
  compatibleModels: string[];
  engineCapacities: string[];
  /** Lowest and highest price in the catalogue, grosze. */
  priceRange: { min: number; max: number };
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

const newest = (a: ProductRecord, b: ProductRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
const comparators: Record<SortOption, (a: ProductRecord, b: ProductRecord) => number> = {
  newest,
  'name-asc': (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
  'name-desc': (a, b) => collator.compare(b.name, a.name) || a.id - b.id,
  'price-asc': (a, b) => a.price - b.price || newest(a, b),
  'price-desc': (a, b) => b.price - a.price || newest(a, b),
  'rating-desc': (a, b) => b.rating - a.rating || b.reviews - a.reviews || newest(a, b),
};

function distinct(values: Iterable<string | null | undefined>): string[] {
  const set = new Set<string>();
  for (const v of values) if (v) set.add(v);
  return [...set].sort(collator.compare);
}

export function buildCatalogIndex(records: readonly ProductRecord[]): CatalogIndex {
  const indexed: IndexedProduct[] = records.map((record) => ({
    record,
    searchText: foldText(`${record.name}\n${record.description}\n${record.productNumber}`),
    compatibleModels: new Set(record.compatibleModels.map(foldText)),
    engineCapacity: new Set(record.engineCapacity.map(foldText)),
    folded: Object.fromEntries(foldedFields.map((f) => [f, record[f] ? foldText(record[f]!) : null])) as Record<FoldedField, string | null>,
  }));
  const sorted = Object.fromEntries(
    sortOptions.map((sort) => [sort, [...indexed].sort((a, b) => comparators[sort](a.record, b.record))]),
  ) as Record<SortOption, IndexedProduct[]>;
  const prices = records.map((r) => r.price);
  return {
    products: sorted.newest.map((p) => p.record),
    byId: new Map(records.map((r) => [r.id, r])),
    sorted,
    filterOptions: {
      brands: distinct(records.map((r) => r.brand)),
      productTypes: distinct(records.map((r) => r.productType)),
      engineTypes: distinct(records.map((r) => r.engineType)),
      materials: distinct(records.map((r) => r.material)),
      creationMethods: distinct(records.map((r) => r.creationMethod)),
      tireTypes: distinct(records.map((r) => r.tireType)),
      compatibleModels: distinct(records.flatMap((r) => r.compatibleModels)),
      engineCapacities: distinct(records.flatMap((r) => r.engineCapacity)),
      priceRange: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    },
  };
}

export interface CatalogPage {
  items: ProductRecord[];
  total: number;
  page: number;
  pageSize: typeof SHOP_PAGE_SIZE;
}

/** Compiles the query once into one predicate; fields that are not filtered cost nothing. */
function compileFilter(q: ProductListQuery): (p: IndexedProduct) => boolean {
  const tests: ((p: IndexedProduct) => boolean)[] = [];
  const tokens = q.search ? foldText(q.search).split(/\s+/).filter(Boolean) : [];
  if (tokens.length) tests.push((p) => tokens.every((t) => p.searchText.includes(t)));
  if (q.category) tests.push((p) => p.record.categoryKey === q.category);
  if (q.subcategory) tests.push((p) => p.record.subcategory === q.subcategory);
  if (q.brand?.length) {
    const brands = new Set(q.brand.map(foldText));
    tests.push((p) => brands.has(p.folded.brand!));
  }
  if (q.engineType?.length) {
    const types = new Set(q.engineType.map(foldText));
    tests.push((p) => p.folded.engineType !== null && types.has(p.folded.engineType));
  }
  if (q.minPrice !== undefined) tests.push((p) => p.record.price >= q.minPrice!);
  if (q.maxPrice !== undefined) tests.push((p) => p.record.price <= q.maxPrice!);
  const exact = (value: string | undefined, field: 'productType' | 'material' | 'creationMethod' | 'tireType') => {
    if (!value) return;
    const wanted = foldText(value);
    tests.push((p) => p.folded[field] === wanted);
  };
  exact(q.productType, 'productType');
  exact(q.material, 'material');
  exact(q.creationMethod, 'creationMethod');
  exact(q.tireType, 'tireType');
  // Year ranges overlap: the product fits from yearFrom to yearTo; a product without years fits no range.
  if (q.yearFrom !== undefined) tests.push((p) => p.record.yearTo !== null && p.record.yearTo >= q.yearFrom!);
  if (q.yearTo !== undefined) tests.push((p) => p.record.yearFrom !== null && p.record.yearFrom <= q.yearTo!);
  if (q.compatibleModel) {
    const model = foldText(q.compatibleModel);
    tests.push((p) => p.compatibleModels.has(model));
  }
  if (q.engineCapacity) {
    const capacity = foldText(q.engineCapacity);
    tests.push((p) => p.engineCapacity.has(capacity));
  }
  if (q.inStock) tests.push((p) => p.record.stock > 0);
  if (q.onSale) tests.push((p) => p.record.isOnSale);
  if (q.isNew) tests.push((p) => p.record.isNew);
  if (q.isLimitedEdition) tests.push((p) => p.record.isLimitedEdition);
  if (q.featured) tests.push((p) => p.record.isFeatured);
  return (p) => {
    for (const test of tests) if (!test(p)) return false;
    return true;
  };
}

export function queryCatalog(index: CatalogIndex, q: ProductListQuery): CatalogPage {
  const matches = compileFilter(q);
  const start = (q.page - 1) * SHOP_PAGE_SIZE;
  const end = start + SHOP_PAGE_SIZE;
  const items: ProductRecord[] = [];
  let total = 0;
  for (const p of index.sorted[q.sortBy]) {
    if (!matches(p)) continue;
    if (total >= start && total < end) items.push(p.record);
    total++;
  }
  return { items, total, page: q.page, pageSize: SHOP_PAGE_SIZE };
}
