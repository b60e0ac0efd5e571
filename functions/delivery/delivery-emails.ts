import type { Carrier } from '../contracts/admin.js';
import type { Order } from '../contracts/order.js';
import { config } from '../core/config.js';
import type { Email } from '../messages/mailer.js';
import { formatZl } from '../orders/order-emails.js';
import { carrierNames } from '../orders/tracking.js';
import { deliveryDestination, deliveryName } from './delivery-names.js';
import type { ShipmentRecord } from './shipment-entity.js';

/**
 * The delivery parts of the order e-mails (names and places from delivery-names.ts), and the
 * e-mail that the parcel waits in the locker. Pickup at the workshop has its own wording for the
 * statuses that mean "sent" and "delivered" elsewhere.
 */

/** The delivery lines of an order e-mail (none for orders placed before delivery methods). */
export function deliveryEmailLines(order: Order): string[] {
  const d = order.delivery;
  if (!d) return [];
  return [`Dostawa: ${deliveryName(d)} (${deliveryDestination(d)}): ${formatZl(d.cost)}`];
}

/** The carrier as people know it ('InPost', not 'inpost'). */
export function carrierName(carrier: string): string {
  return carrierNames[carrier as Carrier] ?? carrier;
}

/** A pickup order's "shipped" and "delivered" mean "ready at the workshop" and "collected". */
export function pickupStatusLine(order: Order, notice: string): string | undefined {
  if (order.delivery?.method !== 'pickup') return undefined;
  if (notice === 'shipped') return 'Zamówienie czeka na odbiór w naszym warsztacie.';
  if (notice === 'delivered') return 'Zamówienie zostało odebrane. Dziękujemy!';
  return undefined;
}

/** The parcel waits in the locker: where, until when it is open, and that InPost texts the code. */
export function lockerReadyEmail(order: Order, shipment: ShipmentRecord): Email {
  const c = config();
  const point = order.delivery?.point;
  const short = order.id.slice(0, 8);
  const where = point ? `${point.name}, ${point.address.street}, ${point.address.postalCode} ${point.address.city}` : 'wybrany Paczkomat';
  return {
    kind: 'order-ready-to-pickup',
    to: order.customerEmail!,
    subject: `${c.SHOP_NAME}: zamówienie #${short} czeka w Paczkomacie${point ? ` ${point.code}` : ''}`,
    text: [
      `Dzień dobry${order.customerName ? ` ${order.customerName}` : ''},`,
      '',
      `Twoja paczka czeka w Paczkomacie: ${where}.`,
      ...(point?.description ? [`Gdzie: ${point.description}.`] : []),
      ...(point?.openingHours ? [`Dostępny: ${point.openingHours}.`] : []),
      'Kod odbioru InPost wysłał SMS-em na Twój numer telefonu. Paczka czeka 48 godzin.',
      ...(shipment.trackingNumber ? [`Numer przesyłki: ${shipment.trackingNumber}`] : []),
      '',
      `Szczegóły: ${c.SITE_URL}/order/${order.id}`,
      '',
      c.SHOP_NAME,
    ].join('\n'),
  };
}
