import { DEFAULT_DEALER_PRICE_RATIO } from '../contracts/catalog.js';
import type { Product } from '../contracts/product.js';
import type { ProductRecord } from './product-entity.js';
import { variantPrice, type StoredVariant } from './variants.js';

/**
 * What a dealer pays for a product: their personal price if the admin set one, else the
 * product's general dealer price, else 80 % of the price rounded to the grosz. Used by product
 * answers and by checkout alike, so a dealer is charged exactly what they were shown.
 */
export function dealerPriceFor(record: Pick<ProductRecord, 'price' | 'dealerPrice'>, personalPrice?: number): number {
  return personalPrice ?? record.dealerPrice ?? Math.round(record.price * DEFAULT_DEALER_PRICE_RATIO);
}

export function dealerOffer(record: Pick<ProductRecord, 'price' | 'dealerPrice'>, personalPrice?: number): NonNullable<Product['dealer']> {
  const price = dealerPriceFor(record, personalPrice);
  const saving = Math.max(0, record.price - price);
  return { price, saving, savingPercent: record.price > 0 ? Math.round((saving / record.price) * 100) : 0 };
}

/**
 * What a dealer pays for one variant: dealer prices are per product (their personal price, else
 * the product's general dealer price) unless the variant sets its own general dealer price; a
 * product without a dealer price falls back to 80 % of the variant's price. The saving is against
 * the variant's price. Checkout charges exactly this.
 */
export function variantDealerPriceFor(record: Pick<ProductRecord, 'price' | 'dealerPrice'>, variant: StoredVariant, personalPrice?: number): number {
  return personalPrice ?? variant.dealerPrice ?? dealerPriceFor({ price: variantPrice(record, variant), dealerPrice: record.dealerPrice }, undefined);
}

export function variantDealerOffer(record: Pick<ProductRecord, 'price' | 'dealerPrice'>, variant: StoredVariant, personalPrice?: number): NonNullable<Product['dealer']> {
  const price = variantDealerPriceFor(record, variant, personalPrice);
  const full = variantPrice(record, variant);
  const saving = Math.max(0, full - price);
  return { price, saving, savingPercent: full > 0 ? Math.round((saving / full) * 100) : 0 };
}
