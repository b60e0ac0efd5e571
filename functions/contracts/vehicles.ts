import { z } from 'zod';
import {
  engineFamilies,
  engines,
  vehicleFamilies,
  vehicleIdOf,
  vehicleMake,
  vehicleFamilyKeys,
  engineKeys,
  engineFamilyKeys,
  VEHICLE_ID_PATTERN,
  type Vehicle,
} from './vehicle-vocabulary.js';

export * from './vehicle-vocabulary.js';

/** Schemas of "Mój motocykl" (vehicle-vocabulary.ts has the vocabulary and the pure rules). */
// ── Vehicles ────────────────────────────────────────────────────────────────────────────────

const modelCode = z.string().trim().regex(/^[A-Z0-9]{2,12}$/, 'validation.vehicleModel');
const modelYear = z.number({ error: 'validation.year' }).int('validation.year').min(1900, 'validation.year').max(2100, 'validation.year');

/** A model as stored: its code, name, family, and which engine it had from one model year to another. */
export const vehicleModelSchema = z.object({
  make: z.literal(vehicleMake.key),
  family: z.enum(vehicleFamilyKeys),
  code: modelCode,
  name: z.string().trim().min(1).max(80),
  engines: z.array(z.object({ from: modelYear, to: modelYear, engine: z.enum(engineKeys) })).min(1),
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

/** Every vehicle of a model, oldest year first. */
export function vehiclesOf(model: VehicleModel): Vehicle[] {
  const out: Vehicle[] = [];
  for (const period of [...model.engines].sort((a, b) => a.from - b.from)) {
    const engine = engines.find((e) => e.key === period.engine)!;
    for (let year = period.from; year <= period.to; year++) {
      out.push({ id: vehicleIdOf(model.code, year), family: model.family, model: model.code, modelName: model.name, year, engine: engine.key, engineFamily: engine.family });
    }
  }
  return out;
}

/** `GET /api/catalog/vehicles`: the tree the garage selector walks (family → model → year). */
export const vehicleTreeSchema = z.object({
  make: z.object({ key: z.string(), name: z.string() }),
  families: z.array(
    z.object({
      key: z.enum(vehicleFamilyKeys),
      name: z.string(),
      models: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          years: z.array(z.object({ id: z.string(), year: z.number().int(), engine: z.enum(engineKeys) })),
        }),
      ),
    }),
  ),
  engines: z.array(z.object({ key: z.enum(engineKeys), name: z.string(), cc: z.number().int(), family: z.enum(engineFamilyKeys) })),
  engineFamilies: z.array(z.object({ key: z.enum(engineFamilyKeys), name: z.string() })),
});
export type VehicleTree = z.infer<typeof vehicleTreeSchema>;

/** The tree of some models: families in the vocabulary's order, models by code, years ascending. */
export function vehicleTreeOf(models: readonly VehicleModel[]): VehicleTree {
  return {
    make: { ...vehicleMake },
    families: vehicleFamilies.map((family) => ({
      key: family.key,
      name: family.name,
      models: models
        .filter((m) => m.family === family.key)
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((m) => ({ code: m.code, name: m.name, years: vehiclesOf(m).map((v) => ({ id: v.id, year: v.year, engine: v.engine })) })),
    })),
    engines: engines.map((e) => ({ ...e })),
    engineFamilies: engineFamilies.map((f) => ({ key: f.key, name: f.name })),
  };
}

// ── Fitment ─────────────────────────────────────────────────────────────────────────────────

/** A range of vehicles a product fits: a family or one of its models, model years, optionally an engine family or engine. */
export const fitmentRangeSchema = z
  .object({
    family: z.enum(vehicleFamilyKeys, { error: 'validation.vehicleFamily' }),
    /** A model code of the family (`FLHX`); absent: every model of the family. */
    model: modelCode.optional(),
    yearFrom: modelYear,
    yearTo: modelYear,
    /** An engine family (`twin-cam`) or one engine (`tc96`); absent: any engine. */
    engine: z.enum([...engineFamilyKeys, ...engineKeys] as [string, ...string[]]).optional(),
  })
  .refine((r) => r.yearFrom <= r.yearTo, { path: ['yearTo'], message: 'validation.yearRange' });
export type FitmentRange = z.infer<typeof fitmentRangeSchema>;

export const fitmentSchema = z.object({
  /** Fits every bike (clothing, fluids, universal mirrors…); ranges are then ignored. */
  universal: z.boolean().default(false),
  ranges: z.array(fitmentRangeSchema).max(50, 'validation.tooMany').default([]),
});
export type Fitment = z.infer<typeof fitmentSchema>;
export const NO_FITMENT: Fitment = { universal: false, ranges: [] };

// ── The garage (accounts) ───────────────────────────────────────────────────────────────────

export const vehicleIdParamsSchema = z.object({ vehicleId: z.string().regex(VEHICLE_ID_PATTERN, 'validation.vehicle') });

/** A bike in a signed-in customer's garage; the most recently chosen one is the current bike. */
export const garageEntrySchema = z.object({ vehicleId: z.string(), addedAt: z.string(), chosenAt: z.string() });
export type GarageEntry = z.infer<typeof garageEntrySchema>;
/** `GET /api/me/garage`: the bikes, the current one first. */
export const garageResponseSchema = z.object({ items: z.array(garageEntrySchema) });
export type GarageResponse = z.infer<typeof garageResponseSchema>;
export const MAX_GARAGE_BIKES = 10;
