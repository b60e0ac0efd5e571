import type { LambdaHttpHandler } from '../core/http.js';
import { cancelCheckout, checkoutStatus } from './handlers/checkout-session.js';
import { createCheckout } from './handlers/create-checkout.js';
import { adminGetOrder, adminListOrders, adminListRefunds, adminRefundOrder, adminStats, adminUpdateOrder } from './handlers/admin-orders.js';
import { connectionTest } from './handlers/connection-test.js';
import { claimOrder, getMyOrder, listMyOrders, reorderMyOrder } from './handlers/my-orders.js';
import { stripeWebhook } from './handlers/stripe-webhook.js';
import { promotionHandlers } from '../promotions/handlers.js';
import { handlers as dealerHandlers } from '../dealer/handlers-map.js';
import { adminDecideReturn, adminGetReturn, adminListReturns, adminReceiveReturn, findGuestOrder, withdrawGuestOrder, withdrawMyOrder } from './handlers/returns.js';

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
  adminStats,
  adminListOrders,
  adminListRefunds,
  adminGetOrder,
  adminUpdateOrder,
  adminRefundOrder,
  connectionTest,
  withdrawMyOrder,
  findGuestOrder,
  withdrawGuestOrder,
  adminListReturns,
  adminGetReturn,
  adminReceiveReturn,
  adminDecideReturn,
  // Promotions (functions/promotions): the checkout's quote and the admin's promotions.
  ...promotionHandlers,
  // The dealer programme's routes (functions/dealer) run in the orders Lambda.
  ...dealerHandlers,
};
