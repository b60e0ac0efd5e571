import type { AdminProduct } from '@contracts/admin';
import { DEFAULT_LOW_STOCK_THRESHOLD, isRunningLow } from '@contracts/low-stock';

/*
 * The server's rule (contracts/low-stock.ts): at or under the threshold runs low; a variant's own
 * threshold, else the product's, else the shop's default (the list does not load the shop's
 * setting: it uses the default the settings start from).
 */

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
    return { sku: variant.sku, label, stock, low: isRunningLow(stock, variant.lowStockThreshold ?? product.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD) };
  });
}

/** The low-stock view: a product without options at or under its threshold, or one with a variant at or under its own. */
export function isLowOnStock(product: AdminProduct): boolean {
  if (product.options.length) return variantUnits(product).some((v) => v.low);
  return isRunningLow(product.stock, product.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
}
