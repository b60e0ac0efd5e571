import { sortOptions } from '../../functions/contracts/catalog-query.js';

/**
 * The fixed mix of 200 shop queries, written as the query strings the shop sends to
 * `GET /api/products` (prices in grosze). Both engines answer exactly these: the handler takes
 * them as API Gateway query parameters, PostgreSQL gets the same strings after the same zod
 * parsing (see postgres-queries.ts), so the two can never drift apart on what a query means.
 *
 * What the mix covers, and why:
 * - text search, with and without Polish diacritics (ł is the one Unicode does not decompose),
 *   upper and lower case, product numbers, a term that matches nothing;
 * - every category (by key and by the spec's Polish words) and subcategories;
 * - brand lists, price ranges, every flag and the spec's flag aliases, year overlaps, compatible
 *   models, engine capacities and engine types (the family's spelling and the suppliers'), the
 *   attribute filters;
 * - the vehicle filter ("Mój motocykl": `vehicle=<id>`), alone, with search text and with others,
 *   on bikes whose engine changed that year (a 1999 Softail is an Evolution, a 1999 Dyna a Twin Cam);
 * - combinations of many filters, as a customer narrowing down the shop builds them;
 * - deep pages (50+, the last page, past the end), where OFFSET costs a database the most;
 * - sizes, colours and finishes (issue 31: `size=`, `color=`, `finish=`, a product matching when a
 *   variant in stock matches), alone, with other filters, and with the price sorts and bounds
 *   that compare the lowest matching variant price; listed last, so the queries before them keep
 *   the sorts and pages they had before variants existed.
 * Sorts rotate over the six options through the whole list (the default `newest` is sometimes
 * left out, as the shop's first page does), and some queries ask for pages 2–4.
 */
export type QueryKind =
  | 'search'
  | 'category'
  | 'brand'
  | 'price'
  | 'flags'
  | 'years'
  | 'fitment'
  | 'vehicle'
  | 'attributes'
  | 'combined'
  | 'deep-page'
  | 'variants';

export interface BenchQuery {
  kind: QueryKind;
  params: Record<string, string>;
  /** The query string, for tables and mismatch reports. */
  label: string;
}

type Params = Record<string, string>;

const search = (terms: string, more: Params = {}): Params => ({ search: terms, ...more });

const mix: Record<QueryKind, Params[]> = {
  search: [
    search('tłok'),
    search('Tłoki kute'),
    search('tloki'),
    search('łańcuch'),
    search('LANCUCH napedowy'),
    search('zębatka tylna'),
    search('zebatka'),
    search('świeca zapłonowa'),
    search('swieca'),
    search('błotnik'),
    search('BLOTNIK tylny'),
    search('kierownica ape'),
    search('sprzęgło'),
    search('sprzeglo'),
    search('uszczelka głowicy'),
    search('filtr oleju'),
    search('klocki hamulcowe'),
    search('płyn hamulcowy dot'),
    search('akumulator agm'),
    search('kask'),
    search('rękawice skórzane'),
    search('buty'),
    search('Żar'),
    search('żbik'),
    search('Śmiałek'),
    search('mróz'),
    search('chrom'),
    search('sportster'),
    search('twin cam'),
    search('milwaukee'),
    search('CW-ENG-01'),
    search('cw-brk-0042'),
    search('xyzzy'),
    search('łza'),
    search('włókna węglowego'),
    search('DOT 5.1'),
    search('zawory', { category: 'engine' }),
    search('komplet', { category: 'drivetrain' }),
  ],
  category: [
    { category: 'engine' },
    { category: 'drivetrain' },
    { category: 'brakes' },
    { category: 'electrical' },
    { category: 'body' },
    { category: 'accessories' },
    { category: 'układ hamulcowy' },
    { category: 'Części silnika' },
    { category: 'engine', subcategory: 'pistons' },
    { category: 'engine', subcategory: 'filters' },
    { category: 'drivetrain', subcategory: 'chains' },
    { category: 'drivetrain', subcategory: 'belts' },
    { category: 'brakes', subcategory: 'brake-pads' },
    { category: 'brakes', subcategory: 'brake-discs' },
    { category: 'electrical', subcategory: 'spark-plugs' },
    { category: 'electrical', subcategory: 'wiring' },
    { category: 'body', subcategory: 'fenders' },
    { category: 'body', subcategory: 'fuel-tanks' },
    { category: 'body', subcategory: 'handlebars' },
    { category: 'accessories', subcategory: 'helmets' },
    { category: 'accessories', subcategory: 'gloves' },
    { category: 'accessories', subcategory: 'boots' },
    { subcategory: 'valves' },
    { subcategory: 'clutches' },
  ],
  brand: [
    { brand: 'Chopper Works' },
    { brand: 'PowerMax' },
    { brand: 'SafeRide' },
    { brand: 'SparkPro' },
    { brand: 'ChainMaster' },
    { brand: 'BrakeTech' },
    { brand: 'ElectroMax' },
    { brand: 'BodyStyle' },
    { brand: 'AccessoryPro' },
    { brand: 'chopper works' },
    { brand: 'PowerMax,SafeRide' },
    { brand: 'BrakeTech,ChainMaster,SparkPro' },
    { brand: 'ElectroMax, BodyStyle' },
    { brand: 'AccessoryPro,Chopper Works,PowerMax' },
    { brand: 'NoSuchBrand' },
  ],
  price: [
    { minPrice: '5000' },
    { minPrice: '100000' },
    { minPrice: '500000' },
    { maxPrice: '10000' },
    { maxPrice: '30000' },
    { maxPrice: '80000' },
    { maxPrice: '200000' },
    { minPrice: '10000', maxPrice: '20000' },
    { minPrice: '20000', maxPrice: '50000' },
    { minPrice: '50000', maxPrice: '100000' },
    { minPrice: '100000', maxPrice: '300000' },
    { minPrice: '300000', maxPrice: '1000000' },
    { minPrice: '0', maxPrice: '5000' },
    { minPrice: '12345', maxPrice: '67890' },
    { minPrice: '99900', maxPrice: '99900' },
    { minPrice: '150000', maxPrice: '160000' },
    { minPrice: '1000000', maxPrice: '100000000' },
    { minPrice: '25000', maxPrice: '26000' },
  ],
  flags: [
    { inStock: 'true' },
    { onSale: 'true' },
    { isNew: 'true' },
    { isLimitedEdition: 'true' },
    { featured: 'true' },
    { isFeatured: 'true' },
    { limitedEdition: 'true' },
    { inStock: 'false' },
    { inStock: 'true', onSale: 'true' },
    { onSale: 'true', isNew: 'true' },
    { featured: 'true', inStock: 'true' },
    { isNew: 'true', inStock: 'true' },
    { isLimitedEdition: 'true', inStock: 'true' },
    { onSale: 'true', featured: 'true' },
    { onSale: 'true', category: 'brakes' },
    { isNew: 'true', category: 'accessories' },
    { featured: 'true', isLimitedEdition: 'true' },
    { onSale: 'true', inStock: 'true', isNew: 'true' },
  ],
  years: [
    { yearFrom: '2000' },
    { yearTo: '1990' },
    { yearFrom: '2010', yearTo: '2015' },
    { yearFrom: '1984', yearTo: '1984' },
    { yearFrom: '2017', yearTo: '2017' },
    { yearFrom: '2020' },
    { yearTo: '2005' },
    { yearFrom: '1900', yearTo: '2100' },
    { yearFrom: '2026' },
    { yearFrom: '1995', yearTo: '2000' },
    { yearFrom: '2004', yearTo: '2021', category: 'engine' },
    { yearFrom: '2018', compatibleModel: 'Touring' },
    { yearTo: '1999', category: 'drivetrain' },
    { yearFrom: '2015', yearTo: '2016', brand: 'Chopper Works' },
  ],
  fitment: [
    { compatibleModel: 'Softail' },
    { compatibleModel: 'Dyna' },
    { compatibleModel: 'Touring' },
    { compatibleModel: 'Sportster 883' },
    { compatibleModel: 'Sportster 1200' },
    { compatibleModel: 'Dyna', category: 'brakes' },
    { compatibleModel: 'Road King' },
    { engineCapacity: '883' },
    { engineCapacity: '1200' },
    { engineCapacity: '1340' },
    { engineCapacity: '1584' },
    { engineCapacity: '1745' },
    { engineCapacity: '1801' },
    { engineCapacity: '1868' },
    { engineCapacity: '1923' },
    { engineType: 'Milwaukee 8' },
    { engineType: 'M8' },
    { engineType: 'Twin Cam,TC' },
    { engineType: 'Evolution' },
    { engineType: 'Sportster' },
    { engineType: 'milwaukee 8,m8,twin cam' },
  ],
  vehicle: [
    search('tłok', { vehicle: 'flfb-2019' }),
    search('klocki', { vehicle: 'flhx-2016', inStock: 'true' }),
    { vehicle: 'flhx-2016' },
    { vehicle: 'fxst-1999' },
    { vehicle: 'fxd-1999', category: 'engine' },
    { vehicle: 'xl883n-2012', inStock: 'true', sortBy: 'price-asc' },
    { vehicle: 'fltrx-2024', engineType: 'M8' },
    { search: 'filtr', vehicle: 'flstc-2005', brand: 'Chopper Works,PowerMax', minPrice: '5000' },
    { vehicle: 'flhr-2010', page: '5', sortBy: 'name-asc' },
  ],
  attributes: [
    { productType: 'Performance' },
    { productType: 'zamiennik oem' },
    { productType: 'Odzież ochronna' },
    { productType: 'odziez ochronna' },
    { material: 'Żeliwo' },
    { material: 'zeliwo' },
    { material: 'Stal nierdzewna' },
    { material: 'Włókno węglowe' },
    { creationMethod: 'Tłoczenie' },
    { creationMethod: 'CNC' },
    { creationMethod: 'ręczna robota' },
    { tireType: '240/40R18' },
  ],
  combined: [
    { category: 'engine', brand: 'Chopper Works,PowerMax', minPrice: '50000', inStock: 'true' },
    { category: 'drivetrain', subcategory: 'clutches', engineType: 'Twin Cam,TC', maxPrice: '200000' },
    { search: 'zestaw', category: 'engine', onSale: 'true' },
    { brand: 'BrakeTech', compatibleModel: 'Touring', yearFrom: '2010', yearTo: '2020' },
    { category: 'body', material: 'Stal', inStock: 'true', maxPrice: '300000' },
    { search: 'chrom', minPrice: '20000', maxPrice: '150000', inStock: 'true' },
    { category: 'engine', engineCapacity: '1868', compatibleModel: 'Softail', onSale: 'true' },
    { category: 'accessories', productType: 'Odzież ochronna', material: 'Skóra naturalna', isNew: 'true' },
    { search: 'sportster', category: 'brakes', inStock: 'true' },
    { category: 'electrical', brand: 'SparkPro,ElectroMax', minPrice: '10000', maxPrice: '90000', featured: 'true' },
    { engineType: 'Evolution', yearFrom: '1990', yearTo: '1995', inStock: 'true' },
    { category: 'body', subcategory: 'fenders', tireType: '240/40R18', creationMethod: 'Tłoczenie' },
    { search: 'łańcuch 530', category: 'drivetrain', brand: 'ChainMaster', onSale: 'true' },
    { category: 'engine', subcategory: 'cylinders', engineCapacity: '1868', inStock: 'true' },
    { brand: 'Chopper Works', isLimitedEdition: 'true', inStock: 'true', minPrice: '100000' },
    { search: 'seria 1', onSale: 'true', inStock: 'true', maxPrice: '500000' },
  ],
  'deep-page': [
    { page: '50', sortBy: 'newest' },
    { page: '100', sortBy: 'price-asc' },
    { page: '250', sortBy: 'name-asc' },
    { page: '500', sortBy: 'rating-desc' },
    { page: '700', sortBy: 'price-desc' },
    { page: '834', sortBy: 'name-desc' },
    { page: '835' },
    { page: '1000', sortBy: 'price-asc' },
    { category: 'engine', page: '120', sortBy: 'price-desc' },
    { category: 'engine', page: '200', sortBy: 'rating-desc' },
    { search: 'seria', page: '300', sortBy: 'name-asc' },
    { brand: 'Chopper Works', page: '80', sortBy: 'newest' },
    { onSale: 'true', page: '60', sortBy: 'price-asc' },
    { minPrice: '20000', maxPrice: '200000', page: '40', sortBy: 'rating-desc' },
    { inStock: 'true', page: '600', sortBy: 'name-desc' },
  ],
  variants: [
    { size: '43' },
    { size: '42,43', category: 'accessories' },
    { size: 'm,l' },
    { size: 'xl', color: 'black' },
    { color: 'brown' },
    { finish: 'chrome' },
    { finish: 'black', category: 'engine' },
    { size: '44', sortBy: 'price-asc' },
    { size: 'xxl,3xl', sortBy: 'price-desc' },
    { finish: 'chrome', sortBy: 'price-asc' },
    { finish: 'raw', minPrice: '20000', maxPrice: '80000' },
    { color: 'black', inStock: 'true', sortBy: 'price-asc' },
    { size: 'l', category: 'accessories', subcategory: 'jackets' },
    { size: '41', page: '2' },
    { color: 'black', size: 's', onSale: 'true' },
    search('kask', { size: 'm' }),
  ],
};

/** Page asked for by queries that do not name one: mostly the first, sometimes the next few. */
const pageCycle = [1, 1, 2, 1, 1, 3, 1, 1, 1, 4];

export const BENCH_QUERY_COUNT = 216;

export function benchQueries(): BenchQuery[] {
  const queries: BenchQuery[] = [];
  let n = 0;
  for (const [kind, list] of Object.entries(mix) as [QueryKind, Params[]][]) {
    for (const base of list) {
      const params: Params = { ...base };
      if (!params.sortBy) {
        const sort = sortOptions[n % sortOptions.length]!;
        // `newest` is the default: every other time leave it out, as the shop's first load does.
        if (sort !== 'newest' || n % 12 !== 0) params.sortBy = sort;
      }
      if (!params.page) {
        const page = pageCycle[n % pageCycle.length]!;
        if (page > 1) params.page = String(page);
      }
      queries.push({ kind, params, label: new URLSearchParams(params).toString() });
      n++;
    }
  }
  if (queries.length !== BENCH_QUERY_COUNT) throw new Error(`the query mix has ${queries.length} queries, expected ${BENCH_QUERY_COUNT}`);
  return queries;
}
