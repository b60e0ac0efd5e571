import { randomUUID } from 'node:crypto';
import { CHECKOUT_EXPIRY_MINUTES, checkoutRequestSchema, type CheckoutResponse } from '../../contracts/order.js';
import { mediaVariantWidths } from '../../contracts/product.js';
import { basketOf, basketPricesFor, lineVolumeBreakOf, parcelLineOf } from '../../catalog/checkout-basket.js';
import { hasOptions, variantLabels, variantStockOf } from '../../catalog/variants.js';
import { lineDisplayName } from '../../contracts/order-line-name.js';
import { getProductRecords } from '../../catalog/product-entity.js';
import { isDealer } from '../../core/caller.js';
import { deliveryForCheckout, deliveryLineItem, rememberDelivery } from '../../delivery/checkout-delivery.js';
import { config } from '../../core/config.js';
import { conflict, HttpError, invalidRequest } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { expectCompanyInvoice } from '../../invoices/issue-invoice.js';
import { expireSession } from '../checkout-sessions.js';
import { createOrderWithHold, getOrder, setCheckoutSession, type OrderRecord } from '../../ledger/order-entity.js';
import { changeOrderStatus } from '../../ledger/status-change.js';
import type { OrderLine } from '../../ledger/items.js';
import { stripe } from '../stripe.js';
import { promotionsForBasket } from '../../promotions/checkout-pricing.js';
import { stripeLineOf } from '../../promotions/stripe-lines.js';
import { notifyStatus } from '../payment-outcome.js';
import { termsForCheckout } from '../../dealer/terms.js';

/** Stripe wants absolute image URLs; media keys become the site's own WebP variant. */
function imageForStripe(ref: string | null): string[] {
  if (!ref) return [];
  if (/^https?:\/\//.test(ref)) return [ref];
  return [`${config().SITE_URL}/media/${ref}/w${mediaVariantWidths[0]}.webp`];
}

/**
 * POST /api/checkout — signed in or not. The server prices every line (dealer prices for
 * dealers; the client sends no price), holds the stock and writes a pending order in one
 * transaction, then opens a Stripe Checkout session for exactly that order. The session expires
 * after CHECKOUT_EXPIRY_MINUTES (35); its `expired` webhook cancels the order and releases the hold.
 */
export const createCheckout = httpHandler({ body: checkoutRequestSchema }, async ({ body, caller }): Promise<CheckoutResponse> => {
  const dealer = isDealer(caller);
  const [products, prices] = await Promise.all([getProductRecords([...new Set(body.lineItems.map((line) => line.productId))]), basketPricesFor(caller)]);
  const basket = basketOf(body.lineItems, products, prices);

  const now = new Date().toISOString();
  // Promotions (functions/promotions): the code and the sales that apply, priced by the server.
  const promotions = await promotionsForBasket({
    basket,
    caller: { dealer, userId: caller?.userId ?? null },
    discountCode: body.discountCode,
    now: new Date(now),
  });
  if (promotions.code?.reason) throw invalidRequest('This discount code cannot be used', { discountCode: promotions.code.reason });
  const items: OrderLine[] = basket.map((line) => {
    const { key, product: p, variant, quantity, unitPrice } = line;
    const labels = variantLabels(p, variant);
    // The line's share of the order's discounts, taken off its total.
    const discount = promotions.discountOf(key);
    return {
      id: randomUUID(),
      productId: p.id,
      // A product without options sells itself, as every order did before variants.
      sku: hasOptions(p) ? variant.sku : String(p.id),
      quantity,
      unitPrice,
      discount,
      totalPrice: unitPrice * quantity - discount,
      name: p.name,
      ...(p.nameEn ? { nameEn: p.nameEn } : {}),
      ...(labels.length ? { variant: labels } : {}),
      ...lineVolumeBreakOf(line),
      product: { id: p.id, name: p.name, ...(p.nameEn ? { nameEn: p.nameEn } : {}), brand: p.brand, imageUrl: variant.images?.[0] ?? p.imageUrl, description: p.description },
    };
  });
  const unavailable = basket.flatMap(({ product, variant, quantity }, i) => (variantStockOf(product, variant.sku) < quantity ? [lineDisplayName(items[i]!, 'pl')] : []));
  if (unavailable.length) throw conflict('out_of_stock', `Not enough in stock: ${unavailable.join(', ')}`);

  // Delivery (functions/delivery): the method the buyer chose, checked and priced here.
  const productsTotal = items.reduce((sum, i) => sum + i.totalPrice, 0);
  const delivery = await deliveryForCheckout({ request: body.delivery, lines: basket.map(parcelLineOf), productsTotal, dealer });
  const deliveryDiscount = promotions.freeDelivery ? delivery.cost : 0;
  delivery.cost -= deliveryDiscount;
  const orderPromotions = promotions.promotions(deliveryDiscount);
  // A dealer's order on payment terms (functions/dealer/terms.ts): confirmed at once, no Stripe.
  const terms = body.payment === 'terms' ? await termsForCheckout(caller, productsTotal + delivery.cost, body.company, now) : undefined;
  const order: OrderRecord = {
    id: randomUUID(),
    userId: caller?.userId ?? null,
    status: terms ? 'processing' : 'pending',
    createdAt: now,
    updatedAt: now,
    totalAmount: productsTotal + delivery.cost,
    currency: 'pln',
    customerName: caller?.name ?? null,
    customerEmail: caller?.email || null,
    customerPhone: null,
    taxId: body.company?.nip ?? null,
    shippingAddress: null,
    items,
    stripeSessionId: null,
    stripePaymentIntentId: null,
    dealerOrder: dealer,
    tracking: null,
    invoiceNumber: null,
    delivery,
    company: body.company ?? null,
    language: body.language ?? 'pl',
    paymentMode: terms ? 'terms' : 'online',
    ...(terms ? { paymentTermsDays: terms.paymentTermsDays, paymentDueDate: terms.paymentDueDate } : {}),
    paymentStatus: 'unpaid',
    paidAt: null,
    amountPaid: 0,
    amountRefunded: 0,
    refundableAmount: 0,
    customerVisible: !!terms,
    notified: [],
    ...(orderPromotions.length ? { promotions: orderPromotions } : {}),
  };
  // 409 out_of_stock if someone was faster; 400 on discountCode if the code's last use went to
  // someone faster; 403 terms_credit_limit if another order took the room.
  await createOrderWithHold(order, [...promotions.redemption(orderPromotions, order.totalAmount, order.id), ...(terms?.intents ?? [])]);
  await rememberDelivery(caller, body.delivery, delivery);
  // The box "remind me if I don't finish" (functions/messages/checkout-reminders.ts): a guest's
  // address from the form, a signed-in buyer's own. An order on terms is confirmed already.
  const reminderEmail = caller?.email || body.reminderEmail;
  // Loaded when a box is ticked, not at every cold start: the orders function is near its bundle budget.
  if (body.marketingConsent && reminderEmail && !terms) await (await import('../../messages/checkout-reminder-entity.js')).recordReminderConsent(order, reminderEmail, order.language ?? 'pl');
  // A company order's invoice is issued (and sent to KSeF) by the invoices domain once it is paid
  // (a terms order is confirmed already: the next KSeF run issues it, with the due date).
  if (order.company) await expectCompanyInvoice({ ...order, company: order.company });
  if (terms) {
    await notifyStatus(order.id, 'processing');
    return { orderId: order.id, url: `${config().SITE_URL}/order/${order.id}`, payment: 'terms' };
  }

  const site = config().SITE_URL;
  let sessionId: string | undefined;
  try {
    const session = await (await stripe()).checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'pln',
        // A filter on the methods enabled for the account (API 2026-10: replaces payment_method_types).
        allowed_payment_method_types: ['card', 'blik', 'p24'],
        line_items: [
          ...items.map((i) => {
            const line = stripeLineOf(i, lineDisplayName(i, order.language ?? 'pl'));
            return { quantity: line.quantity, price_data: { currency: 'pln', unit_amount: line.unitAmount, product_data: { name: line.name, images: imageForStripe(i.product.imageUrl) } } };
          }),
          deliveryLineItem(delivery),
        ],
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        ...(order.customerEmail ? { customer_email: order.customerEmail } : {}),
        // The delivery address (or locker) comes from the shop's checkout page; Stripe asks for
        // the billing address, which the invoice names.
        billing_address_collection: 'required',
        phone_number_collection: { enabled: true },
        tax_id_collection: { enabled: true },
        // Stripe's page in the buyer's language (it knows both).
        locale: order.language === 'en' ? 'en' : 'pl',
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_EXPIRY_MINUTES * 60,
        success_url: `${site}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/payment/cancel?session_id={CHECKOUT_SESSION_ID}`,
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
    sessionId = session.id;
    await setCheckoutSession(order.id, session.id, new Date().toISOString());
    return { orderId: order.id, sessionId: session.id, url: session.url! };
  } catch (error) {
    // No payment page the buyer can reach, no order: the session (if one was opened) can no
    // longer be paid, and the units go back at once rather than after 35 minutes. Should this
    // clean-up fail too (DynamoDB down), the sweeper settles the order later: with no session
    // recorded, it is cancelled.
    logger.error('checkout failed after the order was written; cancelling it', { orderId: order.id, error: error as Error });
    try {
      if (sessionId) await expireSession(sessionId);
      const current = await getOrder(order.id);
      if (current?.status === 'pending') await changeOrderStatus({ order: current, to: 'cancelled', at: new Date().toISOString(), by: 'system' });
    } catch (cleanup) {
      logger.error('could not cancel the order of a failed checkout; the sweeper will', { orderId: order.id, error: cleanup as Error });
    }
    throw new HttpError(503, 'service_unavailable', 'The payment service is unavailable. Please try again in a moment.', undefined, { cause: error });
  }
});
