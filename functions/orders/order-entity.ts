import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Order, OrderStatus } from '../contracts/order.js';
import { announceProductChanges } from '../catalog/catalog-head-entity.js';
import { productKeys } from '../catalog/product-entity.js';
import { conflict } from '../core/errors.js';
import { db, queryAll, tableName } from '../core/table.js';
import { statsDelta, stockEffect } from './order-transitions.js';
import { statsUpdates } from './stats-entity.js';

/**
 * Order entity. Items are stored inside the order (at most 50 lines: well under the item size
 * limit), so an order is always read and written whole.
 *
 * | access pattern        | key                                                           |
 * |-----------------------|---------------------------------------------------------------|
 * | byId                  | PK = ORDER#{id}, SK = ORDER                                   |
 * | forUser (newest)      | GSI1PK = USER#{userId}#ORDERS, GSI1SK = {createdAt}           |
 * | byStatus (admin)      | GSI2PK = ORDERS#{status}, GSI2SK = {createdAt}#{id}           |
 * | statusHistory        | PK = ORDER#{id}, SK begins_with HISTORY#  ({at}#{random})      |
 * | stripeEvent (dedupe)  | PK = STRIPE_EVENT#{eventId}, SK = STRIPE_EVENT (TTL 30 days)  |
 *
 * Every write that changes stock, status or totals is one transaction with the statistics
 * item (stats-entity.ts), and stock holds never let a product's stock go below zero.
 */
export type OrderRecord = Order;

const keys = {
  byId: (id: string) => ({ PK: `ORDER#${id}`, SK: 'ORDER' }),
  forUser: (userId: string, createdAt: string) => ({ GSI1PK: `USER#${userId}#ORDERS`, GSI1SK: createdAt }),
  byStatus: (status: OrderStatus, createdAt: string, id: string) => ({ GSI2PK: `ORDERS#${status}`, GSI2SK: `${createdAt}#${id}` }),
};

function toItem(order: OrderRecord) {
  return {
    ...keys.byId(order.id),
    ...(order.userId ? keys.forUser(order.userId, order.createdAt) : {}),
    ...keys.byStatus(order.status, order.createdAt, order.id),
    entityType: 'order',
    schemaVersion: 1,
    customerEmailLower: order.customerEmail?.toLowerCase() ?? null,
    ...order,
  };
}

export function fromItem(item: Record<string, unknown>): OrderRecord {
  const {
    PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, GSI2PK: _g2pk, GSI2SK: _g2sk,
    entityType: _t, schemaVersion: _v, customerEmailLower: _e, ...order
  } = item;
  return order as OrderRecord;
}

/** The stock hold of one line: never below zero (the condition is what prevents overselling). */
function holdStock(productId: number, quantity: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: productKeys.byId(productId),
      UpdateExpression: 'SET stock = stock - :q',
      ConditionExpression: 'attribute_exists(PK) AND stock >= :q',
      ExpressionAttributeValues: { ':q': quantity },
    },
  };
}

function releaseStock(productId: number, quantity: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: productKeys.byId(productId),
      UpdateExpression: 'ADD stock :q',
      // A product deleted since the order must not be re-created as a stub by the ADD.
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':q': quantity },
    },
  };
}

/** Lines of the same product held together (one update per product in a transaction). */
function quantitiesByProduct(order: Pick<OrderRecord, 'items'>): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const item of order.items) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  return byProduct;
}

async function transact(items: unknown[]): Promise<void> {
  // Concurrent transactions on the same product conflict; DynamoDB asks us to retry those.
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items as never }));
      return;
    } catch (error) {
      const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
      const conflicted = reasons.some((r) => r.Code === 'TransactionConflict') && !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
      if (!conflicted || attempt >= 8) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
}

function failedConditionIndexes(error: unknown): number[] {
  if (!(error instanceof TransactionCanceledException)) return [];
  return (error.CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

/**
 * Writes a new pending order and holds its stock, in one transaction with the statistics.
 * Throws 409 `out_of_stock` naming the products that no longer have enough units.
 */
export async function createOrderWithHold(order: OrderRecord): Promise<void> {
  const lines = [...quantitiesByProduct(order)];
  try {
    await transact([
      ...lines.map(([productId, quantity]) => holdStock(productId, quantity)),
      { Put: { TableName: tableName(), Item: toItem(order), ConditionExpression: 'attribute_not_exists(PK)' } },
      historyEntry(order.id, { at: order.createdAt, from: null, to: order.status, by: order.customerEmail ?? 'guest' }),
      ...statsUpdates(statsDelta(null, order.status, order.totalAmount), order.createdAt),
    ]);
  } catch (error) {
    const failed = failedConditionIndexes(error).filter((i) => i < lines.length);
    if (failed.length) {
      const names = failed.map((i) => order.items.find((item) => item.productId === lines[i]![0])!.product.name);
      throw conflict('out_of_stock', `Not enough in stock: ${names.join(', ')}`);
    }
    throw error;
  }
  // The shop shows whether a product is in stock: the catalogue re-reads the products held.
  await announceProductChanges(lines.map(([productId]) => productId));
}

export async function getOrder(id: string): Promise<OrderRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.byId(id), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

export async function listOrdersOfUser(userId: string): Promise<OrderRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `USER#${userId}#ORDERS` },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

export interface StatusChange {
  order: OrderRecord;
  to: OrderStatus;
  at: string;
  /** Who made the change, for the history: an admin's e-mail, `stripe`, `system`. */
  by: string;
  /** Fields to set with the change (customer details from Stripe, tracking…). */
  set?: Partial<OrderRecord>;
  /** More transaction items that must happen with it (an event record, a history entry). */
  with?: unknown[];
}

/**
 * Moves an order from the status it had when read to `to`, with its statistics and stock in the
 * same transaction. Conditional on the status being unchanged since it was read: two events
 * racing for the same order can never both apply. Returns false when it lost such a race.
 */
export async function changeOrderStatus(change: StatusChange): Promise<boolean> {
  const { order, to, at } = change;
  const from = order.status;
  const updated: OrderRecord = { ...order, ...change.set, status: to, updatedAt: at };
  const effect = stockEffect(from, to);
  const lines = [...quantitiesByProduct(order)];
  const attached = change.with ?? [];
  const items: unknown[] = [
    {
      Put: {
        TableName: tableName(),
        Item: toItem(updated),
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':from': from },
      },
    },
    ...(from !== to ? statsUpdates(statsDelta(from, to, order.totalAmount), order.createdAt) : []),
    ...(from !== to ? [historyEntry(order.id, { at, from, to, by: change.by })] : []),
    ...(effect === 'release' ? lines.map(([id, q]) => releaseStock(id, q)) : []),
    ...(effect === 'take' ? lines.map(([id, q]) => holdStock(id, q)) : []),
    ...attached,
  ];
  const attachedFrom = items.length - attached.length;
  try {
    await transact(items);
  } catch (error) {
    const failed = failedConditionIndexes(error);
    // Someone else changed the order first, or already recorded the same event: nothing to do.
    if (failed.some((i) => i === 0 || i >= attachedFrom)) return false;
    if (effect === 'take' && failed.some((i) => i > 0)) throw conflict('out_of_stock', 'Not enough in stock to reopen this order');
    throw error;
  }
  // Stock, and the units sold a payment adds (the bestseller rank), are the catalogue's to show.
  if (from !== to) await announceProductChanges(lines.map(([id]) => id));
  return true;
}

export interface HistoryEntry {
  at: string;
  from: OrderStatus | null;
  to: OrderStatus;
  by: string;
}

function historyEntry(orderId: string, entry: HistoryEntry) {
  return {
    Put: {
      TableName: tableName(),
      Item: { PK: `ORDER#${orderId}`, SK: `HISTORY#${entry.at}#${randomUUID().slice(0, 8)}`, entityType: 'order-history', schemaVersion: 1, ...entry },
    },
  };
}

/** Every status change of an order, oldest first. */
export async function getOrderHistory(orderId: string): Promise<HistoryEntry[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': `ORDER#${orderId}`, ':sk': 'HISTORY#' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => ({ at: String(i.at), from: (i.from ?? null) as OrderStatus | null, to: i.to as OrderStatus, by: String(i.by) }));
}

/** Sets fields that are not part of the status (e.g. the session id after creation). */
export async function updateOrderFields(id: string, fields: Partial<Pick<OrderRecord, 'stripeSessionId' | 'userId' | 'updatedAt'>>): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    names[`#${k}`] = k;
    values[`:${k}`] = v;
    sets.push(`#${k} = :${k}`);
  }
  if (fields.userId) {
    // Linking a guest order to a user also puts it on that user's order list.
    const order = await getOrder(id);
    if (!order) throw new Error(`Order ${id} vanished while being linked`);
    Object.assign(values, { ':g1pk': `USER#${fields.userId}#ORDERS`, ':g1sk': order.createdAt });
    sets.push('GSI1PK = :g1pk', 'GSI1SK = :g1sk');
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.byId(id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** The record that a Stripe event was handled; put in the same transaction as its effect. */
export function stripeEventRecord(eventId: string, type: string, at: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        PK: `STRIPE_EVENT#${eventId}`,
        SK: 'STRIPE_EVENT',
        entityType: 'stripe-event',
        schemaVersion: 1,
        type,
        processedAt: at,
        expiresAt: Math.floor(Date.parse(at) / 1000) + 30 * 24 * 3600,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function stripeEventSeen(eventId: string): Promise<boolean> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: { PK: `STRIPE_EVENT#${eventId}`, SK: 'STRIPE_EVENT' }, ConsistentRead: true }),
  );
  return !!out.Item;
}

/** Records an event that changed nothing (e.g. `expired` for a paid order), so repeats are cheap. */
export async function recordStripeEvent(eventId: string, type: string, at: string): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [stripeEventRecord(eventId, type, at)] as never }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}
