import { orderStatuses, type OrderStatus } from '../contracts/order.js';
import { readLedgerBooks } from '../ledger/ledger-reads.js';
import { quantitiesByProduct } from '../ledger/order-entity.js';
import { isSold } from '../ledger/order-transitions.js';
import { isOpenRefund, type RefundRecord } from '../ledger/refund-entity.js';
import type { ReturnRecord } from '../ledger/return-entity.js';
import { shopDay } from '../ledger/stats-entity.js';
import { heldUnits } from '../ledger/withdrawal-rules.js';
import { stockLogProblems } from '../ledger/stock-log.js';
import { variantStockProblems } from './reconcile-variants.js';
import { standingOf } from '../ledger/terms-amounts.js';

/** Units each order's returns put back in stock: a received return's, an accepted one's accepted units. */
function returnedToStock(returns: ReturnRecord[]): Map<string, { units: number; byProduct: Map<number, number> }> {
  const out = new Map<string, { units: number; byProduct: Map<number, number> }>();
  for (const r of returns) {
    if (r.status === 'requested' || r.status === 'rejected') continue;
    const entry = out.get(r.orderId) ?? { units: 0, byProduct: new Map<number, number>() };
    for (const line of r.lines) {
      const units = heldUnits(r, line);
      entry.units += units;
      entry.byProduct.set(line.productId, (entry.byProduct.get(line.productId) ?? 0) + units);
    }
    out.set(r.orderId, entry);
  }
  return out;
}

/**
 * The ledger's reconciliation: reads the whole table once and checks that the books agree.
 *
 *   stock       for every product: stock + units held by pending orders + units sold
 *               (processing, shipped, delivered) = units ever put on sale (`unitsStocked`);
 *               `unitsSold` = the units in paid orders; no negative stock; no order names a
 *               product that is gone
 *   stock log   (issue 33) every product's stock equals its log: the entries chain without a
 *               gap (each starts where the one before ended), their number is `stockLogSeq`, and
 *               the newest ends at the stock (ledger/stock-log.ts)
 *   variants    (issue 31) the same per variant of a product with options: each SKU's units
 *               against its log entries and against the units orders hold and sold of it
 *               (reconcile-variants.ts; the subject names the SKU)
 *   statistics  revenue and the count per status = the sums over the orders; so the revenue
 *               per day and per month; refunded money and count = the refunds that succeeded
 *   invoices    per year: counter = orders with a number, numbered 1..counter, none twice
 *   refunds     every refund belongs to a paid order and together they never exceed its payment;
 *               an order's refunded and still-refundable amounts = its refunds'; a cancelled
 *               order keeps no money (all of it refunded or on its way back)
 *   returns     (issue 19) units back in stock: a received return's units, an accepted one's
 *               accepted units — taken off the order's units sold above and = the order's
 *               `returnsInStock`; an accepted or refunded return has its refund, of its amount,
 *               and is `refunded` exactly when that refund succeeded; withdrawals' refunds =
 *               the statistics' `returnsRefunded` (and per day and month); correction invoices
 *               FK/{year}/{n}: counter = numbered returns and refunds, no gaps, none twice
 *   promotions  (issue 32) a code's `uses` = the orders holding it, a promotion's usage (orders,
 *               discount given) = its orders; an order cancelled unpaid gave them back
 *   lists       the admin lists' counters (orders, returns per status; invoices; refunds) =
 *               the entries their index partitions hold (ledger/list-counters.ts)
 *   terms       (issue 34) every dealer's open balance = the totals of their terms orders that
 *               are not cancelled − their credits (correction invoices) − the transfers received
 *               for them (the orders' `amountPaid`), and each order's `amountPaid` = its recorded
 *               transfers, its credited `amountRefunded` = its credits; a terms order's money
 *               is not Stripe's, so the refund checks above leave it out
 *
 * Pure reading. `npm run reconcile` runs it on the local stack's data; a scheduled Lambda runs it
 * in AWS and publishes the number of discrepancies (reconcile-job.ts).
 */
export interface Discrepancy {
  check: 'stock' | 'statistics' | 'invoices' | 'refunds' | 'payments' | 'returns' | 'promotions' | 'lists' | 'terms';
  /** What it is about: `product 12`, `order 3f2a…`, `invoices 2026`, `statistics`. */
  subject: string;
  message: string;
}

export interface ReconcileReport {
  discrepancies: Discrepancy[];
  checked: { products: number; orders: number; refunds: number; invoiceYears: number; returns: number };
  /** Products written before the stock ledger existed: their stock balance cannot be checked. */
  untrackedProducts: number;
}

const num = (value: unknown) => Number(value ?? 0);

export async function reconcileLedger(): Promise<ReconcileReport> {
  const { products, orders, refunds, returns, invoiceCounters: counters, correctionCounters, stats, periods, listCounters, listEntries, codeUses, promotionUsage, termsAccounts, termsPaid, stockLogs } = await readLedgerBooks();
  const found: Discrepancy[] = [];
  const add = (check: Discrepancy['check'], subject: string, message: string) => found.push({ check, subject, message });

  // ---- stock and units sold ----
  const held = new Map<number, number>();
  const sold = new Map<number, number>();
  const inStock = returnedToStock(returns);
  for (const order of orders) {
    const into = order.status === 'pending' ? held : isSold(order.status) ? sold : undefined;
    const back = inStock.get(order.id);
    for (const [id, quantity] of quantitiesByProduct(order)) {
      if (!products.has(id)) add('stock', `order ${order.id}`, `names product ${id}, which no longer exists`);
      // Units a withdrawal brought back are on the shelf again, no longer sold.
      if (into) into.set(id, (into.get(id) ?? 0) + quantity - (into === sold ? (back?.byProduct.get(id) ?? 0) : 0));
    }
    const units = back?.units ?? 0;
    if ((order.returnsInStock ?? 0) !== units) add('returns', `order ${order.id}`, `returnsInStock is ${order.returnsInStock ?? 0}, its returns hold ${units} units in stock`);
    if (units && !isSold(order.status)) add('returns', `order ${order.id}`, `${order.status}, yet ${units} returned units of it are back in stock`);
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
    for (const problem of stockLogProblems(p, stockLogs.get(p.id) ?? [])) add('stock', `product ${p.id}`, problem);
  }
  for (const id of stockLogs.keys()) if (!products.has(id)) add('stock', `product ${id}`, 'has a stock log but no longer exists');
  for (const problem of variantStockProblems(products, stockLogs, orders, returns)) add('stock', problem.subject, problem.message);

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
    const stored = periods.get(key) ?? { revenue: 0, orders: 0, refunded: 0 };
    const actual = byPeriod.get(key) ?? { revenue: 0, orders: 0 };
    if (stored.revenue !== actual.revenue || stored.orders !== actual.orders) {
      add('statistics', key.replace('#', ' '), `${stored.orders} orders / ${stored.revenue} recorded, the orders are ${actual.orders} / ${actual.revenue}`);
    }
  }
  // A terms order's credit (ledger/terms-credit.ts) sends no money back: not a refund here.
  const succeeded = refunds.filter((r) => r.status === 'succeeded' && r.method !== 'terms_credit');
  const refunded = succeeded.reduce((sum, r) => sum + r.amount, 0);
  if (num(stats.refunded) !== refunded || num(stats.refundCount) !== succeeded.length) {
    add('statistics', 'statistics', `refunds recorded ${num(stats.refundCount)} / ${num(stats.refunded)}, the refunds are ${succeeded.length} / ${refunded}`);
  }

  // ---- invoice numbers (and correction invoices: their own series) ----
  const checkSeries = (prefix: string, what: string, documents: { subject: string; number: string | null | undefined }[], yearCounters: Map<string, number>) => {
    const numbersByYear = new Map<string, number[]>();
    for (const doc of documents) {
      const match = doc.number ? new RegExp(`^${prefix}/(\\d{4})/(\\d+)$`).exec(doc.number) : null;
      if (doc.number && !match) add('invoices', doc.subject, `unreadable ${what} number ${doc.number}`);
      if (match) numbersByYear.set(match[1]!, [...(numbersByYear.get(match[1]!) ?? []), Number(match[2])]);
    }
    for (const year of new Set([...yearCounters.keys(), ...numbersByYear.keys()])) {
      const numbers = (numbersByYear.get(year) ?? []).sort((a, b) => a - b);
      const counter = yearCounters.get(year) ?? 0;
      const subject = `${what}s ${year}`;
      if (counter !== numbers.length) add('invoices', subject, `the counter is at ${counter}, ${numbers.length} hold a number`);
      const duplicates = numbers.filter((n, i) => numbers[i - 1] === n);
      if (duplicates.length) add('invoices', subject, `numbers given twice: ${[...new Set(duplicates)].join(', ')}`);
      const missing = Array.from({ length: counter }, (_, i) => i + 1).filter((n) => !numbers.includes(n));
      if (missing.length) add('invoices', subject, `numbers given to nothing (gaps): ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? '…' : ''}`);
    }
    return numbersByYear.size;
  };
  checkSeries('FV', 'invoice', orders.map((o) => ({ subject: `order ${o.id}`, number: o.invoiceNumber })), counters);
  // Corrections: a withdrawal's on its return, any other refund's on the refund (one series).
  checkSeries(
    'FK',
    'correction',
    [...returns.map((r) => ({ subject: `return ${r.id}`, number: r.correctionNumber })), ...refunds.map((r) => ({ subject: `refund ${r.orderId}/${r.id}`, number: r.correctionNumber }))],
    correctionCounters,
  );
  const invoiceYears = new Set([...counters.keys(), ...orders.flatMap((o) => (o.invoiceNumber ? [o.invoiceNumber.split('/')[1]!] : []))]).size;

  // ---- payments and refunds ----
  const refundsByOrder = new Map<string, RefundRecord[]>();
  for (const refund of refunds) refundsByOrder.set(refund.orderId, [...(refundsByOrder.get(refund.orderId) ?? []), refund]);
  const orderIds = new Set(orders.map((o) => o.id));
  for (const [orderId, list] of refundsByOrder) {
    if (!orderIds.has(orderId)) add('refunds', `order ${orderId}`, `${list.length} refund(s) of an order that does not exist`);
  }
  const owedByDealer = new Map<string, number>();
  for (const order of orders) {
    const list = refundsByOrder.get(order.id) ?? [];
    const subject = `order ${order.id}`;
    if (order.paymentMode === 'terms') {
      // Owed: what is still invoiced (the total less credits, nothing once cancelled) less payments (ledger/terms-credit.ts).
      const owed = standingOf(order) - order.amountPaid;
      if (order.userId) owedByDealer.set(order.userId, (owedByDealer.get(order.userId) ?? 0) + owed);
      if (order.amountPaid !== (termsPaid.get(order.id) ?? 0)) add('terms', subject, `amountPaid is ${order.amountPaid}, its transfers sum to ${termsPaid.get(order.id) ?? 0}`);
      const credited = list.filter((r) => r.method === 'terms_credit' && r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
      if (order.amountRefunded !== credited || list.some((r) => r.method !== 'terms_credit')) add('terms', subject, `credited ${order.amountRefunded}, its credits sum to ${credited} (of ${list.length} refund records)`);
      if ((order.paymentStatus === 'paid') !== order.amountPaid >= standingOf(order) && order.status !== 'cancelled') add('terms', subject, `payment status ${order.paymentStatus} with ${order.amountPaid} of ${standingOf(order)} received`);
      continue;
    }
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

  for (const userId of new Set([...termsAccounts.keys(), ...owedByDealer.keys()])) {
    const balance = termsAccounts.get(userId) ?? 0;
    const owed = owedByDealer.get(userId) ?? 0;
    if (balance !== owed) add('terms', `dealer ${userId}`, `open balance is ${balance}, the open invoices less payments are ${owed}`);
  }

  // ---- returns and their refunds ----
  const refundById = new Map(refunds.map((r) => [`${r.orderId}/${r.id}`, r]));
  const ordersById = new Map(orders.map((o) => [o.id, o]));
  let returnsRefunded = 0;
  const refundedByPeriod = new Map<string, number>();
  for (const r of returns) {
    const subject = `return ${r.id}`;
    if (!ordersById.has(r.orderId)) add('returns', subject, `of order ${r.orderId}, which does not exist`);
    if (r.status !== 'accepted' && r.status !== 'refunded') continue;
    const refund = r.refund ? refundById.get(`${r.orderId}/${r.refund.refundId}`) : undefined;
    if (!refund) {
      add('returns', subject, `${r.status}, but its refund is not recorded`);
      continue;
    }
    if (refund.amount !== r.refund!.total) add('returns', subject, `refunds ${r.refund!.total}, its refund is of ${refund.amount}`);
    if ((r.status === 'refunded') !== (refund.status === 'succeeded')) add('returns', subject, `${r.status}, its refund ${refund.status}`);
    if (refund.status === 'succeeded') {
      returnsRefunded += refund.amount;
      const day = shopDay(ordersById.get(r.orderId)?.createdAt ?? r.orderCreatedAt);
      for (const key of [`DAY#${day}`, `MONTH#${day.slice(0, 7)}`]) refundedByPeriod.set(key, (refundedByPeriod.get(key) ?? 0) + refund.amount);
    }
  }
  if (num(stats.returnsRefunded) !== returnsRefunded) add('statistics', 'statistics', `withdrawals refunded ${num(stats.returnsRefunded)} recorded, their refunds sum to ${returnsRefunded}`);
  for (const key of new Set([...periods.keys(), ...refundedByPeriod.keys()])) {
    const stored = periods.get(key)?.refunded ?? 0;
    if (stored !== (refundedByPeriod.get(key) ?? 0)) add('statistics', key.replace('#', ' '), `withdrawals refunded ${stored} recorded, their refunds sum to ${refundedByPeriod.get(key) ?? 0}`);
  }

  // ---- promotions (issue 32): a code's uses and a promotion's usage = the orders holding them ----
  const usedCodes = new Map<string, number>();
  const usedPromotions = new Map<string, { orders: number; discount: number }>();
  for (const order of orders) {
    if (order.promotionsReleased) continue;
    for (const p of order.promotions ?? []) {
      if (p.code) usedCodes.set(p.code, (usedCodes.get(p.code) ?? 0) + 1);
      const used = usedPromotions.get(p.promotionId) ?? { orders: 0, discount: 0 };
      usedPromotions.set(p.promotionId, { orders: used.orders + 1, discount: used.discount + p.discount + p.deliveryDiscount });
    }
  }
  for (const [code, uses] of codeUses) {
    if (uses !== (usedCodes.get(code) ?? 0)) add('promotions', `code ${code}`, `${uses} uses recorded, ${usedCodes.get(code) ?? 0} orders hold one`);
  }
  for (const [id, usage] of promotionUsage) {
    const used = usedPromotions.get(id) ?? { orders: 0, discount: 0 };
    if (usage.orders !== used.orders || usage.discount !== used.discount) {
      add('promotions', `promotion ${id}`, `usage ${usage.orders} orders / ${usage.discount} discount recorded, its orders show ${used.orders} / ${used.discount}`);
    }
  }

  // ---- the admin lists' totals ----
  // Each counter (list-counters.ts) = the entries its list's index partitions really hold, per
  // field: `all` and each status's. A counter a write forgot to move shows here (a list's
  // "Strona X z Y" would be off), so does a table never backfilled.
  for (const [list, entries] of listEntries) {
    const counters = listCounters.get(list) ?? {};
    for (const field of [...new Set([...Object.keys(entries), ...Object.keys(counters)])].sort()) {
      const counted = counters[field] ?? 0;
      const held = entries[field] ?? 0;
      if (counted !== held) add('lists', `${list} list`, `counter ${field} is ${counted}, the list holds ${held}`);
    }
  }

  return {
    discrepancies: found,
    checked: { products: products.size, orders: orders.length, refunds: refunds.length, invoiceYears, returns: returns.length },
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
