import type { Product, ProductCard } from '../contracts/product.js';
import { isDealer, type Caller } from '../core/caller.js';
import { personalPricesOf } from './dealer-price-entity.js';
import type { CatalogHit } from './engine/catalog-query.js';
import { publicCard } from './product-card.js';
import { dealerOffer } from './pricing.js';
import { toPublicProduct, type ProductRecord } from './product-entity.js';

/**
 * Products as a given caller may see them. Everyone gets the public view; a caller in the
 * `dealer` group also gets their dealer offer. The server decides who is a dealer (Cognito
 * group in the verified token) and what they pay; nothing the client sends changes either.
 */
export type ProductView = (record: ProductRecord) => Product;
export type CardView = (hit: CatalogHit) => ProductCard;

type OfferOf = (product: Pick<ProductRecord, 'id' | 'price' | 'dealerPrice'>) => NonNullable<Product['dealer']>;

/** The caller's dealer offer, or null for anyone who is not a dealer (their personal prices: one small query). */
async function offerFor(caller: Caller | null): Promise<OfferOf | null> {
  if (!caller || !isDealer(caller)) return null;
  const personal = await personalPricesOf(caller.userId);
  return (product) => dealerOffer(product, personal.get(product.id));
}

export async function productViewFor(caller: Caller | null): Promise<ProductView> {
  const offer = await offerFor(caller);
  if (!offer) return toPublicProduct;
  return (record) => ({ ...toPublicProduct(record), dealer: offer(record) });
}

/** Cards (the list endpoints' items) as the caller may see them. */
export async function cardViewFor(caller: Caller | null): Promise<CardView> {
  const offer = await offerFor(caller);
  if (!offer) return (hit) => publicCard(hit.card, hit.inStock);
  return (hit) => ({ ...publicCard(hit.card, hit.inStock), dealer: offer(hit.card) });
}
