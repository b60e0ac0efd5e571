import type { Product } from '../contracts/product.js';
import { isDealer, type Caller } from '../core/caller.js';
import { personalPricesOf } from './dealer-price-entity.js';
import { dealerOffer } from './pricing.js';
import { toPublicProduct, type ProductRecord } from './product-entity.js';

/**
 * Products as a given caller may see them. Everyone gets the public view; a caller in the
 * `dealer` group also gets their dealer offer. The server decides who is a dealer (Cognito
 * group in the verified token) and what they pay; nothing the client sends changes either.
 */
export type ProductView = (record: ProductRecord) => Product;

export async function productViewFor(caller: Caller | null): Promise<ProductView> {
  if (!caller || !isDealer(caller)) return toPublicProduct;
  const personal = await personalPricesOf(caller.userId);
  return (record) => ({ ...toPublicProduct(record), dealer: dealerOffer(record, personal.get(record.id)) });
}
