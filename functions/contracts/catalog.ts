/**
 * The fixed catalogue vocabulary of the spec. Keys are stable identifiers stored on products;
 * their labels (Polish and English) live in the web's i18n files under `catalog.*`.
 */
export const categoryTree = {
  engine: ['cylinders', 'pistons', 'valves', 'gaskets', 'filters'],
  drivetrain: ['chains', 'sprockets', 'clutches', 'belts'],
  brakes: ['brake-pads', 'brake-discs', 'brake-lines', 'brake-fluid'],
  electrical: ['batteries', 'spark-plugs', 'alternators', 'wiring'],
  body: ['fenders', 'fuel-tanks', 'seats', 'handlebars'],
  accessories: ['helmets', 'gloves', 'jackets', 'boots'],
} as const;

export type CategoryKey = keyof typeof categoryTree;
export type SubcategoryKey = (typeof categoryTree)[CategoryKey][number];
export const categoryKeys = Object.keys(categoryTree) as CategoryKey[];

/** The spec lets links name a category in Polish words; these map onto the keys. */
export const polishCategoryAliases: Record<string, CategoryKey> = {
  'części silnika': 'engine',
  silnik: 'engine',
  'układ napędowy': 'drivetrain',
  napęd: 'drivetrain',
  'układ hamulcowy': 'brakes',
  hamulce: 'brakes',
  elektryka: 'electrical',
  karoseria: 'body',
  akcesoria: 'accessories',
};

/** `{product}` in the spec: the workshop's house brand, named by SHOP_NAME (default Chopper Works). */
export const HOUSE_BRAND = 'Chopper Works';
export const brands = [
  HOUSE_BRAND,
  'PowerMax',
  'SafeRide',
  'SparkPro',
  'ChainMaster',
  'BrakeTech',
  'ElectroMax',
  'BodyStyle',
  'AccessoryPro',
] as const;

/**
 * The engine-type filter's values: one per engine family, in the family's one spelling (the
 * names of `engineFamilies` in vehicle-vocabulary.ts, which test/unit/fitment.test.ts holds them
 * to; written out here so the shell's catalogue vocabulary does not bring the vehicle tables).
 * The spec listed 'M8' and 'TC' beside 'Milwaukee 8' and 'Twin Cam'; those spellings still work
 * in links and on products, and mean their family.
 */
export const engineTypes = ['Evolution', 'Sportster Evolution', 'Twin Cam', 'Milwaukee-Eight', 'Revolution Max'] as const;

export const SHOP_PAGE_SIZE = 12;
export const DEFAULT_PRICE_RANGE = { min: 50, max: 10000 } as const; // zł, the shop's slider defaults
export const FEATURED_DEFAULT_LIMIT = 5;
export const BESTSELLERS_LIMIT = 6;
export const SIMILAR_LIMIT = 4;
/** Dealer price when none is set: 80 % of the price, rounded to the grosz. */
export const DEFAULT_DEALER_PRICE_RATIO = 0.8;
