import { engineFamilyOf, engines, type Fitment, type FitmentRange, type VehicleFamilyKey } from '../../../functions/contracts/vehicles.js';

/**
 * Turns a demo product's free-text fitment (compatible models such as "Softail" or "Sportster
 * 883", the engine type, the displacements and the model years) into fitment ranges the shop
 * can match a bike against (contracts/vehicles.ts).
 *
 * - A product with no compatible models is a universal one (clothing, fluids, batteries…).
 * - "Softail", "Dyna", "Touring" name a family; "Sportster 883" and "Sportster 1200" the Sportster
 *   family with that engine, chassis parts too (the name says the bike; a big-bore kit listed for
 *   the 883 fits 883s, whatever it makes of them).
 * - An engine part (it has an engine type) fits its engine family only: a Twin Cam part for the
 *   Softail 1999–2017 does not fit a 1999 Softail, which still had an Evolution. When its
 *   displacements are fewer than the family's, it fits those engines only (a 114 kit: the 114).
 * - A chassis part (no engine type) fits the family in those years, whatever the engine.
 */
export interface FreeTextFitment {
  compatibleModels: readonly string[];
  engineType: string | null;
  engineCapacity: readonly string[];
  yearFrom: number | null;
  yearTo: number | null;
}

const familyOfModel: Record<string, { family: VehicleFamilyKey; engine?: FitmentRange['engine'] }> = {
  softail: { family: 'softail' },
  dyna: { family: 'dyna' },
  touring: { family: 'touring' },
  fxr: { family: 'fxr' },
  'sportster 883': { family: 'sportster', engine: 'xl-883' },
  'sportster 1200': { family: 'sportster', engine: 'xl-1200' },
};

export function fitmentFromFreeText(product: FreeTextFitment): Fitment {
  if (product.compatibleModels.length === 0) return { universal: true, ranges: [] };
  if (product.yearFrom === null || product.yearTo === null) throw new Error('a demo product with compatible models needs model years');
  const years = { yearFrom: product.yearFrom, yearTo: product.yearTo };
  const family = product.engineType ? engineFamilyOf(product.engineType) : undefined;
  if (product.engineType && !family) throw new Error(`unknown engine type "${product.engineType}"`);
  const familyEngines = family ? engines.filter((e) => e.family === family.key) : [];
  const fitting = familyEngines.filter((e) => product.engineCapacity.includes(String(e.cc)));
  const engineChoices: (FitmentRange['engine'] | undefined)[] = !family ? [undefined] : fitting.length && fitting.length < familyEngines.length ? fitting.map((e) => e.key) : [family.key];

  const ranges: FitmentRange[] = [];
  for (const model of product.compatibleModels) {
    const known = familyOfModel[model.toLowerCase()];
    if (!known) throw new Error(`demo compatible model "${model}" names no vehicle family`);
    // The model's name says its engine: a Sportster 883 part is not for the Revolution Max Sportster S.
    if (known.engine) ranges.push({ family: known.family, ...years, engine: known.engine });
    else for (const engine of engineChoices) ranges.push({ family: known.family, ...years, ...(engine ? { engine } : {}) });
  }
  return { universal: false, ranges };
}
