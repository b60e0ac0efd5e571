import type { AdminProduct } from '@contracts/admin';

/** Below this many units a product or variant is low on stock, unless the variant sets its own threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export interface VariantUnits {
  sku: string;
  /** The option values in words: "43", "M · czarny". */
  label: string;
  stock: number;
  low: boolean;
}

/**
 * A product's units per variant, as the admin list shows them (issue 31); empty for a product
 * without options (its `stock` is the one number).
 */
export function variantUnits(product: AdminProduct): VariantUnits[] {
  if (!product.options.length) return [];
  return product.variants.map((variant) => {
    const stock = variant.stock ?? 0;
    const label = product.options.map((o) => o.values.find((v) => v.key === variant.options[o.key])?.label ?? '?').join(' · ');
    return { sku: variant.sku, label, stock, low: stock < (variant.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD) };
  });
}

/** The low-stock view: a product without options below the threshold, or one with a variant below its own. */
export function isLowOnStock(product: AdminProduct): boolean {
  if (product.options.length) return variantUnits(product).some((v) => v.low);
  return product.stock < DEFAULT_LOW_STOCK_THRESHOLD;
}
