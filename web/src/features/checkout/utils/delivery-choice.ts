import { deliveryMethods, type DeliveryMethod, type DeliveryPoint } from '@contracts/delivery';

/**
 * The buyer's last delivery method and parcel locker, kept in localStorage (`delivery-choice`,
 * listed in the cookie policy) to suggest them next time, and to price the cart drawer's
 * delivery line. A public locker's code and address only: no name, phone or home address.
 */
export const DELIVERY_CHOICE_KEY = 'delivery-choice';

export type RememberedPoint = Pick<DeliveryPoint, 'code' | 'name' | 'address' | 'openingHours' | 'description'>;

export interface DeliveryChoice {
  method: DeliveryMethod;
  point?: RememberedPoint | undefined;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDeliveryChoice(): DeliveryChoice | null {
  try {
    const value = JSON.parse(storage()?.getItem(DELIVERY_CHOICE_KEY) ?? 'null') as Partial<DeliveryChoice> | null;
    if (!value || !deliveryMethods.includes(value.method as DeliveryMethod)) return null;
    const point = value.point && typeof value.point.code === 'string' && value.point.address ? value.point : undefined;
    return { method: value.method as DeliveryMethod, ...(point ? { point } : {}) };
  } catch {
    return null;
  }
}

export function rememberDeliveryChoice(choice: DeliveryChoice): void {
  try {
    const point = choice.point && { code: choice.point.code, name: choice.point.name, address: choice.point.address, openingHours: choice.point.openingHours, description: choice.point.description };
    storage()?.setItem(DELIVERY_CHOICE_KEY, JSON.stringify({ method: choice.method, ...(point ? { point } : {}) }));
  } catch {
    // storage full or disabled: the choice is only not remembered
  }
}
