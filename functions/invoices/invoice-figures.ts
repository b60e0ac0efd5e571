import { lineDisplayName } from '../contracts/order-line-name.js';
import type { LineVolumeBreak, Order } from '../contracts/order.js';
import { deliveryLineName } from '../delivery/delivery-names.js';
import { orderLine } from '../ledger/items.js';

/**
 * The figures of one invoice, computed once from the order and printed by both the PDF and the
 * FA(3) XML, so the two can never disagree on an amount.
 *
 * Prices in the shop are gross; the VAT of 23 % is computed from the gross total ("od wartości
 * brutto", art. 106e ust. 7 ustawy o VAT), so the figures add up to exactly what the buyer paid.
 * Delivery is a service sold with the goods, at 23 % VAT like them: a line of its own named by the
 * order's delivery method (functions/delivery), at the cost checkout charged, a free one (pickup,
 * above the threshold) at 0,00 zł too. Orders placed before delivery methods existed have no
 * `delivery`: for them it is what the order was charged beyond its product lines, if anything.
 */
export const VAT_RATE_PERCENT = 23;

export interface InvoiceLine {
  /** 1-based, as printed. */
  position: number;
  name: string;
  quantity: number;
  unit: string;
  /** Gross grosze. */
  unitGross: number;
  lineGross: number;
  /** Gross grosze of a promotion's discount on a product line (issue 32): lineGross = unitGross × quantity − discount. */
  discount?: number;
  /** A dealer's volume break (issue 34): unitGross is already after it. */
  volumeBreak?: LineVolumeBreak;
  /** `adjustment`: a correction's line of an amount, not of goods (correction-invoice.ts). */
  kind: 'product' | 'delivery' | 'adjustment';
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  net: number;
  vat: number;
  gross: number;
}

export function vatBreakdown(gross: number): { net: number; vat: number; gross: number } {
  const net = Math.round((gross * 100) / (100 + VAT_RATE_PERCENT));
  return { net, vat: gross - net, gross };
}

export function invoiceFigures(order: Pick<Order, 'items' | 'totalAmount' | 'delivery'>): InvoiceFigures {
  const lines: InvoiceLine[] = order.items.map((item, i) => ({
    position: i + 1,
    // The line's name with its variant ("Buty Engineer – rozmiar 43"): also FA(3)'s P_7.
    name: lineDisplayName(orderLine(item), 'pl'),
    quantity: item.quantity,
    unit: 'szt.',
    unitGross: item.unitPrice,
    // unitPrice × quantity less the line's discount (ledger/items.ts, OrderLine)
    lineGross: item.totalPrice,
    ...(item.discount ? { discount: item.discount } : {}),
    ...(item.volumeBreak ? { volumeBreak: item.volumeBreak } : {}),
    kind: 'product',
  }));
  const products = lines.reduce((sum, l) => sum + l.lineGross, 0);
  const delivery = order.delivery
    ? { name: deliveryLineName(order.delivery), cost: order.delivery.cost }
    : order.totalAmount > products
      ? { name: 'Dostawa', cost: order.totalAmount - products }
      : null;
  if (delivery) {
    lines.push({ position: lines.length + 1, name: delivery.name, quantity: 1, unit: 'usł.', unitGross: delivery.cost, lineGross: delivery.cost, kind: 'delivery' });
  }
  return { lines, ...vatBreakdown(order.totalAmount) };
}

/** 12345 grosze → `123.45`: the decimal notation of FA(3) amounts (and of tests comparing them). */
export function decimalAmount(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An ISO instant as the calendar date in Poland (YYYY-MM-DD): invoice dates are Polish dates. */
export function warsawDate(iso: string): string {
  return new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
}
