import { BatchGetCommand, type BatchGetCommandOutput, BatchWriteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { ParcelSize } from '../contracts/delivery.js';
import type { Product } from '../contracts/product.js';
import { NO_FITMENT, type Fitment } from '../contracts/vehicles.js';
import { db, isConditionFailure, queryAll, tableName, type ItemMeta } from '../core/table.js';
import { averageOf, reviewKeys, statsFromItem } from '../reviews/review-entity.js';
import { catalogChange } from './catalog-head-entity.js';
import { manufacturerLinks } from './manufacturer-entity.js';
import { lowestPriceBeforeCurrent, type PricePoint } from './price-history.js';
import { stockLogPut, type StockPosition } from '../ledger/stock-log.js';
import type { TransactItem } from '../ledger/write-path.js';
import { publicVariants, type StoredVariant } from './variants.js';
import type { ProductOption } from '../contracts/product.js';
import type { VolumeBreak } from '../contracts/volume-prices.js';

/**
 * Product entity.
 *
 * | access pattern         | key                                                            |
 * |------------------------|----------------------------------------------------------------|
 * | byId                   | PK = PRODUCT#{id}, SK = PRODUCT                                |
 * | allNewestFirst         | GSI1PK = PRODUCTS, GSI1SK = {createdAt}#{id, 10 digits} (desc) |
 * | nextProductId          | PK = COUNTER, SK = PRODUCT_ID (atomic ADD)                     |
 *
 * Every write of a product announces it to the catalogue head in the same transaction
 * (catalog-head-entity.ts: `catalogChange`), so the live catalogue never misses one. A writer
 * elsewhere (orders: stock, units sold) announces after its own transaction
 * (`announceProductChanges`).
 *
 * The stored record is the API product less what is derived (`inStock` from `stock`,
 * `lowestPrice30d` from `priceHistory`), plus what only the server may see: `stock` (units
 * available) and `dealerPrice` (grosze, the general dealer price).
 *
 * `rating` and `reviews` are never stored on the product: every read takes them from the
 * product's review statistics item (reviews/review-entity.ts, `PK = PRODUCT#{id}, SK =
 * REVIEW_STATS`: approved reviews only, exact counters moved in the same transaction as a
 * review's status), so an admin's edit can neither type them nor put back an old count. Numbers
 * typed into product items before reviews existed are ignored on read and dropped by the next write.
 *
 * Four fields belong to the order ledger (functions/orders): orders change them in the same
 * transaction as the order, and a product edit never writes them back from an earlier read:
 *   stock          units on sale now (a pending order holds its units out of it)
 *   unitsSold      units in paid orders (processing, shipped, delivered): the bestseller rank
 *   unitsStocked   units ever put on sale (seed, admin stock changes, net), the reconciliation's
 *                  baseline: stock + held by pending orders + unitsSold = unitsStocked
 *   firstOrderedAt set by the first checkout that names the product: from then on it is archived
 *                  (`archivedAt`), never deleted
 *   variantStock   a product with options (variants.ts): units on sale per variant SKU, moved
 *                  in the same update as `stock`, which stays their total. Once a product had
 *                  variants its item keeps the map (empty when the options are gone), so a
 *                  release of an old order's units always has somewhere to land.
 */
export const PRODUCT_SCHEMA_VERSION = 1;

export interface ProductRecord extends Omit<Product, 'inStock' | 'lowestPrice30d' | 'fitment' | 'mpn' | 'safety' | 'options' | 'variants'> {
  /** Options and variants (issue 31, variants.ts); absent on a product without options. */
  options?: ProductOption[];
  variants?: StoredVariant[];
  /** Units per variant SKU (see the ledger's fields above); `stock` is their total. */
  variantStock?: Record<string, number>;
  /** The vehicles it fits (contracts/vehicles.ts); absent on products saved before fitment existed (not known). */
  fitment?: Fitment;
  stock: number;
  /** At or under this many units it runs low (catalog/low-stock.ts); absent or null: the shop's default. */
  lowStockThreshold?: number | null;
  dealerPrice: number | null;
  /** Not sold to dealers (absent: it is; see contracts/admin.ts). */
  notForDealers?: boolean;
  /** Every price the product had, oldest first (see price-history.ts). */
  priceHistory?: PricePoint[];
  /** How it ships (contracts/delivery.ts); absent on products saved before delivery methods existed. */
  parcelSize?: ParcelSize;
  weightGrams?: number;
  /** Units in paid orders (absent: none yet): the bestseller rank. */
  unitsSold?: number;
  /** Units ever put on sale, net (absent on products written before the ledger tracked it). */
  unitsStocked?: number;
  /** Entries in the product's stock log (functions/ledger/stock-log.ts; absent: written before the log existed). */
  stockLogSeq?: number;
  /** When an order first named the product (absent: never ordered, so it may be deleted). */
  firstOrderedAt?: string;
  /** When it was archived: hidden from the shop (shop-visibility.ts), kept for orders and the admin. */
  archivedAt?: string | null;
  /** `draft`: never in the shop (shop-visibility.ts); absent: published (every product saved before drafts existed). */
  status?: 'draft' | 'published';
  /** GPSR (issue 30): the manufacturer in the register (manufacturer-entity.ts) and the safety texts. */
  manufacturerId?: string;
  safetyWarnings?: string;
  safetyWarningsEn?: string;
  /** Dealers' volume breaks of this product (contracts/volume-prices.ts); absent: its category's apply. Never public. */
  volumeBreaks?: VolumeBreak[];
}

/** The ledger's fields of a product item (see above): a product edit must not overwrite them. */
export const ORDER_OWNED_PRODUCT_FIELDS = ['stock', 'variantStock', 'unitsSold', 'unitsStocked', 'stockLogSeq', 'firstOrderedAt', 'archivedAt'] as const;

type ProductItem = ItemMeta & ProductRecord & { GSI1PK: string; GSI1SK: string };

export const productKeys = {
  byId: (id: number) => ({ PK: `PRODUCT#${id}`, SK: 'PRODUCT' }),
  allNewestFirst: (createdAt: string, id: number) => ({
    GSI1PK: 'PRODUCTS',
    GSI1SK: `${createdAt}#${String(id).padStart(10, '0')}`,
  }),
  counter: { PK: 'COUNTER', SK: 'PRODUCT_ID' },
} as const;

export function toItem(record: ProductRecord): Omit<ProductItem, 'rating' | 'reviews'> {
  const { rating: _rating, reviews: _reviews, ...stored } = record;
  return {
    ...productKeys.byId(record.id),
    ...productKeys.allNewestFirst(record.createdAt, record.id),
    entityType: 'product',
    schemaVersion: PRODUCT_SCHEMA_VERSION,
    ...stored,
  };
}

/** The product with its stars: from its review statistics item (absent: no approved review yet). */
export function withReviewStats(record: ProductRecord, statsItem: Record<string, unknown> | undefined): ProductRecord {
  const stats = statsFromItem(statsItem);
  return { ...record, rating: averageOf(stats), reviews: stats.count };
}

/**
 * What every read checks of a stored product: the fields that prices, stock, orders and the
 * shop's visibility compute from. A product item without them is a clear error naming its key
 * and field, never a record cast into a shape it does not have. The rest of the item (texts,
 * images, options…) is what the admin's form saved, validated by the product schemas on write,
 * and is kept as stored; checking all of it here would cost every catalogue publish a full parse
 * of every product for fields nothing on the server computes from.
 */
const storedProductCheck = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    productNumber: z.string(),
    price: z.number().int(),
    originalPrice: z.number().int().nullable().optional(),
    dealerPrice: z.number().int().nullable().optional(),
    stock: z.number().int(),
    variantStock: z.record(z.string(), z.number().int()).optional(),
    unitsSold: z.number().int().optional(),
    unitsStocked: z.number().int().optional(),
    stockLogSeq: z.number().int().optional(),
    archivedAt: z.string().nullable().optional(),
    status: z.enum(['draft', 'published']).optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .loose();
/** Whether a stored product (keys stripped) has what the server computes from: the check above, as a type guard. */
function isStoredProduct(record: Record<string, unknown>): record is ProductRecord & Record<string, unknown> {
  return storedProductCheck.safeParse(record).success;
}

export function fromItem(item: Record<string, unknown>): ProductRecord {
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, entityType: _type, schemaVersion: _version, ...record } = item;
  if (isStoredProduct(record)) return record;
  const problem = storedProductCheck.safeParse(record).error;
  throw new Error(`Stored product item ${String(item.PK)} / ${String(item.SK)} is malformed: ${problem ? z.prettifyError(problem) : 'not a product'}`);
}

/**
 * The public view: what anyone may see of a product. Never carries stock counts or dealer prices,
 * unless `withVariantStock` (an admin's view): then each variant says its units.
 */
export function toPublicProduct(record: ProductRecord, withVariantStock = false): Product {
  const {
    stock,
    options,
    variants: _variants,
    variantStock: _variantStock,
    dealerPrice: _dealerPrice,
    priceHistory,
    unitsSold: _unitsSold,
    unitsStocked: _unitsStocked,
    stockLogSeq: _stockLogSeq,
    lowStockThreshold: _lowStockThreshold,
    firstOrderedAt: _firstOrderedAt,
    archivedAt: _archivedAt,
    parcelSize: _parcelSize,
    weightGrams: _weightGrams,
    status: _status,
    manufacturerId: _manufacturerId,
    safetyWarnings: _safetyWarnings,
    safetyWarningsEn: _safetyWarningsEn,
    volumeBreaks: _volumeBreaks,
    ...rest
  } = record;
  return {
    ...rest,
    mpn: record.productNumber,
    fitment: record.fitment ?? NO_FITMENT,
    inStock: stock > 0,
    options: options ?? [],
    variants: publicVariants(record, withVariantStock),
    // Shown only beside a reduced price: the lowest price of the 30 days before the reduction.
    lowestPrice30d: record.isOnSale ? lowestPriceBeforeCurrent(priceHistory) : null,
  };
}

export async function getProductRecord(id: number, options: { consistent?: boolean } = {}): Promise<ProductRecord | undefined> {
  const [out, stats] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: productKeys.byId(id), ConsistentRead: options.consistent })),
    db().send(new GetCommand({ TableName: tableName(), Key: reviewKeys.stats(id), ConsistentRead: options.consistent })),
  ]);
  return out.Item ? withReviewStats(fromItem(out.Item), stats.Item) : undefined;
}

/**
 * Several products by id, each with its review statistics (BatchGetItem: 50 products and their
 * statistics a request, unprocessed keys retried); missing ids are absent.
 */
export async function getProductRecords(ids: readonly number[], options: { consistent?: boolean } = {}): Promise<Map<number, ProductRecord>> {
  const products = new Map<number, ProductRecord>();
  const stats = new Map<number, Record<string, unknown>>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 50) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 50).flatMap((id) => [productKeys.byId(id), reviewKeys.stats(id)]);
    for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
      const out: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: options.consistent } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const id = Number(String(item.PK).slice('PRODUCT#'.length));
        if (item.SK === 'PRODUCT') products.set(id, fromItem(item));
        else stats.set(id, item);
      }
      keys = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
    if (keys?.length) throw new Error(`BatchGet left ${keys.length} keys unprocessed`);
  }
  return new Map([...products].map(([id, record]) => [id, withReviewStats(record, stats.get(id))]));
}

/**
 * Every product, newest first, read page by page from GSI1: for the admin's list and the
 * catalogue publisher's audit, never for a shop request (the shop answers from the snapshot).
 */
export async function listAllProductRecords(): Promise<ProductRecord[]> {
  const [items, statsItems] = await Promise.all([
    queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': 'PRODUCTS' }, ScanIndexForward: false }),
    // Every product's review statistics, from their own index partition (reviews/review-entity.ts: allStats).
    queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': 'REVIEW_STATS' } }),
  ]);
  const stats = new Map(statsItems.map((item) => [Number(item.GSI1SK), item]));
  return items.map((item) => {
    const record = fromItem(item);
    return withReviewStats(record, stats.get(record.id));
  });
}

/**
 * Product ids are numbers from an atomic counter: never reused, never raced. `count` reserves
 * that many in one write (the import's creations) and answers the first: the ids run from it on.
 */
export async function nextProductId(count = 1): Promise<number> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: productKeys.counter,
      UpdateExpression: 'ADD #v :count SET entityType = :type, schemaVersion = :sv',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':count': count, ':type': 'counter', ':sv': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value) - count + 1;
}

/**
 * The condition that the ledger's fields are still what `read` held: a whole-item put made from
 * that read then loses nothing an order wrote in between (a checkout's hold, a payment's units
 * sold). Refused writes are TransactionCanceledExceptions with reason ConditionalCheckFailed.
 */
function unchangedLedgerFields(read: ProductRecord): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> } {
  const parts = ['attribute_exists(PK)'];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const field of ORDER_OWNED_PRODUCT_FIELDS) {
    names[`#${field}`] = field;
    const value = read[field];
    if (value === undefined || value === null) parts.push(`(attribute_not_exists(#${field}) OR #${field} = :null)`);
    else {
      parts.push(`#${field} = :${field}Read`);
      values[`:${field}Read`] = value;
    }
  }
  values[':null'] = null;
  return { ConditionExpression: parts.join(' AND '), ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/** Who changed a product's stock, and why, for its stock log (functions/ledger/stock-log.ts). */
export interface StockChangeSource {
  reason: 'created' | 'adminEdit' | 'import';
  by?: string;
  importId?: string;
}

/**
 * The sku an edit's (or a creation's) stock log entry names: the one variant whose units changed;
 * none when several did (the entry's before/after are the product's total `stock` either way);
 * the default variant's (the position's) for a product without variants.
 */
function skuOfEdit(after: Record<string, number> | undefined, before: Record<string, number> | undefined): string | null | undefined {
  if (!after && !before) return undefined;
  const changed = Object.keys(variantUnitsMoved(after, before));
  return changed.length === 1 ? changed[0] : null;
}

/** The units each variant's stock moved by in an edit (or a creation), by SKU: the log entry's `variants`. */
function variantUnitsMoved(after: Record<string, number> | undefined, before: Record<string, number> | undefined): Record<string, number> {
  const skus = new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  return Object.fromEntries([...skus].map((sku) => [sku, (after?.[sku] ?? 0) - (before?.[sku] ?? 0)]).filter(([, moved]) => moved !== 0));
}

/**
 * A new product's writes for a transaction that creates many at once (the CSV import's
 * creations, bulk/import-apply.ts): its item, on condition that its id is still free, and its
 * first stock log entry (`created`) when it starts with units, as putProductRecord writes them
 * for one. The caller adds the catalogue head and the manufacturers' counts once for all.
 */
export function newProductWrites(record: ProductRecord, source: Omit<StockChangeSource, 'reason'>): TransactItem[] {
  const at = record.updatedAt ?? new Date().toISOString();
  const variants = variantUnitsMoved(record.variantStock, undefined);
  const logged = record.stock !== 0 || Object.keys(variants).length > 0;
  const from: StockPosition = { productId: record.id, stock: 0, seq: 0, tracked: true, sku: record.productNumber || String(record.id) };
  const item: ProductRecord = { ...record, stockLogSeq: logged ? 1 : 0, unitsStocked: record.unitsStocked ?? record.stock, unitsSold: record.unitsSold ?? 0 };
  return [
    { Put: { TableName: tableName(), Item: toItem(item), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(logged ? [stockLogPut(from, { change: record.stock, at, ...source, reason: 'created', sku: skuOfEdit(record.variantStock, undefined), variants })] : []),
  ];
}

/**
 * Writes a product and announces it to the catalogue in one transaction: the shop never misses a
 * write. `replacing` makes it an update of the record as it was read: the write is refused
 * (TransactionCanceledException, reason ConditionalCheckFailed) when the product is gone or the
 * ledger's fields (stock, units sold, the stock log's count…) moved since, as orders move them
 * without reading the record. A new product starts its stock ledger (`unitsStocked`) at its
 * stock; an edit that changes stock moves the ledger by the same number of units. Either writes
 * the stock log's entry in the same transaction (a new product's first stock is `created`).
 */
export async function putProductRecord(record: ProductRecord, options: { replacing?: ProductRecord; source?: StockChangeSource } = {}): Promise<void> {
  const read = options.replacing;
  const at = record.updatedAt ?? new Date().toISOString();
  const from: StockPosition = {
    productId: record.id,
    stock: read?.stock ?? 0,
    seq: read?.stockLogSeq ?? 0,
    tracked: read ? read.stockLogSeq !== undefined : true,
    sku: record.productNumber || String(record.id),
  };
  const change = record.stock - from.stock;
  const variants = variantUnitsMoved(record.variantStock, read?.variantStock);
  // Units moved between sizes leave the total as it was, yet each size's units must stay
  // traceable in the log (the reconciliation rebuilds them from it): such an edit is logged too.
  const logged = change !== 0 || Object.keys(variants).length > 0;
  const source = options.source ?? { reason: read ? 'adminEdit' : 'created' };
  const logEntry = logged ? [stockLogPut(from, { change, at, ...source, reason: read ? source.reason : 'created', sku: skuOfEdit(record.variantStock, read?.variantStock), variants })] : [];
  const stockLogSeq = logged ? from.seq + 1 : read?.stockLogSeq ?? 0;
  const item: ProductRecord = read
    ? { ...record, stockLogSeq: read.stockLogSeq === undefined && !logged ? undefined : stockLogSeq, unitsStocked: read.unitsStocked === undefined ? undefined : read.unitsStocked + (record.stock - read.stock) }
    : { ...record, stockLogSeq, unitsStocked: record.unitsStocked ?? record.stock, unitsSold: record.unitsSold ?? 0 };
  const condition = read ? withManufacturerAsRead(unchangedLedgerFields(read), read) : {};
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: toItem(item), ...condition } },
        ...logEntry,
        catalogChange([record.id]),
        // The register counts the products naming each manufacturer (manufacturer-entity.ts).
        ...manufacturerLinks(read?.manufacturerId, record.manufacturerId),
      ],
    }),
  );
}

/**
 * Adds "it still names the manufacturer it named when read" to a replacing write's condition:
 * the register's counts move from that one, so two edits racing must not both move them.
 */
function withManufacturerAsRead(condition: ReturnType<typeof unchangedLedgerFields>, read: ProductRecord): ReturnType<typeof unchangedLedgerFields> {
  const names = { ...condition.ExpressionAttributeNames, '#manufacturerId': 'manufacturerId' };
  if (!read.manufacturerId) return { ...condition, ConditionExpression: `${condition.ConditionExpression} AND attribute_not_exists(#manufacturerId)`, ExpressionAttributeNames: names };
  return {
    ConditionExpression: `${condition.ConditionExpression} AND #manufacturerId = :manufacturerIdRead`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':manufacturerIdRead': read.manufacturerId },
  };
}

/**
 * What the admin's delete does. A product no order names is deleted, with everything in its item
 * collection (its dealer prices); one that an order names is archived instead: hidden from the
 * shop, kept for its orders (their stock releases and units sold still land on it) and
 * restorable. The delete is conditional on no checkout having named the product meanwhile (the
 * checkout's hold sets `firstOrderedAt` on the same item), so the two can race safely.
 * Returns what happened, or `missing`.
 */
export async function deleteOrArchiveProduct(id: number, at = new Date().toISOString(), attempt = 1): Promise<'deleted' | 'archived' | 'missing'> {
  const record = await getProductRecord(id, { consistent: true });
  if (!record) return 'missing';
  if (!record.firstOrderedAt) {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName(),
                Key: productKeys.byId(id),
                // …and still naming the manufacturer read, whose count it leaves (a race lands below: archived or missing).
                ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(firstOrderedAt) AND ${record.manufacturerId ? 'manufacturerId = :m' : 'attribute_not_exists(manufacturerId)'}`,
                ...(record.manufacturerId ? { ExpressionAttributeValues: { ':m': record.manufacturerId } } : {}),
              },
            },
            catalogChange([id]),
            ...manufacturerLinks(record.manufacturerId, undefined),
          ],
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A checkout named it meanwhile (archive it), or an edit gave it another manufacturer (try again).
      const now = await getProductRecord(id, { consistent: true });
      if (now && !now.firstOrderedAt && now.manufacturerId !== record.manufacturerId && attempt < 3) return deleteOrArchiveProduct(id, at, attempt + 1);
      return (await archiveProduct(id, at)) ? 'archived' : 'missing';
    }
    // Its dealer prices after it: a crash in between leaves prices of a product that is gone,
    // which nothing reads, never a product that lost its prices but lives on.
    const others: { PK: string; SK: string }[] = [];
    for (const item of await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': productKeys.byId(id).PK },
      ProjectionExpression: 'PK, SK',
    })) others.push({ PK: String(item.PK), SK: String(item.SK) });
    for (let i = 0; i < others.length; i += 25) {
      await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: others.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) } }));
    }
    return 'deleted';
  }
  return (await archiveProduct(id, at)) ? 'archived' : 'missing';
}


/** Hides a product from the shop (or shows it again), announcing it to the catalogue. False when it does not exist. */
async function setArchived(id: number, archivedAt: string | null): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: productKeys.byId(id),
              UpdateExpression: archivedAt ? 'SET archivedAt = :at' : 'REMOVE archivedAt',
              ConditionExpression: 'attribute_exists(PK)',
              ...(archivedAt ? { ExpressionAttributeValues: { ':at': archivedAt } } : {}),
            },
          },
          catalogChange([id]),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export const archiveProduct = (id: number, at: string): Promise<boolean> => setArchived(id, at);
export const restoreProduct = (id: number): Promise<boolean> => setArchived(id, null);
