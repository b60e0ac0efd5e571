import type { ReturnDecision } from '../contracts/returns.js';
import { lineDisplayName } from '../contracts/order-line-name.js';
import { conflict, HttpError, invalidRequest } from '../core/errors.js';
import { listCounts, returnListCount } from './list-counters.js';
import { orderUpdateIntents, productEffect, unitsByProduct, type OrderRecord, type ProductUnits } from './order-entity.js';
import { refundOf, type RefundRecord } from './refund-entity.js';
import { returnStatusUpdate, unitsByLine, type ReturnRecord } from './return-entity.js';
import type { StockPosition } from './stock-log.js';
import { heldUnits, linePaidFor, returnHistory, returnRefund, sameReturnsVersion } from './withdrawal-rules.js';
import type { Intent } from './write-path.js';

/**
 * The workshop's steps of a withdrawal, pure like the rest of withdrawal-rules.ts (its table):
 * the parcel received, the decision (accept, reject, a failed refund tried again) → the intents
 * of the one transaction, or the refusal. Their own module because only the admin's routes use
 * them (orders/return-decisions.ts, loaded on an admin's first call), so they stay off the cold
 * start that serves buyers.
 */

const sum = (units: Record<string, number>) => Object.values(units).reduce((a, b) => a + b, 0);

/** The given units per order line as stock lines: per product and, for variants, per SKU (order-entity.ts). */
function unitsOfLines(order: OrderRecord, units: Record<string, number>): Map<number, ProductUnits> {
  return unitsByProduct(order.items.map((item) => ({ ...item, quantity: units[item.id] ?? 0 })));
}

/** The products whose positions a step on this return may move: those of its lines. */
export const returnProductsTouched = (record: Pick<ReturnRecord, 'lines'>): number[] => [...new Set(record.lines.map((line) => line.productId))];

export interface ReturnState {
  order: OrderRecord;
  record: ReturnRecord;
  /** The positions of returnProductsTouched, as read (absent: the product is gone, or the step moves no stock). */
  positions: ReadonlyMap<number, StockPosition>;
}

/**
 * Stock and units sold of the given units per order line (+1: back on the shelf, −1: back to the
 * buyer), each variant's to its own units, logged from the positions read: a sale landing in
 * between fails the write, and the writer reads again.
 */
function stockEffects(state: ReturnState, units: Record<string, number>, direction: 1 | -1, move: { at: string; by: string }): Intent[] {
  const reason = direction === 1 ? 'return' : 'returnSentBack';
  return [...unitsOfLines(state.order, units)]
    .filter(([productId]) => state.positions.has(productId))
    .flatMap(([productId, productUnits]) => productEffect(state.positions.get(productId)!, productUnits, direction, -direction, { ...move, reason, orderId: state.order.id }));
}

/**
 * Units a decision sends back to the buyer leave the stock they joined on receipt, so they must
 * still be there: the shop may have sold them since. Said plainly here rather than found as a
 * failed stock condition in the write (which still guards a sale racing the decision: the
 * decision is then made again and lands here).
 */
function requireOnShelf(state: ReturnState, units: Record<string, number>): void {
  const byProduct = unitsOfLines(state.order, units);
  const sold = state.order.items.filter((item) => {
    const wanted = byProduct.get(item.productId);
    if (!wanted || !(units[item.id]! > 0)) return false;
    const position = state.positions.get(item.productId);
    const variantShort = wanted.bySku.has(item.sku) && (position?.variantStock?.[item.sku] ?? 0) < wanted.bySku.get(item.sku)!;
    return variantShort || (position?.stock ?? 0) < wanted.total;
  });
  if (sold.length) {
    throw new HttpError(409, 'returned_units_sold', `Returned units were sold since the parcel arrived (${sold.map((i) => lineDisplayName(i, 'pl')).join(', ')}): put them back in stock, or accept them, before sending them back to the buyer`);
  }
}

/** The workshop has the parcel: its units back in stock. None when it was received already; 409 when rejected. */
export function receiveReturnIntents(state: ReturnState, event: { at: string; by: string }): Intent[] {
  const { order, record } = state;
  if (record.status === 'rejected') throw conflict('conflict', 'This return was rejected');
  if (record.status !== 'requested') return [];
  const units = unitsByLine(record.lines, (l) => l.quantity);
  return orderUpdateIntents({
    order,
    at: event.at,
    add: { returnsInStock: sum(units), returnsVersion: 1 },
    history: [returnHistory(order, event.by, 'received')],
    with: [returnStatusUpdate(record, 'requested', 'received', { receivedAt: event.at }), listCounts(returnListCount('requested', 'received')), ...stockEffects(state, units, 1, event)],
  });
}

export interface ReturnDecisionState extends ReturnState {
  /** The order's returns as read (this one among them): what was accepted before decides the refund. */
  returns: ReturnRecord[];
  /** The cheapest shipping the shop offered for this order (locker or courier), grosze. */
  cheapestDelivery: number;
  /** The refund an accepted return names, as read: a failed one is tried again. */
  previousRefund?: RefundRecord | undefined;
}

export interface ReturnDecisionIntents {
  /** None: the return is answered as it is (the same decision again). */
  intents: Intent[];
  /** The refund these intents record: submitted to Stripe once committed. */
  refund?: RefundRecord;
  /** Whether units moved in stock (the catalogue re-reads the products). */
  movesStock: boolean;
}

/**
 * The workshop's decision. `accept`: the accepted units are refunded (goods, plus the delivery
 * when the whole order is now withdrawn, returnRefund), units not accepted go back to the buyer;
 * `reject`: the whole return, with the reason. A decided return: the same decision again is
 * nothing, or (accepted, its refund failed at Stripe) the same amount recorded again under a new
 * key, the return naming the new refund; the other decision is 409.
 */
export function returnDecisionIntents(state: ReturnDecisionState, event: { decision: ReturnDecision; at: string; by: string }): ReturnDecisionIntents {
  const { order, record } = state;
  const { decision, at, by } = event;
  if (record.status === 'accepted' || record.status === 'refunded' || record.status === 'rejected') {
    const same = (record.status === 'rejected') === (decision.decision === 'reject');
    if (!same) throw conflict('conflict', `This return was already ${record.status === 'rejected' ? 'rejected' : 'accepted'}`);
    return record.status === 'accepted' ? retryFailedRefund(state, at, by) : { intents: [], movesStock: false };
  }
  const received = record.status === 'received';
  const history = [returnHistory(order, by, decision.decision === 'accept' ? 'accepted' : 'rejected')];

  if (decision.decision === 'reject') {
    const units = received ? unitsByLine(record.lines, (l) => l.quantity) : {};
    requireOnShelf(state, units);
    const intents = orderUpdateIntents({
      order,
      at,
      add: { returnsVersion: 1, ...(received ? { returnsInStock: -sum(units) } : {}) },
      history,
      with: [returnStatusUpdate(record, record.status, 'rejected', { decidedAt: at, rejectionReason: decision.reason }), listCounts(returnListCount(record.status, 'rejected')), ...stockEffects(state, units, -1, { at, by })],
    });
    return { intents, movesStock: received };
  }

  if (!received) throw conflict('conflict', 'Mark the parcel received before accepting the return');
  const fields: Record<string, string> = {};
  const accepted: Record<string, number> = {};
  for (const line of record.lines) accepted[line.itemId] = line.quantity;
  decision.lines?.forEach((line, i) => {
    const returned = record.lines.find((l) => l.itemId === line.itemId);
    if (!returned) fields[`lines.${i}.itemId`] = 'validation.returnLine';
    else if (line.quantity > returned.quantity) fields[`lines.${i}.quantity`] = 'validation.returnQuantity';
    else accepted[line.itemId] = line.quantity;
  });
  if (decision.lines) for (const line of record.lines) if (!decision.lines.some((l) => l.itemId === line.itemId)) accepted[line.itemId] = 0;
  if (Object.keys(fields).length) throw invalidRequest('These units were not returned', fields);
  if (sum(accepted) === 0) throw invalidRequest('Accept at least one unit, or reject the return', { lines: 'validation.returnLines' });

  const others = state.returns.filter((r) => r.id !== record.id && (r.status === 'accepted' || r.status === 'refunded'));
  const acceptedBefore: Record<string, number> = {};
  for (const r of others) for (const l of r.lines) acceptedBefore[l.itemId] = (acceptedBefore[l.itemId] ?? 0) + heldUnits(r, l);
  const refund = returnRefund({ order, accepted, acceptedBefore, cheapestDelivery: state.cheapestDelivery });
  const notAccepted = Object.fromEntries(record.lines.map((l) => [l.itemId, l.quantity - (accepted[l.itemId] ?? 0)]));
  requireOnShelf(state, notAccepted);
  const refundRecord = refundOf(order, {
    id: `return-${record.id}`,
    reason: 'withdrawal',
    requestedBy: by,
    at,
    amount: refund.total,
    returnId: record.id,
    lines: order.items.filter((i) => accepted[i.id]).map((i) => ({ itemId: i.id, quantity: accepted[i.id]!, amount: linePaidFor(i, accepted[i.id]!, acceptedBefore[i.id] ?? 0) })),
  });
  const lines = record.lines.map((l) => ({ ...l, acceptedQuantity: accepted[l.itemId] ?? 0 }));
  const intents = orderUpdateIntents({
    order,
    at,
    // Whether delivery is refunded depends on the other returns read: two acceptances at once
    // must not both decide "not the whole order" (the second reads again and decides again).
    when: sameReturnsVersion(order),
    refund: { record: refundRecord },
    add: { returnsVersion: 1, returnsInStock: -sum(notAccepted) },
    history,
    with: [
      returnStatusUpdate(record, 'received', 'accepted', {
        decidedAt: at,
        lines,
        rejectionReason: sum(notAccepted) > 0 ? (decision.reason ?? null) : null,
        refund: { ...refund, refundId: refundRecord.id },
      }),
      listCounts(returnListCount('received', 'accepted')),
      ...stockEffects(state, notAccepted, -1, { at, by }),
    ],
  });
  return { intents, refund: refundRecord, movesStock: sum(notAccepted) > 0 };
}

/**
 * Accepting an accepted return again: if its refund failed at Stripe (an expired card), the same
 * amount is recorded again under a new key and the return names the new refund, in one
 * transaction (only while it still names the failed one). Otherwise (the refund is under way or
 * done) nothing happens.
 */
function retryFailedRefund(state: ReturnDecisionState, at: string, by: string): ReturnDecisionIntents {
  const { order, record, previousRefund: previous } = state;
  if (!record.refund || !previous || (previous.status !== 'failed' && previous.status !== 'canceled')) return { intents: [], movesStock: false };
  const retry = refundOf(order, {
    id: `return-${record.id}-${at.replace(/\D/g, '')}`,
    reason: 'withdrawal',
    requestedBy: by,
    at,
    amount: previous.amount,
    returnId: record.id,
    ...(previous.lines ? { lines: previous.lines } : {}),
  });
  const intents = orderUpdateIntents({
    order,
    at,
    refund: { record: retry },
    with: [returnStatusUpdate(record, 'accepted', 'accepted', { refund: { ...record.refund, refundId: retry.id } }, previous.id)],
  });
  return { intents, refund: retry, movesStock: false };
}
