import type { FitmentRange, Fitment, VehicleTree } from './vehicles.js';

/**
 * "Mój motocykl", the vocabulary without zod (the shop's first-load code imports it; the schemas
 * are in vehicles.ts): the bikes the shop's parts fit, and how a product says what it fits.
 *
 * - The make and its families (Sportster, Softail, Dyna, Touring, FXR) and the engine families
 *   with their engines are a fixed vocabulary here: fitment ranges and the engine-type filter name
 *   them, so the web and the API must agree on them.
 * - The models and their years are data (catalog/vehicle-entity.ts, seeded from
 *   infra/local/seed/vehicles.ts): a model is a code and a name with the engines it had by model
 *   year, since the engine changes within a year across families (a 1999 Softail has an
 *   Evolution, a 1999 Dyna a Twin Cam 88).
 * - A vehicle is one model in one model year; its id (`flhx-2016`) is what the shop's
 *   `vehicle=` filter and the garage carry.
 * - A product fits either every bike (`universal`) or the vehicles its ranges cover: a family or
 *   one model, from one model year to another, optionally only with an engine family or engine.
 */

export const vehicleMake = { key: 'harley-davidson', name: 'Harley-Davidson' } as const;

export const vehicleFamilies = [
  { key: 'sportster', name: 'Sportster' },
  { key: 'softail', name: 'Softail' },
  { key: 'dyna', name: 'Dyna' },
  { key: 'touring', name: 'Touring' },
  { key: 'fxr', name: 'FXR' },
] as const;
export type VehicleFamilyKey = (typeof vehicleFamilies)[number]['key'];
export const vehicleFamilyKeys = /* @__PURE__ */ vehicleFamilies.map((f) => f.key) as [VehicleFamilyKey, ...VehicleFamilyKey[]];

/**
 * The engine families, each with its engines. `name` is the one spelling the engine-type filter
 * offers; `aliases` are the other spellings supplier catalogues (and older products) use, which
 * the API reads as the same family ("TC" is Twin Cam, "M8" and "Milwaukee 8" Milwaukee-Eight).
 */
export const engineFamilies = [
  { key: 'evolution', name: 'Evolution', aliases: ['evo', 'evolution big twin'], engines: [{ key: 'evo-1340', name: 'Evolution 1340', cc: 1340 }] },
  {
    key: 'sportster-evolution',
    name: 'Sportster Evolution',
    aliases: ['sportster', 'evolution sportster', 'xl'],
    engines: [
      { key: 'xl-883', name: 'Evolution 883', cc: 883 },
      { key: 'xl-1200', name: 'Evolution 1200', cc: 1200 },
    ],
  },
  {
    key: 'twin-cam',
    name: 'Twin Cam',
    aliases: ['tc', 'twincam'],
    engines: [
      { key: 'tc88', name: 'Twin Cam 88', cc: 1450 },
      { key: 'tc96', name: 'Twin Cam 96', cc: 1584 },
      { key: 'tc103', name: 'Twin Cam 103', cc: 1690 },
      { key: 'tc110', name: 'Twin Cam 110', cc: 1801 },
    ],
  },
  {
    key: 'milwaukee-eight',
    name: 'Milwaukee-Eight',
    aliases: ['milwaukee 8', 'milwaukee eight', 'm8'],
    engines: [
      { key: 'm8-107', name: 'Milwaukee-Eight 107', cc: 1745 },
      { key: 'm8-114', name: 'Milwaukee-Eight 114', cc: 1868 },
      { key: 'm8-117', name: 'Milwaukee-Eight 117', cc: 1923 },
    ],
  },
  {
    key: 'revolution-max',
    name: 'Revolution Max',
    aliases: ['revolution max', 'revmax', 'rm'],
    engines: [
      { key: 'rm-975', name: 'Revolution Max 975', cc: 975 },
      { key: 'rm-1250', name: 'Revolution Max 1250', cc: 1252 },
    ],
  },
] as const;
export type EngineFamilyKey = (typeof engineFamilies)[number]['key'];
export type EngineKey = (typeof engineFamilies)[number]['engines'][number]['key'];
export interface EngineInfo {
  key: EngineKey;
  name: string;
  cc: number;
  family: EngineFamilyKey;
}
export const engines: readonly EngineInfo[] = /* @__PURE__ */ engineFamilies.flatMap((f) => f.engines.map((e) => ({ ...e, family: f.key })));
export const engineKeys = /* @__PURE__ */ engines.map((e) => e.key) as [EngineKey, ...EngineKey[]];
export const engineFamilyKeys = /* @__PURE__ */ engineFamilies.map((f) => f.key) as [EngineFamilyKey, ...EngineFamilyKey[]];

// The /* @__PURE__ */ marks let the web's bundler leave out what a chunk does not use (the shop's
// first load needs only the id pattern; the badge and the selector the names).

/** Case, spaces, hyphens and underscores aside (engine names carry no diacritics). */
const spellingKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, ' ').trim();
const familyBySpelling = /* @__PURE__ */ new Map<string, (typeof engineFamilies)[number]>(
  engineFamilies.flatMap((f) => [f.name, f.key, ...f.aliases].map((spelling) => [spellingKey(spelling), f] as const)),
);

/** The engine family an engine-type text names ('TC', 'twin cam', 'Milwaukee 8' …), or undefined. */
export function engineFamilyOf(text: string): (typeof engineFamilies)[number] | undefined {
  return familyBySpelling.get(spellingKey(text));
}

/** An engine-type text in the one spelling the shop uses for its family; other texts as they are. */
export function canonicalEngineType(text: string): string {
  return engineFamilyOf(text)?.name ?? text.trim();
}

/** One model in one model year: what a garage holds and the shop filters by. */
export interface Vehicle {
  id: string;
  family: VehicleFamilyKey;
  model: string;
  modelName: string;
  year: number;
  engine: EngineKey;
  engineFamily: EngineFamilyKey;
}

export { VEHICLE_ID_PATTERN, vehicleIdOf } from './vehicle-id.js';

/** A vehicle of the tree by id, or undefined. */
export function vehicleInTree(tree: VehicleTree, id: string): Vehicle | undefined {
  for (const family of tree.families) {
    for (const model of family.models) {
      const year = model.years.find((y) => y.id === id);
      if (year) {
        const engine = engines.find((e) => e.key === year.engine)!;
        return { id, family: family.key, model: model.code, modelName: model.name, year: year.year, engine: engine.key, engineFamily: engine.family };
      }
    }
  }
  return undefined;
}

/** Whether a range covers a vehicle. */
export function rangeCovers(range: FitmentRange, vehicle: Vehicle): boolean {
  return (
    range.family === vehicle.family &&
    (!range.model || range.model === vehicle.model) &&
    vehicle.year >= range.yearFrom &&
    vehicle.year <= range.yearTo &&
    (!range.engine || range.engine === vehicle.engine || range.engine === vehicle.engineFamily)
  );
}

/** How a product stands to a vehicle: what the product page's fitment badge says. */
export type FitVerdict = 'universal' | 'fits' | 'does-not-fit' | 'unknown';
export function fitVerdict(fitment: Fitment | undefined, vehicle: Vehicle): FitVerdict {
  if (!fitment) return 'unknown';
  if (fitment.universal) return 'universal';
  if (!fitment.ranges.length) return 'unknown';
  return fitment.ranges.some((r) => rangeCovers(r, vehicle)) ? 'fits' : 'does-not-fit';
}

