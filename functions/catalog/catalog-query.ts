import { SHOP_PAGE_SIZE } from '../contracts/catalog.js';
import { foldText, sortOptions, type ProductListQuery, type SortOption } from '../contracts/catalog-query.js';
import { andInto, countBits, fullBitset, hasBit, newBitset, orInto, setBit, clearBit, type Bitset } from './bitset.js';
import type { ProductRecord } from './product-entity.js';

/**
 * The shop query engine: pure code over an in-memory catalogue index, in a column layout.
 *
 * Every product has an ordinal, its position in the newest-first catalogue. The index keeps:
 * - for every value of every exact-match filter (category, brand, engine type, compatible model,
 *   …, folded once here) and for every flag, the bit set of the products that have it;
 * - the words of every product's search text (name and description in Polish and English,
 *   product number; folded) with the products each word occurs in;
 * - price and years as flat typed arrays;
 * - for every sort option, the ordinals in that order, sorted once here.
 * A query ANDs a few bit sets (a list filter ORs its values first), clears the bits a price or
 * year bound rules out, counts the bits (the exact total) and walks its sort's order until the
 * page is full. Nothing is sorted, nothing is read from the table, and no product record is
 * touched until the 12 of the page are picked. test/bench/RESULTS.md has the numbers.
 */
export interface CatalogIndex {
  /** Newest first; a product's position here is its ordinal in the columns. */
  readonly products: readonly ProductRecord[];
  readonly byId: ReadonlyMap<number, ProductRecord>;
  readonly columns: CatalogColumns;
  readonly filterOptions: FilterOptions;
}

/** The exact-match filters, each a map from the folded value to the products that have it. */
const valueFields = [
  'categoryKey',
  'subcategory',
  'brand',
  'engineType',
  'productType',
  'material',
  'creationMethod',
  'tireType',
  'compatibleModels',
  'engineCapacity',
] as const;
type ValueField = (typeof valueFields)[number];

const flagFields = ['inStock', 'isOnSale', 'isNew', 'isLimitedEdition', 'isFeatured'] as const;
type FlagField = (typeof flagFields)[number];

/** A product without years fits no year range: its missing bound compares false both ways. */
const NO_YEAR_TO = -1;
const NO_YEAR_FROM = 0x7fffffff;

interface CatalogColumns {
  readonly size: number;
  readonly order: Readonly<Record<SortOption, Uint32Array>>;
  readonly values: Readonly<Record<ValueField, ReadonlyMap<string, Bitset>>>;
  readonly flags: Readonly<Record<FlagField, Bitset>>;
  readonly price: Float64Array;
  readonly yearFrom: Int32Array;
  readonly yearTo: Int32Array;
  /**
   * The distinct words of the folded search texts, joined by newlines into one string (where
   * one `indexOf` finds a token in all of them), where each word starts, and the ordinals of
   * the products each word occurs in.
   */
  readonly vocabulary: string;
  readonly wordStarts: Uint32Array;
  readonly wordPostings: readonly Uint32Array[];
}

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

function valuesOf(record: ProductRecord, field: ValueField): readonly string[] {
  const value = record[field];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value ? [value] : [];
}

function flagOf(record: ProductRecord, field: FlagField): boolean {
  return field === 'inStock' ? record.stock > 0 : record[field];
}

function buildColumns(products: readonly ProductRecord[]): CatalogColumns {
  const size = products.length;
  const values = Object.fromEntries(valueFields.map((f) => [f, new Map<string, Bitset>()])) as Record<ValueField, Map<string, Bitset>>;
  const flags = Object.fromEntries(flagFields.map((f) => [f, newBitset(size)])) as Record<FlagField, Bitset>;
  const price = new Float64Array(size);
  const yearFrom = new Int32Array(size);
  const yearTo = new Int32Array(size);
  const postings = new Map<string, number[]>();

  products.forEach((record, i) => {
    for (const field of valueFields) {
      const sets = values[field];
      for (const value of valuesOf(record, field)) {
        // Category keys and subcategories are canonical already (the query schema resolves them).
        const key = field === 'categoryKey' || field === 'subcategory' ? value : foldText(value);
        let set = sets.get(key);
        if (!set) sets.set(key, (set = newBitset(size)));
        setBit(set, i);
      }
    }
    for (const field of flagFields) if (flagOf(record, field)) setBit(flags[field], i);
    price[i] = record.price;
    yearFrom[i] = record.yearFrom ?? NO_YEAR_FROM;
    yearTo[i] = record.yearTo ?? NO_YEAR_TO;
    const words = new Set(foldText([record.name, record.nameEn, record.description, record.descriptionEn, record.productNumber].join('\n')).split(/\s+/));
    for (const word of words) {
      if (!word) continue;
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(i);
    }
  });

  const ordinals = products.map((_, i) => i);
  const order = Object.fromEntries(
    sortOptions.map((sort) => [sort, Uint32Array.from(sort === 'newest' ? ordinals : [...ordinals].sort((a, b) => comparators[sort](products[a]!, products[b]!)))]),
  ) as Record<SortOption, Uint32Array>;

  return {
    size,
    order,
    values,
    flags,
    price,
    yearFrom,
    yearTo,
    vocabulary: [...postings.keys()].join('\n'),
    wordStarts: Uint32Array.from(wordStartsOf([...postings.keys()])),
    wordPostings: [...postings.values()].map((list) => Uint32Array.from(list)),
  };
}

function wordStartsOf(words: readonly string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const word of words) {
    starts.push(offset);
    offset += word.length + 1;
  }
  return starts;
}

export function buildCatalogIndex(records: readonly ProductRecord[]): CatalogIndex {
  const products = [...records].sort(newest);
  const prices = records.map((r) => r.price);
  return {
    products,
    byId: new Map(records.map((r) => [r.id, r])),
    columns: buildColumns(products),
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

/**
 * The products a search token occurs in. Tokens hold no whitespace, so a token is a substring of
 * a product's search text exactly when it is a substring of one of its words: searching the
 * vocabulary (~11,000 distinct words for 10,000 products) replaces scanning every product's text.
 */
function productsContaining(c: CatalogColumns, token: string): Bitset {
  const set = newBitset(c.size);
  const starts = c.wordStarts;
  for (let at = c.vocabulary.indexOf(token); at !== -1; ) {
    // The word the hit lies in: the last start at or before it (binary search).
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    const list = c.wordPostings[lo]!;
    for (let k = 0; k < list.length; k++) setBit(set, list[k]!);
    // Each word counts once: go on from the next word.
    if (lo + 1 >= starts.length) break;
    at = c.vocabulary.indexOf(token, starts[lo + 1]!);
  }
  return set;
}

/** The set of products a query's filters keep, or null when it has no filter (every product). */
function matchingProducts(c: CatalogColumns, q: ProductListQuery): Bitset | null {
  let result: Bitset | null = null;
  const narrow = (set: Bitset | undefined) => {
    if (!set) result = newBitset(c.size); // a value no product has: nothing matches
    else if (!result) result = set.slice();
    else andInto(result, set);
  };
  const anyOf = (field: ValueField, wanted: readonly string[]) => {
    const union = newBitset(c.size);
    for (const value of wanted) {
      const set = c.values[field].get(foldText(value));
      if (set) orInto(union, set);
    }
    narrow(union);
  };
  const exact = (field: ValueField, value: string | undefined, fold = true) => {
    if (value) narrow(c.values[field].get(fold ? foldText(value) : value));
  };

  if (q.search) for (const token of foldText(q.search).split(/\s+/)) if (token) narrow(productsContaining(c, token));
  exact('categoryKey', q.category, false);
  exact('subcategory', q.subcategory, false);
  if (q.brand?.length) anyOf('brand', q.brand);
  if (q.engineType?.length) anyOf('engineType', q.engineType);
  exact('productType', q.productType);
  exact('material', q.material);
  exact('creationMethod', q.creationMethod);
  exact('tireType', q.tireType);
  exact('compatibleModels', q.compatibleModel);
  exact('engineCapacity', q.engineCapacity);
  if (q.inStock) narrow(c.flags.inStock);
  if (q.onSale) narrow(c.flags.isOnSale);
  if (q.isNew) narrow(c.flags.isNew);
  if (q.isLimitedEdition) narrow(c.flags.isLimitedEdition);
  if (q.featured) narrow(c.flags.isFeatured);

  // Bounds: one pass over the flat columns. Year ranges overlap: the product fits from its
  // yearFrom to its yearTo, and a product without years fits no range.
  const minPrice = q.minPrice ?? -Infinity;
  const maxPrice = q.maxPrice ?? Infinity;
  const yearFrom = q.yearFrom ?? -Infinity; // compared with the product's yearTo
  const yearTo = q.yearTo ?? Infinity; // compared with the product's yearFrom
  if (q.minPrice !== undefined || q.maxPrice !== undefined || q.yearFrom !== undefined || q.yearTo !== undefined) {
    const set: Bitset = result ?? fullBitset(c.size);
    for (let i = 0; i < c.size; i++) {
      if (!hasBit(set, i)) continue;
      const price = c.price[i]!;
      if (price < minPrice || price > maxPrice || c.yearTo[i]! < yearFrom || c.yearFrom[i]! > yearTo) clearBit(set, i);
    }
    result = set;
  }
  return result;
}

export function queryCatalog(index: CatalogIndex, q: ProductListQuery): CatalogPage {
  const c = index.columns;
  const order = c.order[q.sortBy];
  const start = (q.page - 1) * SHOP_PAGE_SIZE;
  const end = start + SHOP_PAGE_SIZE;
  const matching = matchingProducts(c, q);
  const items: ProductRecord[] = [];
  if (!matching) {
    for (let k = start; k < end && k < c.size; k++) items.push(index.products[order[k]!]!);
    return { items, total: c.size, page: q.page, pageSize: SHOP_PAGE_SIZE };
  }
  const total = countBits(matching);
  // Walk the sort order only as far as the page's last product.
  for (let k = 0, seen = 0; k < order.length && seen < end && start < total; k++) {
    const ordinal = order[k]!;
    if (!hasBit(matching, ordinal)) continue;
    if (seen >= start) items.push(index.products[ordinal]!);
    seen++;
  }
  return { items, total, page: q.page, pageSize: SHOP_PAGE_SIZE };
}
