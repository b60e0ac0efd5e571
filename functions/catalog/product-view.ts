import type { Product, ProductCard } from '../contracts/product.js';
import { isAdmin, isDealer, type Caller } from '../core/caller.js';
import { personalPricesOf } from './dealer-price-entity.js';
import type { CatalogHit } from './engine/catalog-query.js';
import { publicCard } from './product-card.js';
import { dealerOffer, variantDealerOffer } from './pricing.js';
import { toPublicProduct, type ProductRecord } from './product-entity.js';
import { variantsOf } from './variants.js';
import { getCategoryBreaks } from './volume-breaks-entity.js';
import { breakTable, effectiveBreaks } from '../contracts/volume-prices.js';

/**
 * Products as a given caller may see them. Everyone gets the public view; a caller in the
 * `dealer` group also gets their dealer offer. The server decides who is a dealer (Cognito
 * group in the verified token) and what they pay; nothing the client sends changes either.
 */
export type ProductView = (record: ProductRecord) => Product;
export type CardView = (hit: CatalogHit) => ProductCard;

type OfferOf = (product: Pick<ProductRecord, 'id' | 'price' | 'dealerPrice'>) => NonNullable<Product['dealer']>;

/** The caller's personal dealer prices by product, or null for anyone who is not a dealer (one small query). */
async function personalPricesFor(caller: Caller | null): Promise<Map<number, number> | null> {
  if (!caller || !isDealer(caller)) return null;
  return personalPricesOf(caller.userId);
}

/** The caller's dealer offer, or null for anyone who is not a dealer. */
async function offerFor(caller: Caller | null): Promise<OfferOf | null> {
  const personal = await personalPricesFor(caller);
  if (!personal) return null;
  return (product) => dealerOffer(product, personal.get(product.id));
}

/**
 * A product as the caller may see it: an admin also sees each variant's units; a dealer gets
 * their offer on the product and on each variant (the product's dealer price unless the variant
 * has its own; pricing.ts).
 */
export async function productViewFor(caller: Caller | null): Promise<ProductView> {
  const [personal, categoryBreaks] = await Promise.all([personalPricesFor(caller), isDealer(caller) ? getCategoryBreaks() : undefined]);
  const withStock = isAdmin(caller);
  if (!personal) return (record) => toPublicProduct(record, withStock);
  return (record) => {
    const product = toPublicProduct(record, withStock);
    const stored = new Map(variantsOf(record).map((v) => [v.sku, v]));
    const personalPrice = personal.get(record.id);
    // The dealer's volume breaks (the product's, else its category's), priced on each offer.
    const breaks = effectiveBreaks(record.volumeBreaks, categoryBreaks?.[record.categoryKey]);
    const withBreaks = (offer: NonNullable<Product['dealer']>) => (breaks.length ? { ...offer, volumeBreaks: breakTable(breaks, offer.price) } : offer);
    return {
      ...product,
      dealer: withBreaks(dealerOffer(record, personalPrice)),
      variants: product.variants.map((variant) => ({ ...variant, dealer: withBreaks(variantDealerOffer(record, stored.get(variant.sku)!, personalPrice)) })),
    };
  };
}

/** Cards (the list endpoints' items) as the caller may see them. */
export async function cardViewFor(caller: Caller | null): Promise<CardView> {
  const offer = await offerFor(caller);
  if (!offer) return (hit) => publicCard(hit.card, hit.inStock);
  return (hit) => ({ ...publicCard(hit.card, hit.inStock), dealer: offer(hit.card) });
}
