import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_INVOICES_PAGE_SIZE, type AdminInvoicesQuery, type InvoiceSummary } from '../contracts/invoice.js';
import { countMatching, cursorsOf, decodeCursor, keyPage, lastPageCursor, pageOfSorted, positionOf, type KeyPage, type KeyPageSpec } from '../core/key-pages.js';
import { dayRangeKeys } from '../core/shop-days.js';
import { db, queryAll, tableName } from '../core/table.js';
import { ALL_FIELD, countOf, listCounterKey } from '../ledger/list-counters.js';
import { invoiceFromItem } from '../ledger/invoice-entity.js';
import { listPartitions } from '../ledger/ledger-reads.js';
import { toSummary } from './invoice-view.js';

/**
 * The admin's invoices list (invoices and company correction invoices), newest first, 20 a page,
 * exact total. Answered from the issued index (GSI1PK = INVOICES, GSI1SK = {issuedAt}#…): the
 * issue dates are a key range, the KSeF status and company/consumer FilterExpressions; the total
 * of the unfiltered list is the list counter (ledger/list-counters.ts) kept in the transaction
 * that records the invoice.
 *
 * What it costs beyond a key condition: a KSeF status or kind filter reads every invoice it
 * passes over until a page has 20 matches, and its exact total is a COUNT over the range; the
 * search (a case-insensitive substring of number, buyer, NIP, e-mail, KSeF number: DynamoDB's
 * `contains` is case-sensitive) reads every invoice of the date range, in proportion to them.
 */
export function invoiceListSpec(query: Omit<AdminInvoicesQuery, 'cursor' | 'search'>): KeyPageSpec {
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
    partitions: [listPartitions.invoices()],
    ...dayRangeKeys(query),
    ...(filters.length ? { filter: { expression: filters.join(' AND '), values } } : {}),
    pageSize: ADMIN_INVOICES_PAGE_SIZE,
  };
}

function matches(invoice: InvoiceSummary, search: string): boolean {
  const needle = search.toLowerCase();
  return [invoice.number, invoice.buyer?.name, invoice.buyer?.nip, invoice.customerEmail, invoice.customerName, invoice.ksef.number].some((v) => v?.toLowerCase().includes(needle));
}

export interface AdminInvoicePage {
  items: InvoiceSummary[];
  total: number;
  page: number;
  pages: number;
  nextCursor: string | null;
  prevCursor: string | null;
  lastCursor: string | null;
  itemsRead: number;
}

export async function listInvoicesForAdmin(query: AdminInvoicesQuery & { cursor?: string | undefined }): Promise<AdminInvoicePage> {
  const decoded = decodeCursor(query.cursor);
  const spec = invoiceListSpec(query);
  const search = query.search?.trim();
  let total: number;
  let read: number;
  let page: KeyPage;
  if (search) {
    // Read whole (see above): the range's invoices, filtered here.
    const range = await queryAll({
      IndexName: spec.index,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
      ...(spec.filter ? { FilterExpression: spec.filter.expression } : {}),
      ExpressionAttributeValues: { ':pk': listPartitions.invoices(), ':lo': spec.range?.from ?? ' ', ':hi': spec.range?.to ?? '\uffff', ...spec.filter?.values },
      ScanIndexForward: false,
    });
    const all = range.filter((item) => matches(toSummary(invoiceFromItem(item)), search));
    total = all.length;
    read = range.length;
    page = pageOfSorted(all, spec.sk, positionOf(decoded, total, spec.pageSize), spec.pageSize);
  } else {
    if (spec.filter || spec.range) ({ total, itemsRead: read } = await countMatching(spec));
    else {
      const out = await db().send(new GetCommand({ TableName: tableName(), Key: listCounterKey('invoices'), ConsistentRead: true }));
      total = countOf(out.Item, ALL_FIELD);
      read = 1;
    }
    page = await keyPage(spec, positionOf(decoded, total, spec.pageSize));
  }
  const pages = Math.max(1, Math.ceil(total / spec.pageSize));
  return {
    items: page.items.map((item) => toSummary(invoiceFromItem(item))),
    total,
    page: Math.min(page.page, pages),
    pages,
    ...cursorsOf(page, spec.sk),
    lastCursor: lastPageCursor(pages),
    itemsRead: page.itemsRead + read,
  };
}
