import { recordPrice, type PricePoint } from '../../../functions/catalog/price-history.js';
import type { ProductRecord } from '../../../functions/catalog/product-entity.js';

/**
 * An initial price history for the demo catalogue, so the Omnibus line ("lowest price of the 30
 * days before the reduction") has something true to say from the first start: every product
 * starts at its regular price; an on-sale product was reduced a few days before the base date,
 * and every third one had a short earlier promotion inside the 30-day window.
 */
const DAY = 86_400_000;

export function withDemoPriceHistory(record: ProductRecord, baseDate: Date): ProductRecord {
  const regular = record.isOnSale && record.originalPrice ? record.originalPrice : record.price;
  let history: PricePoint[] = recordPrice(undefined, regular, record.createdAt);
  if (record.isOnSale && record.originalPrice) {
    const created = Date.parse(record.createdAt);
    const reducedAt = Math.max(created + DAY, baseDate.getTime() - (3 + (record.id % 10)) * DAY);
    if (record.id % 3 === 0 && reducedAt - created > 25 * DAY) {
      const promo = Math.round(regular * 0.9);
      history = recordPrice(history, promo, new Date(reducedAt - 20 * DAY).toISOString());
      history = recordPrice(history, regular, new Date(reducedAt - 12 * DAY).toISOString());
    }
    history = recordPrice(history, record.price, new Date(reducedAt).toISOString());
  }
  return { ...record, priceHistory: history };
}
