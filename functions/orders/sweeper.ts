import { settleStalePendingOrders, type SettleReport } from './stale-orders.js';

/**
 * The scheduled Lambda (EventBridge, every 15 minutes; see infra/stacks/api-stack.ts) that
 * settles pending orders whose Stripe webhooks are overdue.
 */
export const handler = (): Promise<SettleReport> => settleStalePendingOrders();
