import type { ReturnDecision } from '../contracts/returns.js';
import { announceProductChanges } from '../catalog/catalog-head-entity.js';
import { conflict, HttpError } from '../core/errors.js';
import { cheapestShippingOffered } from '../delivery/cost-rules.js';
import type { Parcel } from '../delivery/parcel.js';
import { getShippingSettings } from '../delivery/shipping-settings-entity.js';
import { returnRejectedEmail, sendOnce } from '../messages/order-emails.js';
import { getOrder, quantitiesByProduct, type OrderRecord } from '../ledger/order-entity.js';
import { getRefund } from '../ledger/refund-entity.js';
import { receiveReturnIntents, returnDecisionIntents, returnProductsTouched } from '../ledger/return-decision-rules.js';
import { getReturn, listReturnsOfOrder, returnView, type ReturnRecord } from '../ledger/return-entity.js';
import type { StockPosition } from '../ledger/stock-log.js';
import { readStockPositions } from '../ledger/stock-positions.js';
import { commit } from '../ledger/write-path.js';
import { submitRefundLater } from './payment-outcome.js';

/**
 * The workshop's steps of a withdrawal (returns.ts has the buyer's): the parcel received, the
 * decision. Each reads its state, asks the rule (ledger/return-decision-rules.ts), commits the
 * intents as one transaction and does what follows (the catalogue, the refund at Stripe, the
 * rejection's e-mail); a condition that failed reads again. Only the admin's return routes import
 * this (orders/handlers/admin-returns.ts, loaded on their first call).
 */

const WRITE_ATTEMPTS = 4;

async function readForAdmin(orderId: string, returnId: string): Promise<{ order: OrderRecord; record: ReturnRecord }> {
  const [order, record] = await Promise.all([getOrder(orderId), getReturn(orderId, returnId)]);
  if (!order || !record) throw new HttpError(404, 'not_found', 'No such return');
  return { order, record };
}

/** The products' stock positions a step on this return moves, when it moves any (withdrawal-rules.ts). */
const positionsFor = (record: ReturnRecord, movesStock: boolean) => (movesStock ? readStockPositions(returnProductsTouched(record)) : Promise.resolve(new Map<number, StockPosition>()));

/** The workshop has the parcel: the units are back in stock. Idempotent. */
export async function receiveReturn(orderId: string, returnId: string, admin: string): Promise<ReturnRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const { order, record } = await readForAdmin(orderId, returnId);
    const positions = await positionsFor(record, record.status === 'requested');
    const intents = receiveReturnIntents({ order, record, positions }, { at: new Date().toISOString(), by: admin });
    if (!intents.length) return record;
    if ((await commit(intents)).committed) {
      await announceStock(order);
      return (await getReturn(orderId, returnId))!;
    }
  }
  throw conflict('conflict', 'The return changed meanwhile; reload it and try again');
}

/** The catalogue shows stock: it re-reads the order's products (after the transaction, best effort). */
async function announceStock(order: OrderRecord): Promise<void> {
  await announceProductChanges([...quantitiesByProduct(order).keys()]);
}

/**
 * The cheapest shipping the shop offered for the order's parcel (locker or courier), grosze: as
 * recorded at checkout; for orders from before that was recorded, what it offers now.
 */
async function cheapestShipping(order: OrderRecord): Promise<number> {
  if (!order.delivery) return 0;
  if (order.delivery.cheapestOffered !== undefined) return order.delivery.cheapestOffered;
  const parcel: Parcel = { size: order.delivery.parcelSize, weightGrams: order.delivery.weightGrams, lockerRefusal: order.delivery.parcelSize === 'courier' ? 'oversize' : null };
  const productsTotal = order.items.reduce((s, i) => s + i.totalPrice, 0);
  return cheapestShippingOffered({ settings: await getShippingSettings(), parcel, productsTotal, dealer: order.dealerOrder });
}

/**
 * The workshop's decision (withdrawal-rules.ts, returnDecisionIntents): accept (all or per line,
 * refunded), reject with a reason, or the same decision again (a failed refund tried again).
 * Idempotent: a decided return is answered as it is.
 */
export async function decideReturn(orderId: string, returnId: string, decision: ReturnDecision, admin: string): Promise<ReturnRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const { order, record } = await readForAdmin(orderId, returnId);
    const accepting = decision.decision === 'accept' && record.status === 'received';
    const [positions, returns, cheapestDelivery, previousRefund] = await Promise.all([
      positionsFor(record, record.status === 'received'),
      accepting ? listReturnsOfOrder(orderId) : [],
      accepting ? cheapestShipping(order) : 0,
      record.status === 'accepted' && record.refund ? getRefund(orderId, record.refund.refundId) : undefined,
    ]);
    const step = returnDecisionIntents({ order, record, positions, returns, cheapestDelivery, previousRefund }, { decision, at: new Date().toISOString(), by: admin });
    if (!step.intents.length) return record;
    if (!(await commit(step.intents)).committed) {
      // A failed refund tried again at the same moment by someone else: that one stands.
      if (record.status === 'accepted') return (await getReturn(orderId, returnId))!;
      continue;
    }
    if (step.movesStock) await announceStock(order);
    // If Stripe cannot be reached now, the refund stays recorded and the sweeper submits it.
    if (step.refund) await submitRefundLater(step.refund, { followUpNow: true });
    const decided = (await getReturn(orderId, returnId))!;
    if (decision.decision === 'reject') await sendOnce(orderId, `return-rejected:${returnId}`, (o) => returnRejectedEmail(o, returnView(decided)));
    return decided;
  }
  throw conflict('conflict', 'The return changed meanwhile; reload it and try again');
}
