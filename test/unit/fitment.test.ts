import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { applyChanges, viewOf, type CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { decodeSnapshot, encodeSnapshot } from '../../functions/catalog/engine/snapshot-format.js';
import { filterOptions, vehicleTree } from '../../functions/catalog/selections.js';
import { engineTypes } from '../../functions/contracts/catalog.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import { engineFamilies, fitVerdict, rangeCovers, vehicleInTree, vehiclesOf, type Fitment } from '../../functions/contracts/vehicles.js';
import { demoVehicleModels, fitmentFromFreeText, generateDemoCatalogue } from '../../infra/local/seed/index.js';
import { productRecord as p } from '../support/product-fixtures.js';

/**
 * "Mój motocykl" in the engine: fitment in the index and the snapshot, the vehicle filter with
 * exact totals beside the other filters, and the engine-type filter's one value per family.
 */
const evoSoftail: Fitment = { universal: false, ranges: [{ family: 'softail', yearFrom: 1984, yearTo: 1999, engine: 'evolution' }] };
const twinCamBigTwins: Fitment = {
  universal: false,
  ranges: [
    { family: 'softail', yearFrom: 1999, yearTo: 2017, engine: 'twin-cam' },
    { family: 'dyna', yearFrom: 1999, yearTo: 2017, engine: 'twin-cam' },
  ],
};

// Prepare: parts for the two engines of 1999, a chassis part, a universal helmet, a part with no fitment.
const catalogue = [
  p({ id: 1, name: 'Tłok Evolution', categoryKey: 'engine', engineType: 'Evolution', fitment: evoSoftail }),
  p({ id: 2, name: 'Tłok Twin Cam 88', categoryKey: 'engine', engineType: 'TC', fitment: twinCamBigTwins }),
  p({ id: 3, name: 'Błotnik Softail', categoryKey: 'body', subcategory: 'fenders', fitment: { universal: false, ranges: [{ family: 'softail', yearFrom: 1990, yearTo: 2005 }] } }),
  p({ id: 4, name: 'Kask otwarty', categoryKey: 'accessories', subcategory: 'helmets', fitment: { universal: true, ranges: [] }, stock: 0 }),
  p({ id: 5, name: 'Świeca bez dopasowania', categoryKey: 'electrical', subcategory: 'spark-plugs', engineType: 'M8' }),
  p({ id: 6, name: 'Kierownica Street Glide', categoryKey: 'body', subcategory: 'handlebars', engineType: 'Milwaukee 8', fitment: { universal: false, ranges: [{ family: 'touring', model: 'FLHX', yearFrom: 2014, yearTo: 2016 }] } }),
];
const view = viewOf(buildCatalogIndex(catalogue, demoVehicleModels), 1);

const answer = (v: CatalogView, raw: Record<string, string>) => {
  const page = queryCatalog(v, productListQuerySchema.parse(raw));
  return { ids: page.items.map((hit) => hit.card.id).sort((a, b) => a - b), total: page.total };
};

describe('vehicles as data', () => {
  it('gives each model year the engine it had: a 1999 Softail an Evolution, a 1999 Dyna a Twin Cam 88', () => {
    const tree = vehicleTree(view);
    expect(vehicleInTree(tree, 'fxst-1999')).toMatchObject({ family: 'softail', engine: 'evo-1340', engineFamily: 'evolution' });
    expect(vehicleInTree(tree, 'fxd-1999')).toMatchObject({ family: 'dyna', engine: 'tc88', engineFamily: 'twin-cam' });
    expect(vehicleInTree(tree, 'flhx-2016')).toMatchObject({ modelName: 'Street Glide', engine: 'tc103' });
    expect(tree.families.map((f) => f.key)).toEqual(['sportster', 'softail', 'dyna', 'touring', 'fxr']);
    for (const family of tree.families) expect(family.models.length).toBeGreaterThan(0);
  });

  it('has one vehicle per model and year, no id twice', () => {
    const ids = demoVehicleModels.flatMap(vehiclesOf).map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the vehicle filter', () => {
  it('keeps the parts for the engine the bike has that year, the universal ones, and none without fitment', () => {
    expect(answer(view, { vehicle: 'fxst-1999' })).toEqual({ ids: [1, 3, 4], total: 3 });
    expect(answer(view, { vehicle: 'fxd-1999' })).toEqual({ ids: [2, 4], total: 2 });
    expect(answer(view, { vehicle: 'flstc-2006' })).toEqual({ ids: [2, 4], total: 2 });
    expect(answer(view, { vehicle: 'flhx-2016' })).toEqual({ ids: [4, 6], total: 2 });
    expect(answer(view, { vehicle: 'fltrx-2016' })).toEqual({ ids: [4], total: 1 });
  });

  it('combines with the other filters, with exact totals', () => {
    expect(answer(view, { vehicle: 'fxst-1999', category: 'engine' })).toEqual({ ids: [1], total: 1 });
    expect(answer(view, { vehicle: 'fxst-1999', inStock: 'true' })).toEqual({ ids: [1, 3], total: 2 });
    expect(answer(view, { vehicle: 'fxd-1999', search: 'tłok' })).toEqual({ ids: [2], total: 1 });
    expect(answer(view, { vehicle: 'fxd-1999', engineType: 'Twin Cam' })).toEqual({ ids: [2], total: 1 });
  });

  it('fits nothing for a vehicle the catalogue does not know, and refuses a malformed id', () => {
    expect(answer(view, { vehicle: 'zz999-1999' })).toEqual({ ids: [], total: 0 });
    expect(productListQuerySchema.safeParse({ vehicle: 'Street Glide' }).success).toBe(false);
  });

  it('sees a product changed since the snapshot (the delta) by its new fitment', () => {
    const changed = applyChanges(view, 2, new Map([[5, { ...catalogue[4]!, fitment: { universal: false, ranges: [{ family: 'dyna', yearFrom: 1999, yearTo: 1999 }] } }]]));
    expect(answer(changed, { vehicle: 'fxd-1999' })).toEqual({ ids: [2, 4, 5], total: 3 });
    const moved = applyChanges(changed, 3, new Map([[1, { ...catalogue[0]!, fitment: twinCamBigTwins }]]));
    expect(answer(moved, { vehicle: 'fxst-1999' })).toEqual({ ids: [3, 4], total: 2 });
    expect(answer(moved, { vehicle: 'fxd-1999' })).toEqual({ ids: [1, 2, 4, 5], total: 4 });
  });

  it('answers the same from a snapshot: vehicles and fitment sets are published with the index', async () => {
    const loaded = await decodeSnapshot(encodeSnapshot({ version: 1, publishedAt: '2026-06-01T00:00:00.000Z', products: catalogue.length, index: view.base }));
    const fromSnapshot = viewOf(loaded.index, 1);
    for (const vehicle of ['fxst-1999', 'fxd-1999', 'flhx-2016']) expect(answer(fromSnapshot, { vehicle })).toEqual(answer(view, { vehicle }));
    expect(vehicleTree(fromSnapshot)).toEqual(vehicleTree(view));
  });
});

describe('the engine-type filter', () => {
  it('offers exactly the engine families, in their spelling', () => {
    expect([...engineTypes]).toEqual(engineFamilies.map((f) => f.name));
  });

  it('offers one value per engine family and reads the other spellings as that family', () => {
    expect(filterOptions(view).engineTypes).toEqual(['Evolution', 'Milwaukee-Eight', 'Twin Cam']);
    expect(answer(view, { engineType: 'TC' }).ids).toEqual([2]);
    expect(answer(view, { engineType: 'twin cam' }).ids).toEqual([2]);
    expect(answer(view, { engineType: 'M8' }).ids).toEqual([5, 6]);
    expect(answer(view, { engineType: 'Milwaukee-Eight,Evolution' }).ids).toEqual([1, 5, 6]);
  });
});

describe('the demo catalogue as fitment', () => {
  const { products } = generateDemoCatalogue({ baseDate: new Date('2026-03-01T12:00:00.000Z') });
  const vehicles = demoVehicleModels.flatMap(vehiclesOf);

  it('converts free-text models: an engine part fits its engine family, narrowed displacements their engines', () => {
    expect(fitmentFromFreeText({ compatibleModels: ['Softail', 'Dyna'], engineType: 'Twin Cam', engineCapacity: ['1450', '1584', '1690', '1801'], yearFrom: 1999, yearTo: 2017 })).toEqual(twinCamBigTwins);
    expect(fitmentFromFreeText({ compatibleModels: ['Touring'], engineType: 'Milwaukee-Eight', engineCapacity: ['1868'], yearFrom: 2017, yearTo: 2025 }).ranges).toEqual([
      { family: 'touring', yearFrom: 2017, yearTo: 2025, engine: 'm8-114' },
    ]);
    expect(fitmentFromFreeText({ compatibleModels: ['Sportster 883'], engineType: null, engineCapacity: [], yearFrom: 2004, yearTo: 2021 }).ranges).toEqual([
      { family: 'sportster', yearFrom: 2004, yearTo: 2021, engine: 'xl-883' },
    ]);
    expect(fitmentFromFreeText({ compatibleModels: [], engineType: null, engineCapacity: [], yearFrom: null, yearTo: null })).toEqual({ universal: true, ranges: [] });
  });

  it('gives every demo product fitment, and every range a demo bike it covers', () => {
    for (const product of products) {
      expect(product.fitment).toBeDefined();
      expect(product.fitment!.universal).toBe(product.compatibleModels.length === 0);
      for (const range of product.fitment!.ranges) expect(vehicles.some((v) => rangeCovers(range, v))).toBe(true);
    }
  });

  it('tells the product page what to say', () => {
    const fxst = vehicles.find((v) => v.id === 'fxst-1999')!;
    expect(fitVerdict(evoSoftail, fxst)).toBe('fits');
    expect(fitVerdict(twinCamBigTwins, fxst)).toBe('does-not-fit');
    expect(fitVerdict({ universal: true, ranges: [] }, fxst)).toBe('universal');
    expect(fitVerdict({ universal: false, ranges: [] }, fxst)).toBe('unknown');
  });
});
