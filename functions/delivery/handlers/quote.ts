import { deliveryQuoteRequestSchema, type DeliveryQuote } from '../../contracts/delivery.js';
import { personalPricesOf } from '../../catalog/dealer-price-entity.js';
import { dealerPriceFor } from '../../catalog/pricing.js';
import { getProductRecords } from '../../catalog/product-entity.js';
import { isDealer } from '../../core/caller.js';
import { invalidRequest } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { deliveryOptions, freeThresholdFor } from '../cost-rules.js';
import { parcelFor } from '../parcel.js';
import { getShippingSettings } from '../shipping-settings-entity.js';

/**
 * POST /api/delivery/quote — what each delivery method costs for this cart and this buyer (a
 * dealer pays dealer prices, so reaches a threshold differently), and which ones can take it.
 * Priced the same way checkout prices the order, so the page shows what will be charged.
 */
export const quoteDelivery = httpHandler({ body: deliveryQuoteRequestSchema }, async ({ body, caller }): Promise<DeliveryQuote> => {
  const dealer = isDealer(caller);
  const [products, personal, settings] = await Promise.all([
    getProductRecords(body.lineItems.map((l) => l.productId)),
    dealer ? personalPricesOf(caller!.userId) : Promise.resolve(new Map<number, number>()),
    getShippingSettings(),
  ]);
  const fields: Record<string, string> = {};
  body.lineItems.forEach((line, i) => {
    if (!products.has(line.productId)) fields[`lineItems.${i}.productId`] = 'validation.unknownProduct';
  });
  if (Object.keys(fields).length) throw invalidRequest('The cart names products that do not exist', fields);

  const lines = body.lineItems.map((line) => ({ ...products.get(line.productId)!, quantity: line.quantity }));
  const productsTotal = lines.reduce((sum, p) => sum + (dealer ? dealerPriceFor(p, personal.get(p.id)) : p.price) * p.quantity, 0);
  const parcel = parcelFor(lines);
  return {
    productsTotal,
    parcelSize: parcel.size,
    weightGrams: parcel.weightGrams,
    freeThreshold: freeThresholdFor(settings, dealer),
    options: deliveryOptions({ settings, parcel, productsTotal, dealer }),
  };
});
