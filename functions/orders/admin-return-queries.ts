import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_REFUNDS_PAGE_SIZE } from '../contracts/admin.js';
import { ADMIN_RETURNS_PAGE_SIZE, returnStatuses, type ReturnStatus } from '../contracts/returns.js';
import { cursorsOf, decodeCursor, keyPage, lastPageCursor, positionOf, type KeyPageSpec } from '../core/key-pages.js';
import { db, tableName } from '../core/table.js';
import { listPartitions } from '../ledger/ledger-reads.js';
import { ALL_FIELD, countOf, listCounterKey, statusCountField, type CountedList } from '../ledger/list-counters.js';
import { fromRefundItem, type RefundRecord } from '../ledger/refund-entity.js';
import { fromReturnItem, returnStatusPartition, type ReturnRecord } from '../ledger/return-entity.js';

/**
 * The admin's returns and refunds lists, newest first, a page at a time by cursor, with exact
 * totals: pages from key conditions (core/key-pages.ts), totals from the list counters kept in
 * the same transactions as the writes (ledger/list-counters.ts). A page reads at most
 * `partitions × (pageSize + 1)` entries, at any number of returns or refunds.
 *
 * | list     | index | partitions                          | sort key                          |
 * |----------|-------|-------------------------------------|-----------------------------------|
 * | returns  | GSI2  | RETURNS#{status} (one, or all five) | {createdAt}#{orderId}#{returnId}  |
 * | refunds  | GSI2  | REFUNDS                             | {createdAt}#{orderId}#{refundId}  |
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  nextCursor: string | null;
  prevCursor: string | null;
  lastCursor: string | null;
  itemsRead: number;
}

export const returnListSpec = (status?: ReturnStatus): KeyPageSpec => ({
  index: 'GSI2',
  pk: 'GSI2PK',
  sk: 'GSI2SK',
  partitions: (status ? [status] : returnStatuses).map(returnStatusPartition),
  pageSize: ADMIN_RETURNS_PAGE_SIZE,
});

export const refundListSpec = (): KeyPageSpec => ({ index: 'GSI2', pk: 'GSI2PK', sk: 'GSI2SK', partitions: [listPartitions.refunds()], pageSize: ADMIN_REFUNDS_PAGE_SIZE });

async function counted(list: CountedList, field: string): Promise<number> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: listCounterKey(list), ConsistentRead: true }));
  return countOf(out.Item, field);
}

async function listPage<T>(spec: KeyPageSpec, total: number, cursor: string | undefined, read: (item: Record<string, unknown>) => T): Promise<ListPage<T>> {
  const page = await keyPage(spec, positionOf(decodeCursor(cursor), total, spec.pageSize));
  const pages = Math.max(1, Math.ceil(total / spec.pageSize));
  return { items: page.items.map(read), total, page: Math.min(page.page, pages), pages, ...cursorsOf(page, spec.sk), lastCursor: lastPageCursor(pages), itemsRead: page.itemsRead + 1 };
}

export async function listReturnsForAdmin(query: { status?: ReturnStatus | undefined; cursor?: string | undefined }): Promise<ListPage<ReturnRecord>> {
  decodeCursor(query.cursor); // a bad cursor is the client's mistake before anything is read
  const total = await counted('returns', query.status ? statusCountField(query.status) : ALL_FIELD);
  return listPage(returnListSpec(query.status), total, query.cursor, fromReturnItem);
}

export async function listRefundsForAdmin(query: { cursor?: string | undefined }): Promise<ListPage<RefundRecord>> {
  decodeCursor(query.cursor);
  return listPage(refundListSpec(), await counted('refunds', ALL_FIELD), query.cursor, fromRefundItem);
}
