import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '../contracts/order.js';
import { db, queryAll, tableName } from '../core/table.js';
import { ledgerIndexKeys } from './keys.js';
import { ALL_FIELD, LIST_COUNTER_MARKERS, statusCountField, type CountedList } from './list-counters.js';
import { fromItem as orderFromItem, type OrderRecord } from './order-entity.js';
import { fromRefundItem, type RefundRecord } from './refund-entity.js';
import { fromReturnItem, type ReturnRecord } from './return-entity.js';
import { stockLogEntriesOf } from './stock-log.js';
import type { StockLogEntry } from '../contracts/stock-log.js';

/**
 * The ledger's reads for the jobs that look at many orders at once: the stale-order sweeper, the
 * review requests and the reconciliation. Every key and index is the ledger's, and every order,
 * refund and return comes back parsed (items.ts), so none of those jobs reads the table itself.
 */

/** Ids of pending orders created before `before` (the per-status index, oldest first): the sweeper's. */
export async function pendingOrderIdsBefore(before: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: { ':pk': ledgerIndexKeys.ordersByStatus('pending').GSI2PK, ':before': before },
  });
  return items.map((item) => String(item.id));
}

/** Delivered orders created since `since` (the per-status index): the review requests'. */
export async function deliveredOrdersCreatedSince(since: Date): Promise<OrderRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :since',
    ExpressionAttributeValues: { ':pk': ledgerIndexKeys.ordersByStatus('delivered').GSI2PK, ':since': since.toISOString() },
  });
  return items.map(orderFromItem);
}

/** A product's stock ledger, as the reconciliation needs it. */
export interface ProductBooks {
  id: number;
  stock: number;
  unitsSold: number;
  /** Absent on products written before the stock ledger existed. */
  unitsStocked: number | undefined;
  /** The number of its stock log entries (stock-log.ts); absent on products written before the log existed. */
  stockLogSeq: number | undefined;
  /** A product with options (issue 31): the units of each variant, by SKU; absent for one that never had options. */
  variantStock?: Record<string, number>;
  /** Whether it has options now (its `stock` is then the total of `variantStock`). */
  hasOptions: boolean;
}

/** Everything the reconciliation checks, read in one pass over the table. */
export interface LedgerBooks {
  products: Map<number, ProductBooks>;
  orders: OrderRecord[];
  refunds: RefundRecord[];
  returns: ReturnRecord[];
  /** Invoice (FV) and correction (FK) counters by year. */
  invoiceCounters: Map<string, number>;
  correctionCounters: Map<string, number>;
  /** The statistics item (`STATS / ORDERS`) as stored. */
  stats: Record<string, unknown>;
  periods: Map<string, { revenue: number; orders: number; refunded: number }>;
  /** The admin lists' counter items (list-counters.ts), field by field. */
  listCounters: Map<CountedList, Record<string, number>>;
  /** What each admin list's index partitions really hold, in the counters' fields. */
  listEntries: Map<CountedList, Record<string, number>>;
  /** Promotions' counters (promotion-usage.ts): each code's uses, each promotion's usage. */
  codeUses: Map<string, number>;
  promotionUsage: Map<string, { orders: number; discount: number }>;
  /** Dealers' terms accounts (terms-account.ts): each one's open balance, and the transfers received per order. */
  termsAccounts: Map<string, number>;
  termsPaid: Map<string, number>;
  /** Each product's stock log entries, oldest first (stock-log.ts). */
  stockLogs: Map<number, (StockLogEntry & { seq: number })[]>;
}

async function scanAll(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const num = (value: unknown) => Number(value ?? 0);

/** The list (and the counter field) an item's index entry puts it in, if any. */
function listEntryOf(item: Record<string, unknown>): { list: CountedList; status?: string } | undefined {
  const gsi2 = typeof item.GSI2PK === 'string' ? item.GSI2PK : '';
  const orderPartition = ledgerIndexKeys.ordersByStatus('pending').GSI2PK.replace('pending', '');
  const returnPartition = ledgerIndexKeys.returnsByStatus('requested').GSI2PK.replace('requested', '');
  if (item.entityType === 'order' && gsi2.startsWith(orderPartition)) return { list: 'orders', status: gsi2.slice(orderPartition.length) };
  if (item.entityType === 'return' && gsi2.startsWith(returnPartition)) return { list: 'returns', status: gsi2.slice(returnPartition.length) };
  if (item.entityType === 'refund' && gsi2 === ledgerIndexKeys.recentRefunds().GSI2PK) return { list: 'refunds' };
  if (item.entityType === 'invoice' && item.GSI1PK === ledgerIndexKeys.issuedInvoices().GSI1PK) return { list: 'invoices' };
  return undefined;
}

/**
 * The whole table once, consistently, sorted into the ledger's books. Pure reading; its cost
 * grows with the table (the hourly reconciliation's, never a request's).
 */
export async function readLedgerBooks(): Promise<LedgerBooks> {
  const books: LedgerBooks = {
    products: new Map(),
    orders: [],
    refunds: [],
    returns: [],
    invoiceCounters: new Map(),
    correctionCounters: new Map(),
    stats: {},
    periods: new Map(),
    listCounters: new Map(),
    listEntries: new Map((['orders', 'returns', 'invoices', 'refunds'] as const).map((list) => [list, {}])),
    codeUses: new Map(),
    promotionUsage: new Map(),
    termsAccounts: new Map(),
    termsPaid: new Map(),
    stockLogs: new Map(),
  };
  const items = await scanAll();
  books.stockLogs = stockLogEntriesOf(items);
  for (const item of items) {
    const entry = listEntryOf(item);
    if (entry) {
      const counts = books.listEntries.get(entry.list)!;
      counts[ALL_FIELD] = (counts[ALL_FIELD] ?? 0) + 1;
      if (entry.status) counts[statusCountField(entry.status)] = (counts[statusCountField(entry.status)] ?? 0) + 1;
    }
    switch (item.entityType) {
      case 'terms-account':
        books.termsAccounts.set(String(item.userId), num(item.openBalance));
        break;
      case 'terms-payment':
        books.termsPaid.set(String(item.orderId), (books.termsPaid.get(String(item.orderId)) ?? 0) + num(item.amount));
        break;
      case 'promotionCode':
        books.codeUses.set(String(item.code), num(item.uses));
        break;
      case 'promotion':
        books.promotionUsage.set(String(item.id), { orders: num(item.usageOrders), discount: num(item.usageDiscount) });
        break;
      case 'product':
        books.products.set(num(item.id), { id: num(item.id), stock: num(item.stock), unitsSold: num(item.unitsSold), unitsStocked: item.unitsStocked === undefined ? undefined : num(item.unitsStocked), stockLogSeq: item.stockLogSeq === undefined ? undefined : num(item.stockLogSeq),
          ...(item.variantStock ? { variantStock: item.variantStock as Record<string, number> } : {}),
          hasOptions: Array.isArray(item.options) && item.options.length > 0,
        });
        break;
      case 'order':
        books.orders.push(orderFromItem(item));
        break;
      case 'refund':
        books.refunds.push(fromRefundItem(item));
        break;
      case 'invoice-counter':
        books.invoiceCounters.set(String(item.SK), num(item.value));
        break;
      case 'correction-counter':
        books.correctionCounters.set(String(item.SK), num(item.value));
        break;
      case 'return':
        books.returns.push(fromReturnItem(item));
        break;
      case 'order-stats':
        books.stats = item;
        break;
      case 'order-stats-period':
        books.periods.set(String(item.SK), { revenue: num(item.revenue), orders: num(item.orders), refunded: num(item.refunded) });
        break;
      case 'list-counter': {
        const { PK: _pk, SK, entityType: _t, schemaVersion: _v, ...fields } = item;
        const counts = Object.entries(fields).filter(([field]) => !(LIST_COUNTER_MARKERS as readonly string[]).includes(field));
        books.listCounters.set(SK as CountedList, Object.fromEntries(counts.map(([field, n]) => [field, num(n)])));
        break;
      }
    }
  }
  return books;
}

/**
 * A guest's order found by the start of its id and its e-mail among the orders of `statuses`
 * created since `since` (the per-status index, a key range; the id and e-mail are filters).
 */
export async function ordersByShortId(idPrefix: string, emailLower: string, statuses: readonly OrderStatus[], since: string): Promise<OrderRecord[]> {
  const found = await Promise.all(
    statuses.map((status) =>
      queryAll({
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :since',
        FilterExpression: 'begins_with(#id, :prefix) AND customerEmailLower = :email',
        ExpressionAttributeNames: { '#id': 'id' },
        ExpressionAttributeValues: { ':pk': ledgerIndexKeys.ordersByStatus(status).GSI2PK, ':since': since, ':prefix': idPrefix, ':email': emailLower },
      }),
    ),
  );
  return found.flat().map(orderFromItem);
}

/**
 * The index partitions the admin orders list pages through (functions/core/key-pages.ts): named
 * here so its query module never spells the ledger's keys. (The returns, refunds and invoices
 * lists are paged by the ledger itself: admin-list-reads.ts.)
 */
export const listPartitions = {
  orders: (status: OrderStatus) => ledgerIndexKeys.ordersByStatus(status).GSI2PK,
};
