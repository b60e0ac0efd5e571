import type { Order } from '@contracts/order';

/**
 * Money the shop still holds for an order: paid, and neither refunded nor on its way back. With
 * the order's refunds (one order's answer) those in flight count as on their way back; a list's
 * order has only the refunded sum.
 */
export function heldMoney(order: Pick<Order, 'paidAt' | 'amountPaid' | 'amountRefunded' | 'refunds' | 'paymentMode'>): number {
  // A terms order's money is not Stripe's to send back: it is credited instead (termsCredit).
  if (!order.paidAt || order.paymentMode === 'terms') return 0;
  const returned = order.refunds
    ? order.refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0)
    : order.amountRefunded;
  return Math.max(0, order.amountPaid - returned);
}

/**
 * What cancelling or crediting an order on payment terms credits (issue 34): what is still
 * invoiced, its total less earlier credits; nothing before its invoice is issued (then nothing
 * is to correct) or for an order not on terms. The server decides the same (ledger/terms-credit.ts).
 */
export function termsCredit(order: Pick<Order, 'paymentMode' | 'invoiceNumber' | 'totalAmount' | 'amountRefunded' | 'status'>): number {
  if (order.paymentMode !== 'terms' || !order.invoiceNumber || order.status === 'cancelled') return 0;
  return Math.max(0, order.totalAmount - order.amountRefunded);
}
