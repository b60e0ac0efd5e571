import type { OrderStatus } from '../contracts/order.js';
import type { ReturnStatus } from '../contracts/returns.js';
import { tableName } from '../core/table.js';
import { LIST_COUNTERS_VERSION } from './list-counters-version.js';
import { extraTransactItems, type ExtraItemsIntent, type TransactItem } from './write-path.js';

/**
 * The exact totals of the admin's lists (orders, invoices, returns, refunds): one counter item per
 * list, changed by `ADD` in the SAME transaction as the write that adds an entry to the list or
 * moves it between statuses. A list page then reads its total from one item instead of counting
 * every entry the shop ever had ("Strona X z Y" stays exact at any size).
 *
 * | counter            | key                          | fields                                |
 * |--------------------|------------------------------|---------------------------------------|
 * | orders             | PK = LIST_COUNTS, SK = orders  | `all`, `status_{orderStatus}`       |
 * | returns            | PK = LIST_COUNTS, SK = returns | `all`, `status_{returnStatus}`      |
 * | invoices           | PK = LIST_COUNTS, SK = invoices| `all` (invoices and KSeF corrections) |
 * | refunds            | PK = LIST_COUNTS, SK = refunds | `all`                               |
 *
 * Pure: every function answers raw TransactWriteItems entries (`{ Update: … ADD … }`); the
 * writers add them to their own commit through the ledger's write path as one intent,
 * `listCounts(…)` (write-path.ts, `extraTransactItems`). A counter item is created by the first `ADD`, so
 * a fresh table needs nothing; a table with entries written before the counters existed needs
 * the one-off backfill (list-counters-backfill.ts), which sets the same fields absolutely.
 */
export type CountedList = 'orders' | 'returns' | 'invoices' | 'refunds';

export const listCounterKey = (list: CountedList) => ({ PK: 'LIST_COUNTS', SK: list });

/** The field of one status's count, `all` for the whole list. */
export const statusCountField = (status: string) => `status_${status}`;
export const ALL_FIELD = 'all';

/** `ADD` the given deltas to a list's counter (fields with a zero delta are left out). */
export function listCounterAdd(list: CountedList, deltas: Record<string, number>): TransactItem[] {
  const entries = Object.entries(deltas).filter(([, n]) => n !== 0);
  if (!entries.length) return [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':type': 'list-counter', ':sv': 1 };
  const adds = entries.map(([field, n], i) => {
    names[`#c${i}`] = field;
    values[`:c${i}`] = n;
    return `#c${i} :c${i}`;
  });
  return [
    {
      Update: {
        TableName: tableName(),
        Key: listCounterKey(list),
        UpdateExpression: `ADD ${adds.join(', ')} SET entityType = :type, schemaVersion = :sv`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
}

/** Counter entries as one intent of the ledger's write path, committed with the change they count. */
export const listCounts = (...entries: TransactItem[][]): ExtraItemsIntent => extraTransactItems(entries.flat(), 'list-counters');

/** An entry that enters a status-partitioned list (`from` null) or moves between its statuses. */
function statusMove(list: 'orders' | 'returns', from: string | null, to: string) {
  if (from === to) return [];
  const deltas: Record<string, number> = { [statusCountField(to)]: 1 };
  if (from === null) deltas[ALL_FIELD] = 1;
  else deltas[statusCountField(from)] = -1;
  return listCounterAdd(list, deltas);
}

/** An order placed (`from` null) or moved from one status to another: with the order's own write. */
export const orderListCount = (from: OrderStatus | null, to: OrderStatus) => statusMove('orders', from, to);

/** A return (withdrawal) recorded (`from` null) or moved on. */
export const returnListCount = (from: ReturnStatus | null, to: ReturnStatus) => statusMove('returns', from, to);

/** An issued invoice, or a company correction invoice, entering the admin's invoices list. */
export const invoiceListCount = () => listCounterAdd('invoices', { [ALL_FIELD]: 1 });

/** A refund recorded. Its status is not counted: the list of refunds is not filtered by it. */
export const refundListCount = () => listCounterAdd('refunds', { [ALL_FIELD]: 1 });

/** The fields of a counter item that are its bookkeeping, not counts (the reconciliation leaves them out). */
export const LIST_COUNTER_MARKERS = ['backfilledAt', 'backfillVersion'] as const;

/** The absolute counts of one list, as the backfill found them at `backfilledAt` (a Put: the whole counter item). */
export function listCounterPut(list: CountedList, counts: Record<string, number>, backfilledAt: string) {
  return { Put: { TableName: tableName(), Item: { ...listCounterKey(list), entityType: 'list-counter', schemaVersion: 1, ...counts, backfilledAt, backfillVersion: LIST_COUNTERS_VERSION } } };
}

/** A counter item as read: each field's number (absent fields are zero). */
export function countOf(item: Record<string, unknown> | undefined, field: string): number {
  return Number(item?.[field] ?? 0);
}
