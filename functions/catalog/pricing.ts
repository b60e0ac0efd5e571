import { DEFAULT_DEALER_PRICE_RATIO } from '../contracts/catalog.js';
import type { Product } from '../contracts/product.js';
import type { ProductRecord } from './product-entity.js';

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
