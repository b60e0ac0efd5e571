import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { pathToFileURL } from 'node:url';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../functions/contracts/admin.js';
import { orderStatuses, type OrderStatus } from '../../functions/contracts/order.js';
import { encodeCursor } from '../../functions/core/key-pages.js';
import { db, tableName } from '../../functions/core/table.js';
import { backfillListCounters } from '../../functions/ledger/list-counters-backfill.js';
import { listOrdersForAdmin } from '../../functions/ledger/admin-order-reads.js';
import { ledgerIndexKeys, ledgerKeys } from '../../functions/ledger/keys.js';
import { startLocalStack } from '../../infra/local/stack.js';

/**
 * `admin orders page 100,000 orders`: the admin's order list on DynamoDB Local holding 10,000
 * and then 100,000 orders (a fifth in each status), through the list's own code
 * (listOrdersForAdmin, in-process: what the handler runs): the first page and the page after
 * page 500, with and without a status filter. Reports the median time of ROUNDS answers and the
 * entries DynamoDB read for one (the same at both sizes: the point of the key design), and checks
 * each total against what was written. The totals come from the list counters, set for the
 * bulk-loaded orders by the one-off backfill (ledger/list-counters-backfill.ts), as a table with
 * history gets them.
 *
 * Run alone: `npx tsx test/bench/admin-lists.ts` (ADMIN_BENCH_ORDERS=10000,100000 by default).
 */
const SIZES = (process.env.ADMIN_BENCH_ORDERS ?? '10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.ADMIN_BENCH_ROUNDS ?? 7);
const AFTER_PAGE = 500;

/** The n-th order (0 = oldest), one a minute from 2024 on; statuses in turn; every field an order item must have (ledger/items.ts parses each read). */
function orderItem(n: number) {
  const id = `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  const createdAt = new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString();
  const status: OrderStatus = orderStatuses[n % orderStatuses.length]!;
  return {
    ...ledgerKeys.order(id),
    ...ledgerIndexKeys.ordersByStatus(status, createdAt, id),
    entityType: 'order',
    schemaVersion: 2,
    version: 1,
    id,
    status,
    createdAt,
    updatedAt: createdAt,
    userId: null,
    customerEmail: `buyer${n}@example.com`,
    customerEmailLower: `buyer${n}@example.com`,
    customerName: `Kupujący ${n}`,
    customerPhone: null,
    taxId: null,
    shippingAddress: null,
    items: [],
    totalAmount: 10_000,
    currency: 'pln',
    stripeSessionId: null,
    stripePaymentIntentId: null,
    dealerOrder: false,
    tracking: null,
    invoiceNumber: null,
    customerVisible: status !== 'pending',
  };
}

async function load(from: number, to: number): Promise<void> {
  const batches: number[][] = [];
  for (let n = from; n < to; n += 25) batches.push(Array.from({ length: Math.min(25, to - n) }, (_, i) => n + i));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < batches.length) {
        let requests: Record<string, unknown>[] | undefined = batches[next++]!.map((n) => ({ PutRequest: { Item: orderItem(n) } }));
        while (requests?.length) {
          const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }));
          requests = out.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
        }
      }
    }),
  );
}

export interface AdminPageFigure {
  line: string;
  orders: number;
  ms: number;
  itemsRead: number;
}

async function measure(orders: number, label: string, status: OrderStatus | undefined, afterPage: number | undefined, expectedTotal: number): Promise<AdminPageFigure> {
  // The boundary of page `afterPage` is its last order: the (afterPage × 20)-th newest of the selection.
  let cursor: string | undefined;
  if (afterPage) {
    const selected = Array.from({ length: orders }, (_, n) => n).filter((n) => !status || orderStatuses[n % orderStatuses.length] === status);
    const last = selected[selected.length - afterPage * ADMIN_ORDERS_PAGE_SIZE]!;
    const item = orderItem(last);
    cursor = encodeCursor({ page: afterPage + 1, kind: 'older', boundary: item.GSI2SK });
  }
  const times: number[] = [];
  let itemsRead = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const page = await listOrdersForAdmin({ ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) });
    times.push(performance.now() - started);
    itemsRead = page.itemsRead;
    if (page.total !== expectedTotal) throw new Error(`${label}: total ${page.total}, expected ${expectedTotal}`);
    if (page.items.length !== ADMIN_ORDERS_PAGE_SIZE) throw new Error(`${label}: ${page.items.length} orders on the page`);
    if (page.page !== (afterPage ? afterPage + 1 : 1)) throw new Error(`${label}: page ${page.page}`);
  }
  const ms = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const line = `admin orders page ${orders.toLocaleString('en-US')} orders: ${ms.toFixed(1)} ms, ${itemsRead} items read (${label})`;
  return { line, orders, ms, itemsRead };
}

/** Every figure, at each size; the stack must already be running (db() points at it). */
export async function adminOrdersPageBench(log: (line: string) => void = console.log): Promise<AdminPageFigure[]> {
  const figures: AdminPageFigure[] = [];
  let loaded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await load(loaded, size);
    loaded = size;
    await backfillListCounters();
    log(`(${size.toLocaleString('en-US')} orders loaded and counted in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    const perStatus = size / orderStatuses.length;
    for (const [label, status, after, total] of [
      ['first page', undefined, undefined, size],
      [`page after page ${AFTER_PAGE}`, undefined, AFTER_PAGE, size],
      ['first page, status pending', 'pending', undefined, perStatus],
      [`page after page ${AFTER_PAGE}, status pending`, 'pending', AFTER_PAGE, perStatus],
    ] as const) {
      if (after && (total as number) < (after + 1) * ADMIN_ORDERS_PAGE_SIZE) continue;
      const figure = await measure(size, label, status, after, total);
      log(figure.line);
      figures.push(figure);
    }
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startLocalStack({ port: 0, seed: false, logLevel: 'SILENT', publishCatalogue: false });
  try {
    await adminOrdersPageBench();
  } finally {
    await stack.stop();
  }
}
