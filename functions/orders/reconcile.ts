import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { orderStatuses, type OrderStatus } from '../contracts/order.js';
import { db, tableName } from '../core/table.js';
import { quantitiesByProduct, fromItem as orderFromItem, type OrderRecord } from './order-entity.js';
import { isSold } from './order-transitions.js';
import { isOpenRefund, type RefundRecord } from './refund-entity.js';
import { shopDay } from './stats-entity.js';

/**
 * The ledger's reconciliation: reads the whole table once and checks that the books agree.
 *
 *   stock       for every product: stock + units held by pending orders + units sold
 *               (processing, shipped, delivered) = units ever put on sale (`unitsStocked`);
 *               `unitsSold` = the units in paid orders; no negative stock; no order names a
 *               product that is gone
 *   statistics  revenue and the count per status = the sums over the orders; so the revenue
 *               per day and per month; refunded money and count = the refunds that succeeded
 *   invoices    per year: counter = orders with a number, numbered 1..counter, none twice
 *   refunds     every refund belongs to a paid order and together they never exceed its payment;
 *               an order's refunded and still-refundable amounts = its refunds'; a cancelled
 *               order keeps no money (all of it refunded or on its way back)
 *
 * Pure reading. `npm run reconcile` runs it on the local stack's data; a scheduled Lambda runs it
 * in AWS and publishes the number of discrepancies (reconcile-job.ts).
 */
export interface Discrepancy {
  check: 'stock' | 'statistics' | 'invoices' | 'refunds' | 'payments';
  /** What it is about: `product 12`, `order 3f2a…`, `invoices 2026`, `statistics`. */
  subject: string;
  message: string;
}

export interface ReconcileReport {
  discrepancies: Discrepancy[];
  checked: { products: number; orders: number; refunds: number; invoiceYears: number };
  /** Products written before the stock ledger existed: their stock balance cannot be checked. */
  untrackedProducts: number;
}

interface ProductRow {
  id: number;
  stock: number;
  unitsSold: number;
  unitsStocked: number | undefined;
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

export async function reconcileLedger(): Promise<ReconcileReport> {
  const items = await scanAll();
  const products = new Map<number, ProductRow>();
  const orders: OrderRecord[] = [];
  const refunds: RefundRecord[] = [];
  const counters = new Map<string, number>();
  const periods = new Map<string, { revenue: number; orders: number }>();
  let stats: Record<string, unknown> = {};
  for (const item of items) {
    switch (item.entityType) {
      case 'product':
        products.set(num(item.id), { id: num(item.id), stock: num(item.stock), unitsSold: num(item.unitsSold), unitsStocked: item.unitsStocked === undefined ? undefined : num(item.unitsStocked) });
        break;
      case 'order':
        orders.push(orderFromItem(item));
        break;
      case 'refund':
        refunds.push(item as unknown as RefundRecord);
        break;
      case 'invoice-counter':
        counters.set(String(item.SK), num(item.value));
        break;
      case 'order-stats':
        stats = item;
        break;
      case 'order-stats-period':
        periods.set(String(item.SK), { revenue: num(item.revenue), orders: num(item.orders) });
        break;
    }
  }
  const found: Discrepancy[] = [];
  const add = (check: Discrepancy['check'], subject: string, message: string) => found.push({ check, subject, message });

  // ---- stock and units sold ----
  const held = new Map<number, number>();
  const sold = new Map<number, number>();
  for (const order of orders) {
    const into = order.status === 'pending' ? held : isSold(order.status) ? sold : undefined;
    for (const [id, quantity] of quantitiesByProduct(order)) {
      if (!products.has(id)) add('stock', `order ${order.id}`, `names product ${id}, which no longer exists`);
      if (into) into.set(id, (into.get(id) ?? 0) + quantity);
    }
  }
  let untracked = 0;
  for (const p of products.values()) {
    const h = held.get(p.id) ?? 0;
    const s = sold.get(p.id) ?? 0;
    if (p.stock < 0) add('stock', `product ${p.id}`, `stock is ${p.stock}`);
    if (p.unitsSold !== s) add('stock', `product ${p.id}`, `unitsSold is ${p.unitsSold}, paid orders hold ${s} units`);
    if (p.unitsStocked === undefined) untracked++;
    else if (p.stock + h + s !== p.unitsStocked) {
      add('stock', `product ${p.id}`, `stock ${p.stock} + held ${h} + sold ${s} = ${p.stock + h + s}, but ${p.unitsStocked} units were put on sale`);
    }
  }

  // ---- statistics ----
  const counted = orders.filter((o) => o.status !== 'cancelled');
  const revenue = counted.reduce((sum, o) => sum + o.totalAmount, 0);
  if (num(stats.revenue) !== revenue) add('statistics', 'statistics', `revenue is ${num(stats.revenue)}, the orders sum to ${revenue}`);
  for (const status of orderStatuses) {
    const n = orders.filter((o) => o.status === status).length;
    if (num(stats[`count_${status}`]) !== n) add('statistics', 'statistics', `${status}: ${num(stats[`count_${status}`])} counted, ${n} orders`);
  }
  const byPeriod = new Map<string, { revenue: number; orders: number }>();
  for (const order of counted) {
    const day = shopDay(order.createdAt);
    for (const key of [`DAY#${day}`, `MONTH#${day.slice(0, 7)}`]) {
      const entry = byPeriod.get(key) ?? { revenue: 0, orders: 0 };
      entry.revenue += order.totalAmount;
      entry.orders += 1;
      byPeriod.set(key, entry);
    }
  }
  for (const key of new Set([...periods.keys(), ...byPeriod.keys()])) {
    const stored = periods.get(key) ?? { revenue: 0, orders: 0 };
    const actual = byPeriod.get(key) ?? { revenue: 0, orders: 0 };
    if (stored.revenue !== actual.revenue || stored.orders !== actual.orders) {
      add('statistics', key.replace('#', ' '), `${stored.orders} orders / ${stored.revenue} recorded, the orders are ${actual.orders} / ${actual.revenue}`);
    }
  }
  const succeeded = refunds.filter((r) => r.status === 'succeeded');
  const refunded = succeeded.reduce((sum, r) => sum + r.amount, 0);
  if (num(stats.refunded) !== refunded || num(stats.refundCount) !== succeeded.length) {
    add('statistics', 'statistics', `refunds recorded ${num(stats.refundCount)} / ${num(stats.refunded)}, the refunds are ${succeeded.length} / ${refunded}`);
  }

  // ---- invoice numbers ----
  const numbersByYear = new Map<string, number[]>();
  for (const order of orders) {
    const match = order.invoiceNumber ? /^FV\/(\d{4})\/(\d+)$/.exec(order.invoiceNumber) : null;
    if (order.invoiceNumber && !match) add('invoices', `order ${order.id}`, `unreadable invoice number ${order.invoiceNumber}`);
    if (match) numbersByYear.set(match[1]!, [...(numbersByYear.get(match[1]!) ?? []), Number(match[2])]);
  }
  for (const year of new Set([...counters.keys(), ...numbersByYear.keys()])) {
    const numbers = (numbersByYear.get(year) ?? []).sort((a, b) => a - b);
    const counter = counters.get(year) ?? 0;
    if (counter !== numbers.length) add('invoices', `invoices ${year}`, `the counter is at ${counter}, ${numbers.length} orders hold a number`);
    const duplicates = numbers.filter((n, i) => numbers[i - 1] === n);
    if (duplicates.length) add('invoices', `invoices ${year}`, `numbers given twice: ${[...new Set(duplicates)].join(', ')}`);
    const missing = Array.from({ length: counter }, (_, i) => i + 1).filter((n) => !numbers.includes(n));
    if (missing.length) add('invoices', `invoices ${year}`, `numbers on no order (gaps): ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? '…' : ''}`);
  }

  // ---- payments and refunds ----
  const refundsByOrder = new Map<string, RefundRecord[]>();
  for (const refund of refunds) refundsByOrder.set(refund.orderId, [...(refundsByOrder.get(refund.orderId) ?? []), refund]);
  const orderIds = new Set(orders.map((o) => o.id));
  for (const [orderId, list] of refundsByOrder) {
    if (!orderIds.has(orderId)) add('refunds', `order ${orderId}`, `${list.length} refund(s) of an order that does not exist`);
  }
  for (const order of orders) {
    const list = refundsByOrder.get(order.id) ?? [];
    const subject = `order ${order.id}`;
    if (list.length && !order.paidAt) add('refunds', subject, `${list.length} refund(s) but no payment`);
    if (order.paidAt && order.paymentStatus !== 'paid') add('payments', subject, `paid at ${order.paidAt} but its payment status is ${order.paymentStatus}`);
    if (order.paidAt && order.amountPaid !== order.totalAmount) add('payments', subject, `paid ${order.amountPaid} for a total of ${order.totalAmount}`);
    const done = list.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
    const promised = list.filter((r) => r.status === 'succeeded' || isOpenRefund(r.status)).reduce((sum, r) => sum + r.amount, 0);
    if (order.amountRefunded !== done) add('refunds', subject, `amountRefunded is ${order.amountRefunded}, its refunds that succeeded sum to ${done}`);
    if (promised > order.amountPaid) add('refunds', subject, `refunds of ${promised} exceed the payment of ${order.amountPaid}`);
    if (order.paidAt && order.refundableAmount !== order.amountPaid - promised) {
      add('refunds', subject, `refundable ${order.refundableAmount}, but ${order.amountPaid} paid less ${promised} refunded or under way is ${order.amountPaid - promised}`);
    }
    if (order.status === ('cancelled' satisfies OrderStatus) && order.paidAt && order.amountPaid - promised > 0) {
      add('refunds', subject, `cancelled, yet ${order.amountPaid - promised} of its payment is neither refunded nor on its way back`);
    }
  }

  return {
    discrepancies: found,
    checked: { products: products.size, orders: orders.length, refunds: refunds.length, invoiceYears: new Set([...counters.keys(), ...numbersByYear.keys()]).size },
    untrackedProducts: untracked,
  };
}

/** A discrepancy as one printed line. */
export function describe(d: Discrepancy): string {
  return `[${d.check}] ${d.subject}: ${d.message}`;
}

/**
 * For a table in use: a discrepancy seen in two runs a moment apart, not one that a write landing
 * between two pages of the scan produced (a hold counted on the product but not yet on its order).
 */
export async function reconcileSettled(pauseMs = 2000): Promise<ReconcileReport> {
  const first = await reconcileLedger();
  if (!first.discrepancies.length) return first;
  await new Promise((r) => setTimeout(r, pauseMs));
  const second = await reconcileLedger();
  const seen = new Set(first.discrepancies.map(describe));
  return { ...second, discrepancies: second.discrepancies.filter((d) => seen.has(describe(d))) };
}
