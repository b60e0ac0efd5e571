import { z } from 'zod';
import { categoryKeys, categoryTree, polishCategoryAliases, type CategoryKey } from './catalog.js';
import { VEHICLE_ID_PATTERN } from './vehicle-id.js';
import { canonicalEngineType } from './vehicle-vocabulary.js';

/**
 * The shop query of `GET /api/products`, as the API receives it in the query string.
 * Names follow the spec's shop URL (search, category, brand, sortBy, page, …) so the web can pass
 * its filters straight through; the only difference is money: `minPrice` / `maxPrice` are in
 * grosze here (the shop URL shows zł).
 * A value that makes no sense (page=0, minPrice=abc, an unknown sortBy or category) is a 400,
 * never a silent default.
 */
export const sortOptions = ['newest', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating-desc'] as const;
export type SortOption = (typeof sortOptions)[number];
/**
 * The sorts a shop query may ask for: the six orders the index keeps, and `relevance`, the order
 * of a search (how well each product answers the text; the default while there is search text,
 * and the same as `newest` without it).
 */
export const shopQuerySorts = [...sortOptions, 'relevance'] as const;
export type ShopQuerySort = (typeof shopQuerySorts)[number];

/**
 * The option keys the shop filters variants by (issue 31): `size=43,44`, `color=black`,
 * `finish=chrome`, each a comma-separated list of value keys. A product matches when one of its
 * variants IN STOCK has one of the values of every option asked about.
 */
export const variantFilterKeys = ['size', 'color', 'finish'] as const;
export type VariantFilterKey = (typeof variantFilterKeys)[number];

/** Lower-case, no diacritics (ł → l too, which Unicode does not decompose): for search and aliases. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}

const foldedAliases = new Map(Object.entries(polishCategoryAliases).map(([words, key]) => [foldText(words), key]));

/** A category key, or the Polish words the spec's links may use for it. */
export function resolveCategory(value: string): CategoryKey | undefined {
  const folded = foldText(value.trim());
  if ((categoryKeys as string[]).includes(folded)) return folded as CategoryKey;
  return foldedAliases.get(folded);
}

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const list = z
  .string()
  .max(500)
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));
const text = z.string().trim().max(100);
const int = (min: number, max: number) => z.coerce.number({ error: 'must be a number' }).int().min(min).max(max);

export const productListQuerySchema = z
  .object({
    search: text.optional(),
    category: z
      .string()
      .max(60)
      .transform((v, ctx) => {
        const key = resolveCategory(v);
        if (!key) ctx.addIssue({ code: 'custom', message: `unknown category "${v}"` });
        return key as CategoryKey;
      })
      .optional(),
    subcategory: z.string().max(60).optional(),
    brand: list.optional(),
    // 'TC' and 'Twin Cam' are one engine family: the query names it in the family's spelling.
    engineType: list.transform((values) => [...new Set(values.map(canonicalEngineType))]).optional(),
    minPrice: int(0, 100_000_000).optional(),
    maxPrice: int(0, 100_000_000).optional(),
    productType: text.optional(),
    material: text.optional(),
    creationMethod: text.optional(),
    tireType: text.optional(),
    yearFrom: int(1900, 2100).optional(),
    yearTo: int(1900, 2100).optional(),
    compatibleModel: text.optional(),
    engineCapacity: text.optional(),
    /** "Pasuje do mojego motocykla": the products that fit this vehicle (vehicles.ts), universal ones included. */
    vehicle: z.string().trim().regex(VEHICLE_ID_PATTERN, 'validation.vehicle').optional(),
    size: list.optional(),
    color: list.optional(),
    finish: list.optional(),
    inStock: flag.optional(),
    onSale: flag.optional(),
    isNew: flag.optional(),
    isLimitedEdition: flag.optional(),
    limitedEdition: flag.optional(),
    featured: flag.optional(),
    isFeatured: flag.optional(),
    sortBy: z.enum(shopQuerySorts).optional(),
    page: int(1, 10_000).default(1),
  })
  .superRefine((q, ctx) => {
    if (q.subcategory && q.category && !(categoryTree[q.category] as readonly string[]).includes(q.subcategory)) {
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: `not a subcategory of ${q.category}` });
    }
  })
  // The spec's aliases (isFeatured=true from links, limitedEdition) mean the same filter.
  .transform(({ isFeatured, limitedEdition, sortBy, ...q }) => ({
    ...q,
    featured: q.featured ?? isFeatured,
    isLimitedEdition: q.isLimitedEdition ?? limitedEdition,
    sortBy: sortBy ?? (q.search ? 'relevance' : 'newest'),
  }));

export type ProductListQuery = z.output<typeof productListQuerySchema>;
