import type { OrderStatus } from '../contracts/order.js';

/**
 * How an order's status may move, and what each move does to the statistics, the stock and the
 * units sold. Pure code: the entity module turns it into one DynamoDB transaction with the
 * status change.
 *
 * Payment events only ever move an order forward from `pending`: a late `expired` or a repeated
 * event finds the order no longer pending and changes nothing. Admins may set any status
 * (the spec shows no restrictions); leaving or entering `cancelled` releases or re-takes stock.
 */
export type PaymentOutcome = 'paid' | 'failed' | 'expired';

export function statusAfterPayment(current: OrderStatus, outcome: PaymentOutcome): OrderStatus | undefined {
  if (current !== 'pending') return undefined;
  return outcome === 'paid' ? 'processing' : 'cancelled';
}

/** The statuses of a paid order: its units count as sold (the bestseller rank, the stock ledger). */
export const SOLD_STATUSES: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];
export const isSold = (status: OrderStatus | null): boolean => status !== null && SOLD_STATUSES.includes(status);

export interface StatsDelta {
  revenue: number;
  counts: Partial<Record<OrderStatus, number>>;
  /** +1 when the order starts counting towards revenue, −1 when it stops. */
  counted: number;
}

/** Revenue is the sum over orders that are not cancelled (the spec's rule). */
export function statsDelta(from: OrderStatus | null, to: OrderStatus, totalAmount: number): StatsDelta {
  const counts: Partial<Record<OrderStatus, number>> = {};
  if (from) counts[from] = -1;
  counts[to] = (counts[to] ?? 0) + 1;
  const counted = (s: OrderStatus | null) => s !== null && s !== 'cancelled';
  const revenue = (counted(to) ? totalAmount : 0) - (counted(from) ? totalAmount : 0);
  return { revenue, counts, counted: Number(counted(to)) - Number(counted(from)) };
}

/** Stock is held by every order that is not cancelled. */
export function stockEffect(from: OrderStatus, to: OrderStatus): 'release' | 'take' | 'none' {
  if (from !== 'cancelled' && to === 'cancelled') return 'release';
  if (from === 'cancelled' && to !== 'cancelled') return 'take';
  return 'none';
}

/** Units sold follow the paid statuses: +1 per unit entering them, −1 leaving them. */
export function soldEffect(from: OrderStatus, to: OrderStatus): -1 | 0 | 1 {
  return (Number(isSold(to)) - Number(isSold(from))) as -1 | 0 | 1;
}

/**
 * The customer e-mail a status change means, sent at most once per order and meaning (the
 * order keeps the meanings it was told): moving an order back from cancelled to processing does
 * not confirm it again. A move back to pending tells the customer nothing.
 */
export type CustomerNotice = 'confirmation' | 'shipped' | 'delivered' | 'cancelled';
export function noticeFor(to: OrderStatus): CustomerNotice | undefined {
  if (to === 'processing') return 'confirmation';
  if (to === 'shipped' || to === 'delivered' || to === 'cancelled') return to;
  return undefined;
}
