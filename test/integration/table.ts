import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { catalogChangeUpdate } from '../../functions/catalog/catalog-head-entity.js';
import { fromItem, withReviewStats, type ProductRecord } from '../../functions/catalog/product-entity.js';
import { inject } from 'vitest';
import { stockLogItem } from '../../functions/ledger/stock-log.js';
import { TABLE_NAME } from '../../infra/local/stack.js';

/**
 * Direct access to the local table, for arranging a state (a product with exactly one unit left)
 * and for checking what the API must have written. Never used to act in a test's place.
 */
export function client() {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('endpoints').dynamodb, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
}

/**
 * Sets a product's stock as an admin's restock would: the stock ledger (`unitsStocked`) moves by
 * the same number of units and the stock log gets its entry (conditional on the log's count as
 * read), so the reconciliation still balances; and, as any writer of a product must, the change
 * is announced to the catalogue in the same transaction.
 */
export async function setStock(productId: number, stock: number): Promise<void> {
  const Key = { PK: `PRODUCT#${productId}`, SK: 'PRODUCT' };
  for (;;) {
    const current = (await client().send(new GetCommand({ TableName: TABLE_NAME, Key, ConsistentRead: true }))).Item;
    if (!current) throw new Error(`setStock: product ${productId} does not exist (the demo catalogue has 75)`);
    // Its units are per size (variantStock), which a total alone would leave disagreeing with it.
    if (Array.isArray(current.options) && current.options.length) throw new Error(`setStock: product ${productId} is sold in sizes; use one without (or the admin API's variant rows)`);
    const delta = stock - Number(current?.stock);
    const seq = current.stockLogSeq === undefined ? undefined : Number(current.stockLogSeq);
    const entry = { at: new Date().toISOString(), change: delta, before: Number(current.stock), after: stock, reason: 'adminEdit' as const, by: 'test' };
    try {
      await client().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: TABLE_NAME,
                Key,
                UpdateExpression: 'SET stock = :s, stockLogSeq = :seqAfter ADD unitsStocked :d',
                ConditionExpression: `stock = :read AND ${seq === undefined ? 'attribute_not_exists(stockLogSeq)' : 'stockLogSeq = :seq'}`,
                ExpressionAttributeValues: { ':s': stock, ':d': delta, ':read': current?.stock, ':seqAfter': (seq ?? 0) + 1, ...(seq === undefined ? {} : { ':seq': seq }) },
              },
            },
            { Put: { TableName: TABLE_NAME, Item: stockLogItem(productId, (seq ?? 0) + 1, entry), ConditionExpression: 'attribute_not_exists(PK)' } },
            { Update: catalogChangeUpdate([productId], TABLE_NAME) },
          ],
        }),
      );
      return;
    } catch (error) {
      // Refused because an order moved the stock since it was read (or a concurrent transaction): read again.
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    }
  }
}

/**
 * Every product in the table as it is now (a consistent scan), with its stars from its review
 * statistics item as every product read has them: what a fresh index would be built from.
 */
export async function allProducts(): Promise<ProductRecord[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await client().send(
      new ScanCommand({
        TableName: TABLE_NAME,
        FilterExpression: 'entityType = :t OR SK = :stats',
        ExpressionAttributeValues: { ':t': 'product', ':stats': 'REVIEW_STATS' },
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const stats = new Map(items.filter((item) => item.SK === 'REVIEW_STATS').map((item) => [String(item.PK), item]));
  return items.filter((item) => item.entityType === 'product').map((item) => withReviewStats(fromItem(item), stats.get(String(item.PK))));
}

/**
 * Makes an order look as if it had been placed `minutes` ago to the sweeper, which finds pending
 * orders by the status index's creation-time key. Only that key moves: the statistics stay
 * filed under the day the order was really placed.
 */
export async function backdateOrder(orderId: string, minutes: number): Promise<void> {
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
  await client().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `ORDER#${orderId}`, SK: 'ORDER' },
      UpdateExpression: 'SET GSI2SK = :sk',
      ExpressionAttributeValues: { ':sk': `${createdAt}#${orderId}` },
    }),
  );
}

export async function getStock(productId: number): Promise<number> {
  const out = await client().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `PRODUCT#${productId}`, SK: 'PRODUCT' }, ConsistentRead: true }));
  return Number(out.Item?.stock);
}

/** A product's units as stored: the total and, for a product with options, per variant SKU. */
export async function getVariantStock(productId: number): Promise<{ stock: number; variantStock: Record<string, number> }> {
  const out = await client().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `PRODUCT#${productId}`, SK: 'PRODUCT' }, ConsistentRead: true }));
  return { stock: Number(out.Item?.stock), variantStock: (out.Item?.variantStock ?? {}) as Record<string, number> };
}

export async function allOrders(): Promise<{ status: string; totalAmount: number }[]> {
  const orders: { status: string; totalAmount: number }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await client().send(
      new ScanCommand({ TableName: TABLE_NAME, FilterExpression: 'entityType = :t', ExpressionAttributeValues: { ':t': 'order' }, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    for (const item of out.Items ?? []) orders.push({ status: String(item.status), totalAmount: Number(item.totalAmount) });
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return orders;
}

export async function storedStats(): Promise<Record<string, number>> {
  const out = await client().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: 'STATS', SK: 'ORDERS' }, ConsistentRead: true }));
  return out.Item ?? {};
}

/** Gives a product the size class and weight a test needs (the seed's are the demo shop's). */
export async function setShipping(productId: number, parcelSize: 'A' | 'B' | 'C' | 'courier', weightGrams: number): Promise<void> {
  await client().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `PRODUCT#${productId}`, SK: 'PRODUCT' },
      UpdateExpression: 'SET parcelSize = :s, weightGrams = :w',
      ExpressionAttributeValues: { ':s': parcelSize, ':w': weightGrams },
    }),
  );
}

/**
 * Says the order's parcel reached the buyer at `deliveredAt` (what the carrier's tracking or the
 * admin recorded then), so a test can stand on day 14 or 15 of the withdrawal period.
 */
export async function setDeliveredAt(orderId: string, deliveredAt: string): Promise<void> {
  await client().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `ORDER#${orderId}`, SK: 'ORDER' },
      UpdateExpression: 'SET deliveredAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': deliveredAt },
    }),
  );
}

/** The key of the catalogue snapshot the catalogue head names (functions/catalog/catalog-head-entity.ts). */
export async function publishedSnapshotKey(): Promise<string> {
  const head = (await client().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: 'CATALOG', SK: 'HEAD' }, ConsistentRead: true }))).Item;
  return String(head?.snapshotKey);
}

/**
 * Takes a manufacturer's EU responsible person away behind the API's back: the state of an entry
 * written before the register required one (the API refuses to write it), so a test can check
 * that publishing still refuses a product of such a manufacturer.
 */
export async function dropResponsiblePerson(manufacturerId: string): Promise<void> {
  await client().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: 'MANUFACTURERS', SK: `MANUFACTURER#${manufacturerId}` },
      UpdateExpression: 'SET responsiblePerson = :none',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':none': null },
    }),
  );
}

/** Every item of one kind (`entityType`), read straight from the table: the truth a list's total must equal. */
export async function itemsOfType(entityType: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await client().send(
      new ScanCommand({ TableName: TABLE_NAME, FilterExpression: 'entityType = :t', ExpressionAttributeValues: { ':t': entityType }, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** One item read straight from the table, consistently (what the API must have written). */
export async function storedItem(key: { PK: string; SK: string }): Promise<Record<string, unknown> | undefined> {
  return (await client().send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
}

/**
 * Puts an item back as it was read (arranging a state a crash leaves behind: a follow-up whose
 * job did its work but died before deleting it).
 */
export async function restoreItem(item: Record<string, unknown>): Promise<void> {
  await client().send(new PutCommand({ TableName: TABLE_NAME, Item: item }));
}

/** Moves a terms order's due date (a test stands on the day after it, when the invoice is overdue). */
export async function setPaymentDueDate(orderId: string, dueDate: string): Promise<void> {
  await client().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `ORDER#${orderId}`, SK: 'ORDER' },
      UpdateExpression: 'SET paymentDueDate = :due',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':due': dueDate },
    }),
  );
}
