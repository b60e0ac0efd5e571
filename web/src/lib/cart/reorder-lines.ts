import type { ReorderLine } from '@contracts/reorder';
import type { CartItem } from './index';

/**
 * A past order's (or a left checkout's) line resolved against the catalogue now
 * (contracts/reorder.ts) as a cart line: "order again" (features/orders) and the checkout
 * reminder's restore link (features/checkout-reminders) put lines in the cart the same way.
 */

/** The units of a line that go to the cart: all that were ordered, or what is in stock of a short one. */
export const unitsForCart = (line: ReorderLine) => (line.outcome === 'ok' ? line.quantity : line.outcome === 'partial' ? (line.available ?? 0) : 0);

export function cartLineOf(line: ReorderLine): CartItem {
  const p = line.product!;
  return {
    productId: line.productId,
    ...(line.sku ? { sku: line.sku } : {}),
    quantity: unitsForCart(line),
    product: {
      name: p.name,
      ...(p.nameEn ? { nameEn: p.nameEn } : {}),
      brand: p.brand,
      imageUrl: p.imageUrl,
      price: p.price,
      originalPrice: p.originalPrice,
      inStock: true,
      ...(p.dealerPrice !== undefined ? { dealer: { price: p.dealerPrice } } : {}),
      ...(p.variantName ? { variant: p.variantName } : {}),
    },
  };
}

/** The lines that can go to the cart, as cart lines. */
export const cartLinesOf = (lines: readonly ReorderLine[]) => lines.filter((l) => l.product && unitsForCart(l) > 0).map(cartLineOf);
