import type { OrderStatus } from '../contracts/order.js';
import type { StockLogReason } from '../contracts/stock-log.js';
import { conflict } from '../core/errors.js';
import { listCounts, orderListCount, refundListCount } from './list-counters.js';
import { hasUnits, historyEntry, productEffect, refundHistory, unitsByProduct, type OrderRecord, type StatusChange } from './order-entity.js';
import { isSold, soldEffect, statsDelta, stockEffect } from './order-transitions.js';
import { giveBackPromotions } from './promotion-usage.js';
import { refundRecordPut } from './refund-entity.js';
import { statsUpdates } from './stats-entity.js';
import type { StockPosition } from './stock-log.js';
import { termsBalanceIntent } from './terms-account.js';
import { ledgerIndexKeys } from './keys.js';
import type { Intent, OrderIntent } from './write-path.js';

/**
 * The status change rule, pure: (the order as read and the stock positions of its products, the
 * change) → the intents of the one transaction that applies it. Like refund-rules.ts: the writer
 * (status-change.ts, changeOrderStatus) reads the state, asks this, and commits the answer; a
 * failed condition means someone else moved the order first.
 *
 * | the move                          | besides the order's status, its statistics, list counter and history |
 * |-----------------------------------|-----------------------------------------------------------------------|
 * | into cancelled                    | every line's units back in stock, logged (a release or cancellation); |
 * |                                   | an unpaid order's promotions given back once; a terms order not owed  |
 * | out of cancelled (reopened)       | the units taken again, logged (refused 409 when they are not there);  |
 * |                                   | a terms order owed again                                              |
 * | into / out of a paid status       | units sold up / down                                                  |
 * | to the same status                | only the fields given (no statistics, no history of a move)           |
 *
 * Products the order names that no longer exist (deleted before archiving existed) have no
 * position: their units have nowhere to go back to, and the move goes on without them; a reopen
 * of such an order is refused.
 */
export type StatusEvent = Omit<StatusChange, 'order'>;

export interface StatusState {
  order: OrderRecord;
  /** The positions of the products productsTouched names, as read (absent: the product is gone). */
  positions: ReadonlyMap<number, StockPosition>;
}

/** The products whose positions the move needs: those whose stock or units sold it moves. */
export function productsTouched(order: Pick<OrderRecord, 'status' | 'items'>, to: OrderStatus): number[] {
  if (stockEffect(order.status, to) === 'none' && soldEffect(order.status, to) === 0) return [];
  return [...unitsByProduct(order.items).keys()];
}

/** Why a status change moves stock, for the log. */
function stockReason(effect: 'release' | 'take', from: OrderStatus, by: string): StockLogReason {
  if (effect === 'take') return 'reopen';
  // An unpaid hold that ran out (the sweeper, Stripe's expiry) is released; anyone else cancelled.
  return from === 'pending' && (by === 'sweeper' || by === 'stripe' || by === 'system') ? 'release' : 'cancellation';
}

export function statusChangeIntents(state: StatusState, change: StatusEvent): Intent[] {
  const { order, positions } = state;
  const { to, at } = change;
  const from = order.status;
  const moves = from !== to;
  const lines = [...unitsByProduct(order.items)];
  const stock = stockEffect(from, to);
  const sold = soldEffect(from, to);
  const present = new Set(positions.keys());
  if (stock === 'take' && productsTouched(order, to).some((id) => !present.has(id))) throw conflict('out_of_stock', 'A product of this order no longer exists; it cannot be reopened');
  if (stock === 'take' && lines.some(([id, units]) => !hasUnits(positions.get(id), units))) throw conflict('out_of_stock', 'Not enough in stock to reopen this order');

  const set: Record<string, unknown> = { ...change.set, status: to, updatedAt: at, GSI2PK: ledgerIndexKeys.ordersByStatus(to, order.createdAt, order.id).GSI2PK };
  // An order in a paid status is an order to its buyer from then on.
  if (isSold(to)) set.customerVisible = true;
  // The withdrawal period (issue 19) counts from the day the parcel reached the buyer.
  if (moves && to === 'delivered') set.deliveredAt = at;
  const add: Record<string, number> = {};
  let condition = '#status = :from';
  const values: Record<string, unknown> = { ':from': from, ...change.when?.values };
  if (change.when) condition += ` AND (${change.when.expression})`;
  if (change.refund) {
    add.refundableAmount = -change.refund.record.amount;
    condition += ' AND refundableAmount >= :refundAmount';
    values[':refundAmount'] = change.refund.record.amount;
  }
  // An order cancelled unpaid gives its code's use and its promotions' usage back (issue 32).
  const unpaid = (change.set?.paymentStatus ?? order.paymentStatus) !== 'paid';
  const promotionsBack = moves && to === 'cancelled' && unpaid && order.promotions?.length && !order.promotionsReleased ? giveBackPromotions(order) : [];
  if (promotionsBack.length) set.promotionsReleased = true;
  const orderIntent: OrderIntent = { kind: 'order', orderId: order.id, set, add, condition, names: { '#status': 'status', ...change.when?.names }, values };

  const move = { reason: stock === 'none' ? ('cancellation' as const) : stockReason(stock, from, change.by), at, orderId: order.id, by: change.by };
  const products = lines
    .filter(([id]) => present.has(id))
    .flatMap(([id, units]) => productEffect(positions.get(id)!, units, stock === 'release' ? 1 : stock === 'take' ? -1 : 0, sold, move));
  return [
    orderIntent,
    ...(moves ? statsUpdates(statsDelta(from, to, order.totalAmount), order.createdAt) : []),
    listCounts(orderListCount(from, to)),
    ...(moves ? [historyEntry(order.id, { at, kind: 'status', from, to, by: change.by })] : []),
    ...products,
    ...promotionsBack,
    ...(change.history ?? []).map((entry) => historyEntry(order.id, { ...entry, at })),
    ...(change.refund ? [refundRecordPut(change.refund.record), listCounts(refundListCount()), historyEntry(order.id, refundHistory(change.refund.record, to, 'requested'))] : []),
    // A terms order cancelled is no longer owed; reopened, it is owed again (terms-account.ts):
    // what is still invoiced of it, its total less what was credited (terms-credit.ts).
    ...(order.paymentMode === 'terms' && order.userId && stock !== 'none' ? [termsBalanceIntent(order.userId, (stock === 'release' ? -1 : 1) * (order.totalAmount - order.amountRefunded))] : []),
    ...(change.with ?? []),
  ];
}

