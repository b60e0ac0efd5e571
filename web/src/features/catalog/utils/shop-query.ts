import { categoryKeys, polishCategoryAliases, SHOP_PAGE_SIZE, type CategoryKey } from '@contracts/catalog';
import type { ShopQuerySort } from '@contracts/catalog-query';
import { VEHICLE_ID_PATTERN } from '@contracts/vehicle-id';

/**
 * The shop's filter state and its two spellings (spec §2 "Shop", §7 "Shop query"):
 * - the URL of /shop, with the spec's parameter names, prices in zł, `sortBy` left out when it is
 *   the default (`relevance` with search text, else `newest`) and `page` when it is 1;
 * - the query of `GET /api/products`, the same names but prices in grosze.
 * Parsing is forgiving (a URL is typed by people and old links): nonsense becomes "no filter",
 * never a failed request. Type-only imports from catalog-query keep zod out of this module.
 */

export const shopSortOptions = ['relevance', 'newest', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating-desc'] as const satisfies readonly ShopQuerySort[];
export type ShopSort = (typeof shopSortOptions)[number];
export const DEFAULT_SORT: ShopSort = 'newest';

/** The sort a search starts with: relevance while there is search text (as the API's default), else newest. */
export const defaultSortOf = (f: Pick<ShopFilters, 'search'>): ShopSort => (f.search ? 'relevance' : DEFAULT_SORT);

/** The sorts the shop offers for these filters: relevance only while searching. */
export const sortOptionsFor = (f: Pick<ShopFilters, 'search'>): readonly ShopSort[] => (f.search ? shopSortOptions : shopSortOptions.filter((s) => s !== 'relevance'));
export const PAGE_SIZE = SHOP_PAGE_SIZE;

export const textFilterKeys = ['productType', 'compatibleModel', 'material', 'creationMethod', 'tireType', 'engineCapacity'] as const;
export type TextFilterKey = (typeof textFilterKeys)[number];
export const flagKeys = ['inStock', 'onSale', 'isNew', 'isLimitedEdition', 'featured'] as const;
export type FlagKey = (typeof flagKeys)[number];
export type ListFilterKey = 'brand' | 'engineType';
/** The variant filters the shop offers (issue 31): value keys of the products' size and colour options. */
export const variantFilterKeys = ['size', 'color'] as const;
export type VariantFilterKey = (typeof variantFilterKeys)[number];

export interface ShopFilters {
  search: string;
  /** A category key when the URL named one (in English keys or the spec's Polish words). */
  category: string;
  subcategory: string;
  brand: string[];
  engineType: string[];
  /** Size and colour value keys (`43`, `xl`, `black`): a product shows when a variant in stock has one of them. */
  size: string[];
  color: string[];
  /** zł, as typed in the URL; null when not set. */
  minPrice: number | null;
  maxPrice: number | null;
  productType: string;
  yearFrom: number | null;
  yearTo: number | null;
  compatibleModel: string;
  material: string;
  creationMethod: string;
  tireType: string;
  engineCapacity: string;
  /** "Pasuje do mojego motocykla": a vehicle id (`flhx-2016`), the API's `vehicle`. */
  vehicle: string;
  inStock: boolean;
  onSale: boolean;
  isNew: boolean;
  isLimitedEdition: boolean;
  featured: boolean;
  sortBy: ShopSort;
  page: number;
}

export const emptyShopFilters: ShopFilters = {
  search: '',
  category: '',
  subcategory: '',
  brand: [],
  engineType: [],
  size: [],
  color: [],
  minPrice: null,
  maxPrice: null,
  productType: '',
  yearFrom: null,
  yearTo: null,
  compatibleModel: '',
  material: '',
  creationMethod: '',
  tireType: '',
  engineCapacity: '',
  vehicle: '',
  inStock: false,
  onSale: false,
  isNew: false,
  isLimitedEdition: false,
  featured: false,
  sortBy: DEFAULT_SORT,
  page: 1,
};

/** Lower case without diacritics (ł → l too), as the API folds category words. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase().trim();
}
const aliases = new Map(Object.entries(polishCategoryAliases).map(([words, key]) => [fold(words), key]));

/** `engine`, `Części silnika`, `czesci silnika` → `engine`; unknown words → undefined. */
export function resolveCategoryKey(value: string): CategoryKey | undefined {
  const folded = fold(value);
  if ((categoryKeys as string[]).includes(folded)) return folded as CategoryKey;
  return aliases.get(folded);
}

function list(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function year(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= 1900 && n <= 2100 ? n : null;
}

function page(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= 10_000 ? n : 1;
}

function vehicleId(value: string | null): string {
  const id = value?.trim().toLowerCase() ?? '';
  return VEHICLE_ID_PATTERN.test(id) ? id : '';
}

const isTrue = (params: URLSearchParams, key: string) => params.get(key) === 'true';

/** The shop URL's query string → filter state. `limitedEdition` and `isFeatured` are the spec's aliases. */
export function parseShopSearchParams(params: URLSearchParams): ShopFilters {
  const rawCategory = params.get('category')?.trim() ?? '';
  const search = params.get('search')?.trim() ?? '';
  const sortBy = params.get('sortBy');
  return {
    search,
    category: rawCategory ? (resolveCategoryKey(rawCategory) ?? rawCategory) : '',
    subcategory: params.get('subcategory')?.trim() ?? '',
    brand: list(params.get('brand')),
    engineType: list(params.get('engineType')),
    size: list(params.get('size')),
    color: list(params.get('color')),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    productType: params.get('productType')?.trim() ?? '',
    yearFrom: year(params.get('yearFrom')),
    yearTo: year(params.get('yearTo')),
    compatibleModel: params.get('compatibleModel')?.trim() ?? '',
    material: params.get('material')?.trim() ?? '',
    creationMethod: params.get('creationMethod')?.trim() ?? '',
    tireType: params.get('tireType')?.trim() ?? '',
    engineCapacity: params.get('engineCapacity')?.trim() ?? '',
    vehicle: vehicleId(params.get('vehicle')),
    inStock: isTrue(params, 'inStock'),
    onSale: isTrue(params, 'onSale'),
    isNew: isTrue(params, 'isNew'),
    isLimitedEdition: isTrue(params, 'isLimitedEdition') || isTrue(params, 'limitedEdition'),
    featured: isTrue(params, 'featured') || isTrue(params, 'isFeatured'),
    sortBy: (sortOptionsFor({ search }) as readonly string[]).includes(sortBy ?? '') ? (sortBy as ShopSort) : defaultSortOf({ search }),
    page: page(params.get('page')),
  };
}

type Entries = [string, string][];

/** The filters whose URL name is their own and whose value goes as it is, before and after the price range. */
const keysBeforePrice = ['search', 'category', 'subcategory', 'brand', 'engineType', 'size', 'color'] as const;
const keysAfterPrice = ['productType', 'yearFrom', 'yearTo', 'compatibleModel', 'material', 'creationMethod', 'tireType', 'engineCapacity', 'vehicle'] as const;

/** Every set filter as name/value pairs, in the spec's order; `money` converts zł for the target. */
function entries(f: ShopFilters, money: (zl: number) => string): Entries {
  const out: Entries = [];
  const add = (key: string, value: string | number | null | boolean | string[]) => {
    if (value === null || value === false || value === '' || (Array.isArray(value) && value.length === 0)) return;
    out.push([key, Array.isArray(value) ? value.join(',') : String(value)]);
  };
  for (const key of keysBeforePrice) add(key, f[key]);
  add('minPrice', f.minPrice === null ? null : money(f.minPrice));
  add('maxPrice', f.maxPrice === null ? null : money(f.maxPrice));
  for (const key of keysAfterPrice) add(key, f[key]);
  for (const flag of flagKeys) add(flag, f[flag]);
  return out;
}

/** Filter state → the shop URL's query string (zł; no `sortBy` for the default sort, no `page` for 1). */
export function shopSearchParams(f: ShopFilters): URLSearchParams {
  const params = new URLSearchParams(entries(f, (zl) => String(zl)));
  if (f.sortBy !== defaultSortOf(f)) params.set('sortBy', f.sortBy);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** `/shop?…` for links (mega-menu, home): only the filters given. */
export function shopHref(filters: Partial<ShopFilters> = {}): string {
  const f = { ...emptyShopFilters, ...filters };
  if (!filters.sortBy) f.sortBy = defaultSortOf(f);
  const query = shopSearchParams(f).toString();
  return query ? `/shop?${query}` : '/shop';
}

/** Filter state → the query of GET /api/products: prices in grosze, the page always explicit. */
export function productListApiParams(f: ShopFilters): Record<string, string> {
  const params: Record<string, string> = Object.fromEntries(entries(f, (zl) => String(Math.round(zl * 100))));
  if (f.sortBy !== defaultSortOf(f)) params.sortBy = f.sortBy;
  params.page = String(f.page);
  return params;
}

/** Applies a change; any change other than the page alone starts again from page 1. */
export function updateShopFilters(current: ShopFilters, patch: Partial<ShopFilters>): ShopFilters {
  const next = { ...current, ...patch };
  const onlyPage = Object.keys(patch).every((k) => k === 'page');
  if (!onlyPage) next.page = 1;
  // A subcategory belongs to its category: changing the category clears it.
  if ('category' in patch && patch.category !== current.category && !('subcategory' in patch)) next.subcategory = '';
  // A new search starts in its default order unless the visitor chose another one; without text there is no relevance.
  if ('search' in patch && !('sortBy' in patch) && (current.sortBy === defaultSortOf(current) || !sortOptionsFor(next).includes(next.sortBy))) next.sortBy = defaultSortOf(next);
  return next;
}

/** The spec's reset: every filter cleared but the search text; sort back to its default; page 1. */
export function resetShopFilters(current: ShopFilters): ShopFilters {
  return { ...emptyShopFilters, search: current.search, sortBy: defaultSortOf(current) };
}

/** How many filters (not search, sort or page) are set: the mobile filter button shows it. */
export function activeFilterCount(f: ShopFilters): number {
  return entries({ ...f, search: '' }, String).length;
}

export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
