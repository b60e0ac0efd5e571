import { announceProductChanges } from '../catalog/catalog-head-entity.js';
import { conflict } from '../core/errors.js';
import { logger } from '../core/logger.js';
import type { OrderStatus } from '../contracts/order.js';
import type { OrderRecord, StatusChange } from './order-entity.js';
import { stockEffect } from './order-transitions.js';
import { productsTouched, statusChangeIntents, type StatusState } from './status-rules.js';
import { isStockWhat } from './stock-log.js';
import { commitStockMoves } from './stock-positions.js';
import type { Intent } from './write-path.js';

/**
 * Moves an order from the status it had when read to `to` (or, with `to` equal to it, changes
 * only the given fields), with its statistics, stock, units sold, history and any refund in the
 * same transaction: the intents of status-rules.ts (statusChangeIntents), built from the stock
 * positions read and committed (stock-positions.ts, commitStockMoves). Conditional on the status
 * being unchanged since it was read (and on `when`): two events racing for the same order can
 * never both apply. Returns false when it lost such a race or the event was already recorded.
 * Only the fields it names are written.
 */
export function changeOrderStatus(change: StatusChange): Promise<boolean> {
  return commitOrderMove(change.order, change.to, (state) => statusChangeIntents(state, change));
}

/**
 * Commits the intents a rule builds (statusChangeIntents, or payment-rules.ts for Stripe's word)
 * for a move of `order` to `to`, from the positions of the products the move touches (read, and
 * read again when another move of them won a round). False when a condition on the order failed.
 */
export async function commitOrderMove(order: OrderRecord, to: OrderStatus, build: (state: StatusState) => Intent[]): Promise<boolean> {
  // Products the change touches must exist, except that a product deleted before archiving
  // existed cannot strand its orders: its units simply have nowhere to go back to.
  const touched = productsTouched(order, to);
  let present = new Set<number>();
  const result = await commitStockMoves(touched, (positions) => {
    present = new Set(positions.keys());
    return build({ order, positions });
  });
  const missing = touched.filter((id) => !present.has(id));
  if (missing.length) logger.warn('order names products that no longer exist; their stock is not moved', { orderId: order.id, missing });
  if (!result.committed) {
    // Someone else changed the order first, or already recorded the same event: nothing to do.
    if (result.failed.some((what) => !isStockWhat(what))) return false;
    if (stockEffect(order.status, to) === 'take') throw conflict('out_of_stock', 'Not enough in stock to reopen this order');
    throw new Error(`A product's condition failed while order ${order.id} moved: ${result.failed.join(', ')}`);
  }
  // Stock (released or taken again) and units sold (the bestseller rank) are the catalogue's to
  // show: it re-reads the products this change moved.
  if (present.size) await announceProductChanges([...present]);
  return true;
}
