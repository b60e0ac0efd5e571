import { settleStalePendingOrders, type SettleReport } from './stale-orders.js';
import { loadStripeKeys } from './stripe.js';

/**
 * The scheduled Lambda (EventBridge, every 15 minutes; see infra/stacks/api-stack.ts) that
 * settles pending orders whose Stripe webhooks are overdue.
 */
export const handler = async (): Promise<SettleReport> => {
  await loadStripeKeys();
  return settleStalePendingOrders();
};
