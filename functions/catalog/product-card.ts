import type { ProductCard } from '../contracts/product.js';
import { lowestPriceBeforeCurrent } from './price-history.js';
import type { ProductRecord } from './product-entity.js';
import { optionCountsOf } from './engine/variant-index.js';

/**
 * A product card as the catalogue keeps it: the card the API sends (contracts `productCardSchema`)
 * less what depends on the moment or on the caller (`inStock` comes from the stock overlay,
 * `dealer` from the caller's prices), plus the general dealer price a dealer's offer starts from.
 * Pure: the engine stores one per product, the handlers turn it into a `ProductCard`.
 */
export const cardRecordFields = [
  'id',
  'name',
  'nameEn',
  'brand',
  'description',
  'descriptionEn',
  'price',
  'originalPrice',
  'imageUrl',
  'rating',
  'reviews',
  'isNew',
  'isOnSale',
  'isLimitedEdition',
  'dealerPrice',
] as const;
type CardRecordField = (typeof cardRecordFields)[number];

/** `optionCounts`: a product with options, how many values of each its variants offer (the card's "6 rozmiarów"). */
export type StoredCard = Pick<ProductRecord, CardRecordField> & {
  lowestPrice30d: number | null;
  optionCounts?: Record<string, number>;
  /** On a timed sale (timed-sale.ts): the record's own fields the sale shows otherwise, so the record is read back unchanged. */
  beforeSale?: Pick<ProductRecord, 'price' | 'originalPrice' | 'isOnSale' | 'dealerPrice'>;
};

// A field added to the API card must be added above too: this line stops compiling until it is.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const cardMatchesContract: Same<Exclude<keyof ProductCard, 'inStock' | 'dealer' | 'lowestPrice30d' | 'optionCounts'>, Exclude<CardRecordField, 'dealerPrice'>> = true;
void cardMatchesContract;

export function storedCardOf(record: ProductRecord): StoredCard {
  const card = {} as Record<CardRecordField, unknown>;
  for (const field of cardRecordFields) card[field] = record[field];
  // Omnibus: shown only beside a reduced price (see price-history.ts), as on the product page.
  const optionCounts = optionCountsOf(record);
  return {
    ...(card as Pick<ProductRecord, CardRecordField>),
    lowestPrice30d: record.isOnSale ? lowestPriceBeforeCurrent(record.priceHistory) : null,
    // Absent without options: the card of such a product is what it always was.
    ...(optionCounts ? { optionCounts } : {}),
  };
}

/** The public card: what anyone may see (no dealer price). */
export function publicCard(card: StoredCard, inStock: boolean): ProductCard {
  const { dealerPrice: _dealerPrice, beforeSale: _beforeSale, ...shown } = card;
  return { ...shown, inStock };
}
