import type { OrderRecord } from './order-entity.js';

/**
 * The amounts of a terms order that credits change (terms-credit.ts has the rule), kept apart
 * from the credit's writes so the checkout and the payments load only these few lines (the
 * orders function's cold-start budget, test/unit/function-bundles.test.ts).
 */
type Amounts = Pick<OrderRecord, 'status' | 'totalAmount' | 'amountPaid' | 'amountRefunded'>;

/** What is still invoiced of a terms order: its total less what was credited; nothing once cancelled. */
export const standingOf = (order: Amounts): number => (order.status === 'cancelled' ? 0 : order.totalAmount - order.amountRefunded);

/** Paid above what is still invoiced: owed back to the dealer (credited after being paid). */
export const owedBackOf = (order: Amounts): number => Math.max(0, order.amountPaid - standingOf(order));

/**
 * The order's credited amount unchanged since read: terms orders are written with
 * `amountRefunded: 0`, older items may lack it.
 */
export function creditedAsRead(order: Pick<OrderRecord, 'amountRefunded'>): { expression: string; values: Record<string, unknown> } {
  return {
    expression: order.amountRefunded === 0 ? '(attribute_not_exists(amountRefunded) OR amountRefunded = :creditedRead)' : 'amountRefunded = :creditedRead',
    values: { ':creditedRead': order.amountRefunded },
  };
}

