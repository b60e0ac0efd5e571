import { z } from 'zod';
import { dealerPriceInputSchema } from '../../contracts/admin.js';
import { productIdParamsSchema } from '../../contracts/product.js';
import { notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { deleteDealerPrice, listDealerPricesForProduct, putDealerPrice } from '../dealer-price-entity.js';
import { getProductRecord } from '../product-entity.js';

const params = productIdParamsSchema.extend({ dealerId: z.string().min(1).max(128) });

/**
 * The dealers (from Cognito), loaded on first use: the Cognito client is for these admin routes
 * only, and the catalog function's cold start should not pay for loading it.
 */
const listDealers = async () => (await import('../../accounts/dealers.js')).listDealers();

/** GET /api/admin/products/{id}/dealer-prices — with each dealer's company and e-mail. */
export const adminListDealerPrices = httpHandler({ params: productIdParamsSchema }, async ({ params: { id } }) => {
  if (!(await getProductRecord(id))) throw notFound(`Product ${id} does not exist`);
  const [prices, dealers] = await Promise.all([listDealerPricesForProduct(id), listDealers()]);
  const byId = new Map(dealers.map((d) => [d.id, d]));
  return { items: prices.map((p) => ({ ...p, dealer: byId.get(p.dealerId) ?? null })) };
});

/** PUT /api/admin/products/{id}/dealer-prices/{dealerId} — one price per dealer and product (upsert). */
export const adminPutDealerPrice = httpHandler({ params, body: dealerPriceInputSchema }, async ({ params: p, body }) => {
  const [product, dealers] = await Promise.all([getProductRecord(p.id), listDealers()]);
  if (!product) throw notFound(`Product ${p.id} does not exist`);
  const dealer = dealers.find((d) => d.id === p.dealerId);
  if (!dealer) throw notFound('No such dealer');
  const price = { productId: p.id, dealerId: p.dealerId, price: body.price, updatedAt: new Date().toISOString() };
  await putDealerPrice(price);
  return { ...price, dealer };
});

/** DELETE /api/admin/products/{id}/dealer-prices/{dealerId} */
export const adminDeleteDealerPrice = httpHandler({ params }, async ({ params: p }) => {
  if (!(await deleteDealerPrice(p.id, p.dealerId))) throw notFound('No such dealer price');
  return reply(204);
});
