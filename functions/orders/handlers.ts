import { loadedOnFirstCall, type LambdaHttpHandler } from '../core/http.js';
import { cancelCheckout, checkoutStatus } from './handlers/checkout-session.js';
import { createCheckout } from './handlers/create-checkout.js';
import { claimOrder, getMyOrder, listMyOrders, reorderMyOrder } from './handlers/my-orders.js';
import { stripeWebhook } from './handlers/stripe-webhook.js';
import { promotionHandlers } from '../promotions/handlers.js';
import { handlers as dealerHandlers } from '../dealer/handlers-map.js';
import { findGuestOrder, withdrawGuestOrder, withdrawMyOrder } from './handlers/returns.js';

/** The admin's order routes: imported on their first call, the function's cold start serves buyers. */
const adminOrderHandlers = ['adminStats', 'adminListOrders', 'adminListRefunds', 'adminGetOrder', 'adminUpdateOrder', 'adminRefundOrder'] as const;
const adminReturnHandlers = ['adminListReturns', 'adminGetReturn', 'adminReceiveReturn', 'adminDecideReturn'] as const;

/** The orders domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  createCheckout,
  checkoutStatus,
  cancelCheckout,
  stripeWebhook,
  listMyOrders,
  getMyOrder,
  claimOrder,
  reorderMyOrder,
  ...Object.fromEntries(adminOrderHandlers.map((name) => [name, loadedOnFirstCall(async () => (await import('./handlers/admin-orders.js'))[name])])),
  // The admin's Stripe connection test, rarely run: imported on its first call (the function is near its bundle budget).
  connectionTest: loadedOnFirstCall(async () => (await import('./handlers/connection-test.js')).connectionTest),
  withdrawMyOrder,
  findGuestOrder,
  withdrawGuestOrder,
  ...Object.fromEntries(adminReturnHandlers.map((name) => [name, loadedOnFirstCall(async () => (await import('./handlers/admin-returns.js'))[name])])),
  // Promotions (functions/promotions): the checkout's quote and the admin's promotions.
  ...promotionHandlers,
  // The dealer programme's routes (functions/dealer) run in the orders Lambda.
  ...dealerHandlers,
};
