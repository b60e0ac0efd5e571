import { queryAll } from '../core/table.js';
import { fromItem, productKeys, type ProductRecord } from './product-entity.js';
import { isShownInShop } from './shop-visibility.js';

/**
 * SKU → product (and variant) look-up, for the dealers' quick order and price list (issue 34) and
 * anything else that starts from a part number. It matches a product's `productNumber` and, for a
 * product with options, each variant's `sku` (the variant design: a product WITH options stores
 * `variants` and their stock in `variantStock`; one WITHOUT options has one default variant whose
 * sku is `productNumber ?? String(id)`, derived on read, its stock the product's `stock`).
 *
 * Matching folds case and spaces ("cw-eng-0001", " CW-ENG-0001 " are one number). Only products
 * the shop shows are found (shop-visibility.ts): a draft or an archived product is unknown.
 */

/** A variant as the product item stores it (only the fields looked up here). */
interface StoredVariant {
  sku: string;
  options?: Record<string, string>;
  price?: number;
}
type ProductWithVariants = ProductRecord & { variants?: StoredVariant[]; variantStock?: Record<string, number> };

export interface SkuMatch {
  product: ProductRecord;
  /** The SKU as the catalogue spells it. */
  sku: string;
  /** Set when the SKU names one variant of a product with options. */
  variantSku?: string;
  /** Units available now (the variant's, or the product's). */
  stock: number;
  /** The consumer price of what the SKU names (a variant's own price, else the product's). */
  price: number;
}

/** The form SKUs are compared in. */
export const skuKey = (sku: string): string => sku.trim().replace(/\s+/g, '').toUpperCase();

/** Every SKU of one product: its variants' when it has options, else its one default variant. */
export function skusOf(record: ProductRecord): SkuMatch[] {
  const { variants, variantStock } = record as ProductWithVariants;
  if (variants?.length) {
    return variants.map((v) => ({ product: record, sku: v.sku, variantSku: v.sku, stock: Number(variantStock?.[v.sku] ?? 0), price: v.price ?? record.price }));
  }
  return [{ product: record, sku: record.productNumber || String(record.id), stock: record.stock, price: record.price }];
}

/**
 * The index of the given products' SKUs by skuKey. A product with options is also found by its
 * productNumber (the part as a whole): that key names the product, not a variant, so the caller
 * asks which variant.
 */
export function skuIndex(records: readonly ProductRecord[]): Map<string, SkuMatch> {
  const index = new Map<string, SkuMatch>();
  for (const record of records) {
    if (!isShownInShop(record)) continue;
    const matches = skusOf(record);
    for (const match of matches) index.set(skuKey(match.sku), match);
    if (matches[0]?.variantSku && record.productNumber && !index.has(skuKey(record.productNumber))) {
      index.set(skuKey(record.productNumber), { product: record, sku: record.productNumber, stock: record.stock, price: record.price });
    }
  }
  return index;
}

/**
 * Every product as stored now (consistent stock counts), for a look-up of many SKUs at once. A
 * full read of the product list: the workshop sells hundreds of parts, and one query of the list
 * costs less than a look-up item per SKU kept in step with every product edit.
 */
export async function allProductsForLookup(): Promise<ProductRecord[]> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': productKeys.allNewestFirst('', 0).GSI1PK } });
  return items.map(fromItem);
}

/** Looks the SKUs up: each given SKU (as typed) → its match, or undefined when no product has it. */
export async function lookUpSkus(skus: readonly string[]): Promise<Map<string, SkuMatch | undefined>> {
  const index = skuIndex(await allProductsForLookup());
  return new Map(skus.map((sku) => [sku, index.get(skuKey(sku))]));
}
