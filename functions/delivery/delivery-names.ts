import type { DeliveryMethod, OrderDelivery } from '../contracts/delivery.js';

/**
 * How delivery reads in the shop's Polish documents: the Stripe line, the invoice line (PDF and
 * FA(3) XML) and the order e-mails. Pure, so that the invoices domain can name the delivery line
 * without pulling in the delivery domain's data access.
 */
export const WORKSHOP_PICKUP = {
  address: 'Poręba Spytkowska 1, 32-800 Brzesko',
  hours: 'pon.–pt. 8:00–17:00, sob. 9:00–14:00',
} as const;

export const methodNames: Record<DeliveryMethod, string> = {
  locker: 'Paczkomat InPost',
  courier: 'Kurier InPost',
  pickup: 'Odbiór osobisty w warsztacie',
};

/** `Paczkomat® KRA010`, `Kurier InPost`, `Odbiór osobisty w warsztacie` (or the e-mail's language's `names`). */
export function deliveryName(delivery: Pick<OrderDelivery, 'method' | 'point'>, names = methodNames): string {
  return delivery.method === 'locker' && delivery.point ? delivery.point.name : names[delivery.method];
}

/** The line of the Stripe Checkout page and of the invoice. */
export function deliveryLineName(delivery: Pick<OrderDelivery, 'method' | 'point'>): string {
  return delivery.method === 'pickup' ? methodNames.pickup : `Dostawa: ${deliveryName(delivery)}`;
}

/** Where it goes, in one line (the workshop's hours in the e-mail's language if given). */
export function deliveryDestination(delivery: OrderDelivery, workshopHours: string = WORKSHOP_PICKUP.hours): string {
  if (delivery.method === 'pickup') return `${WORKSHOP_PICKUP.address}, ${workshopHours}`;
  if (delivery.point) {
    const a = delivery.point.address;
    return `${a.street}, ${a.postalCode} ${a.city}`;
  }
  if (delivery.address) {
    const a = delivery.address;
    return `${a.name}, ${a.street} ${a.buildingNumber}, ${a.postalCode} ${a.city}`;
  }
  return '';
}
