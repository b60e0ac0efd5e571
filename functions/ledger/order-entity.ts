import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StatusChange as HistoryEntry } from '../contracts/admin.js';
import type { Order, OrderStatus, PaymentMode, PaymentStatus, Refund } from '../contracts/order.js';
import { announceProductChanges } from '../catalog/catalog-head-entity.js';
import { getProductRecords, productKeys } from '../catalog/product-entity.js';
import { lineDisplayName } from '../contracts/order-line-name.js';
import { conflict, invalidRequest } from '../core/errors.js';
import { countMetric } from '../core/metrics.js';
import { shopMetrics } from '../core/metric-names.js';
import { db, queryAll, tableName } from '../core/table.js';
import { defaultPaymentMode, historyEntrySchema, ORDER_SCHEMA_VERSION, orderLine, orderRecordItemSchema, parseItem, type OrderLine } from './items.js';
import { ledgerIndexKeys, ledgerKeys, orderItemPrefix } from './keys.js';
import { isSold, SOLD_STATUSES, statsDelta, type CustomerNotice } from './order-transitions.js';
import { refundRecordPut, type RefundRecord } from './refund-entity.js';
import { statsUpdates } from './stats-entity.js';
import { commit, commitOrThrow, write, type Intent, type OrderIntent } from './write-path.js';
import { loggedStockMove, productWhat, type ProductUpdateParts, type StockMove, type StockPosition } from './stock-log.js';
import { commitStockMoves } from './stock-positions.js';
import { listCounts, orderListCount, refundListCount } from './list-counters.js';
import { redemptionRefusal } from './promotion-usage.js';
import { creditLimitExceeded, TERMS_ACCOUNT } from './terms-account.js';

/**
 * Order entity. Items are stored inside the order (at most 50 lines: well under the item size
 * limit).
 *
 * | access pattern        | key                                                           |
 * |-----------------------|---------------------------------------------------------------|
 * | byId                  | PK = ORDER#{id}, SK = ORDER                                   |
 * | forUser (newest)      | GSI1PK = USER#{userId}#ORDERS, GSI1SK = {createdAt}           |
 * | byStatus (admin)      | GSI2PK = ORDERS#{status}, GSI2SK = {createdAt}#{id}           |
 * | history               | PK = ORDER#{id}, SK begins_with HISTORY#  ({at}#{random})     |
 * | refunds               | PK = ORDER#{id}, SK begins_with REFUND#  (refund-entity.ts)   |
 * | byPaymentIntent       | PK = PAYMENT#{paymentIntentId}, SK = PAYMENT → orderId        |
 * | byCheckoutSession     | PK = CHECKOUT#{sessionId}, SK = CHECKOUT → orderId            |
 * | stripeEvent (dedupe)  | PK = STRIPE_EVENT#{eventId}, SK = STRIPE_EVENT (TTL 30 days)  |
 *
 * Two writers, one record: an order is never written back whole from an earlier read. Every
 * write is an update of the fields it means to change, conditional on what it relies on (the
 * status it moves from, "no invoice number yet", "not attached to anyone yet"), so a field
 * written in between by another request is never lost. Every write that changes stock, status,
 * money or units sold is one transaction with the statistics item (stats-entity.ts), the
 * products' stock and units sold, and a history entry.
 */

/** The stored order: the API's order plus what only the ledger reads. */
export interface OrderRecord extends Omit<Order, 'items' | 'paymentMode'> {
  items: OrderLine[];
  paymentMode: PaymentMode;
  /** Grosze paid and not yet promised back by a refund (refunds in flight are subtracted). */
  refundableAmount: number;
  /** The customer e-mails already sent, by meaning (order-transitions.ts, CustomerNotice). */
  notified: string[];
  /**
   * Withdrawals (return-entity.ts): bumped by every write to the order's returns, which is
   * conditional on the number read, so two returns never promise the same units; and the units
   * of its returns now back in stock (the reconciliation and the status guard read it).
   */
  returnsVersion?: number;
  returnsInStock?: number;
  /** The item's write counter: every write to the order adds one (orderUpdate below). */
  version?: number;
  /**
   * Its promotions' uses were given back (cancelled unpaid, promotion-usage.ts): once only, and a
   * reopened order does not take them again (the reconciliation counts the orders without it).
   */
  promotionsReleased?: boolean;
}

const keys = {
  byId: ledgerKeys.order,
  forUser: (userId: string, createdAt: string) => ledgerIndexKeys.ordersOfUser(userId, createdAt),
  byStatus: (status: OrderStatus, createdAt: string, id: string) => ledgerIndexKeys.ordersByStatus(status, createdAt, id),
  byPaymentIntent: ledgerKeys.paymentLookup,
  byCheckoutSession: ledgerKeys.checkoutLookup,
};

function toItem(order: OrderRecord) {
  const { notified, refunds: _refunds, version: _version, ...rest } = order;
  return {
    ...keys.byId(order.id),
    ...(order.userId ? keys.forUser(order.userId, order.createdAt) : {}),
    ...keys.byStatus(order.status, order.createdAt, order.id),
    entityType: 'order',
    schemaVersion: ORDER_SCHEMA_VERSION,
    version: 1,
    customerEmailLower: order.customerEmail?.toLowerCase() ?? null,
    ...rest,
    ...(notified.length ? { notified: new Set(notified) } : {}),
  };
}

/**
 * An order item as the ledger uses it. Orders written before payments were tracked (schema 1)
 * read as they must have been: a pending or cancelled one unpaid, any other paid in full.
 */
export function fromItem(item: Record<string, unknown>): OrderRecord {
  const { customerEmailLower: _e, notified, refundableAmount, ...order } = parseItem('order', orderRecordItemSchema, item);
  const paidBefore = order.status !== 'pending' && order.status !== 'cancelled';
  const amountPaid = order.amountPaid ?? (paidBefore ? order.totalAmount : 0);
  return {
    ...order,
    items: order.items.map(orderLine),
    paymentMode: order.paymentMode ?? defaultPaymentMode,
    paymentStatus: order.paymentStatus ?? ((paidBefore ? 'paid' : 'unpaid') as PaymentStatus),
    paidAt: order.paidAt ?? null,
    amountPaid,
    amountRefunded: order.amountRefunded ?? 0,
    customerVisible: order.customerVisible ?? paidBefore,
    refundableAmount: Number(refundableAmount ?? amountPaid),
    notified: notified ? [...notified] : [],
  };
}

/** The order as the API shows it: without the ledger's own bookkeeping. */
export function orderView(record: OrderRecord, refunds?: Refund[]): Order {
  const { refundableAmount: _r, notified: _n, returnsVersion: _rv, returnsInStock: _ris, version: _version, promotionsReleased: _pr, ...order } = record;
  return refunds ? { ...order, refunds } : order;
}

// ---- product effects --------------------------------------------------------------------------

/** Lines of the same product taken together (one update per product in a transaction). */
export function quantitiesByProduct(order: Pick<OrderRecord, 'items'>): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const item of order.items) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  return byProduct;
}

/** An order line as the stock sees it: its product, its variant's SKU (when it sold a variant) and units. */
export type StockLine = Pick<OrderLine, 'productId' | 'sku' | 'quantity' | 'variant'>;

/** Units of one product in a set of lines: the total, and per variant SKU those of lines that sold a variant. */
export interface ProductUnits {
  total: number;
  bySku: Map<string, number>;
}

/**
/**
 * Lines taken together per product (a transaction may touch an item once, and two sizes of one
 * pair of boots are two lines of one product). A line that sold a variant (it carries the
 * variant's labels: only products with options have them) moves that variant's units in
 * `variantStock` as well as the product's `stock`; any other line moves `stock` alone.
 */
export function unitsByProduct(lines: readonly StockLine[]): Map<number, ProductUnits> {
  const byProduct = new Map<number, ProductUnits>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const units = byProduct.get(line.productId) ?? { total: 0, bySku: new Map<string, number>() };
    units.total += line.quantity;
    if (line.variant?.length) units.bySku.set(line.sku, (units.bySku.get(line.sku) ?? 0) + line.quantity);
    byProduct.set(line.productId, units);
  }
  return byProduct;
}

/**
 * The SET clauses and conditions moving variants' units by `direction` × units (+1 back, −1
 * out): `variantStock.#v0 = if_not_exists(variantStock.#v0, :zero) + :v0`, and for units going
 * out the condition `variantStock.#v0 >= :need0`, which is what keeps a size from being oversold.
 * A release lands even on a variant the admin removed since (the map stays on the item,
 * product-entity.ts), so the books balance; the admin's next save of the product drops it.
 */
function variantMoves(bySku: ReadonlyMap<string, number>, direction: 1 | -1): Required<Pick<ProductUpdateParts, 'set' | 'names' | 'values'>> & { conditions: string[] } {
  const set: string[] = [];
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  [...bySku].forEach(([sku, units], i) => {
    names[`#v${i}`] = sku;
    set.push(`variantStock.#v${i} = if_not_exists(variantStock.#v${i}, :zero) + :v${i}`);
    values[`:v${i}`] = direction * units;
    values[':zero'] = 0;
    if (direction < 0) {
      conditions.push(`variantStock.#v${i} >= :need${i}`);
      values[`:need${i}`] = units;
    }
  });
  return { set, conditions, names, values };
}

/**
 * The sku a logged move of these units names: the variant's when the units are of one variant;
 * none when one move carries several variants of the product (two sizes in one order); the
 * product's default variant's (stock-log.ts) when the product has no variants. The entry's
 * before/after are the product's total `stock` either way, not the variant's units.
 */
function skuOfMove(units: ProductUnits): string | null | undefined {
  if (units.bySku.size === 1) return [...units.bySku.keys()][0];
  return units.bySku.size > 1 ? null : undefined;
}

/** The units each variant moves, for the log's entry (stock-log.ts `variants`): none for a product without options. */
function variantChanges(units: ProductUnits, direction: 1 | -1): Record<string, number> | undefined {
  if (!units.bySku.size) return undefined;
  return Object.fromEntries([...units.bySku].map(([sku, q]) => [sku, direction * q]));
}

/** Whether a position has the units a move takes out: the product's total and each variant's. */
export function hasUnits(position: StockPosition | undefined, units: ProductUnits): boolean {
  if (!position || position.stock < units.total) return false;
  return [...units.bySku].every(([sku, q]) => (position.variantStock?.[sku] ?? 0) >= q);
}

/**
 * A checkout's hold on one product, logged (stock-log.ts): never below zero, per variant too (the
 * position read has the units, and the write is conditional on that position and on each
 * variant's units), never an archived product, and it marks the product as named by an order, so
 * it is archived rather than deleted from now on.
 */
function holdForCheckout(position: StockPosition, order: OrderRecord, units: ProductUnits, sold: boolean): Intent[] {
  const variants = variantMoves(units.bySku, -1);
  return loggedStockMove(
    position,
    { change: -units.total, reason: 'hold', at: order.createdAt, orderId: order.id, by: order.customerEmail ?? 'guest', sku: skuOfMove(units), variants: variantChanges(units, -1) },
    {
      set: ['firstOrderedAt = if_not_exists(firstOrderedAt, :at)', ...variants.set],
      // An order placed already confirmed (a dealer's on terms) counts its units as sold at once.
      ...(sold ? { add: [`unitsSold :sold`] } : {}),
      condition: ['(attribute_not_exists(archivedAt) OR archivedAt = :null)', ...variants.conditions].join(' AND '),
      names: variants.names,
      values: { ':at': order.createdAt, ':null': null, ...variants.values, ...(sold ? { ':sold': units.total } : {}) },
    },
  );
}

/**
 * A status change's effect on one product: its units back in stock (`stock` 1) or taken again
 * (−1) as a logged move from its position, with its variants' (`units.bySku`) in the same
 * update, and units sold up or down (`soldPerUnit` × units).
 */
export function productEffect(position: StockPosition, units: ProductUnits, stock: 1 | -1 | 0, soldPerUnit: number, move: Omit<StockMove, 'change'>): Intent[] {
  const stockDelta = stock * units.total;
  const soldDelta = soldPerUnit * units.total;
  const sold = soldDelta ? { add: ['unitsSold :sold'], values: { ':sold': soldDelta } } : {};
  if (stockDelta) {
    // ADD works on top-level attributes only: a variant's units move by SET.
    const variants = variantMoves(units.bySku, stock as 1 | -1);
    return loggedStockMove(
      position,
      { ...move, change: stockDelta, sku: skuOfMove(units), variants: variantChanges(units, stock as 1 | -1) },
      { ...sold, set: variants.set, condition: variants.conditions.join(' AND ') || undefined, names: variants.names, values: { ...sold.values, ...variants.values } },
    );
  }
  if (!soldDelta) return [];
  // Units sold alone: no stock moves, nothing to log; an ADD must never create a stub product.
  return [
    write(productWhat(position.productId), {
      Update: { TableName: tableName(), Key: productKeys.byId(position.productId), UpdateExpression: 'ADD unitsSold :sold', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':sold': soldDelta } },
    }),
  ];
}

/** Thrown inside a hold's build when the positions read lack units; answered after with the lines' names. */
class ShortOfStock extends Error {
  constructor(readonly productIds: number[]) {
    super('short of stock');
  }
}

// ---- writes (all through write-path.ts) ----------------------------------------------------

/**
 * Writes a new pending order and holds its stock, in one transaction with the statistics (and
 * `extra`: its promotions' uses, promotion-usage.ts). Throws 409 `out_of_stock` naming the
 * products that no longer have enough units (or were archived meanwhile), 400 on `discountCode`
 * when its code's limit was reached meanwhile.
 */
export async function createOrderWithHold(order: OrderRecord, extra?: Intent[]): Promise<void> {
  const lines = [...unitsByProduct(order.items)];
  const result = await commitStockMoves(
    lines.map(([productId]) => productId),
    (positions) => {
      const short = lines.filter(([productId, units]) => !hasUnits(positions.get(productId), units)).map(([productId]) => productId);
      if (short.length) throw new ShortOfStock(short);
      return [
        ...lines.flatMap(([productId, units]) => holdForCheckout(positions.get(productId)!, order, units, isSold(order.status))),
        write('order', { Put: { TableName: tableName(), Item: toItem(order), ConditionExpression: 'attribute_not_exists(PK)' } }),
        historyEntry(order.id, { at: order.createdAt, kind: 'status', from: null, to: order.status, by: order.customerEmail ?? 'guest' }),
        ...statsUpdates(statsDelta(null, order.status, order.totalAmount), order.createdAt),
        listCounts(orderListCount(null, order.status)),
        ...(extra ?? []),
      ];
    },
  ).catch(async (error: unknown) => {
    if (error instanceof ShortOfStock) throw conflict('out_of_stock', `Not enough in stock: ${(await shortLines(order, error.productIds)).join(', ')}`);
    throw error;
  });
  if (!result.committed) {
    // A code used up (or used by this buyer) by someone faster: refused like at pricing (issue 32);
    // a dealer's credit limit taken by their other order placed at the same moment (issue 34).
    // Asked first: the same failed transaction may name the product too, only because another
    // order moved its position (stock-log.ts), which is no shortage.
    const refusal = redemptionRefusal(result.failed);
    if (refusal) throw invalidRequest('This discount code cannot be used', { discountCode: refusal });
    if (result.failed.includes(TERMS_ACCOUNT)) throw creditLimitExceeded();
    // A product archived meanwhile (or a variant short) refuses the hold without its position moving.
    const short = lines.filter(([productId]) => result.failed.includes(productWhat(productId))).map(([productId]) => productId);
    if (!short.length) throw new Error(`The new order ${order.id} could not be written: ${result.failed.join(', ')}`);
    throw conflict('out_of_stock', `Not enough in stock: ${(await shortLines(order, short)).join(', ')}`);
  }
  countMetric(shopMetrics.orderPlaced);
  // The shop shows stock (in stock or not, exact counts): the catalogue re-reads the products
  // held. After the order's transaction (see announceProductChanges), best effort.
  await announceProductChanges(lines.map(([productId]) => productId));
}

/**
 * The lines of these products that a hold could not take, by name: the variants now short of
 * units ("Buty Engineer – rozmiar 43"), read after the transaction failed; every line of the
 * product when none is short any more (its units came back meanwhile, or it was archived).
 */
async function shortLines(order: OrderRecord, productIds: number[]): Promise<string[]> {
  const products = await getProductRecords(productIds, { consistent: true });
  const named = (items: OrderLine[]) => items.map((item) => lineDisplayName(item, 'pl'));
  return productIds.flatMap((productId) => {
    const lines = order.items.filter((item) => item.productId === productId);
    const product = products.get(productId);
    const short = product ? lines.filter((item) => item.variant?.length && (product.variantStock?.[item.sku] ?? 0) < item.quantity) : [];
    return named(short.length ? short : lines);
  });
}

export async function getOrder(id: string): Promise<OrderRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.byId(id), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/**
 * What hangs off an order (its refunds, returns, history), read so that it agrees with the order:
 * reads of several items are no snapshot, and every write to a refund or a return moves the
 * order's version in the same transaction. When the version moved between the reads (a refund
 * settling just then showed its return refunded beside an order that had refunded nothing), the
 * order and its records are read again.
 */
export async function withOrderRecords<T>(order: OrderRecord, read: (order: OrderRecord) => Promise<T>): Promise<{ order: OrderRecord; records: T }> {
  let current = order;
  for (let attempt = 1; ; attempt++) {
    const records = await read(current);
    const now = await db().send(new GetCommand({ TableName: tableName(), Key: keys.byId(order.id), ConsistentRead: true, ProjectionExpression: 'version' }));
    if (now.Item?.version === current.version || attempt === 3) return { order: current, records };
    current = (await getOrder(order.id)) ?? current;
  }
}

export async function listOrdersOfUser(userId: string): Promise<OrderRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': ledgerIndexKeys.ordersOfUser(userId).GSI1PK },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

/** Fields a write may set on an order (never its id, items, totals or keys). */
export type OrderFieldUpdates = Partial<
  Pick<
    OrderRecord,
    | 'customerName' | 'customerEmail' | 'customerPhone' | 'taxId' | 'shippingAddress' | 'stripeSessionId' | 'stripePaymentIntentId'
    | 'tracking' | 'paymentStatus' | 'paidAt' | 'amountPaid' | 'refundableAmount' | 'customerVisible'
  >
>;

/** A condition on the order item beyond the status it moves from, e.g. `paymentStatus = :unpaid`. */
export interface OrderCondition {
  expression: string;
  values?: Record<string, unknown>;
  names?: Record<string, string>;
}

/** A refund recorded in the same transaction as a change of its order (refund-entity.ts). */
export interface RefundInTransaction {
  record: RefundRecord;
}

export interface StatusChange {
  /** The order as read: the status it moves from, its lines and total. */
  order: OrderRecord;
  to: OrderStatus;
  at: string;
  /** Who made the change, for the history: an admin's e-mail, `stripe`, `system`, `sweeper`, `buyer`. */
  by: string;
  /** Fields to set with the change (customer details from Stripe, tracking, payment…). */
  set?: OrderFieldUpdates;
  /** What else must still hold on the order (besides its status). */
  when?: OrderCondition;
  /** A refund of (part of) what was paid, recorded in the same transaction. */
  refund?: RefundInTransaction;
  /** More history entries for the same transaction (a payment that arrived). */
  history?: Omit<HistoryEntry, 'at'>[];
  /** More intents that must happen with it (the webhook's event record, list counters). */
  with?: Intent[];
}

/** A change of an order's fields that are not its status (updateOrder, orderUpdateIntents). */
export interface OrderUpdate {
  order: Pick<OrderRecord, 'id' | 'status'>;
  at: string;
  set?: OrderFieldUpdates;
  /** Must still hold; the status must also be unchanged since read. */
  when?: OrderCondition;
  refund?: RefundInTransaction;
  history?: Omit<HistoryEntry, 'at'>[];
  with?: Intent[];
  /** Numbers to add to fields of the order (a return's bookkeeping). */
  add?: Record<string, number>;
}

/** The intents of an update of an order's fields (not its status), for the rules to build on: pure. */
export function orderUpdateIntents(update: OrderUpdate): Intent[] {
  const values: Record<string, unknown> = { ':from': update.order.status, ...update.when?.values };
  let condition = '#status = :from';
  if (update.when) condition += ` AND (${update.when.expression})`;
  const add: Record<string, number> = { ...update.add };
  if (update.refund) {
    add.refundableAmount = -update.refund.record.amount;
    condition += ' AND refundableAmount >= :refundAmount';
    values[':refundAmount'] = update.refund.record.amount;
  }
  return [
    { kind: 'order', orderId: update.order.id, set: { ...update.set, updatedAt: update.at }, add, condition, names: { '#status': 'status', ...update.when?.names }, values },
    ...(update.history ?? []).map((entry) => historyEntry(update.order.id, { ...entry, at: update.at })),
    ...(update.refund ? [refundRecordPut(update.refund.record), listCounts(refundListCount()), historyEntry(update.order.id, refundHistory(update.refund.record, update.order.status, 'requested'))] : []),
    ...(update.with ?? []),
  ];
}

/**
 * Changes fields of an order that are not its status, conditionally (e.g. a payment recorded on
 * a cancelled order, with the refund it calls for, in one transaction). False when the condition
 * no longer held.
 */
export async function updateOrder(update: OrderUpdate): Promise<boolean> {
  const result = await commit(orderUpdateIntents(update));
  return result.committed;
}

/**
 * Sets the Checkout session of a just-created order (nothing else can have set it yet), with the
 * lookup from session to order that the payment result pages and claims use.
 */
export async function setCheckoutSession(orderId: string, sessionId: string, at: string): Promise<void> {
  await commitOrThrow([
    {
      kind: 'order',
      orderId,
      set: { stripeSessionId: sessionId, updatedAt: at },
      condition: 'attribute_exists(PK) AND (attribute_not_exists(stripeSessionId) OR stripeSessionId = :null OR stripeSessionId = :s)',
      values: { ':s': sessionId, ':null': null },
    },
    write('checkout-lookup', { Put: { TableName: tableName(), Item: { ...keys.byCheckoutSession(sessionId), entityType: 'checkout-lookup', schemaVersion: 1, orderId } } }),
  ]);
}

export async function orderIdOfSession(sessionId: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.byCheckoutSession(sessionId), ConsistentRead: true }));
  return out.Item ? String(out.Item.orderId) : undefined;
}

/**
 * Links a guest order to a signed-in buyer: only while it is nobody's and its e-mail is theirs,
 * checked by the write itself (the webhook may store the e-mail at the same moment). Putting the
 * order on the buyer's list (GSI1) is part of the same update. True when this call attached it.
 */
export async function attachOrderToUser(order: Pick<OrderRecord, 'id' | 'createdAt'>, userId: string, emailLower: string, at: string): Promise<boolean> {
  const result = await commit([
    {
      kind: 'order',
      orderId: order.id,
      set: { userId, ...keys.forUser(userId, order.createdAt), updatedAt: at },
      condition: 'attribute_exists(PK) AND (attribute_not_exists(userId) OR userId = :null) AND customerEmailLower = :email',
      values: { ':null': null, ':email': emailLower },
    },
  ]);
  return result.committed;
}

/**
 * The order's invoice number, once (invoices/invoice-numbers.ts gives it with the year's
 * counter): only a paid order, never one that has a number.
 */
export function invoiceNumberUpdate(orderId: string, number: string, issuedAt: string): OrderIntent {
  return {
    kind: 'order',
    orderId,
    set: { invoiceNumber: number, invoiceIssuedAt: issuedAt },
    condition: `attribute_exists(PK) AND (attribute_not_exists(invoiceNumber) OR invoiceNumber = :null) AND #status IN (${SOLD_STATUSES.map((_, i) => `:s${i}`).join(', ')})`,
    names: { '#status': 'status' },
    values: { ':null': null, ...Object.fromEntries(SOLD_STATUSES.map((status, i) => [`:s${i}`, status])) },
  };
}

// ---- customer notices -------------------------------------------------------------------------

/**
 * Claims the right to send one customer e-mail (`confirmation`, `refund:<id>`…): true once per
 * order and meaning, and only for an order its buyer sees (never for an unpaid attempt).
 */
/** What a customer e-mail is about: a status, a refund, a withdrawal's acknowledgement or rejection. */
export type NoticeMeaning = CustomerNotice | `refund:${string}` | `return:${string}` | `return-rejected:${string}` | `terms:${string}`;

export async function claimNotice(orderId: string, notice: NoticeMeaning): Promise<boolean> {
  const result = await commit([
    {
      kind: 'order',
      orderId,
      add: { notified: new Set([notice]) },
      condition: 'customerVisible = :true AND attribute_exists(customerEmail) AND customerEmail <> :null AND (attribute_not_exists(notified) OR NOT contains(notified, :notice))',
      values: { ':notice': notice, ':true': true, ':null': null },
    },
  ]);
  return result.committed;
}

/** Gives a claimed notice back when its e-mail could not be sent, so a later attempt may send it. */
export async function releaseNotice(orderId: string, notice: string): Promise<void> {
  await commitOrThrow([{ kind: 'order', orderId, deleteFrom: { notified: new Set([notice]) } }]);
}

// ---- history ----------------------------------------------------------------------------------

export function historyEntry(orderId: string, entry: HistoryEntry): Intent {
  return write('history', {
    Put: {
      TableName: tableName(),
      Item: { ...ledgerKeys.history(orderId, entry.at, randomUUID().slice(0, 8)), entityType: 'order-history', schemaVersion: 2, ...entry },
    },
  });
}

/** The history line of a refund reaching a state, on an order whose status stays `status`. */
export function refundHistory(record: RefundRecord, status: OrderStatus, refundStatus: string, at = record.updatedAt): HistoryEntry {
  return { at, kind: 'refund', from: status, to: status, by: record.requestedBy, amount: record.amount, refundId: record.id, refundStatus };
}

/** Every change of an order (status, payment, refunds), oldest first. */
export async function getOrderHistory(orderId: string): Promise<HistoryEntry[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': ledgerKeys.orderPk(orderId), ':sk': orderItemPrefix.history },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((item) => parseItem('order-history', historyEntrySchema, item));
}

// ---- payments and Stripe events -----------------------------------------------------------------

/** Which order a Stripe payment paid (for refunds made outside the shop, in Stripe's Dashboard). */
export function paymentLookupPut(paymentIntentId: string, orderId: string): Intent {
  return write('payment-lookup', { Put: { TableName: tableName(), Item: { ...keys.byPaymentIntent(paymentIntentId), entityType: 'payment-lookup', schemaVersion: 1, orderId } } });
}

export async function orderIdOfPayment(paymentIntentId: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.byPaymentIntent(paymentIntentId), ConsistentRead: true }));
  return out.Item ? String(out.Item.orderId) : undefined;
}

/** The record that a Stripe event was handled; put in the same transaction as its effect. */
export function stripeEventRecord(eventId: string, type: string, at: string): Intent {
  return write('stripe-event', {
    Put: {
      TableName: tableName(),
      Item: {
        ...ledgerKeys.stripeEvent(eventId),
        entityType: 'stripe-event',
        schemaVersion: 1,
        type,
        processedAt: at,
        expiresAt: Math.floor(Date.parse(at) / 1000) + 30 * 24 * 3600,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
}

export async function stripeEventSeen(eventId: string): Promise<boolean> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: ledgerKeys.stripeEvent(eventId), ConsistentRead: true }),
  );
  return !!out.Item;
}

/** Records an event that changed nothing (e.g. `expired` for a paid order), so repeats are cheap. */
export async function recordStripeEvent(eventId: string, type: string, at: string): Promise<void> {
  // A failed condition: the event was recorded meanwhile, which is all this asks.
  await commit([stripeEventRecord(eventId, type, at)]);
}
