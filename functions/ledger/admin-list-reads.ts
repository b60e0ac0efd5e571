import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_REFUNDS_PAGE_SIZE } from '../contracts/admin.js';
import { ADMIN_INVOICES_PAGE_SIZE, type AdminInvoicesQuery } from '../contracts/invoice.js';
import { ADMIN_RETURNS_PAGE_SIZE, returnStatuses, type ReturnStatus } from '../contracts/returns.js';
import { countMatching, cursorsOf, decodeCursor, keyPage, lastPageCursor, pageOfSorted, positionOf, type KeyPage, type KeyPageSpec } from '../core/key-pages.js';
import { dayRangeKeys } from '../core/shop-days.js';
import { db, queryAll, tableName } from '../core/table.js';
import { invoiceFromItem, type InvoiceRecord } from './invoice-entity.js';
import { ledgerIndexKeys } from './keys.js';
import { ALL_FIELD, countOf, listCounterKey, statusCountField, type CountedList } from './list-counters.js';
import { fromRefundItem, type RefundRecord } from './refund-entity.js';
import { fromReturnItem, returnStatusPartition, type ReturnRecord } from './return-entity.js';

/**
 * The admin's returns, refunds and invoices lists: newest first, a page at a time by cursor, with
 * exact totals. A page comes from key conditions (core/key-pages.ts): at most
 * `partitions × (pageSize + 1)` entries read, at any number of entries; a total is the list's
 * counter (list-counters.ts), kept in the same transactions as the writes, read consistently.
 * Every entry comes back parsed (items.ts). The handlers (orders/handlers/admin-returns.ts,
 * admin-orders.ts, invoices/handlers/admin-invoices.ts) only shape the answer.
 *
 * | list     | index | partitions                          | sort key                              | total                          |
 * |----------|-------|-------------------------------------|---------------------------------------|--------------------------------|
 * | returns  | GSI2  | RETURNS#{status} (one, or all five) | {createdAt}#{orderId}#{returnId}      | LIST_COUNTS/returns            |
 * | refunds  | GSI2  | REFUNDS                             | {createdAt}#{orderId}#{refundId}      | LIST_COUNTS/refunds            |
 * | invoices | GSI1  | INVOICES                            | {issuedAt}#{orderId}[#{refundId}]     | LIST_COUNTS/invoices, or COUNT |
 *
 * What the invoices' filters cost beyond a key condition: the issue dates are a key range, but no
 * counter knows its total (a COUNT query over the range); a KSeF status or company/consumer filter
 * is a FilterExpression, so a page reads every invoice it passes over until it has 20 matches, and
 * its total is a COUNT over the range; a search (`matching`, a case-insensitive substring the
 * invoices module decides: DynamoDB's `contains` is case-sensitive) reads every invoice of the
 * date range, in proportion to them.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  nextCursor: string | null;
  prevCursor: string | null;
  lastCursor: string | null;
  /** Entries DynamoDB read for this answer (a counter is one). */
  itemsRead: number;
}

export const returnListSpec = (status?: ReturnStatus): KeyPageSpec => ({
  index: 'GSI2',
  pk: 'GSI2PK',
  sk: 'GSI2SK',
  partitions: (status ? [status] : returnStatuses).map(returnStatusPartition),
  pageSize: ADMIN_RETURNS_PAGE_SIZE,
});

export const refundListSpec = (): KeyPageSpec => ({ index: 'GSI2', pk: 'GSI2PK', sk: 'GSI2SK', partitions: [ledgerIndexKeys.recentRefunds().GSI2PK], pageSize: ADMIN_REFUNDS_PAGE_SIZE });

export type InvoiceListFilter = Omit<AdminInvoicesQuery, 'cursor' | 'search'>;

export function invoiceListSpec(query: InvoiceListFilter): KeyPageSpec {
  const filters: string[] = [];
  const values: Record<string, unknown> = {};
  if (query.ksefStatus) {
    // A correction waiting for its original's KSeF number is shown as waiting (ksefState).
    filters.push(query.ksefStatus === 'waiting' ? 'ksefStatus IN (:ksef, :awaitingOriginal)' : 'ksefStatus = :ksef');
    values[':ksef'] = query.ksefStatus;
    if (query.ksefStatus === 'waiting') values[':awaitingOriginal'] = 'awaiting_original';
  }
  if (query.kind === 'company') {
    filters.push('attribute_type(buyer, :map)');
    values[':map'] = 'M';
  }
  if (query.kind === 'consumer') {
    filters.push('(attribute_not_exists(buyer) OR attribute_type(buyer, :nullType))');
    values[':nullType'] = 'NULL';
  }
  return {
    index: 'GSI1',
    pk: 'GSI1PK',
    sk: 'GSI1SK',
    partitions: [ledgerIndexKeys.issuedInvoices().GSI1PK],
    ...dayRangeKeys(query),
    ...(filters.length ? { filter: { expression: filters.join(' AND '), values } } : {}),
    pageSize: ADMIN_INVOICES_PAGE_SIZE,
  };
}

/** A list's counter field, read consistently: the exact total at the cost of one item. */
async function counted(list: CountedList, field: string): Promise<number> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: listCounterKey(list), ConsistentRead: true }));
  return countOf(out.Item, field);
}

function pageOf<T>(spec: KeyPageSpec, page: KeyPage, total: number, totalRead: number, read: (item: Record<string, unknown>) => T): ListPage<T> {
  const pages = Math.max(1, Math.ceil(total / spec.pageSize));
  return { items: page.items.map(read), total, page: Math.min(page.page, pages), pages, ...cursorsOf(page, spec.sk), lastCursor: lastPageCursor(pages), itemsRead: page.itemsRead + totalRead };
}

async function countedPage<T>(spec: KeyPageSpec, list: CountedList, field: string, cursor: string | undefined, read: (item: Record<string, unknown>) => T): Promise<ListPage<T>> {
  const decoded = decodeCursor(cursor); // a bad cursor is the client's mistake before anything is read
  const total = await counted(list, field);
  return pageOf(spec, await keyPage(spec, positionOf(decoded, total, spec.pageSize)), total, 1, read);
}

/** The returns of one status (or all), a page. */
export function returnsPage(query: { status?: ReturnStatus | undefined; cursor?: string | undefined }): Promise<ListPage<ReturnRecord>> {
  return countedPage(returnListSpec(query.status), 'returns', query.status ? statusCountField(query.status) : ALL_FIELD, query.cursor, fromReturnItem);
}

/** Every order's refunds, a page. */
export function refundsPage(query: { cursor?: string | undefined }): Promise<ListPage<RefundRecord>> {
  return countedPage(refundListSpec(), 'refunds', ALL_FIELD, query.cursor, fromRefundItem);
}

/**
 * The invoices and company corrections the filter selects, a page. `matching` (the invoices'
 * search): the date range is read whole and filtered here, its total counted here.
 */
export async function invoicesPage(query: InvoiceListFilter & { cursor?: string | undefined }, matching?: (invoice: InvoiceRecord) => boolean): Promise<ListPage<InvoiceRecord>> {
  const decoded = decodeCursor(query.cursor);
  const spec = invoiceListSpec(query);
  if (matching) {
    const range = await queryAll({
      IndexName: spec.index,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
      ...(spec.filter ? { FilterExpression: spec.filter.expression } : {}),
      ExpressionAttributeValues: { ':pk': spec.partitions[0], ':lo': spec.range?.from ?? ' ', ':hi': spec.range?.to ?? '\uffff', ...spec.filter?.values },
      ScanIndexForward: false,
    });
    const found = range.filter((item) => matching(invoiceFromItem(item)));
    const page = pageOfSorted(found, spec.sk, positionOf(decoded, found.length, spec.pageSize), spec.pageSize);
    return pageOf(spec, page, found.length, range.length, invoiceFromItem);
  }
  const { total, itemsRead } = spec.filter || spec.range ? await countMatching(spec) : { total: await counted('invoices', ALL_FIELD), itemsRead: 1 };
  return pageOf(spec, await keyPage(spec, positionOf(decoded, total, spec.pageSize)), total, itemsRead, invoiceFromItem);
}
