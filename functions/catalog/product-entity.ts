import { BatchGetCommand, type BatchGetCommandOutput, BatchWriteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ParcelSize } from '../contracts/delivery.js';
import type { Product } from '../contracts/product.js';
import { db, queryAll, tableName, type ItemMeta } from '../core/table.js';
import { lowestPriceBeforeCurrent, type PricePoint } from './price-history.js';

/**
 * Product entity.
 *
 * | access pattern         | key                                                            |
 * |------------------------|----------------------------------------------------------------|
 * | byId                   | PK = PRODUCT#{id}, SK = PRODUCT                                |
 * | allNewestFirst         | GSI1PK = PRODUCTS, GSI1SK = {createdAt}#{id, 10 digits} (desc) |
 * | nextProductId          | PK = COUNTER, SK = PRODUCT_ID (atomic ADD)                     |
 * | catalogVersion         | PK = CATALOG, SK = VERSION (bumped with every product write)   |
 *
 * The stored record is the API product less what is derived (`inStock` from `stock`,
 * `lowestPrice30d` from `priceHistory`), plus what only the server may see: `stock` (units
 * available) and `dealerPrice` (grosze, the general dealer price).
 */
export const PRODUCT_SCHEMA_VERSION = 1;

export interface ProductRecord extends Omit<Product, 'inStock' | 'lowestPrice30d'> {
  stock: number;
  dealerPrice: number | null;
  /** Every price the product had, oldest first (see price-history.ts). */
  priceHistory?: PricePoint[];
  /** How it ships (contracts/delivery.ts); absent on products saved before delivery methods existed. */
  parcelSize?: ParcelSize;
  weightGrams?: number;
}

type ProductItem = ItemMeta & ProductRecord & { GSI1PK: string; GSI1SK: string };

export const productKeys = {
  byId: (id: number) => ({ PK: `PRODUCT#${id}`, SK: 'PRODUCT' }),
  allNewestFirst: (createdAt: string, id: number) => ({
    GSI1PK: 'PRODUCTS',
    GSI1SK: `${createdAt}#${String(id).padStart(10, '0')}`,
  }),
  counter: { PK: 'COUNTER', SK: 'PRODUCT_ID' },
  catalogVersion: { PK: 'CATALOG', SK: 'VERSION' },
} as const;

export function toItem(record: ProductRecord): ProductItem {
  return {
    ...productKeys.byId(record.id),
    ...productKeys.allNewestFirst(record.createdAt, record.id),
    entityType: 'product',
    schemaVersion: PRODUCT_SCHEMA_VERSION,
    ...record,
  };
}

export function fromItem(item: Record<string, unknown>): ProductRecord {
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1pk,
    GSI1SK: _g1sk,
    entityType: _type,
    schemaVersion: _version,
    ...record
  } = item as unknown as ProductItem;
  return record;
}

/** The public view: what anyone may see of a product. Never carries stock counts or dealer prices. */
export function toPublicProduct(record: ProductRecord): Product {
  const { stock, dealerPrice: _dealerPrice, priceHistory, parcelSize: _parcelSize, weightGrams: _weightGrams, ...rest } = record;
  return {
    ...rest,
    inStock: stock > 0,
    // Shown only beside a reduced price: the lowest price of the 30 days before the reduction.
    lowestPrice30d: record.isOnSale ? lowestPriceBeforeCurrent(priceHistory) : null,
  };
}

export async function getProductRecord(id: number, options: { consistent?: boolean } = {}): Promise<ProductRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: productKeys.byId(id), ConsistentRead: options.consistent }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/** Several products by id (BatchGetItem, 100 a request, unprocessed keys retried); missing ids are absent. */
export async function getProductRecords(ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  const found = new Map<number, ProductRecord>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((id) => productKeys.byId(id));
    for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
      const out: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const record = fromItem(item);
        found.set(record.id, record);
      }
      keys = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
    if (keys?.length) throw new Error(`BatchGet left ${keys.length} keys unprocessed`);
  }
  return found;
}

/** Every product, newest first, read page by page from GSI1. Used to build the catalogue index. */
export async function listAllProductRecords(): Promise<ProductRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

/** Product ids are numbers from an atomic counter: never reused, never raced. */
export async function nextProductId(): Promise<number> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: productKeys.counter,
      UpdateExpression: 'ADD #v :one SET entityType = :type, schemaVersion = :sv',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'counter', ':sv': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value);
}

export async function getCatalogVersion(): Promise<number> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: productKeys.catalogVersion, ProjectionExpression: '#v', ExpressionAttributeNames: { '#v': 'version' } }),
  );
  return Number(out.Item?.version ?? 0);
}

/** The catalogue-version bump, to go into the same transaction as the product write it announces. */
export function bumpCatalogVersion() {
  return {
    Update: {
      TableName: tableName(),
      Key: productKeys.catalogVersion,
      UpdateExpression: 'ADD #v :one SET entityType = :type, schemaVersion = :sv',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'catalog-version', ':sv': 1 },
    },
  };
}

/**
 * Writes a product and bumps the catalogue version in one transaction: the shop never misses a
 * write. `replacing` makes it an update of the record as it was read: the write is refused
 * (TransactionCanceledException, reason ConditionalCheckFailed) when the product is gone or its
 * stock has moved since, as checkouts and expiries move it without reading the record.
 */
export async function putProductRecord(record: ProductRecord, options: { replacing?: ProductRecord } = {}): Promise<void> {
  const condition = options.replacing
    ? { ConditionExpression: 'attribute_exists(PK) AND stock = :stockRead', ExpressionAttributeValues: { ':stockRead': options.replacing.stock } }
    : {};
  await db().send(
    new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: tableName(), Item: toItem(record), ...condition } }, bumpCatalogVersion()],
    }),
  );
}

/**
 * Deletes a product and everything in its item collection (its dealer prices), announcing it to
 * the catalogue. Dealer prices go first in batches; the product and the version bump last, in one
 * transaction. False when there was no such product.
 */
export async function deleteProductWithDealerPrices(id: number): Promise<boolean> {
  const keys: { PK: string; SK: string }[] = [];
  for (const item of await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': productKeys.byId(id).PK },
    ProjectionExpression: 'PK, SK',
  })) keys.push({ PK: String(item.PK), SK: String(item.SK) });
  if (!keys.some((k) => k.SK === 'PRODUCT')) return false;
  const others = keys.filter((k) => k.SK !== 'PRODUCT');
  for (let i = 0; i < others.length; i += 25) {
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: others.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) } }));
  }
  await db().send(
    new TransactWriteCommand({
      TransactItems: [{ Delete: { TableName: tableName(), Key: productKeys.byId(id) } }, bumpCatalogVersion()],
    }),
  );
  return true;
}
