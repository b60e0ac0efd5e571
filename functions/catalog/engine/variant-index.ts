import { foldText, type VariantFilterKey } from '../../contracts/catalog-query.js';
import type { ProductRecord } from '../product-entity.js';
import { andInto, forEachBit, hasBit, newBitset, orInto, setBit, type Bitset } from './bitset.js';

/**
 * The variants part of the catalogue index (issue 31): every sellable variant of the products
 * with options, in one flat column layout beside the products' own (catalog-index.ts), published
 * in the snapshot like the rest.
 *
 * A product with options (boots in sizes, a part in chrome and black) has variant slots
 * `starts[slot] … starts[slot + 1]`; a product without options has none and behaves exactly as
 * before (a size or colour filter does not keep it; its price is its own). What the shop asks of
 * the variants:
 * - "size 43 or 44, black": per option value the bit set of the variant slots that have it; the
 *   query ANDs the options' unions with the in-stock variants and maps the variants it keeps to
 *   their products (a product matches when a variant IN STOCK matches);
 * - the lowest price of the variants a filter keeps: what the price sort and the price bounds
 *   compare. Most products price every variant the same; `pricesVary` marks the others, the only
 *   ones a filter can re-price. `priceOrder` lists the variant slots by price, so a price sort
 *   under a filter walks the variants from the cheapest (or dearest) and stops once the page is
 *   full (catalog-query.ts repricedPage), instead of pricing every matching product;
 * - the values' labels, for the shop's filter controls.
 *
 * The product item stores `options`, `variants` and `variantStock` on the same item (the team's
 * variant design, see product-entity.ts); this module reads them structurally, so the catalogue
 * depends only on those three fields' shape, not on the admin's write path.
 */
export interface OptionValueRecord {
  key: string;
  label: string;
  labelEn?: string;
}
export interface ProductOptionRecord {
  key: string;
  name: string;
  nameEn?: string;
  values: OptionValueRecord[];
}
export interface VariantRecord {
  sku: string;
  options: Record<string, string>;
  price?: number | null;
}
/** The variant fields of a product item (absent on a product without options). */
export interface VariantFields {
  options?: ProductOptionRecord[];
  variants?: VariantRecord[];
  variantStock?: Record<string, number>;
}

/** A product's sellable variants as the shop compares them, or none for a product without options. */
export interface ShopVariant {
  sku: string;
  options: Record<string, string>;
  price: number;
  inStock: boolean;
}

export function variantFieldsOf(record: ProductRecord): VariantFields {
  return record as ProductRecord & VariantFields;
}

export function shopVariantsOf(record: ProductRecord): ShopVariant[] {
  const { options, variants, variantStock } = variantFieldsOf(record);
  if (!options?.length || !variants?.length) return [];
  return variants.map((variant) => ({
    sku: variant.sku,
    options: variant.options,
    price: variant.price ?? record.price,
    inStock: (variantStock?.[variant.sku] ?? 0) > 0,
  }));
}

/** How many values of each option a product's variants offer (the card's "6 rozmiarów"); undefined without options. */
export function optionCountsOf(record: ProductRecord): Record<string, number> | undefined {
  const { options } = variantFieldsOf(record);
  const variants = shopVariantsOf(record);
  if (!options?.length || !variants.length) return undefined;
  return Object.fromEntries(options.map((option) => [option.key, new Set(variants.map((v) => v.options[option.key]).filter(Boolean)).size]));
}

/** The price the shop sorts and bounds a product by: its lowest variant price, or its own without options. */
export function lowestPriceOf(record: ProductRecord): number {
  const variants = shopVariantsOf(record);
  return variants.length ? Math.min(...variants.map((v) => v.price)) : record.price;
}

/** The labels the products give a value (the first product's wording), Polish and English. */
export type ValueLabels = readonly [label: string, labelEn: string];

export interface VariantIndex {
  /** Product slot → its first variant slot; `starts[size]` is the number of variant slots. */
  readonly starts: Uint32Array;
  /** Variant slot → its product slot. */
  readonly productOf: Uint32Array;
  readonly price: Float64Array;
  /** Variant slots with stock (variantStock[sku] > 0) when the index was built. */
  readonly inStock: Bitset;
  /** Option key → folded value key → the variant slots that have it. */
  readonly values: ReadonlyMap<string, ReadonlyMap<string, Bitset>>;
  readonly labels: ReadonlyMap<string, ReadonlyMap<string, ValueLabels>>;
  /** Product slots whose variants do not all cost the same. */
  readonly pricesVary: Bitset;
  /** The variant slots by price, cheapest first (ties by slot). */
  readonly priceOrder: Uint32Array;
}

/** Builds the variant index of products in slot order. */
export function buildVariantIndex(records: readonly ProductRecord[]): VariantIndex {
  const perProduct = records.map(shopVariantsOf);
  const count = perProduct.reduce((sum, variants) => sum + variants.length, 0);
  const starts = new Uint32Array(records.length + 1);
  const productOf = new Uint32Array(count);
  const price = new Float64Array(count);
  const inStock = newBitset(count);
  const pricesVary = newBitset(records.length);
  const values = new Map<string, Map<string, Bitset>>();
  const labels = new Map<string, Map<string, ValueLabels>>();
  let v = 0;
  perProduct.forEach((variants, slot) => {
    starts[slot] = v;
    for (const option of variantFieldsOf(records[slot]!).options ?? []) {
      let named = labels.get(option.key);
      if (!named) labels.set(option.key, (named = new Map()));
      for (const value of option.values) if (!named.has(foldText(value.key))) named.set(foldText(value.key), [value.label, value.labelEn ?? value.label]);
    }
    for (const variant of variants) {
      productOf[v] = slot;
      price[v] = variant.price;
      if (variant.inStock) setBit(inStock, v);
      if (variant.price !== variants[0]!.price) setBit(pricesVary, slot);
      for (const [key, value] of Object.entries(variant.options)) {
        let byValue = values.get(key);
        if (!byValue) values.set(key, (byValue = new Map()));
        let set = byValue.get(foldText(value));
        if (!set) byValue.set(foldText(value), (set = newBitset(count)));
        setBit(set, v);
      }
      v++;
    }
  });
  starts[records.length] = v;
  const priceOrder = Uint32Array.from({ length: count }, (_, slot) => slot).sort((a, b) => price[a]! - price[b]! || a - b);
  return { starts, productOf, price, inStock, values, labels, pricesVary, priceOrder };
}

export type VariantFilter = Partial<Record<VariantFilterKey, readonly string[]>>;

/**
 * The variants an option filter keeps: in stock, and for every option asked about, one of the
 * values asked for. Null when the filter asks about no option.
 */
export function matchingVariants(variants: VariantIndex, filter: VariantFilter): Bitset | null {
  let kept: Bitset | null = null;
  for (const [key, wanted] of Object.entries(filter)) {
    if (!wanted?.length) continue;
    const union = newBitset(variants.productOf.length);
    const byValue = variants.values.get(key);
    for (const value of wanted) {
      const set = byValue?.get(foldText(value));
      if (set) orInto(union, set);
    }
    if (!kept) {
      kept = variants.inStock.slice();
    }
    andInto(kept, union);
  }
  return kept;
}

/** The product slots that have a variant in `kept`. */
export function productsOfVariants(variants: VariantIndex, kept: Bitset, products: number): Bitset {
  const set = newBitset(products);
  forEachBit(kept, (v) => setBit(set, variants.productOf[v]!));
  return set;
}

/**
 * A product's price under a variant filter: the lowest price of its variants the filter kept, or
 * its own (the price column) when its variants all cost the same. Read per product as a query
 * needs it, so a filter prices only the products a page or a bound actually looks at.
 */
export function keptPriceOf(variants: VariantIndex, kept: Bitset, slot: number, ownPrice: number): number {
  if (!hasBit(variants.pricesVary, slot)) return ownPrice;
  let lowest = Infinity;
  for (let v = variants.starts[slot]!; v < variants.starts[slot + 1]!; v++) {
    if (hasBit(kept, v) && variants.price[v]! < lowest) lowest = variants.price[v]!;
  }
  return lowest === Infinity ? ownPrice : lowest;
}
