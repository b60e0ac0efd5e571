import type { Order } from '@contracts/order';

/**
 * Money the shop still holds for an order: paid, and neither refunded nor on its way back. With
 * the order's refunds (one order's answer) those in flight count as on their way back; a list's
 * order has only the refunded sum.
 */
export function heldMoney(order: Pick<Order, 'paidAt' | 'amountPaid' | 'amountRefunded' | 'refunds'>): number {
  if (!order.paidAt) return 0;
  const returned = order.refunds
    ? order.refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0)
    : order.amountRefunded;
  return Math.max(0, order.amountPaid - returned);
}
