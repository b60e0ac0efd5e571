import type { StockLogEntry, StockLogReason } from '../contracts/stock-log.js';
import type { ProductBooks } from '../ledger/ledger-reads.js';
import type { OrderRecord } from '../ledger/order-entity.js';
import { isSold } from '../ledger/order-transitions.js';
import type { ReturnRecord } from '../ledger/return-entity.js';
import { heldUnits } from '../ledger/withdrawal-rules.js';

/**
 * The reconciliation's stock checks per variant (issue 31), beside the per-product ones in
 * reconcile.ts: a product's total can balance while one size is oversold and another holds the
 * units it lacks, so each variant is checked on its own. For every product that has per-variant
 * units (`variantStock`):
 *
 *   units        no variant below zero; with options, `stock` = the total of its variants
 *   stock log    each variant's units = the units its log entries moved (`variants` by SKU;
 *                an older entry without them counts when its `sku` names one variant)
 *   holds        each variant's units + the units pending orders hold of it + the units sold of
 *                it (less those a withdrawal put back on the shelf) = the units the log says
 *                were put on sale (created, admin edits, imports)
 *
 * A discrepancy's subject names the SKU: `product 12 variant CW-ACC-0001-43`.
 */
export interface VariantStockProblem {
  subject: string;
  message: string;
}

/** Log entries that put units on sale or took them off outside any order. */
const stockedReasons: ReadonlySet<StockLogReason> = new Set(['created', 'adminEdit', 'import']);

type LogEntry = StockLogEntry & { seq: number };

/** The units each variant moved in one entry, or undefined when the entry cannot say (an older multi-size move). */
function unitsPerVariant(entry: LogEntry, skus: ReadonlySet<string>): Record<string, number> | undefined {
  if (entry.variants) return entry.variants;
  if (entry.change === 0) return {};
  if (entry.sku !== undefined && skus.has(entry.sku)) return { [entry.sku]: entry.change };
  // The default variant's units (the product had no options then) are no variant's.
  return entry.sku !== undefined ? {} : undefined;
}

const add = (into: Map<string, number>, sku: string, units: number) => into.set(sku, (into.get(sku) ?? 0) + units);

/** Units of each product's variants that pending orders hold and paid orders sold, by product then SKU. */
function orderUnitsPerVariant(orders: readonly OrderRecord[], returns: readonly ReturnRecord[]): Map<number, Map<string, number>> {
  const backOnShelf = new Map<string, number>(); // order id + item id → units a withdrawal put back
  for (const r of returns) {
    if (r.status === 'requested' || r.status === 'rejected') continue;
    for (const line of r.lines) backOnShelf.set(`${r.orderId}/${line.itemId}`, (backOnShelf.get(`${r.orderId}/${line.itemId}`) ?? 0) + heldUnits(r, line));
  }
  const out = new Map<number, Map<string, number>>();
  for (const order of orders) {
    const pending = order.status === 'pending';
    if (!pending && !isSold(order.status)) continue;
    for (const item of order.items) {
      // Only a line that sold a variant (it carries the variant's labels) moved a variant's units (order-entity.ts).
      if (!item.variant?.length || !item.sku) continue;
      const units = item.quantity - (pending ? 0 : (backOnShelf.get(`${order.id}/${item.id}`) ?? 0));
      const bySku = out.get(item.productId) ?? new Map<string, number>();
      add(bySku, item.sku, units);
      out.set(item.productId, bySku);
    }
  }
  return out;
}

export function variantStockProblems(
  products: ReadonlyMap<number, ProductBooks>,
  stockLogs: ReadonlyMap<number, LogEntry[]>,
  orders: readonly OrderRecord[],
  returns: readonly ReturnRecord[],
): VariantStockProblem[] {
  const problems: VariantStockProblem[] = [];
  const inOrders = orderUnitsPerVariant(orders, returns);
  for (const product of products.values()) {
    const units = product.variantStock;
    if (!units) continue;
    const variant = (sku: string) => `product ${product.id} variant ${sku}`;
    for (const [sku, n] of Object.entries(units)) if (n < 0) problems.push({ subject: variant(sku), message: `stock is ${n}` });
    const total = Object.values(units).reduce((a, b) => a + b, 0);
    if (product.hasOptions && total !== product.stock) problems.push({ subject: `product ${product.id}`, message: `stock is ${product.stock}, its variants hold ${total}` });

    // Each variant rebuilt from the log: what its entries moved in all, and of that what was put on sale.
    if (product.stockLogSeq === undefined) continue;
    const skus = new Set([...Object.keys(units), ...(inOrders.get(product.id)?.keys() ?? [])]);
    const logged = new Map<string, number>();
    const stocked = new Map<string, number>();
    let readable = true;
    for (const entry of stockLogs.get(product.id) ?? []) {
      const moved = unitsPerVariant(entry, skus);
      if (!moved) {
        readable = false; // an older entry moved several sizes without saying which: this product's sizes cannot be rebuilt
        break;
      }
      for (const [sku, n] of Object.entries(moved)) {
        skus.add(sku);
        add(logged, sku, n);
        if (stockedReasons.has(entry.reason)) add(stocked, sku, n);
      }
    }
    if (!readable) continue;
    for (const sku of [...skus].sort()) {
      const now = units[sku] ?? 0;
      const fromLog = logged.get(sku) ?? 0;
      if (now !== fromLog) problems.push({ subject: variant(sku), message: `stock is ${now}, its stock log adds up to ${fromLog}` });
      const ordered = inOrders.get(product.id)?.get(sku) ?? 0;
      const onSale = stocked.get(sku) ?? 0;
      if (now + ordered !== onSale) problems.push({ subject: variant(sku), message: `stock ${now} + held or sold ${ordered} = ${now + ordered}, but ${onSale} units were put on sale` });
    }
  }
  return problems;
}
