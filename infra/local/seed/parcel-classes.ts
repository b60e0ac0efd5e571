import type { SubcategoryKey } from '../../../functions/contracts/catalog.js';
import type { ParcelSize } from '../../../functions/contracts/delivery.js';

/**
 * How the demo products ship: the InPost locker size their box fits (A 8 cm, B 19 cm, C 41 cm
 * high on a 38 × 64 cm footprint) or `courier` when it fits none, and the packed weight. Set
 * per kind of part, as a shop owner would, with the few products that differ from their kind
 * named. Kept apart from the blueprints so the catalogue's texts and its logistics change
 * independently.
 */
export interface ParcelClass {
  parcelSize: ParcelSize;
  weightGrams: number;
}

const bySubcategory: Record<SubcategoryKey, ParcelClass> = {
  cylinders: { parcelSize: 'C', weightGrams: 6_500 },
  pistons: { parcelSize: 'B', weightGrams: 2_200 },
  valves: { parcelSize: 'A', weightGrams: 600 },
  gaskets: { parcelSize: 'A', weightGrams: 300 },
  filters: { parcelSize: 'A', weightGrams: 450 },
  chains: { parcelSize: 'B', weightGrams: 2_000 },
  sprockets: { parcelSize: 'B', weightGrams: 1_500 },
  clutches: { parcelSize: 'B', weightGrams: 3_500 },
  belts: { parcelSize: 'B', weightGrams: 1_200 },
  'brake-pads': { parcelSize: 'A', weightGrams: 350 },
  'brake-discs': { parcelSize: 'B', weightGrams: 1_800 },
  'brake-lines': { parcelSize: 'A', weightGrams: 400 },
  'brake-fluid': { parcelSize: 'A', weightGrams: 700 },
  batteries: { parcelSize: 'B', weightGrams: 6_500 },
  'spark-plugs': { parcelSize: 'A', weightGrams: 120 },
  alternators: { parcelSize: 'B', weightGrams: 2_800 },
  wiring: { parcelSize: 'A', weightGrams: 500 },
  // Fenders, tanks and handlebars are longer than a locker compartment is deep (64 cm).
  fenders: { parcelSize: 'courier', weightGrams: 3_500 },
  'fuel-tanks': { parcelSize: 'courier', weightGrams: 5_000 },
  seats: { parcelSize: 'C', weightGrams: 2_500 },
  handlebars: { parcelSize: 'courier', weightGrams: 3_000 },
  helmets: { parcelSize: 'C', weightGrams: 1_600 },
  gloves: { parcelSize: 'A', weightGrams: 300 },
  jackets: { parcelSize: 'B', weightGrams: 1_900 },
  boots: { parcelSize: 'C', weightGrams: 2_300 },
};

const byProductName: Record<string, ParcelClass> = {
  'Otwarty napęd pierwotny 3″ „Żar”': { parcelSize: 'C', weightGrams: 5_500 },
  'Akumulator litowy LiFePO4 – ultralekki': { parcelSize: 'B', weightGrams: 1_800 },
  'Płyn hamulcowy DOT 5.1 Racing – 1 l': { parcelSize: 'A', weightGrams: 1_200 },
  'Błotnik przedni „Bobber” krótki': { parcelSize: 'C', weightGrams: 1_600 },
  'Kanapa Touring dwuosobowa z żelem': { parcelSize: 'courier', weightGrams: 4_200 },
};

export function parcelClassOf(subcategory: SubcategoryKey, productName: string): ParcelClass {
  return byProductName[productName] ?? bySubcategory[subcategory];
}
