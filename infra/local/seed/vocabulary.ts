import type { CategoryKey, engineTypes } from '../../../functions/contracts/catalog.js';

/**
 * The small, closed vocabularies the demo products draw their attribute values from.
 *
 * The shop's filter options for product type, material, creation method, tyre type, compatible
 * models and engine capacity are the distinct values found in the catalogue (spec §3), so the
 * demo data keeps each list short and consistently spelled: one spelling per idea, or the filter
 * would offer "Stal nierdzewna" and "stal nierdzewna" side by side.
 */
export const demoVocabulary = {
  productTypes: ['Zamiennik OEM', 'Performance', 'Custom', 'Eksploatacja', 'Odzież ochronna'],
  materials: [
    'Aluminium',
    'Aluminium 4032',
    'Aluminium 6061-T6',
    'Stal',
    'Stal nierdzewna',
    'Stal chromowana',
    'Stal chromowo-molibdenowa',
    'Żeliwo',
    'Miedź',
    'Iryd',
    'Platyna',
    'Kompozyt',
    'Kevlar',
    'Spiek metaliczny',
    'Ceramika',
    'AGM',
    'LiFePO4',
    'Włókno węglowe',
    'Tworzywo ABS',
    'Skóra naturalna',
    'Tekstylia',
  ],
  creationMethods: ['CNC', 'Odlew', 'Kucie', 'Tłoczenie', 'Gięcie', 'Ręczna robota', 'Produkcja seryjna'],
  /** Tyre sizes a rear or front fender is shaped for; nothing else in the tree has a tyre. */
  tireTypes: ['130/90B16', '180/55B18', '240/40R18'],
  compatibleModels: ['Softail', 'Dyna', 'Touring', 'Sportster 883', 'Sportster 1200'],
  /** Displacements in cm³, as the engine-capacity filter lists them. */
  engineCapacities: ['883', '1200', '1340', '1450', '1584', '1690', '1745', '1801', '1868', '1923'],
} as const;

export type ProductType = (typeof demoVocabulary.productTypes)[number];
export type Material = (typeof demoVocabulary.materials)[number];
export type CreationMethod = (typeof demoVocabulary.creationMethods)[number];
export type TireType = (typeof demoVocabulary.tireTypes)[number];
export type CompatibleModel = (typeof demoVocabulary.compatibleModels)[number];
export type EngineCapacity = (typeof demoVocabulary.engineCapacities)[number];

/**
 * Engine families of the bikes the workshop builds on. A part "fits a family": that decides its
 * engine type, displacements, models and model years together, so the demo never claims a
 * Sportster piston fits a Touring.
 *
 * Each family's engine type is spelled as the shop's engine-type filter offers it, one spelling
 * per engine family (contracts/vehicle-vocabulary.ts); supplier spellings such as "TC" or "M8"
 * are read as the same family by the API.
 */
export const engineFamilies = {
  evo: {
    engineTypeLabel: 'Evolution',
    engineCapacities: ['1340'],
    compatibleModels: ['Softail', 'Dyna', 'Touring'],
    years: [1984, 1999],
  },
  xl: {
    engineTypeLabel: 'Sportster Evolution',
    engineCapacities: ['883', '1200'],
    compatibleModels: ['Sportster 883', 'Sportster 1200'],
    years: [2004, 2021],
  },
  tc: {
    engineTypeLabel: 'Twin Cam',
    engineCapacities: ['1450', '1584', '1690', '1801'],
    compatibleModels: ['Softail', 'Dyna', 'Touring'],
    years: [1999, 2017],
  },
  m8: {
    engineTypeLabel: 'Milwaukee-Eight',
    engineCapacities: ['1745', '1868', '1923'],
    compatibleModels: ['Softail', 'Touring'],
    years: [2017, 2025],
  },
} as const satisfies Record<
  string,
  {
    engineTypeLabel: (typeof engineTypes)[number];
    engineCapacities: readonly EngineCapacity[];
    compatibleModels: readonly CompatibleModel[];
    years: readonly [number, number];
  }
>;

export type EngineFamily = keyof typeof engineFamilies;

/** The middle part of product numbers: CW-ENG-0001 is the first engine part. */
export const productNumberCodes: Record<CategoryKey, string> = {
  engine: 'ENG',
  drivetrain: 'DRV',
  brakes: 'BRK',
  electrical: 'ELE',
  body: 'BOD',
  accessories: 'ACC',
};
export const PRODUCT_NUMBER_PATTERN = /^CW-(ENG|DRV|BRK|ELE|BOD|ACC)-\d{4}$/;
