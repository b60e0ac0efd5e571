import type { OrderLine } from '../ledger/items.js';

/**
 * A discounted order line as a Stripe Checkout line: Stripe's `unit_amount` is whole grosze per
 * unit, so a line whose discount splits evenly over its units stays "N × price"; one whose
 * discount does not (3 units, 10.00 zł off) becomes one line of its exact total, named with its
 * quantity. Either way the session's total is the order's, to the grosz.
 */
export function stripeLineOf(line: Pick<OrderLine, 'quantity' | 'unitPrice' | 'discount' | 'totalPrice'>, name: string): { quantity: number; unitAmount: number; name: string } {
  const discount = line.discount ?? 0;
  if (discount % line.quantity === 0) return { quantity: line.quantity, unitAmount: line.unitPrice - discount / line.quantity, name };
  return { quantity: 1, unitAmount: line.totalPrice, name: `${name} × ${line.quantity}` };
}
