import type { Product } from '../contracts/product.js';
import { saleFor, saleUnitPrice, type CatalogueSale } from '../promotions/sale-price.js';
import { recordPrice } from './price-history.js';
import { dealerPriceFor, variantDealerPriceFor } from './pricing.js';
import type { ProductRecord } from './product-entity.js';
import { variantPrice } from './variants.js';

/**
 * A product as the shop shows it while a timed sale runs (issue 32): the sale price as its price,
 * the price it had as the crossed-out one, `isOnSale`, and the Omnibus lowest price of the 30 days
 * before the sale started. The stored product is never changed: the catalogue index is built
 * from this view (engine/catalog-index.ts, with the sales running when the snapshot was built)
 * and keeps the record itself beside it.
 *
 * - Each variant priced apart gets its own sale price; the others follow the product's.
 * - Omnibus: the sale's price is added to the price history at the sale's start (or at the last
 *   price change, when the price changed during the sale), so the existing rule for a hand-set
 *   sale (price-history.ts, `lowestPriceBeforeCurrent`) reads the lowest price of the 30 days
 *   before it.
 * - Dealers keep the prices they have without the sale (their dealer price stays what it was:
 *   it is fixed here, since 80 % of the sale price would be another price); a sale open to
 *   dealers is taken off at checkout, as the quote shows.
 */
export function withTimedSale(record: ProductRecord, sales: readonly CatalogueSale[]): ProductRecord {
  const sale = sales.length ? saleFor({ productId: record.id, categoryKey: record.categoryKey, brand: record.brand }, sales) : null;
  if (!sale) return record;
  const price = saleUnitPrice(record.price, sale.percent);
  const lastChange = record.priceHistory?.at(-1)?.at;
  const reducedAt = [sale.startsAt, lastChange].filter((at): at is string => !!at).sort().at(-1);
  return {
    ...record,
    price,
    originalPrice: record.price,
    isOnSale: true,
    priceHistory: record.priceHistory && reducedAt ? recordPrice(record.priceHistory, price, reducedAt) : record.priceHistory,
    dealerPrice: dealerPriceFor(record),
    ...(record.variants
      ? {
          variants: record.variants.map((variant) => ({
            ...variant,
            ...(variant.price !== undefined ? { price: saleUnitPrice(variant.price, sale.percent) } : {}),
            dealerPrice: variantDealerPriceFor(record, variant),
          })),
        }
      : {}),
  };
}

/** The sale a product is on (null: none), for what only the sale knows: its window, for the Google feed. */
export function timedSaleOf(record: Pick<ProductRecord, 'id' | 'categoryKey' | 'brand'>, sales: readonly CatalogueSale[]): CatalogueSale | null {
  return saleFor({ productId: record.id, categoryKey: record.categoryKey, brand: record.brand }, sales);
}

/**
 * The product answer's variants during a timed sale: a variant priced apart says its own price
 * before the sale and its Omnibus price (variants keep no price history of their own, so that is
 * the price it had before the sale), as the product page shows them; the others show the
 * product's.
 */
export function withVariantSalePrices(product: Product, record: ProductRecord, sales: readonly CatalogueSale[]): Product {
  const sale = timedSaleOf(record, sales);
  if (!sale || !record.variants?.some((v) => v.price !== undefined)) return product;
  const before = new Map(record.variants.map((v) => [v.sku, variantPrice(record, v)]));
  return {
    ...product,
    variants: product.variants.map((variant) => {
      const own = before.get(variant.sku);
      if (own === undefined || own === record.price) return variant;
      return { ...variant, originalPrice: own, lowestPrice30d: own };
    }),
  };
}
