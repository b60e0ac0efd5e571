import { BESTSELLERS_LIMIT, categoryKeys, categoryTree, FEATURED_DEFAULT_LIMIT, SIMILAR_LIMIT } from '../contracts/catalog.js';
import type { CategoriesResponse, FilterOptionsResponse, VariantValueCount } from '../contracts/product.js';
import { hasBit, intersects } from './engine/bitset.js';
import { collatePolish, filterKeysOf, type ValueField } from './engine/catalog-index.js';
import { countOf, flagSet, intersect, matching, pageOf, subtract, valueSet, without, type CatalogHit, type ViewSet } from './engine/catalog-query.js';
import { productListQuerySchema, variantFilterKeys, type VariantFilterKey } from '../contracts/catalog-query.js';
import type { CatalogView } from './engine/catalog-view.js';
import type { ProductRecord } from './product-entity.js';
import { vehicleTreeOf, type VehicleTree } from '../contracts/vehicles.js';

/**
 * The curated lists of the home page, the mega-menu and the product page, and the shop's
 * vocabulary with its counts: pure functions of a catalogue view, answered from the same index
 * as the shop's listing. Rules are the spec's.
 */
const first = (view: CatalogView, set: ViewSet, count: number): CatalogHit[] => pageOf(view, set, 'newest', 0, count);

/**
 * Featured: featured and in stock, newest first. When there is none, the spec falls back to
 * in-stock products that are limited editions or on sale, limited editions first.
 */
export function featuredProducts(view: CatalogView, limit = FEATURED_DEFAULT_LIMIT): CatalogHit[] {
  const inStock = flagSet(view, 'inStock');
  const featured = first(view, intersect(view, flagSet(view, 'isFeatured'), inStock), limit);
  if (featured.length) return featured;
  const limited = intersect(view, flagSet(view, 'isLimitedEdition'), inStock);
  const onSale = subtract(view, intersect(view, flagSet(view, 'isOnSale'), inStock), limited);
  const fallback = first(view, limited, limit);
  return [...fallback, ...first(view, onSale, limit - fallback.length)];
}

/**
 * Bestsellers block ('Bestsellery'): in stock, ranked by units sold in paid orders (`unitsSold`,
 * kept by the order ledger), the newest first among equals; so with nothing sold yet it is
 * simply the newest in stock. At most 6.
 */
export function bestsellerProducts(view: CatalogView, limit = BESTSELLERS_LIMIT): CatalogHit[] {
  return pageOf(view, flagSet(view, 'inStock'), 'bestselling', 0, limit);
}

/** Promotions block: on sale and in stock, newest first. */
export function promotionProducts(view: CatalogView, limit = 12): CatalogHit[] {
  return first(view, intersect(view, flagSet(view, 'isOnSale'), flagSet(view, 'inStock')), limit);
}

/**
 * Similar products: same category, never the product itself, at most 4. Those of the same
 * subcategory come first, then the rest of the category; in-stock before out-of-stock; newest
 * first within each.
 */
export function similarProducts(view: CatalogView, product: ProductRecord, limit = SIMILAR_LIMIT): CatalogHit[] {
  const category = without(view, valueSet(view, 'categoryKey', product.categoryKey), product.id);
  const sameSub = valueSet(view, 'subcategory', product.subcategory);
  const inStock = flagSet(view, 'inStock');
  const sameSubcategory = intersect(view, category, sameSub);
  const rest = subtract(view, category, sameSub);
  const hits: CatalogHit[] = [];
  for (const group of [sameSubcategory, rest]) {
    for (const part of [intersect(view, group, inStock), subtract(view, group, inStock)]) {
      if (hits.length < limit) hits.push(...first(view, part, limit - hits.length));
    }
  }
  return hits;
}

// ---------- the vocabulary ----------

/** The fixed category tree, with how many products each branch holds now. */
export function categoryCounts(view: CatalogView): CategoriesResponse {
  return {
    categories: categoryKeys.map((key) => {
      const category = valueSet(view, 'categoryKey', key);
      return {
        key,
        count: countOf(view, category),
        subcategories: categoryTree[key].map((sub) => ({ key: sub, count: countOf(view, intersect(view, category, valueSet(view, 'subcategory', sub))) })),
      };
    }),
  };
}

const optionFields: Record<Exclude<keyof FilterOptionsResponse, 'priceRange' | 'variantValues'>, ValueField> = {
  brands: 'brand',
  productTypes: 'productType',
  engineTypes: 'engineType',
  materials: 'material',
  creationMethods: 'creationMethod',
  tireTypes: 'tireType',
  compatibleModels: 'compatibleModels',
  engineCapacities: 'engineCapacity',
};

const optionsByView = new WeakMap<CatalogView, FilterOptionsResponse>();

/** The distinct values the shop's filters offer (as products spell them), and the price range. */
export function filterOptions(view: CatalogView): FilterOptionsResponse {
  const known = optionsByView.get(view);
  if (known) return known;
  const { base } = view;
  const changed = [...view.changed.values()];
  const spellingsOf = (field: ValueField): string[] => {
    const found = new Set<string>();
    for (const [key, set] of base.values[field]) {
      if (!view.visible || intersects(set, view.visible)) for (const spelling of base.spellings[field].get(key) ?? []) found.add(spelling);
    }
    for (const record of changed) for (const { spelling } of filterKeysOf(record, field)) found.add(spelling);
    return [...found].sort(collatePolish);
  };
  let min = Infinity;
  let max = -Infinity;
  for (let slot = 0; slot < base.size; slot++) {
    if (view.visible && !hasBit(view.visible, slot)) continue;
    min = Math.min(min, base.price[slot]!);
    max = Math.max(max, base.price[slot]!);
  }
  for (const record of changed) {
    min = Math.min(min, record.price);
    max = Math.max(max, record.price);
  }
  const options = {
    ...(Object.fromEntries(Object.entries(optionFields).map(([name, field]) => [name, spellingsOf(field)])) as Omit<FilterOptionsResponse, 'priceRange' | 'variantValues'>),
    priceRange: Number.isFinite(min) ? { min, max } : { min: 0, max: 0 },
    variantValues: Object.fromEntries(variantFilterKeys.map((key) => [key, variantValueCounts(view, key)])) as FilterOptionsResponse['variantValues'],
  };
  optionsByView.set(view, options);
  return options;
}

/**
 * The values of one option the shop's products offer, each with the exact number of shown
 * products that have a variant of it in stock (the same count `size=<value>` answers), in the
 * order sizes are worn (numbers by value, then XS…3XL as the alphabet cannot put them).
 */
function variantValueCounts(view: CatalogView, key: VariantFilterKey): VariantValueCount[] {
  const labels = new Map(view.base.variants.labels.get(key));
  for (const [value, label] of view.delta?.index.variants.labels.get(key) ?? []) if (!labels.has(value)) labels.set(value, label);
  const counted = [...labels].map(([value, [label, labelEn]]) => ({
    key: value,
    label,
    labelEn,
    count: countOf(view, matching(view, productListQuerySchema.parse({ [key]: value }), null)),
  }));
  return counted.filter((value) => value.count > 0).sort((a, b) => sizeRank(a.key) - sizeRank(b.key) || collatePolish(a.label, b.label));
}

const letterSizes = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '2xl', '3xl', 'xxxl', '4xl'];
/** Where a size value goes: numbers by value, letter sizes after them in wearing order, anything else last. */
function sizeRank(value: string): number {
  const number = Number(value.replace(',', '.'));
  if (Number.isFinite(number)) return number;
  const letter = letterSizes.indexOf(value);
  return letter >= 0 ? 10_000 + (value === 'xxl' ? letterSizes.indexOf('2xl') : value === 'xxxl' ? letterSizes.indexOf('3xl') : letter) : 20_000;
}

const treeByIndex = new WeakMap<CatalogView['base'], VehicleTree>();

/** The published vehicles as the garage selector's tree (built once per snapshot). */
export function vehicleTree(view: CatalogView): VehicleTree {
  let tree = treeByIndex.get(view.base);
  if (!tree) treeByIndex.set(view.base, (tree = vehicleTreeOf(view.base.vehicles)));
  return tree;
}
