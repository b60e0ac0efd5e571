import { rangeCovers, vehiclesOf, type FitmentRange, type Vehicle, type VehicleModel } from '../../contracts/vehicles.js';
import type { ProductRecord } from '../product-entity.js';
import { newBitset, orInto, setBit, type Bitset } from './bitset.js';

/**
 * What the index keeps of fitment ("Mój motocykl"): the products that fit every bike, and per
 * distinct fitment range the products that name it. A catalogue has few distinct ranges (a part
 * maker's "Softail 2000–2017, Twin Cam" is shared by many parts), far fewer than vehicles × years,
 * so the snapshot stores one bit set per range instead of one per vehicle. A query for a vehicle
 * ORs the universal set with the sets of the ranges covering it, once per index and vehicle (a
 * few microseconds); the result is kept, so the shop's next page or facet for the same bike is an
 * AND like any other filter.
 *
 * Ranges are keyed as text (`family|model|yearFrom|yearTo|engine`): a Map of strings and bit sets
 * is what the snapshot format stores as it is.
 */
export interface FitmentIndex {
  readonly universal: Bitset;
  readonly ranges: ReadonlyMap<string, Bitset>;
}

export function rangeKeyOf(range: FitmentRange): string {
  return [range.family, range.model ?? '', range.yearFrom, range.yearTo, range.engine ?? ''].join('|');
}

function rangeOfKey(key: string): FitmentRange {
  const [family, model, yearFrom, yearTo, engine] = key.split('|') as [FitmentRange['family'], string, string, string, string];
  return { family, yearFrom: Number(yearFrom), yearTo: Number(yearTo), ...(model ? { model } : {}), ...(engine ? { engine } : {}) };
}

/** The fitment sets of records in slot order. */
export function buildFitmentIndex(records: readonly ProductRecord[]): FitmentIndex {
  const universal = newBitset(records.length);
  const ranges = new Map<string, Bitset>();
  records.forEach((record, slot) => {
    const fitment = record.fitment;
    if (!fitment) return;
    if (fitment.universal) {
      setBit(universal, slot);
      return;
    }
    for (const range of fitment.ranges) {
      const key = rangeKeyOf(range);
      let set = ranges.get(key);
      if (!set) ranges.set(key, (set = newBitset(records.length)));
      setBit(set, slot);
    }
  });
  return { universal, ranges };
}

/** Parsed ranges and vehicle sets already computed, per fitment index (kept for the index's life). */
interface Memo {
  ranges: [FitmentRange, Bitset][];
  byVehicle: Map<string, Bitset>;
}
const memos = new WeakMap<FitmentIndex, Memo>();
/** A container keeps at most this many vehicles' sets per index (each is size/8 bytes). */
const MAX_MEMO_VEHICLES = 512;

/** The slots that fit `vehicle`: universal products and those with a range covering it. Do not modify it. */
export function fitmentSetOf(fitment: FitmentIndex, size: number, vehicle: Vehicle): Bitset {
  let memo = memos.get(fitment);
  if (!memo) memos.set(fitment, (memo = { ranges: [...fitment.ranges].map(([key, set]) => [rangeOfKey(key), set]), byVehicle: new Map() }));
  let set = memo.byVehicle.get(vehicle.id);
  if (set) return set;
  set = newBitset(size);
  orInto(set, fitment.universal);
  for (const [range, slots] of memo.ranges) if (rangeCovers(range, vehicle)) orInto(set, slots);
  if (memo.byVehicle.size >= MAX_MEMO_VEHICLES) memo.byVehicle.clear();
  memo.byVehicle.set(vehicle.id, set);
  return set;
}

const vehicleMaps = new WeakMap<readonly VehicleModel[], Map<string, Vehicle>>();

/** A vehicle of the models by id (the map is built once per list of models). */
export function vehicleById(models: readonly VehicleModel[], id: string): Vehicle | undefined {
  let byId = vehicleMaps.get(models);
  if (!byId) vehicleMaps.set(models, (byId = new Map(models.flatMap(vehiclesOf).map((v) => [v.id, v]))));
  return byId.get(id);
}
