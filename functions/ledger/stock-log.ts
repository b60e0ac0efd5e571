import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { stockLogEntrySchema, type StockLogEntry, type StockLogReason } from '../contracts/stock-log.js';
import { db, tableName } from '../core/table.js';
import { parseItem } from './items.js';
import { write, type Intent, type TransactItem } from './write-path.js';

/**
 * The stock log (issue 33): every change of a product's stock is one entry, written in the SAME
 * transaction as the change (a checkout's hold, a release, a cancellation, a reopened order, a
 * return back on the shelf, an admin's edit, an import).
 *
 * | item            | PK               | SK                              |
 * |-----------------|------------------|---------------------------------|
 * | stock log entry | PRODUCT#{id}     | STOCKLOG#{seq, 10 digits}       |
 *
 * How an entry knows before → after inside a transaction: the product item carries
 * `stockLogSeq`, the number of its entries. A logged move reads the product's position (stock and
 * seq), then writes `SET stock = :after, stockLogSeq = :seq + 1` conditional on
 * `stock = :before AND stockLogSeq = :seq`, and puts entry number seq + 1 beside it. Two moves
 * racing from the same position cannot both commit; the loser reads again and retries
 * (stock-positions.ts, commitStockMoves). So the entries form one gapless chain: entry n's before
 * is entry n − 1's after, and the newest entry's after is the stock. The reconciliation checks
 * exactly that (orders/reconcile.ts). Products written before the log existed have no
 * `stockLogSeq`: their chain starts at the stock they had at their first logged move.
 *
 * The log lives in the product's partition, so deleting a never-ordered product deletes its log
 * with it (product-entity.ts).
 */

export const STOCK_LOG_PREFIX = 'STOCKLOG#';

const productPk = (productId: number) => `PRODUCT#${productId}`;

export const stockLogKeys = {
  entry: (productId: number, seq: number) => ({ PK: productPk(productId), SK: `${STOCK_LOG_PREFIX}${String(seq).padStart(10, '0')}` }),
};

/** Where a product's stock stands, as read just before a move: the move is conditional on it. */
export interface StockPosition {
  productId: number;
  stock: number;
  /** Entries logged so far (0 for a product written before the log existed). */
  seq: number;
  /** Whether the product item has `stockLogSeq` at all (absent: written before the log existed). */
  tracked: boolean;
  /** The default variant's sku (issue 31's design: productNumber, else the id), logged with each entry. */
  sku: string;
  /** Units per variant SKU (a product with options), for a move's check before it is built. */
  variantStock?: Record<string, number>;
}

export interface StockMove {
  change: number;
  reason: StockLogReason;
  at: string;
  orderId?: string;
  importId?: string;
  /** Who made it: an admin's e-mail, the buyer's, `stripe`, `sweeper`, `system`. */
  by?: string;
  /**
   * The variant moved (issue 31): its SKU when the move is of one variant's units; null when one
   * move carries several variants of the product; absent: the product's default variant's
   * (`position.sku`). Before/after stay the product's total `stock` even for a variant's move:
   * the log is the product's one chain (per-variant units live in `variantStock`).
   */
  sku?: string | null;
  /**
   * The units each variant moved (a product with options): by SKU, + in, − out. Kept beside
   * `sku` because one move can carry several sizes (two in one order, an admin's edit of the
   * matrix, even one that moves units between sizes and leaves the total as it was); the
   * reconciliation rebuilds each variant's units from these (orders/reconcile.ts).
   */
  variants?: Record<string, number>;
}

/** A stock log entry as stored (the API's entry plus its keys). */
export function stockLogItem(productId: number, seq: number, entry: StockLogEntry): Record<string, unknown> {
  return { ...stockLogKeys.entry(productId, seq), entityType: 'stock-log', schemaVersion: 1, productId, seq, ...entry };
}

function entryOf(position: StockPosition, move: StockMove): StockLogEntry {
  return {
    at: move.at,
    change: move.change,
    before: position.stock,
    after: position.stock + move.change,
    reason: move.reason,
    // before/after above are the product's total stock; sku names which variant's units moved.
    ...(move.sku === null ? {} : { sku: move.sku ?? position.sku }),
    ...(move.variants && Object.keys(move.variants).length ? { variants: move.variants } : {}),
    ...(move.orderId ? { orderId: move.orderId } : {}),
    ...(move.importId ? { importId: move.importId } : {}),
    ...(move.by ? { by: move.by } : {}),
  };
}

/** The entry a move from this position writes, and its key: for writers that put the whole product (product-entity.ts). */
export function stockLogPut(position: StockPosition, move: StockMove): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: stockLogItem(position.productId, position.seq + 1, entryOf(position, move)),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** How a product's write is named in a failed transaction's answer (write-path.ts). */
export const productWhat = (productId: number) => `product:${productId}`;
export const stockLogWhat = (productId: number) => `stock-log:${productId}`;
export const isStockWhat = (what: string) => what.startsWith('product:') || what.startsWith('stock-log:');

/**
 * More of the product's update that must happen with the stock move (units sold, the first-order
 * mark, a variant's units in `variantStock` with its `#name` for the sku and its condition).
 */
export interface ProductUpdateParts {
  set?: string[];
  add?: string[];
  /** Attributes removed (an import that empties an optional text: absent, as the form stores it). */
  remove?: string[];
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * One logged stock move: the product's update from `position` (conditional on it) and the log
 * entry, as two intents of the caller's transaction.
 */
export function loggedStockMove(position: StockPosition, move: StockMove, more: ProductUpdateParts = {}): Intent[] {
  const sets = ['stock = :stockAfter', 'stockLogSeq = :seqAfter', ...(more.set ?? [])];
  const adds = more.add ?? [];
  const removes = more.remove ?? [];
  const seqCondition = position.tracked ? 'stockLogSeq = :seqBefore' : 'attribute_not_exists(stockLogSeq)';
  const condition = `attribute_exists(PK) AND stock = :stockBefore AND ${seqCondition}${more.condition ? ` AND ${more.condition}` : ''}`;
  return [
    write(productWhat(position.productId), {
      Update: {
        TableName: tableName(),
        Key: { PK: productPk(position.productId), SK: 'PRODUCT' },
        UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: condition,
        ...(more.names && Object.keys(more.names).length ? { ExpressionAttributeNames: more.names } : {}),
        ExpressionAttributeValues: {
          ...more.values,
          ':stockAfter': position.stock + move.change,
          ':stockBefore': position.stock,
          ':seqAfter': position.seq + 1,
          ...(position.tracked ? { ':seqBefore': position.seq } : {}),
        },
      },
    }),
    write(stockLogWhat(position.productId), stockLogPut(position, move)),
  ];
}

/** A stored entry: the API's entry and its number in the product's chain. */
const storedEntrySchema = stockLogEntrySchema.extend({ seq: z.number().int().positive() });

/** The stock log's entry as the API shows it (the stored item less its keys), parsed: a malformed one is a LedgerItemError. */
function entryFromItem(item: Record<string, unknown>): StockLogEntry & { seq: number } {
  const { productId: _p, ...entry } = item;
  return parseItem('stock-log', storedEntrySchema, entry);
}

/** A page of a product's log, newest first; `before` is the seq to continue below (the previous page's `next`). */
export async function listStockLog(productId: number, options: { limit: number; before?: number }): Promise<{ entries: (StockLogEntry & { seq: number })[]; next: number | null }> {
  // Seqs are whole numbers: "below `before`" is "up to before − 1", inclusive.
  const upper = options.before === undefined ? `${STOCK_LOG_PREFIX}~` : stockLogKeys.entry(productId, options.before - 1).SK;
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': productPk(productId), ':from': STOCK_LOG_PREFIX, ':to': upper },
      ScanIndexForward: false,
      Limit: options.limit + 1,
      ConsistentRead: true,
    }),
  );
  const entries = (out.Items ?? []).map(entryFromItem);
  const page = entries.slice(0, options.limit);
  return { entries: page, next: entries.length > options.limit ? page[page.length - 1]!.seq : null };
}

/** Every entry of every product's log, for the reconciliation: from a scan's items. */
export function stockLogEntriesOf(items: Record<string, unknown>[]): Map<number, (StockLogEntry & { seq: number })[]> {
  const byProduct = new Map<number, (StockLogEntry & { seq: number })[]>();
  for (const item of items) {
    if (item.entityType !== 'stock-log') continue;
    const id = Number(item.productId);
    const list = byProduct.get(id) ?? [];
    list.push(entryFromItem(item));
    byProduct.set(id, list);
  }
  for (const list of byProduct.values()) list.sort((a, b) => a.seq - b.seq);
  return byProduct;
}

/**
 * What is wrong with one product's log against its stock: a gap or a broken link in the chain,
 * an entry whose after is not before + change, a newest entry that is not the stock, a count that
 * is not `stockLogSeq`. Empty when the product's stock equals its log.
 */
export function stockLogProblems(product: { stock: number; stockLogSeq?: number }, entries: (StockLogEntry & { seq: number })[]): string[] {
  const problems: string[] = [];
  if (product.stockLogSeq === undefined) {
    if (entries.length) problems.push(`has ${entries.length} stock log entries but no stockLogSeq`);
    return problems;
  }
  if (entries.length !== product.stockLogSeq) problems.push(`stockLogSeq is ${product.stockLogSeq}, its log has ${entries.length} entries`);
  entries.forEach((entry, i) => {
    if (entry.seq !== i + 1) problems.push(`stock log entry ${i + 1} is missing (found ${entry.seq})`);
    if (entry.after !== entry.before + entry.change) problems.push(`stock log entry ${entry.seq}: ${entry.before} + ${entry.change} ≠ ${entry.after}`);
    const previous = entries[i - 1];
    if (previous && entry.before !== previous.after) problems.push(`stock log entry ${entry.seq} starts at ${entry.before}, entry ${previous.seq} ended at ${previous.after}`);
  });
  const newest = entries[entries.length - 1];
  if (newest && newest.after !== product.stock) problems.push(`stock is ${product.stock}, its log ends at ${newest.after}`);
  if (!newest && product.stock !== 0) problems.push(`stock is ${product.stock}, its log is empty`);
  return problems;
}
