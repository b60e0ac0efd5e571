import { INPOST_RETURNS_OFF, type DeliveryMethod, type DeliveryOption, type ShippingSettingsInput } from '../contracts/delivery.js';
import type { Parcel } from './parcel.js';

/**
 * What a delivery costs. Pure: the admin's settings, the parcel and the buyer in; a price per
 * method out. The rules, in order:
 *   1. pickup at the workshop is always possible and always free;
 *   2. a parcel locker takes only a parcel that fits one (parcel.ts), priced by its size;
 *   3. the courier takes anything, priced by size class (`courier` for what fits no locker);
 *      a dealer's courier costs the locker price of the same size when the admin says so;
 *   4. from the free-delivery threshold on (the products' value, as the buyer pays it) every
 *      method is free: the consumers' threshold, or the dealers' own when the admin set one.
 */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettingsInput = {
  locker: { A: 1399, B: 1599, C: 1899 },
  courier: { A: 1799, B: 1999, C: 2299, courier: 4999 },
  freeThreshold: 49900,
  dealer: { freeThreshold: 29900, courierAtLockerPrice: true },
  estimates: {
    locker: { minDays: 1, maxDays: 2 },
    courier: { minDays: 1, maxDays: 2 },
    pickup: { minDays: 1, maxDays: 1 },
  },
  // Off until the shop registers with InPost's Szybkie Zwroty and enters its page.
  inpostReturns: INPOST_RETURNS_OFF,
};

export interface PricingInput {
  settings: ShippingSettingsInput;
  parcel: Parcel;
  /** The products' value in grosze, as the buyer pays it (dealer prices for dealers). */
  productsTotal: number;
  dealer: boolean;
}

/** The products' value from which this buyer's delivery is free; null: never. */
export function freeThresholdFor(settings: ShippingSettingsInput, dealer: boolean): number | null {
  return dealer ? (settings.dealer.freeThreshold ?? settings.freeThreshold) : settings.freeThreshold;
}

function regularCost(method: DeliveryMethod, { settings, parcel, dealer }: PricingInput): number {
  if (method === 'pickup') return 0;
  if (method === 'locker') return parcel.size === 'courier' ? 0 : settings.locker[parcel.size];
  const courier = settings.courier[parcel.size];
  if (dealer && settings.dealer.courierAtLockerPrice && parcel.size !== 'courier') return Math.min(courier, settings.locker[parcel.size]);
  return courier;
}

export function priceDelivery(method: DeliveryMethod, input: PricingInput): DeliveryOption {
  const unavailableReason = method === 'locker' ? input.parcel.lockerRefusal : null;
  const regular = regularCost(method, input);
  const threshold = freeThresholdFor(input.settings, input.dealer);
  const free = unavailableReason === null && (method === 'pickup' || (threshold !== null && input.productsTotal >= threshold));
  return {
    method,
    available: unavailableReason === null,
    unavailableReason,
    cost: free ? 0 : regular,
    regularCost: regular,
    free,
    estimate: input.settings.estimates[method],
  };
}

export function deliveryOptions(input: PricingInput): DeliveryOption[] {
  return (['locker', 'courier', 'pickup'] as const).map((method) => priceDelivery(method, input));
}

/** The cheapest usual shipping (locker or courier) offered for a parcel, grosze; 0 when none is. */
export function cheapestShippingOffered(pricing: PricingInput): number {
  const costs = (['locker', 'courier'] as const)
    .map((method) => priceDelivery(method, pricing))
    .filter((o) => o.available)
    .map((o) => o.regularCost);
  return costs.length ? Math.min(...costs) : 0;
}
