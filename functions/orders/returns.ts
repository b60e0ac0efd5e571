import type { ReturnDecision, ReturnLine, ReturnPath, ReturnStatus, WithdrawalEligibility, WithdrawalRequest } from '../contracts/returns.js';
import { announceProductChanges } from '../catalog/catalog-head-entity.js';
import { getProductRecords } from '../catalog/product-entity.js';
import { config } from '../core/config.js';
import { conflict, HttpError, invalidRequest } from '../core/errors.js';
import { cheapestShippingOffered } from '../delivery/cost-rules.js';
import type { Parcel } from '../delivery/parcel.js';
import { getShippingSettings } from '../delivery/shipping-settings-entity.js';
import { returnRejectedEmail, sendOnce, withdrawalEmail } from '../messages/order-emails.js';
import { readStockPositions } from '../ledger/stock-positions.js';
import { getOrder, getOrderHistory, productEffect, quantitiesByProduct, unitsByProduct, updateOrder, type OrderCondition, type OrderRecord, type ProductUnits } from '../ledger/order-entity.js';
import { lineDisplayName } from '../contracts/order-line-name.js';
import { submitRefundLater } from './payment-outcome.js';
import { getReturn, listReturnsOfOrder, returnPut, returnStatusUpdate, returnView, unitsByLine, type ReturnRecord } from '../ledger/return-entity.js';
import { getRefund, refundOf } from '../ledger/refund-entity.js';
import { listCounts, returnListCount } from '../ledger/list-counters.js';
import { heldUnits, linePaidFor, remainingUnits, returnRefund, withdrawalEligibility } from '../ledger/withdrawal-rules.js';
import type { Intent } from '../ledger/write-path.js';

/**
 * Withdrawals and returns (issue 19): the buyer withdraws chosen units, the workshop receives the
 * parcel, then accepts (all or per line) or rejects; an acceptance refunds through refunds.ts.
 * Each step is one transaction, conditional on what it was decided from:
 *
 * | step     | the return                  | the order                                   | products                       |
 * |----------|-----------------------------|---------------------------------------------|--------------------------------|
 * | withdraw | put (new id only)           | status unchanged, `returnsVersion` as read  | —                              |
 * | receive  | requested → received        | `returnsInStock` + units                    | stock + units, units sold −    |
 * | accept   | received → accepted         | the refund promised (`refundableAmount` −), | units not accepted go back to  |
 * |          |                             | `returnsInStock` − units not accepted       | the buyer: stock −, sold +     |
 * | reject   | requested/received → rejected | (if received) `returnsInStock` − units    | (if received) stock −, sold +  |
 * | refunded | accepted → refunded (refunds.ts, with the refund's success and the statistics)                              |
 *
 * A repeated request (double click, retry) finds the return already moved and answers it as it is.
 */

const WRITE_ATTEMPTS = 4;

const sameReturnsVersion = (order: OrderRecord): OrderCondition =>
  order.returnsVersion === undefined
    ? { expression: 'attribute_not_exists(returnsVersion)' }
    : { expression: 'returnsVersion = :returnsVersion', values: { ':returnsVersion': order.returnsVersion } };

/** The order history's line of a withdrawal's step. */
const returnHistory = (order: OrderRecord, by: string, returnStatus: ReturnStatus) => ({ kind: 'return' as const, from: order.status, to: order.status, by, returnStatus });

/**
 * How returned parcels travel, as the buyer is told (the order page, the acknowledgement and its
 * e-mail): to the workshop (the seller's address), and first through any Paczkomat with InPost's
 * Szybkie Zwroty when the shop entered its return page in the shipping settings.
 */
export async function returnPath(): Promise<ReturnPath> {
  const { inpostReturns } = await getShippingSettings();
  return { returnAddress: config().SELLER_ADDRESS, inpostReturn: inpostReturns.url ? { url: inpostReturns.url, paidBy: inpostReturns.paidBy } : null };
}

export async function eligibilityOf(order: OrderRecord, returns?: ReturnRecord[], now = new Date()): Promise<WithdrawalEligibility> {
  // An order delivered before deliveredAt was recorded: the day its status became delivered.
  const [deliveredAt, path, allReturns] = await Promise.all([
    order.deliveredAt ??
      (order.status === 'delivered' ? getOrderHistory(order.id).then((h) => h.findLast((e) => e.kind === 'status' && e.to === 'delivered')?.at ?? null) : null),
    returnPath(),
    returns ?? listReturnsOfOrder(order.id),
  ]);
  return withdrawalEligibility({ ...order, deliveredAt }, allReturns, now, path);
}

const blockerMessages: Record<NonNullable<WithdrawalEligibility['blocker']>, string> = {
  company: 'Purchases made with a NIP are not covered by the consumer right of withdrawal',
  deadline: 'The 14 days to withdraw from this purchase have passed',
  status: 'This order cannot be withdrawn from in its current state',
  nothing_left: 'Every unit of this order has already been withdrawn',
  unpaid: 'This order was never paid',
};

/**
 * The buyer withdraws `input.lines` of their order. Idempotent by `requestId`: the same request
 * again answers the withdrawal already recorded. 409 `withdrawal_not_allowed` past the deadline,
 * for a company purchase or an order not sent yet; 400 for more units than are left.
 */
export async function withdraw(orderId: string, input: WithdrawalRequest, by: string, now = new Date()): Promise<ReturnRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const existing = await getReturn(orderId, input.requestId);
    if (existing) return existing;
    const order = await getOrder(orderId);
    if (!order) throw new HttpError(404, 'not_found', 'No such order');
    const returns = await listReturnsOfOrder(orderId);
    // The same request may have been recorded between the two reads above (a double click).
    const same = returns.find((r) => r.id === input.requestId);
    if (same) return same;
    const eligibility = await eligibilityOf(order, returns, now);
    if (!eligibility.allowed) throw conflict('withdrawal_not_allowed', blockerMessages[eligibility.blocker!]);

    const left = remainingUnits(order, returns);
    const asked = new Map<string, number>();
    const fields: Record<string, string> = {};
    input.lines.forEach((line, i) => {
      const total = (asked.get(line.itemId) ?? 0) + line.quantity;
      asked.set(line.itemId, total);
      if (!(line.itemId in left)) fields[`lines.${i}.itemId`] = 'validation.returnLine';
      else if (total > left[line.itemId]!) fields[`lines.${i}.quantity`] = 'validation.returnQuantity';
    });
    if (Object.keys(fields).length) throw invalidRequest('These units cannot be withdrawn', fields);

    const at = now.toISOString();
    const lines: ReturnLine[] = [...asked].map(([itemId, quantity]) => {
      const item = order.items.find((i) => i.id === itemId)!;
      return { itemId, productId: item.productId, name: lineDisplayName(item, 'pl'), quantity, unitPrice: item.unitPrice, acceptedQuantity: null };
    });
    const record: ReturnRecord = {
      id: input.requestId,
      orderId,
      status: 'requested',
      lines,
      reason: input.reason?.trim() || null,
      createdAt: at,
      receivedAt: null,
      decidedAt: null,
      rejectionReason: null,
      refund: null,
      correctionNumber: null,
      requestedBy: by,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      orderCreatedAt: order.createdAt,
    };
    const written = await updateOrder({ order, at, when: sameReturnsVersion(order), add: { returnsVersion: 1 }, history: [returnHistory(order, 'buyer', 'requested')], with: [returnPut(record), listCounts(returnListCount(null, record.status))] });
    if (written) {
      // The acknowledgement on a durable medium, once; the answer shows it at once too.
      await sendOnce(orderId, `return:${record.id}`, (o) => withdrawalEmail(o, returnView(record), eligibility));
      return record;
    }
    // Lost a race: the same request (double click) recorded it, or another return changed the units left.
  }
  throw conflict('conflict', 'The order changed while the withdrawal was recorded; try again');
}

async function readForAdmin(orderId: string, returnId: string): Promise<{ order: OrderRecord; record: ReturnRecord }> {
  const [order, record] = await Promise.all([getOrder(orderId), getReturn(orderId, returnId)]);
  if (!order || !record) throw new HttpError(404, 'not_found', 'No such return');
  return { order, record };
}

/** The given units per order line as stock lines: per product and, for variants, per SKU (order-entity.ts). */
function unitsOfLines(order: OrderRecord, units: Record<string, number>): Map<number, ProductUnits> {
  return unitsByProduct(order.items.map((item) => ({ ...item, quantity: units[item.id] ?? 0 })));
}

/**
 * Stock and units sold of the given units per order line (+1: back on the shelf, −1: back to the
 * buyer), each variant's to its own units, logged from the products' positions read now: a sale
 * landing in between fails the write, and the caller's attempt loop reads again.
 */
async function stockEffects(order: OrderRecord, units: Record<string, number>, direction: 1 | -1, move: { at: string; by: string }): Promise<Intent[]> {
  const byProduct = unitsOfLines(order, units);
  const positions = await readStockPositions([...byProduct.keys()]);
  const reason = direction === 1 ? 'return' : 'returnSentBack';
  return [...byProduct]
    .filter(([productId]) => positions.has(productId))
    .flatMap(([productId, productUnits]) => productEffect(positions.get(productId)!, productUnits, direction, -direction, { ...move, reason, orderId: order.id }));
}

const sum = (units: Record<string, number>) => Object.values(units).reduce((a, b) => a + b, 0);

/**
 * Units a decision sends back to the buyer leave the stock they joined on receipt, so they must
 * still be there: the shop may have sold them since. Said plainly here rather than found as a
 * failed stock condition in the write (which still guards a sale racing the decision: the
 * decision is then made again and lands here).
 */
async function requireOnShelf(order: OrderRecord, units: Record<string, number>): Promise<void> {
  const byProduct = unitsOfLines(order, units);
  if (!byProduct.size) return;
  const products = await getProductRecords([...byProduct.keys()], { consistent: true });
  const sold = order.items.filter((item) => {
    const wanted = byProduct.get(item.productId);
    if (!wanted || !(units[item.id]! > 0)) return false;
    const product = products.get(item.productId);
    const variantShort = wanted.bySku.has(item.sku) && (product?.variantStock?.[item.sku] ?? 0) < wanted.bySku.get(item.sku)!;
    return variantShort || (product?.stock ?? 0) < wanted.total;
  });
  if (sold.length) {
    throw new HttpError(409, 'returned_units_sold', `Returned units were sold since the parcel arrived (${sold.map((i) => lineDisplayName(i, 'pl')).join(', ')}): put them back in stock, or accept them, before sending them back to the buyer`);
  }
}

/** The workshop has the parcel: the units are back in stock. Idempotent. */
export async function receiveReturn(orderId: string, returnId: string, admin: string): Promise<ReturnRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const { order, record } = await readForAdmin(orderId, returnId);
    if (record.status !== 'requested') {
      if (record.status === 'rejected') throw conflict('conflict', 'This return was rejected');
      return record;
    }
    const units = unitsByLine(record.lines, (l) => l.quantity);
    const at = new Date().toISOString();
    const written = await updateOrder({
      order,
      at,
      add: { returnsInStock: sum(units), returnsVersion: 1 },
      history: [returnHistory(order, admin, 'received')],
      with: [returnStatusUpdate(record, 'requested', 'received', { receivedAt: at }), listCounts(returnListCount('requested', 'received')), ...(await stockEffects(order, units, 1, { at, by: admin }))],
    });
    if (written) {
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
 * Accepting an accepted return again: if its refund failed at Stripe (an expired card), the
 * same amount is recorded again under a new key and submitted; the return names the new refund
 * in the same transaction. Otherwise (the refund is under way or done) nothing happens.
 */
async function retryFailedRefund(order: OrderRecord, record: ReturnRecord, admin: string): Promise<ReturnRecord> {
  const previous = record.refund ? await getRefund(order.id, record.refund.refundId) : undefined;
  if (!record.refund || !previous || (previous.status !== 'failed' && previous.status !== 'canceled')) return record;
  const at = new Date().toISOString();
  const retry = refundOf(order, {
    id: `return-${record.id}-${at.replace(/\D/g, '')}`,
    reason: 'withdrawal',
    requestedBy: admin,
    at,
    amount: previous.amount,
    returnId: record.id,
    ...(previous.lines ? { lines: previous.lines } : {}),
  });
  const written = await updateOrder({
    order,
    at,
    refund: { record: retry },
    with: [returnStatusUpdate(record, 'accepted', 'accepted', { refund: { ...record.refund, refundId: retry.id } }, previous.id)],
  });
  // Lost to a retry at the same moment: that one stands.
  if (!written) return (await getReturn(order.id, record.id))!;
  await submitRefundLater(retry, { followUpNow: true });
  return (await getReturn(order.id, record.id))!;
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
 * The workshop's decision. `accept`: the accepted units are refunded (goods, plus the delivery
 * when the whole order is now withdrawn), units not accepted go back to the buyer; `reject`: the
 * whole return, with the reason. Idempotent: a decided return is answered as it is.
 */
export async function decideReturn(orderId: string, returnId: string, decision: ReturnDecision, admin: string): Promise<ReturnRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const { order, record } = await readForAdmin(orderId, returnId);
    if (record.status === 'accepted' || record.status === 'refunded' || record.status === 'rejected') {
      const same = (record.status === 'rejected') === (decision.decision === 'reject');
      if (same && record.status === 'accepted') return retryFailedRefund(order, record, admin);
      if (same) return record;
      throw conflict('conflict', `This return was already ${record.status === 'rejected' ? 'rejected' : 'accepted'}`);
    }
    const at = new Date().toISOString();
    const received = record.status === 'received';
    const history = [returnHistory(order, admin, decision.decision === 'accept' ? 'accepted' : 'rejected')];

    if (decision.decision === 'reject') {
      const units = received ? unitsByLine(record.lines, (l) => l.quantity) : {};
      await requireOnShelf(order, units);
      const written = await updateOrder({
        order,
        at,
        add: { returnsVersion: 1, ...(received ? { returnsInStock: -sum(units) } : {}) },
        history,
        with: [returnStatusUpdate(record, record.status, 'rejected', { decidedAt: at, rejectionReason: decision.reason }), listCounts(returnListCount(record.status, 'rejected')), ...(await stockEffects(order, units, -1, { at, by: admin }))],
      });
      if (!written) continue;
      if (received) await announceStock(order);
      const rejected = (await getReturn(orderId, returnId))!;
      await sendOnce(orderId, `return-rejected:${returnId}`, (o) => returnRejectedEmail(o, returnView(rejected)));
      return rejected;
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

    const others = (await listReturnsOfOrder(orderId)).filter((r) => r.id !== returnId && (r.status === 'accepted' || r.status === 'refunded'));
    const acceptedBefore: Record<string, number> = {};
    for (const r of others) for (const l of r.lines) acceptedBefore[l.itemId] = (acceptedBefore[l.itemId] ?? 0) + heldUnits(r, l);
    const refund = returnRefund({ order, accepted, acceptedBefore, cheapestDelivery: await cheapestShipping(order) });
    const notAccepted = Object.fromEntries(record.lines.map((l) => [l.itemId, l.quantity - (accepted[l.itemId] ?? 0)]));
    await requireOnShelf(order, notAccepted);
    const refundRecord = refundOf(order, {
      id: `return-${returnId}`,
      reason: 'withdrawal',
      requestedBy: admin,
      at,
      amount: refund.total,
      returnId,
      lines: order.items.filter((i) => accepted[i.id]).map((i) => ({ itemId: i.id, quantity: accepted[i.id]!, amount: linePaidFor(i, accepted[i.id]!, acceptedBefore[i.id] ?? 0) })),
    });
    const lines = record.lines.map((l) => ({ ...l, acceptedQuantity: accepted[l.itemId] ?? 0 }));
    const written = await updateOrder({
      order,
      at,
      // Whether delivery is refunded depends on the other returns read above: two acceptances at
      // once must not both decide "not the whole order" (the second re-reads and decides again).
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
        ...(await stockEffects(order, notAccepted, -1, { at, by: admin })),
      ],
    });
    if (!written) continue;
    if (sum(notAccepted) > 0) await announceStock(order);
    // If Stripe cannot be reached now, the refund stays recorded and the sweeper submits it.
    await submitRefundLater(refundRecord, { followUpNow: true });
    return (await getReturn(orderId, returnId))!;
  }
  throw conflict('conflict', 'The return changed meanwhile; reload it and try again');
}
