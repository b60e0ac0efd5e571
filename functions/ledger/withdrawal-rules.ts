import type { Order, OrderItem } from '../contracts/order.js';
import { lineDisplayName } from '../contracts/order-line-name.js';
import { WITHDRAWAL_DAYS, type Return, type ReturnLine, type ReturnPath, type ReturnStatus, type WithdrawalEligibility, type WithdrawalRequest } from '../contracts/returns.js';
import { conflict, invalidRequest } from '../core/errors.js';
import { listCounts, returnListCount } from './list-counters.js';
import { orderUpdateIntents, type OrderCondition, type OrderRecord } from './order-entity.js';
import { returnPut, type ReturnRecord } from './return-entity.js';
import { shopDay } from './stats-entity.js';
import type { Intent } from './write-path.js';

/**
 * The rules of withdrawal (issue 19), pure: the order, its returns and the moment in; whether the
 * buyer may withdraw, which units, and what an acceptance refunds, out.
 *
 * The period: 14 days from the day the buyer received the goods (art. 27 and 28 of the consumer
 * rights act); the day of delivery is not counted (art. 111 of the civil code), so a parcel
 * delivered on the 1st may be withdrawn until the end of the 15th: "day 14 after delivery" is in
 * time, "day 15" is not. Days are Polish calendar days. Hand-written on purpose: the arithmetic
 * is on calendar dates (YYYY-MM-DD → whole UTC days), which needs no library; the time zone
 * conversion is Intl's (shopDay).
 *
 * Each step of a withdrawal is a rule too, pure like refund-rules.ts: (the order, the return and
 * what else the step reads, the step) → the intents of its one transaction, or a refusal (an
 * HttpError). orders/returns.ts reads the state, asks the rule, commits the answer and, when a
 * condition failed (another step or a sale landed first), reads again and asks again:
 *
 * | step     | the return                    | the order                                   | products                       |
 * |----------|-------------------------------|---------------------------------------------|--------------------------------|
 * | withdraw | put (new id only)             | status unchanged, `returnsVersion` as read  | —                              |
 * | receive  | requested → received          | `returnsInStock` + units                    | stock + units, units sold −    |
 * | accept   | received → accepted           | the refund promised (`refundableAmount` −), | units not accepted go back to  |
 * |          |                               | `returnsInStock` − units not accepted       | the buyer: stock −, sold +     |
 * | reject   | requested/received → rejected | (if received) `returnsInStock` − units      | (if received) stock −, sold +  |
 * | accept again, its refund failed | names a new refund of the same amount | the refund promised again | —              |
 *
 * The withdrawal is here; the workshop's steps (receive, accept, reject, retry) are in
 * return-decision-rules.ts, off the buyers' cold start; accepted → refunded is the refund rule's
 * (refund-rules.ts). A step already taken is answered with no intents: a repeated request
 * (double click, retry) finds the return as it is.
 */
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/**
 * What the buyer paid for `units` of an order line: the unit price less the units' share of the
 * line's discount (schema 3; older lines had none), so a withdrawal refunds what was paid.
 * `before`: units of the line refunded by earlier returns. The share is cumulative (the first n
 * units carry round(discount × n / quantity)), so returns one unit at a time refund exactly the
 * line's total in the end, to the grosz, never a rounded share three times over.
 */
export function linePaidFor(line: Pick<OrderItem, 'unitPrice' | 'quantity' | 'discount'>, units: number, before = 0): number {
  const discount = line.discount ?? 0;
  const paidForFirst = (n: number) => n * line.unitPrice - (n >= line.quantity ? discount : Math.round((discount * n) / line.quantity));
  return paidForFirst(before + units) - paidForFirst(before);
}

/** The last day (YYYY-MM-DD) on which a purchase delivered at `deliveredAt` may be withdrawn. */
export function withdrawalDeadline(deliveredAt: string): string {
  return dayOf(dayNumber(shopDay(deliveredAt)) + WITHDRAWAL_DAYS);
}

/** Whether `now` is still within the period of a purchase delivered at `deliveredAt`. */
export function withinWithdrawalPeriod(deliveredAt: string, now: Date): boolean {
  return shopDay(now) <= withdrawalDeadline(deliveredAt);
}

/** Returns that still hold units (every one but a rejected one). */
const holding = (r: Pick<Return, 'status'>) => r.status !== 'rejected';

/**
 * Units of each order line still free to withdraw: the line's quantity less what returns hold
 * (a return not yet decided holds all its units; an accepted one only the accepted units).
 */
export function remainingUnits(order: Pick<Order, 'items'>, returns: Pick<Return, 'status' | 'lines'>[]): Record<string, number> {
  const left: Record<string, number> = Object.fromEntries(order.items.map((i) => [i.id, i.quantity]));
  for (const r of returns.filter(holding)) {
    for (const line of r.lines) left[line.itemId] = (left[line.itemId] ?? 0) - heldUnits(r, line);
  }
  return left;
}

/** The units of a line a return holds: all of them until decided, the accepted ones after. */
export function heldUnits(r: Pick<Return, 'status'>, line: Pick<ReturnLine, 'quantity' | 'acceptedQuantity'>): number {
  if (r.status === 'rejected') return 0;
  return r.status === 'accepted' || r.status === 'refunded' ? (line.acceptedQuantity ?? 0) : line.quantity;
}

export function withdrawalEligibility(
  order: Pick<Order, 'items' | 'status' | 'company' | 'paidAt' | 'deliveredAt' | 'updatedAt'> & Partial<Pick<Order, 'dealerOrder' | 'taxId'>>,
  returns: Pick<Return, 'status' | 'lines'>[],
  now: Date,
  returnPath: ReturnPath,
): WithdrawalEligibility {
  const remaining = remainingUnits(order, returns);
  // Orders delivered before deliveredAt was recorded get it from their history (returns.ts,
  // eligibilityOf); never from updatedAt, which every later change (a withdrawal, a refund) moves.
  const deliveredAt = order.deliveredAt ?? null;
  const deadline = deliveredAt ? withdrawalDeadline(deliveredAt) : null;
  const base = { deliveredOn: deliveredAt ? shopDay(deliveredAt) : null, deadline, remaining, ...returnPath };
  const blocked = (blocker: WithdrawalEligibility['blocker']) => ({ ...base, allowed: false, blocker });
  // A purchase with a NIP (a company's, a dealer's, or a tax id given at Stripe) is not a consumer's.
  if (order.company || order.dealerOrder || order.taxId) return blocked('company');
  if (!order.paidAt) return blocked('unpaid');
  if (order.status !== 'shipped' && order.status !== 'delivered') return blocked('status');
  if (deliveredAt && !withinWithdrawalPeriod(deliveredAt, now)) return blocked('deadline');
  if (!Object.values(remaining).some((n) => n > 0)) return blocked('nothing_left');
  return { ...base, allowed: true, blocker: null };
}

/**
 * What accepting `accepted` units of a return refunds: the goods at the price paid, and the
 * delivery once the acceptance completes the withdrawal of the whole order (art. 32: the trader
 * returns the cost of delivery, but only up to the cheapest usual delivery it offered; a partial
 * withdrawal keeps the delivery the buyer still received goods by).
 */
export function returnRefund(input: {
  order: Pick<Order, 'items'> & { delivery?: { cost: number } | undefined };
  /** The accepted units of this return, per order line. */
  accepted: Record<string, number>;
  /** Units of each line accepted by the order's earlier returns. */
  acceptedBefore: Record<string, number>;
  /** The cheapest shipping the shop offered for this order (locker or courier), grosze. */
  cheapestDelivery: number;
}): { goods: number; delivery: number; total: number } {
  const { order, accepted, acceptedBefore } = input;
  const goods = order.items.reduce((sum, item) => sum + linePaidFor(item, accepted[item.id] ?? 0, acceptedBefore[item.id] ?? 0), 0);
  const whole = order.items.every((item) => (accepted[item.id] ?? 0) + (acceptedBefore[item.id] ?? 0) >= item.quantity);
  const delivery = whole && goods > 0 ? Math.min(order.delivery?.cost ?? 0, input.cheapestDelivery) : 0;
  return { goods, delivery, total: goods + delivery };
}

// ---- the steps of a withdrawal, as intents ---------------------------------------------------

const WITHDRAWAL_BLOCKED: Record<NonNullable<WithdrawalEligibility['blocker']>, string> = {
  company: 'Purchases made with a NIP are not covered by the consumer right of withdrawal',
  deadline: 'The 14 days to withdraw from this purchase have passed',
  status: 'This order cannot be withdrawn from in its current state',
  nothing_left: 'Every unit of this order has already been withdrawn',
  unpaid: 'This order was never paid',
};

/**
 * The buyer's withdrawal and the admin's acceptance are conditional on the returns being as read
 * (`returnsVersion`); a receipt, a rejection and a refund retry rest on the return's own status
 * condition (and a retry on the previous refund's id) instead.
 */
export const sameReturnsVersion = (order: OrderRecord): OrderCondition =>
  order.returnsVersion === undefined
    ? { expression: 'attribute_not_exists(returnsVersion)' }
    : { expression: 'returnsVersion = :returnsVersion', values: { ':returnsVersion': order.returnsVersion } };

/** The order history's line of a withdrawal's step. */
export const returnHistory = (order: OrderRecord, by: string, returnStatus: ReturnStatus) => ({ kind: 'return' as const, from: order.status, to: order.status, by, returnStatus });

export interface WithdrawalEvent extends WithdrawalRequest {
  /** Who asked (the buyer's e-mail, `guest`), kept on the return. */
  by: string;
  at: string;
}

/**
 * The buyer withdraws `event.lines`: the return and the order's `returnsVersion` (so two
 * withdrawals at once cannot both take the last units). The same request again (by `requestId`)
 * is the return recorded, with no intents. 409 `withdrawal_not_allowed` when the eligibility
 * (withdrawalEligibility, as the writer read it) says no; 400 for units the order does not have left.
 */
export function withdrawalIntents(
  state: { order: OrderRecord; returns: ReturnRecord[]; eligibility: WithdrawalEligibility },
  event: WithdrawalEvent,
): { record: ReturnRecord; intents: Intent[] } {
  const { order, returns, eligibility } = state;
  const same = returns.find((r) => r.id === event.requestId);
  if (same) return { record: same, intents: [] };
  if (!eligibility.allowed) throw conflict('withdrawal_not_allowed', WITHDRAWAL_BLOCKED[eligibility.blocker!]);

  const left = remainingUnits(order, returns);
  const asked = new Map<string, number>();
  const fields: Record<string, string> = {};
  event.lines.forEach((line, i) => {
    const total = (asked.get(line.itemId) ?? 0) + line.quantity;
    asked.set(line.itemId, total);
    if (!(line.itemId in left)) fields[`lines.${i}.itemId`] = 'validation.returnLine';
    else if (total > left[line.itemId]!) fields[`lines.${i}.quantity`] = 'validation.returnQuantity';
  });
  if (Object.keys(fields).length) throw invalidRequest('These units cannot be withdrawn', fields);

  const lines: ReturnLine[] = [...asked].map(([itemId, quantity]) => {
    const item = order.items.find((i) => i.id === itemId)!;
    return { itemId, productId: item.productId, name: lineDisplayName(item, 'pl'), quantity, unitPrice: item.unitPrice, acceptedQuantity: null };
  });
  const record: ReturnRecord = {
    id: event.requestId,
    orderId: order.id,
    status: 'requested',
    lines,
    reason: event.reason?.trim() || null,
    createdAt: event.at,
    receivedAt: null,
    decidedAt: null,
    rejectionReason: null,
    refund: null,
    correctionNumber: null,
    requestedBy: event.by,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    orderCreatedAt: order.createdAt,
  };
  const intents = orderUpdateIntents({
    order,
    at: event.at,
    when: sameReturnsVersion(order),
    add: { returnsVersion: 1 },
    history: [returnHistory(order, 'buyer', 'requested')],
    with: [returnPut(record), listCounts(returnListCount(null, record.status))],
  });
  return { record, intents };
}
