import type { z } from 'zod';
import type { productVariantsInputSchema } from '../contracts/admin.js';
import type { ParcelSize } from '../contracts/delivery.js';
import type { ProductOption, ProductVariant } from '../contracts/product.js';

/**
 * Variants of a product (issue 31; the data design in docs/catalogue.md, "Options and variants").
 *
 * A product WITH options stores `options` (≤ 3), `variants` (one per combination sold) and the
 * units of each variant in the map `variantStock: { [sku]: units }` on the same item, beside
 * `stock`, which stays the total of the variants: everything that reads `stock` (in stock or
 * not, the ledger's reconciliation, old carts) keeps working, and a hold of one variant is one
 * field-level conditional update of the one item (order-entity.ts).
 *
 * A product WITHOUT options stores nothing new: its one default variant (`sku` = its part number,
 * else its id; no option values) is derived on read, and its stock is `stock`.
 */

/** A variant as stored on the product item (its units live in `variantStock`, not here). */
export interface StoredVariant {
  sku: string;
  /** The value key of every option of the product, by option key. */
  options: Record<string, string>;
  /** Its own price in grosze; absent: the product's. */
  price?: number;
  /** Its own general dealer price; absent: the product's (dealer prices are per product unless set here). */
  dealerPrice?: number;
  ean?: string;
  /** Its own photos (media keys or URLs); absent: the product's. */
  images?: string[];
  /** Its parcel size class and weight, when they differ from the product's. */
  weightClass?: ParcelSize;
  weightGrams?: number;
  /** Below this many units the admin's low-stock view lists it. */
  lowStockThreshold?: number;
}

/** The fields of a product record the variants are read from (product-entity.ts, ProductRecord). */
export interface VariantFields {
  id: number;
  productNumber: string;
  price: number;
  dealerPrice: number | null;
  stock: number;
  options?: ProductOption[];
  variants?: StoredVariant[];
  variantStock?: Record<string, number>;
}

/** True when the product has options (and so per-variant stock). */
export function hasOptions(record: Pick<VariantFields, 'options'>): boolean {
  return (record.options?.length ?? 0) > 0;
}

/** The SKU of a product's default variant (a product without options). */
export function defaultSku(record: Pick<VariantFields, 'id' | 'productNumber'>): string {
  return record.productNumber || String(record.id);
}

/** Its variants: the stored ones, or the one default variant of a product without options. */
export function variantsOf(record: VariantFields): StoredVariant[] {
  if (hasOptions(record) && record.variants?.length) return record.variants;
  return [{ sku: defaultSku(record), options: {} }];
}

/** The units of one variant on sale now. */
export function variantStockOf(record: VariantFields, sku: string): number {
  if (!hasOptions(record)) return record.stock;
  return Math.max(0, record.variantStock?.[sku] ?? 0);
}

/** What a variant costs: its own price or the product's. */
export function variantPrice(record: Pick<VariantFields, 'price'>, variant: StoredVariant): number {
  return variant.price ?? record.price;
}

/**
 * The variant a cart line names. For a product with options the SKU is required and must be one
 * of its variants; for a product without options a missing SKU, its default SKU or its id all
 * name the default variant (carts saved before variants existed send no SKU).
 */
export function findVariant(record: VariantFields, sku: string | undefined): { variant: StoredVariant } | { error: 'validation.variantRequired' | 'validation.variantUnknown' } {
  if (!hasOptions(record)) {
    if (sku === undefined || sku === defaultSku(record) || sku === String(record.id)) return { variant: variantsOf(record)[0]! };
    return { error: 'validation.variantUnknown' };
  }
  if (sku === undefined || sku === '') return { error: 'validation.variantRequired' };
  const variant = record.variants?.find((v) => v.sku === sku);
  return variant ? { variant } : { error: 'validation.variantUnknown' };
}

/** One option of a variant as an order line keeps it: the option's name and the value's label, pl and en. */
export interface VariantLabel {
  name: string;
  nameEn: string;
  value: string;
  valueEn: string;
}

/**
 * The labels of a variant's option values, in the order of the product's options: what an order
 * line keeps so that the order, e-mails, invoices and returns name the variant ("rozmiar 43")
 * even after the product changes. Empty for a product without options. A list rather than a map:
 * DynamoDB keeps no order of a map's keys, and "rozmiar 43, kolor czarny" has one.
 */
export function variantLabels(record: Pick<VariantFields, 'options'>, variant: StoredVariant): VariantLabel[] {
  return (record.options ?? []).flatMap((option) => {
    const value = option.values.find((v) => v.key === variant.options[option.key]);
    if (!value) return [];
    return [{ name: option.name, nameEn: option.nameEn || option.name, value: value.label, valueEn: value.labelEn || value.label }];
  });
}

/**
 * The variants as the API answers them: price, whether it can be bought, and its units only
 * when `withStock` (admins). `dealer` is added by the caller's view (product-view.ts).
 */
export function publicVariants(record: VariantFields, withStock: boolean): ProductVariant[] {
  return variantsOf(record).map((variant) => {
    const stock = variantStockOf(record, variant.sku);
    return {
      sku: variant.sku,
      options: variant.options,
      price: variantPrice(record, variant),
      inStock: stock > 0,
      ...(withStock ? { stock } : {}),
      ...(variant.ean ? { ean: variant.ean } : {}),
      ...(variant.images?.length ? { images: variant.images } : {}),
    };
  });
}

type VariantsInput = z.output<typeof productVariantsInputSchema>;

/** A row of the admin's variant matrix as stored: what it sets of its own (its units go to `variantStock`). */
function storedVariantOf(row: VariantsInput['variants'][number]): StoredVariant {
  return {
    sku: row.sku,
    options: row.options,
    ...(row.price !== null ? { price: row.price } : {}),
    ...(row.dealerPrice !== null ? { dealerPrice: row.dealerPrice } : {}),
    ...(row.ean ? { ean: row.ean } : {}),
    ...(row.images.length ? { images: row.images } : {}),
    ...(row.weightClass !== null ? { weightClass: row.weightClass } : {}),
    ...(row.weightGrams !== null ? { weightGrams: row.weightGrams } : {}),
    ...(row.lowStockThreshold !== null ? { lowStockThreshold: row.lowStockThreshold } : {}),
  };
}

/**
 * What a product with options stores from the admin's form (validated input with options): its
 * options, its variants, their units (`units`: by SKU, the rows' own `stock` when not given) and
 * `stock`, their total. The admin's handlers and the demo seed both write through it.
 */
export function productVariantsFromInput(input: VariantsInput, units?: Record<string, number>): Required<Pick<VariantFields, 'options' | 'variants' | 'variantStock'>> & { stock: number } {
  const variantStock = units ?? Object.fromEntries(input.variants.map((row) => [row.sku, row.stock]));
  return {
    options: input.options,
    variants: input.variants.map(storedVariantOf),
    variantStock,
    stock: Object.values(variantStock).reduce((a, b) => a + b, 0),
  };
}
