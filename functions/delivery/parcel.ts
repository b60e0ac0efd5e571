import type { LockerSize, ParcelSize, UnavailableReason } from '../contracts/delivery.js';

/**
 * The parcel a cart makes. Pure: products' size classes and weights in, one parcel out.
 *
 * InPost's locker compartments share a 38 × 64 cm footprint and differ in height: A 8 cm,
 * B 19 cm, C 41 cm (the limits of InPost's `small`, `medium` and `large` templates), and a
 * locker parcel weighs at most 25 kg. A cart's parts are stacked: each unit takes the height of
 * its class, so two A-class gaskets make a B parcel and six B-class chains no longer fit a C
 * compartment. That over-counts flat parts laid side by side, never under-counts: the shop
 * never promises a locker that the parcel will not fit.
 */
export const LOCKER_HEIGHT_MM: Record<LockerSize, number> = { A: 80, B: 190, C: 410 };
export const LOCKER_MAX_WEIGHT_GRAMS = 25_000;
/** InPost's templates for the compartment sizes. */
export const LOCKER_TEMPLATES: Record<LockerSize, 'small' | 'medium' | 'large'> = { A: 'small', B: 'medium', C: 'large' };

/**
 * Products saved before delivery methods existed have no size class or weight: they are treated
 * as courier-only (the safe side: no locker is promised) weighing 1 kg, until the admin sets them.
 */
export const UNKNOWN_PARCEL_SIZE: ParcelSize = 'courier';
export const UNKNOWN_WEIGHT_GRAMS = 1_000;

export interface Shippable {
  parcelSize?: ParcelSize | undefined;
  weightGrams?: number | undefined;
}

/** A product's shipping fields, with the defaults for products that predate them. */
export function shippingOf(product: Shippable): { parcelSize: ParcelSize; weightGrams: number } {
  return { parcelSize: product.parcelSize ?? UNKNOWN_PARCEL_SIZE, weightGrams: product.weightGrams ?? UNKNOWN_WEIGHT_GRAMS };
}

export interface ParcelLine extends Shippable {
  quantity: number;
}

export interface Parcel {
  /** The locker size the parcel needs, or `courier` when it fits no locker. */
  size: ParcelSize;
  weightGrams: number;
  /** Null when it can go to a parcel locker; else why not. */
  lockerRefusal: UnavailableReason | null;
}

export function parcelFor(lines: readonly ParcelLine[]): Parcel {
  let heightMm = 0;
  let weightGrams = 0;
  let oversize = false;
  for (const line of lines) {
    const { parcelSize, weightGrams: unitWeight } = shippingOf(line);
    weightGrams += unitWeight * line.quantity;
    if (parcelSize === 'courier') oversize = true;
    else heightMm += LOCKER_HEIGHT_MM[parcelSize] * line.quantity;
  }
  const size = oversize ? 'courier' : (['A', 'B', 'C'] as const).find((s) => heightMm <= LOCKER_HEIGHT_MM[s]) ?? 'courier';
  const lockerRefusal = size === 'courier' ? 'oversize' : weightGrams > LOCKER_MAX_WEIGHT_GRAMS ? 'tooHeavy' : null;
  return { size, weightGrams, lockerRefusal };
}
