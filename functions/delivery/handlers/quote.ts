import { deliveryQuoteRequestSchema, type DeliveryQuote } from '../../contracts/delivery.js';
import { basketOf, basketPricesFor, parcelLineOf } from '../../catalog/checkout-basket.js';
import { getProductRecords } from '../../catalog/product-entity.js';
import { isDealer } from '../../core/caller.js';
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
  const [products, prices, settings] = await Promise.all([
    getProductRecords([...new Set(body.lineItems.map((l) => l.productId))]),
    basketPricesFor(caller),
    getShippingSettings(),
  ]);
  const basket = basketOf(body.lineItems, products, prices);
  const productsTotal = basket.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const parcel = parcelFor(basket.map(parcelLineOf));
  return {
    productsTotal,
    parcelSize: parcel.size,
    weightGrams: parcel.weightGrams,
    freeThreshold: freeThresholdFor(settings, dealer),
    options: deliveryOptions({ settings, parcel, productsTotal, dealer }),
  };
});
