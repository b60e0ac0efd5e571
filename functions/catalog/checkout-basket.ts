import { MAX_LINE_QUANTITY } from '../contracts/cart-lines.js';
import { invalidRequest } from '../core/errors.js';
import { variantDealerPriceFor } from './pricing.js';
import type { ProductRecord } from './product-entity.js';
import { isShownInShop } from './shop-visibility.js';
import { findVariant, variantPrice, type StoredVariant } from './variants.js';

/** One line of a basket as the server prices it: one variant of one product, its units, the caller's unit price. */
export interface BasketLine {
  /** `productId` and SKU: the same variant twice in a cart is one line. */
  key: string;
  product: ProductRecord;
  variant: StoredVariant;
  quantity: number;
  /** Grosze per unit before promotions: the variant's price, or the dealer's for dealers. */
  unitPrice: number;
}

/**
 * The basket of a checkout or a quote (both price it the same way): each line's product must be on
 * sale, its variant chosen (issue 31: `validation.variantRequired` / `validation.variantUnknown`),
 * and at most MAX_LINE_QUANTITY units of one variant. A 400 with field errors by line otherwise.
 */
export function basketOf(
  lineItems: readonly { productId: number; sku?: string | undefined; quantity: number }[],
  products: ReadonlyMap<number, ProductRecord>,
  prices: { dealer: boolean; personal: ReadonlyMap<number, number> },
): BasketLine[] {
  const fields: Record<string, string> = {};
  lineItems.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product || !isShownInShop(product)) fields[`lineItems.${i}.productId`] = 'validation.unknownProduct';
  });
  if (Object.keys(fields).length) throw invalidRequest('The cart names products that do not exist', fields);

  const lines = new Map<string, BasketLine>();
  const lineKeys = lineItems.map((line, i) => {
    const product = products.get(line.productId)!;
    const found = findVariant(product, line.sku);
    if ('error' in found) {
      fields[`lineItems.${i}.sku`] = found.error;
      return '';
    }
    const { variant } = found;
    const key = `${line.productId}\u0000${variant.sku}`;
    const unitPrice = prices.dealer ? variantDealerPriceFor(product, variant, prices.personal.get(product.id)) : variantPrice(product, variant);
    const entry = lines.get(key) ?? { key, product, variant, quantity: 0, unitPrice };
    entry.quantity += line.quantity;
    lines.set(key, entry);
    return key;
  });
  if (Object.keys(fields).length) throw invalidRequest('Choose a variant of every product with options', fields);
  lineItems.forEach((_, i) => {
    if (lines.get(lineKeys[i]!)!.quantity > MAX_LINE_QUANTITY) fields[`lineItems.${i}.quantity`] = 'validation.quantityMax';
  });
  if (Object.keys(fields).length) throw invalidRequest('Too many units of one product', fields);
  return [...lines.values()];
}

/** A line as the parcel sizing reads it: a variant's own size class and weight stand in for the product's. */
export function parcelLineOf({ product, variant, quantity }: BasketLine) {
  return {
    ...product,
    ...(variant.weightClass ? { parcelSize: variant.weightClass } : {}),
    ...(variant.weightGrams ? { weightGrams: variant.weightGrams } : {}),
    quantity,
  };
}
