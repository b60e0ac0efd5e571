import type { Order, OrderStatus } from '@contracts/order';
import { intlLocale } from '@/lib/i18n';

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
