import { type z } from 'zod';
import { DEFAULT_DEALER_PRICE_RATIO } from '../../contracts/catalog.js';
import { productInputSchema, type AdminProduct } from '../../contracts/admin.js';
import { productIdParamsSchema } from '../../contracts/product.js';
import { notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { recordPrice } from '../price-history.js';
import { deleteProductWithDealerPrices, getProductRecord, listAllProductRecords, nextProductId, putProductRecord, toPublicProduct, type ProductRecord } from '../product-entity.js';

/** The admin sees what the public does, plus stock and the general dealer price. */
export function toAdminProduct(record: ProductRecord): AdminProduct {
  return { ...toPublicProduct(record), stock: record.stock, dealerPrice: record.dealerPrice };
}

type ProductInput = z.output<typeof productInputSchema>;

/** The spec: an empty dealer price is 80 % of the price, rounded to the grosz. */
function withDefaults(input: ProductInput): ProductInput {
  return { ...input, dealerPrice: input.dealerPrice ?? Math.round(input.price * DEFAULT_DEALER_PRICE_RATIO) };
}

/** GET /api/admin/products — every product, newest first, straight from the table. */
export const adminListProducts = httpHandler({}, async () => ({ items: (await listAllProductRecords()).map(toAdminProduct) }));

/** GET /api/admin/products/{id} */
export const adminGetProduct = httpHandler({ params: productIdParamsSchema }, async ({ params }) => {
  const record = await getProductRecord(params.id);
  if (!record) throw notFound(`Product ${params.id} does not exist`);
  return toAdminProduct(record);
});

/** POST /api/admin/products — a new id from the counter; the shop sees it at once (catalogue version). */
export const adminCreateProduct = httpHandler({ body: productInputSchema }, async ({ body }) => {
  const now = new Date().toISOString();
  const input = withDefaults(body);
  const id = await nextProductId();
  const record: ProductRecord = {
    ...input,
    id,
    productNumber: input.productNumber || `CW-${String(id).padStart(5, '0')}`,
    createdAt: now,
    updatedAt: now,
    priceHistory: recordPrice(undefined, input.price, now),
  };
  await putProductRecord(record);
  return reply(201, toAdminProduct(record), { location: `/api/admin/products/${id}` });
});

/** PUT /api/admin/products/{id} — every price change lands in the Omnibus price history. */
export const adminUpdateProduct = httpHandler({ params: productIdParamsSchema, body: productInputSchema }, async ({ params, body }) => {
  const existing = await getProductRecord(params.id);
  if (!existing) throw notFound(`Product ${params.id} does not exist`);
  const now = new Date().toISOString();
  const input = withDefaults(body);
  const record: ProductRecord = {
    ...existing,
    ...input,
    id: existing.id,
    productNumber: input.productNumber || existing.productNumber,
    createdAt: existing.createdAt,
    updatedAt: now,
    priceHistory: recordPrice(existing.priceHistory, input.price, now),
  };
  await putProductRecord(record, { mustExist: true });
  return toAdminProduct(record);
});

/** DELETE /api/admin/products/{id} — with its dealer prices. */
export const adminDeleteProduct = httpHandler({ params: productIdParamsSchema }, async ({ params }) => {
  if (!(await deleteProductWithDealerPrices(params.id))) throw notFound(`Product ${params.id} does not exist`);
  return reply(204);
});
