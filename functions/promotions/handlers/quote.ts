import { quoteRequestSchema, type Quote } from '../../contracts/promotions.js';
import { basketOf, basketPricesFor, lineVolumeBreakOf, parcelLineOf } from '../../catalog/checkout-basket.js';
import { getProductRecords } from '../../catalog/product-entity.js';
import { isDealer } from '../../core/caller.js';
import { httpHandler } from '../../core/http.js';
import { priceDelivery } from '../../delivery/cost-rules.js';
import { parcelFor } from '../../delivery/parcel.js';
import { getShippingSettings } from '../../delivery/shipping-settings-entity.js';
import { promotionsForBasket } from '../checkout-pricing.js';

/**
 * POST /api/checkout/quote — the checkout's body, priced exactly as POST /api/checkout would price
 * it (the same product prices, promotions and delivery rules), without writing anything: the
 * checkout page shows the lines with their discounts, the delivery, the total and whether the
 * typed code applies (and why not). A locker is checked with InPost only at checkout; stock too.
 */
export const quoteCheckout = httpHandler({ body: quoteRequestSchema }, async ({ body, caller }): Promise<Quote> => {
  const dealer = isDealer(caller);
  const [products, prices] = await Promise.all([getProductRecords([...new Set(body.lineItems.map((line) => line.productId))]), basketPricesFor(caller)]);
  const basket = basketOf(body.lineItems, products, prices);
  const promotions = await promotionsForBasket({ basket, caller: { dealer, userId: caller?.userId ?? null }, discountCode: body.discountCode, now: new Date() });
  const lines = basket.map((b) => {
    const discount = promotions.discountOf(b.key);
    return { productId: b.product.id, sku: b.variant.sku, quantity: b.quantity, unitPrice: b.unitPrice, discount, totalPrice: b.unitPrice * b.quantity - discount, ...lineVolumeBreakOf(b) };
  });
  const productsBeforeDiscount = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const productsTotal = lines.reduce((sum, l) => sum + l.totalPrice, 0);

  let delivery: Quote['delivery'] = null;
  if (body.delivery) {
    const parcel = parcelFor(basket.map(parcelLineOf));
    const option = priceDelivery(body.delivery.method, { settings: await getShippingSettings(), parcel, productsTotal, dealer });
    const discount = promotions.freeDelivery ? option.cost : 0;
    delivery = { method: body.delivery.method, cost: option.cost - discount, discount };
  }
  return {
    lines,
    productsTotal,
    productsBeforeDiscount,
    discountTotal: productsBeforeDiscount - productsTotal + (delivery?.discount ?? 0),
    delivery,
    total: productsTotal + (delivery?.cost ?? 0),
    discountCode: promotions.code,
  };
});
