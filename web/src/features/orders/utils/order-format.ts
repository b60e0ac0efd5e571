import type { Order, OrderStatus } from '@contracts/order';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

const statuses: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

/** Spec §4: an unknown status value is shown as pending. */
export function displayStatus(status: string): OrderStatus {
  return (statuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';
}

/** Paid orders have an invoice. */
export function isPaid(status: OrderStatus): boolean {
  return status === 'processing' || status === 'shipped' || status === 'delivered';
}

/** Spec §9: the short id is the first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** Spec §9: dates in the Polish locale (in English, the English one). */
export function formatOrderDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/Warsaw',
  }).format(date);
}

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, i) => sum + i.quantity, 0);
}

/** Spec §9: the currency code upper-cased ('pln' → 'PLN'). */
export function currencyCode(currency: string): string {
  return currency.toUpperCase();
}

/** The amount in the spec's `1 234,56` form with the currency code: `1 234,56 PLN`. */
export function formatTotal(grosze: number, currency: string): string {
  return formatMoney(grosze).replace(/\u00a0zł$/, `\u00a0${currencyCode(currency)}`);
}
