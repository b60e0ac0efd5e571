import { lineDisplayName } from '../contracts/order-line-name.js';
import type { Order, Refund } from '../contracts/order.js';
import type { Return } from '../contracts/returns.js';
import { config } from '../core/config.js';
import { conflict, notFound } from '../core/errors.js';
import { deliveryLineName } from '../delivery/delivery-names.js';
import { getOrder, orderView } from '../ledger/order-entity.js';
import { isSold } from '../ledger/order-transitions.js';
import { getRefund, listRefundsOfOrder, refundCorrectionUpdate, refundView, type RefundRecord } from '../ledger/refund-entity.js';
import { getReturn, returnCorrectionUpdate } from '../ledger/return-entity.js';
import { shopDay } from '../ledger/stats-entity.js';
import { fa3Xml } from './fa3-xml.js';
import { correctionDocPut, correctionDocsOfOrder, type InvoiceRecord } from '../ledger/invoice-entity.js';
import { ksefState } from './invoice-view.js';
import { invoiceFigures, vatBreakdown, type InvoiceFigures, type InvoiceLine } from './invoice-figures.js';
import { assignInSeries } from './invoice-numbers.js';
import { issueInvoice, PLACE_OF_ISSUE } from './issue-invoice.js';
import { invoiceListCount, listCounts } from '../ledger/list-counters.js';

/**
 * Correction invoices (faktury korygujące) of withdrawals (issue 19): one per refunded return, in
 * their own series FK/{year}/{n} with no gaps (a counter of their own beside the invoices'),
 * numbered once when the refund went through (refunds.ts) or, if that failed, on the first
 * download. The corrected invoice is the order's: issued first if the buyer never downloaded it.
 * Withdrawals are a consumer's right and a consumer's invoice is not sent to KSeF, so a
 * correction is PDF-only (a company purchase cannot be withdrawn from online).
 *
 * Every other refund of an invoiced order (the admin cancelling a paid order, a partial or
 * goodwill refund, one made in Stripe's Dashboard) gets its correction in the same series, one
 * per refund, numbered on the refund record when the refund succeeded (refunds.ts). An order is
 * invoiced when it has its number (a consumer's, once downloaded) or is a paid company order (its
 * invoice is issued now if the KSeF job has not yet). A company order's correction goes to KSeF
 * as FA(3) KOR: its KSeF item is written in the numbering transaction and waits there for the
 * corrected invoice's KSeF number (the KSeF job, ksef-submission.ts).
 *
 * | access pattern   | key                                          |
 * |------------------|----------------------------------------------|
 * | yearCounter      | PK = CORRECTION_COUNTER, SK = {year}         |
 */
export const CORRECTION_PREFIX = 'FK';
export const formatCorrectionNumber = (year: number, n: number) => `${CORRECTION_PREFIX}/${year}/${String(n).padStart(5, '0')}`;

/**
 * The FK series of `now`'s year, for both kinds of correction. The year is Poland's: a correction
 * issued just after midnight on 1 January is the new year's.
 */
function correctionSeries(now: Date) {
  const year = Number(shopDay(now).slice(0, 4));
  return { counterKey: { PK: 'CORRECTION_COUNTER', SK: String(year) }, counterEntityType: 'correction-counter', format: (n: number) => formatCorrectionNumber(year, n) };
}

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
  return assignInSeries({
    ...correctionSeries(now),
    numberTarget: (number) => returnCorrectionUpdate(orderId, returnId, number, now.toISOString()),
    existingNumber: async () => {
      const again = await getReturn(orderId, returnId);
      if (again?.correctionNumber) return again.correctionNumber;
      if (again?.status !== 'refunded') throw conflict('conflict', 'A correction invoice is issued once the refund went through');
      return undefined;
    },
  });
}

/** A returned line as the invoice named it: the order line's name with its variant; the name kept by the return if the line is gone. */
function returnLineName(order: Pick<Order, 'items'>, line: Return['lines'][number]): string {
  const item = order.items.find((i) => i.id === line.itemId);
  return item ? lineDisplayName(item, 'pl') : line.name;
}

/** The correcting lines: each accepted unit and the delivery refunded, taken back (negative). */
export function correctionFigures(order: Pick<Order, 'items' | 'delivery'>, ret: Pick<Return, 'lines' | 'refund'>): InvoiceFigures {
  const lines: InvoiceLine[] = ret.lines
    .filter((l) => (l.acceptedQuantity ?? 0) > 0)
    .map((l, i) => ({ position: i + 1, name: returnLineName(order, l), quantity: -l.acceptedQuantity!, unit: 'szt.', unitGross: l.unitPrice, lineGross: -l.acceptedQuantity! * l.unitPrice, kind: 'product' }));
  const delivery = ret.refund?.delivery ?? 0;
  if (delivery > 0) {
    lines.push({ position: lines.length + 1, name: order.delivery ? deliveryLineName(order.delivery) : 'Dostawa', quantity: -1, unit: 'usł.', unitGross: delivery, lineGross: -delivery, kind: 'delivery' });
  }
  return { lines, ...vatBreakdown(lines.reduce((sum, l) => sum + l.lineGross, 0)) };
}


/**
 * The correcting lines of a refund without lines (a cancellation, an amount):
 * - the whole payment back (a cancelled order): every line of the invoice to zero — each line
 *   taken back with its quantity and value negative, delivery included;
 * - part of it: one line 'Korekta: zwrot części zapłaty' of the amount, negative, at 23 % —
 *   a price reduction of the whole sale; every line of the shop is at 23 %, so this one line is
 *   the split per VAT rate, and it names no goods, since none came back.
 */
export function refundCorrectionFigures(order: Pick<Order, 'items' | 'totalAmount' | 'delivery'>, refund: Pick<RefundRecord, 'amount' | 'method'>): InvoiceFigures {
  const negate = ({ net, vat, gross }: InvoiceFigures | ReturnType<typeof vatBreakdown>) => ({ net: -net, vat: -vat, gross: -gross });
  if (refund.amount >= order.totalAmount) {
    const original = invoiceFigures(order);
    return { ...negate(original), lines: original.lines.map((l) => ({ ...l, quantity: -l.quantity, lineGross: -l.lineGross })) };
  }
  // A terms order's credit (issue 34) lowers what is owed; nothing was necessarily paid to go back.
  const name = refund.method === 'terms_credit' ? 'Korekta: obniżka ceny (zmniejszenie należności)' : 'Korekta: zwrot części zapłaty (obniżka ceny)';
  const line: InvoiceLine = { position: 1, name, quantity: 1, unit: 'usł.', unitGross: -refund.amount, lineGross: -refund.amount, kind: 'adjustment' };
  return { lines: [line], ...negate(vatBreakdown(refund.amount)) };
}

/** Why the money went back, as the correction says it (PrzyczynaKorekty, the PDF's "Przyczyna korekty"). */
export function refundCorrectionReason(order: Pick<Order, 'totalAmount'>, refund: Pick<RefundRecord, 'amount' | 'reason' | 'method'>): string {
  const whole = refund.amount >= order.totalAmount;
  if (refund.method === 'terms_credit') return `${refund.reason === 'order_cancelled' ? 'anulowanie zamówienia' : 'obniżka ceny'} — zmniejszenie należności`;
  if (refund.reason === 'order_cancelled') return whole ? 'anulowanie zamówienia — zwrot całej zapłaty' : 'anulowanie zamówienia — zwrot pozostałej części zapłaty';
  return whole ? 'zwrot całej zapłaty' : 'obniżka ceny — zwrot części zapłaty';
}

/**
 * Numbers (once) the correction invoice of a succeeded refund that is not a withdrawal's; answers
 * its number, or null when the order has no invoice to correct (a consumer who never downloaded
 * it, an order cancelled before its company invoice was issued).
 */
export async function issueRefundCorrection(orderId: string, refundId: string, now = new Date()): Promise<string | null> {
  const refund = await getRefund(orderId, refundId);
  if (!refund) throw notFound('No such refund');
  if (refund.correctionNumber) return refund.correctionNumber;
  if (refund.returnId) throw conflict('conflict', 'A withdrawal\'s correction invoice is its return\'s');
  if (refund.status !== 'succeeded') throw conflict('conflict', 'A correction invoice is issued once the refund went through');
  const order = await getOrder(orderId);
  if (!order) throw notFound('No such order');
  if (!order.invoiceNumber && !(order.company && isSold(order.status))) return null;
  const invoice = await issueInvoice(orderView(order), now);
  const issuedAt = now.toISOString();
  const figures = refundCorrectionFigures(order, refund);
  return assignInSeries({
    ...correctionSeries(now),
    numberTarget: (number) => refundCorrectionUpdate(orderId, refundId, number, issuedAt),
    alsoWrite: (number) =>
      invoice.buyer
        ? [
            correctionDocPut({
              orderId,
              refundId,
              number,
              issuedAt,
              correctedNumber: invoice.number!,
              buyer: invoice.buyer,
              userId: order.userId,
              customerName: order.customerName,
              customerEmail: order.customerEmail,
              totalAmount: figures.gross,
            }),
            // It enters the admin's invoices list: its total counts it in the same transaction.
            listCounts(invoiceListCount()),
          ]
        : [],
    existingNumber: async () => {
      const again = await getRefund(orderId, refundId);
      if (again?.correctionNumber) return again.correctionNumber;
      if (again?.status !== 'succeeded') throw conflict('conflict', 'A correction invoice is issued once the refund went through');
      return undefined;
    },
  });
}

/**
 * The FA(3) KOR of a company order's correction, made once the corrected invoice has its KSeF
 * number; the same figures as its PDF.
 */
export function refundCorrectionXml(order: Order, refund: RefundRecord, original: InvoiceRecord, correction: InvoiceRecord, generatedAt = new Date().toISOString()): string {
  const c = config();
  if (!original.ksefNumber || !original.number || !original.issuedAt || !correction.number || !correction.issuedAt || !correction.buyer) {
    throw new Error(`The correction of refund ${refund.id} cannot name its corrected invoice in KSeF yet`);
  }
  return fa3Xml({
    number: correction.number,
    issuedAt: correction.issuedAt,
    soldAt: order.createdAt,
    paidAt: order.createdAt,
    placeOfIssue: PLACE_OF_ISSUE,
    seller: { taxId: c.SELLER_TAX_ID, name: c.SELLER_NAME, address: c.SELLER_ADDRESS },
    buyer: { taxId: correction.buyer.nip, name: correction.buyer.name, address: correction.buyer.address, email: order.customerEmail },
    figures: refundCorrectionFigures(order, refund),
    generatedAt,
    systemInfo: `${c.SHOP_NAME} shop`,
    correction: { reason: refundCorrectionReason(order, refund), correctedNumber: original.number, correctedIssuedAt: original.issuedAt, correctedKsefNumber: original.ksefNumber },
  });
}

/** An order's refunds as the API shows them, each with its correction invoice and, for a company's, its KSeF state. */
export async function refundsWithCorrections(orderId: string): Promise<Refund[]> {
  const [refunds, docs] = await Promise.all([listRefundsOfOrder(orderId), correctionDocsOfOrder(orderId)]);
  return refunds.map((r) => {
    const doc = docs.get(r.id);
    return { ...refundView(r), ...(doc ? { correctionKsef: ksefState(doc) } : {}) };
  });
}

/**
 * After an invoice is issued late (a consumer's first download after a refund): the corrections
 * of the refunds that already went through, numbered now, so the invoice never stands alone at
 * the full amount while money went back.
 */
export async function issueMissingRefundCorrections(orderId: string, now = new Date()): Promise<void> {
  for (const refund of await listRefundsOfOrder(orderId)) {
    if (refund.status === 'succeeded' && !refund.returnId && !refund.correctionNumber) await issueRefundCorrection(orderId, refund.id, now);
  }
}
