import type { Order, OrderStatus } from '../contracts/order.js';
import { config } from '../core/config.js';
import type { Email } from '../messages/mailer.js';
import { carrierName, deliveryEmailLines, pickupStatusLine } from '../delivery/delivery-emails.js';

/** The customer's e-mails about an order: a confirmation when paid, a note on every later change. */
const shortId = (id: string) => id.slice(0, 8);

export function formatZl(grosze: number): string {
  const [whole, fraction] = (grosze / 100).toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${fraction} zł`;
}

const statusLines: Record<OrderStatus, string> = {
  pending: 'Czekamy na potwierdzenie płatności.',
  processing: 'Płatność przyjęta — kompletujemy Twoje zamówienie.',
  shipped: 'Zamówienie zostało wysłane.',
  delivered: 'Zamówienie zostało dostarczone. Dziękujemy!',
  cancelled: 'Zamówienie zostało anulowane. Jeśli pobraliśmy płatność, zwrócimy ją w ciągu 14 dni.',
};

export function orderStatusEmail(order: Order): Email {
  const c = config();
  const lines = order.items.map((i) => `- ${i.product.name} × ${i.quantity}: ${formatZl(i.totalPrice)}`);
  const link = `${c.SITE_URL}/order/${order.id}`;
  const confirmation = order.status === 'processing';
  const statusLine = pickupStatusLine(order) ?? statusLines[order.status];
  const tracking = order.status === 'shipped' && order.tracking ? `\nPrzewoźnik: ${carrierName(order.tracking.carrier)}, numer przesyłki: ${order.tracking.number}${order.tracking.url ? `\nŚledzenie: ${order.tracking.url}` : ''}\n` : '';
  return {
    kind: confirmation ? 'order-confirmation' : `order-${order.status}`,
    to: order.customerEmail!,
    subject: confirmation
      ? `${c.SHOP_NAME}: potwierdzenie zamówienia #${shortId(order.id)}`
      : `${c.SHOP_NAME}: zamówienie #${shortId(order.id)} — ${statusLine}`,
    text: [
      `Dzień dobry${order.customerName ? ` ${order.customerName}` : ''},`,
      '',
      statusLine,
      tracking,
      `Zamówienie #${shortId(order.id)}:`,
      ...lines,
      ...deliveryEmailLines(order),
      `Razem: ${formatZl(order.totalAmount)}`,
      '',
      `Szczegóły: ${link}`,
      '',
      c.SHOP_NAME,
    ].join('\n'),
  };
}
