import { MAX_LINE_QUANTITY } from '../contracts/cart-lines.js';
import type { LineVolumeBreak } from '../contracts/order.js';
import { applyVolumeBreak, effectiveBreaks, type AppliedVolumeBreak } from '../contracts/volume-prices.js';
import { isDealer, type Caller } from '../core/caller.js';
import { invalidRequest } from '../core/errors.js';
import { personalPricesOf } from './dealer-price-entity.js';
import { variantDealerPriceFor } from './pricing.js';
import type { ProductRecord } from './product-entity.js';
import { getCategoryBreaks, type CategoryBreaks } from './volume-breaks-entity.js';
import { isShownInShop } from './shop-visibility.js';
import { findVariant, variantPrice, type StoredVariant } from './variants.js';

/** One line of a basket as the server prices it: one variant of one product, its units, the caller's unit price. */
export interface BasketLine {
  /** `productId` and SKU: the same variant twice in a cart is one line. */
  key: string;
  product: ProductRecord;
  variant: StoredVariant;
  quantity: number;
  /** Grosze per unit before promotions: the variant's price, or the dealer's for dealers (after their volume break). */
  unitPrice: number;
  /** A dealer's volume break on this line (contracts/volume-prices.ts); absent: none reached. */
  volumeBreak?: AppliedVolumeBreak;
}

/** How the caller is priced: consumer prices, or a dealer's (personal prices, volume breaks by category). */
export interface BasketPrices {
  dealer: boolean;
  personal: ReadonlyMap<number, number>;
  categoryBreaks?: CategoryBreaks;
}

/** The caller's prices, read once per request (two small reads for a dealer, none for anyone else). */
export async function basketPricesFor(caller: Caller | null): Promise<BasketPrices> {
  if (!isDealer(caller)) return { dealer: false, personal: new Map() };
  const [personal, categoryBreaks] = await Promise.all([personalPricesOf(caller!.userId), getCategoryBreaks()]);
  return { dealer: true, personal, categoryBreaks };
}

/**
 * The basket of a checkout or a quote (both price it the same way): each line's product must be on
 * sale, its variant chosen (issue 31: `validation.variantRequired` / `validation.variantUnknown`),
 * and at most MAX_LINE_QUANTITY units of one variant. A 400 with field errors by line otherwise.
 */
export function basketOf(
  lineItems: readonly { productId: number; sku?: string | undefined; quantity: number }[],
  products: ReadonlyMap<number, ProductRecord>,
  prices: BasketPrices,
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
  return prices.dealer ? withVolumeBreaks([...lines.values()], prices.categoryBreaks ?? {}) : [...lines.values()];
}

/**
 * A dealer's volume breaks on the basket: the units of a product across all its variants reach a
 * break (the product's own breaks, else its category's), which each of its lines takes off its
 * own dealer price, rounded to the grosz per unit.
 */
function withVolumeBreaks(lines: BasketLine[], categoryBreaks: CategoryBreaks): BasketLine[] {
  const unitsOfProduct = new Map<number, number>();
  for (const line of lines) unitsOfProduct.set(line.product.id, (unitsOfProduct.get(line.product.id) ?? 0) + line.quantity);
  return lines.map((line) => {
    const breaks = effectiveBreaks(line.product.volumeBreaks, categoryBreaks[line.product.categoryKey]);
    const applied = applyVolumeBreak(breaks, unitsOfProduct.get(line.product.id)!, line.unitPrice);
    return applied ? { ...line, unitPrice: applied.unitPrice, volumeBreak: applied } : line;
  });
}

/** The line's volume break as an order line and a quote line carry it (nothing without one). */
export function lineVolumeBreakOf({ volumeBreak }: BasketLine): { volumeBreak?: LineVolumeBreak } {
  return volumeBreak ? { volumeBreak: { minQuantity: volumeBreak.minQuantity, percentOff: volumeBreak.percentOff, baseUnitPrice: volumeBreak.baseUnitPrice } } : {};
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
