import type { Order } from '../contracts/order.js';
import type { Return } from '../contracts/returns.js';
import { conflict, notFound } from '../core/errors.js';
import { deliveryLineName } from '../delivery/delivery-names.js';
import { getOrder, orderView } from '../orders/order-entity.js';
import { getReturn, returnCorrectionUpdate } from '../orders/return-entity.js';
import { shopDay } from '../orders/stats-entity.js';
import { vatBreakdown, type InvoiceFigures, type InvoiceLine } from './invoice-figures.js';
import { assignInSeries } from './invoice-numbers.js';
import { issueInvoice } from './issue-invoice.js';

/**
 * Correction invoices (faktury korygujące) of withdrawals (issue 19): one per refunded return, in
 * their own series FK/{year}/{n} with no gaps (a counter of their own beside the invoices'),
 * numbered once when the refund went through (refunds.ts) or, if that failed, on the first
 * download. The corrected invoice is the order's: issued first if the buyer never downloaded it.
 * Withdrawals are a consumer's right and a consumer's invoice is not sent to KSeF, so a
 * correction is PDF-only (a company purchase cannot be withdrawn from online).
 *
 * | access pattern   | key                                          |
 * |------------------|----------------------------------------------|
 * | yearCounter      | PK = CORRECTION_COUNTER, SK = {year}         |
 */
export const CORRECTION_PREFIX = 'FK';
export const formatCorrectionNumber = (year: number, n: number) => `${CORRECTION_PREFIX}/${year}/${String(n).padStart(5, '0')}`;

/** Numbers (once) the correction invoice of a refunded return; answers its number. */
export async function issueCorrection(orderId: string, returnId: string, now = new Date()): Promise<string> {
  const record = await getReturn(orderId, returnId);
  if (!record) throw notFound('No such return');
  if (record.correctionNumber) return record.correctionNumber;
  if (record.status !== 'refunded') throw conflict('conflict', 'A correction invoice is issued once the refund went through');
  const order = await getOrder(orderId);
  if (!order) throw notFound('No such order');
  // The invoice being corrected exists first (numbered now if the buyer never asked for it).
  await issueInvoice(orderView(order), now);
  // The series is the year in Poland: a correction issued just after midnight on 1 January is the new year's.
  const year = Number(shopDay(now).slice(0, 4));
  return assignInSeries({
    counterKey: { PK: 'CORRECTION_COUNTER', SK: String(year) },
    counterEntityType: 'correction-counter',
    format: (n) => formatCorrectionNumber(year, n),
    numberTarget: (number) => returnCorrectionUpdate(orderId, returnId, number, now.toISOString()),
    existingNumber: async () => {
      const again = await getReturn(orderId, returnId);
      if (again?.correctionNumber) return again.correctionNumber;
      if (again?.status !== 'refunded') throw conflict('conflict', 'A correction invoice is issued once the refund went through');
      return undefined;
    },
  });
}

/** The correcting lines: each accepted unit and the delivery refunded, taken back (negative). */
export function correctionFigures(order: Pick<Order, 'items' | 'delivery'>, ret: Pick<Return, 'lines' | 'refund'>): InvoiceFigures {
  const lines: InvoiceLine[] = ret.lines
    .filter((l) => (l.acceptedQuantity ?? 0) > 0)
    .map((l, i) => ({ position: i + 1, name: l.name, quantity: -l.acceptedQuantity!, unit: 'szt.', unitGross: l.unitPrice, lineGross: -l.acceptedQuantity! * l.unitPrice, kind: 'product' }));
  const delivery = ret.refund?.delivery ?? 0;
  if (delivery > 0) {
    lines.push({ position: lines.length + 1, name: order.delivery ? deliveryLineName(order.delivery) : 'Dostawa', quantity: -1, unit: 'usł.', unitGross: delivery, lineGross: -delivery, kind: 'delivery' });
  }
  return { lines, ...vatBreakdown(lines.reduce((sum, l) => sum + l.lineGross, 0)) };
}
