import type { Shipment } from '../contracts/delivery.js';
import type { Carrier } from '../contracts/admin.js';
import type { Order } from '../contracts/order.js';
import { config } from '../core/config.js';
import type { Email } from './mailer.js';
import { formatZl } from './order-emails.js';
import { orderEmailTexts, type OrderEmailTexts } from './order-email-texts.js';
import { carrierNames } from '../delivery/tracking.js';
import { READY_ELSEWHERE } from '../delivery/carrier-status.js';
import { deliveryDestination, deliveryName } from '../delivery/delivery-names.js';

/**
 * The delivery parts of the order e-mails (names and places from delivery-names.ts), and the
 * e-mail that the parcel waits in the locker. Pickup at the workshop has its own wording for the
 * statuses that mean "sent" and "delivered" elsewhere. The words are the order's language's
 * (orders/order-email-texts.ts).
 */

/** The delivery lines of an order e-mail (none for orders placed before delivery methods). */
export function deliveryEmailLines(order: Order): string[] {
  const d = order.delivery;
  if (!d) return [];
  const t = orderEmailTexts(order).delivery;
  return [t.line(deliveryName(d, t.methods), deliveryDestination(d, t.workshopHours), formatZl(d.cost))];
}

/** The carrier as people know it ('InPost', not 'inpost'; 'other' in the e-mail's language). */
export function carrierName(carrier: string, t: Pick<OrderEmailTexts, 'otherCarrier'>): string {
  if (carrier === 'other') return t.otherCarrier;
  return carrierNames[carrier as Carrier] ?? carrier;
}

/** A pickup order's "shipped" and "delivered" mean "ready at the workshop" and "collected". */
export function pickupStatusLine(order: Order, notice: string): string | undefined {
  if (order.delivery?.method !== 'pickup') return undefined;
  const t = orderEmailTexts(order).status;
  if (notice === 'shipped') return t.pickupReady;
  if (notice === 'delivered') return t.pickupCollected;
  return undefined;
}

/**
 * The parcel waits for the buyer: in the chosen locker (where, until when it is open, and that
 * InPost texts the code), or somewhere else (a point, a branch, a temporary locker, or a courier
 * parcel left at a point: the status that made it ready says so), which InPost's text message names.
 */
export function lockerReadyEmail(order: Order, shipment: Pick<Shipment, 'events' | 'carrierStatus' | 'method' | 'trackingNumber'>): Email {
  const c = config();
  const t = orderEmailTexts(order);
  const readyAs = [...shipment.events].reverse().find((e) => e.status === 'ready_to_pickup')?.carrierStatus ?? shipment.carrierStatus;
  const elsewhere = shipment.method !== 'locker' || READY_ELSEWHERE.has(readyAs);
  const point = elsewhere ? undefined : order.delivery?.point;
  const short = order.id.slice(0, 8);
  const where = point ? `${point.name}, ${point.address.street}, ${point.address.postalCode} ${point.address.city}` : t.locker.anyLocker;
  return {
    kind: 'order-ready-to-pickup',
    to: order.customerEmail!,
    subject: elsewhere ? t.locker.subjectElsewhere(c.SHOP_NAME, short) : t.locker.subject(c.SHOP_NAME, short, point?.code),
    text: [
      t.greeting(order.customerName),
      '',
      ...(elsewhere
        ? [t.locker.elsewhere]
        : [t.locker.waiting(where), ...(point?.description ? [t.locker.where(point.description)] : []), ...(point?.openingHours ? [t.locker.open(point.openingHours)] : []), t.locker.code]),
      ...(shipment.trackingNumber ? [t.locker.trackingNumber(shipment.trackingNumber)] : []),
      '',
      t.details(`${c.SITE_URL}/order/${order.id}`),
      '',
      c.SHOP_NAME,
    ].join('\n'),
  };
}
