import type { ReorderLine } from '../contracts/reorder.js';
import { lineDisplayName, variantWords } from '../contracts/order-line-name.js';
import { personalPricesOf } from './dealer-price-entity.js';
import { variantDealerPriceFor } from './pricing.js';
import { getProductRecords, type ProductRecord } from './product-entity.js';
import { isShownInShop } from './shop-visibility.js';
import { findVariant, hasOptions, variantLabels, variantPrice, variantStockOf } from './variants.js';
import { isSoldToDealers } from '../dealer/quick-order.js';
import type { OrderLine } from '../ledger/items.js';

/**
 * Reorder (issue 34): a past order's lines against the catalogue now. Each line keeps its variant
 * (the SKU the order kept) and its quantity, and gets today's price for the caller (checkout's
 * rule: a dealer's variant dealer price, else the variant's price) and the units in stock now.
 * Nothing is held; the web puts the lines that can be bought into the cart and says what changed.
 */
export function reorderLineOf(item: OrderLine, product: ProductRecord | undefined, caller: { dealer: boolean; personalPrice?: number | undefined }): ReorderLine {
  const ordered = {
    productId: item.productId,
    ...(item.sku && product && hasOptions(product) ? { sku: item.sku } : {}),
    name: lineDisplayName(item, 'pl'),
    nameEn: lineDisplayName(item, 'en'),
    quantity: item.quantity,
    previousUnitPrice: item.unitPrice,
  };
  if (!product || !isShownInShop(product)) return { ...ordered, outcome: 'unavailable' };
  // A product without options: its one variant, whatever SKU the order kept (the part number may have changed since).
  const found = findVariant(product, hasOptions(product) ? item.sku : undefined);
  if ('error' in found) return { ...ordered, outcome: 'unavailable' };
  if (caller.dealer && !isSoldToDealers(product)) return { ...ordered, outcome: 'not_for_dealers' };
  const { variant } = found;
  const price = variantPrice(product, variant);
  const unitPrice = caller.dealer ? variantDealerPriceFor(product, variant, caller.personalPrice) : price;
  const available = variantStockOf(product, variant.sku);
  const words = hasOptions(product) ? variantWords(variantLabels(product, variant)) : null;
  return {
    ...ordered,
    outcome: available <= 0 ? 'out_of_stock' : available < item.quantity ? 'partial' : 'ok',
    available: Math.max(0, available),
    unitPrice,
    product: {
      name: product.name,
      ...(product.nameEn ? { nameEn: product.nameEn } : {}),
      brand: product.brand,
      imageUrl: product.imageUrl,
      price,
      originalPrice: hasOptions(product) ? null : (product.originalPrice ?? null),
      ...(caller.dealer ? { dealerPrice: unitPrice } : {}),
      ...(words ? { variantName: words } : {}),
    },
  };
}

/** Every line of the order, resolved for the caller (the products read in one batch, consistently). */
export async function reorderLines(items: readonly OrderLine[], caller: { userId: string; dealer: boolean }): Promise<ReorderLine[]> {
  const [products, personal] = await Promise.all([
    getProductRecords(items.map((i) => i.productId), { consistent: true }),
    caller.dealer ? personalPricesOf(caller.userId) : Promise.resolve(new Map<number, number>()),
  ]);
  return items.map((item) => reorderLineOf(item, products.get(item.productId), { dealer: caller.dealer, personalPrice: personal.get(item.productId) }));
}
