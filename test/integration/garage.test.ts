import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { viewOf } from '../../functions/catalog/engine/catalog-view.js';
import { isShownInShop } from '../../functions/catalog/shop-visibility.js';
import { engineTypes } from '../../functions/contracts/catalog.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import { garageResponseSchema, vehicleInTree, vehicleTreeSchema, type Fitment } from '../../functions/contracts/vehicles.js';
import { demoVehicleModels } from '../../infra/local/seed/index.js';
import { api } from './api.js';
import { newUser, signIn } from './auth.js';
import { allProducts } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * "Mój motocykl" on the real stack: the vehicle tree, the vehicle filter's exact totals beside
 * other filters (against an index built afresh from the table), fitment edited by the admin, the
 * engine-type filter's one value per family, and the signed-in garage.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

describe('the vehicle tree', () => {
  it('answers the seeded families, models and years to anyone, cacheably', async () => {
    const res = await api('/api/catalog/vehicles');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const tree = vehicleTreeSchema.parse(res.body);
    expect(tree.families.map((f) => f.name)).toEqual(['Sportster', 'Softail', 'Dyna', 'Touring', 'FXR']);
    expect(vehicleInTree(tree, 'fxst-1999')?.engineFamily).toBe('evolution');
    expect(vehicleInTree(tree, 'fxd-1999')?.engineFamily).toBe('twin-cam');
  });
});

describe('the vehicle filter', () => {
  const queries: Record<string, string>[] = [
    { vehicle: 'fxst-1999' },
    { vehicle: 'fxd-1999' },
    { vehicle: 'flhx-2016', category: 'brakes' },
    { vehicle: 'xl883n-2012', inStock: 'true', sortBy: 'price-asc' },
    { vehicle: 'flfb-2022', search: 'tłok' },
    { vehicle: 'fxr-1990', page: '2' },
  ];

  it('answers exactly what an index built afresh from the table answers, with every other filter', async () => {
    const fresh = viewOf(buildCatalogIndex((await allProducts()).filter(isShownInShop), demoVehicleModels), 0);
    for (const q of queries) {
      const served = await api(`/api/products?${new URLSearchParams(q)}`);
      expect(served.status).toBe(200);
      const expected = queryCatalog(fresh, productListQuerySchema.parse(q));
      expect({ total: served.body.total, ids: served.body.items.map((i: { id: number }) => i.id) }).toEqual({ total: expected.total, ids: expected.items.map((h) => h.card.id) });
    }
    // The two engines of 1999 share no engine part: the filter tells them apart.
    const engineParts = async (vehicle: string) => (await api(`/api/products?vehicle=${vehicle}&category=engine`)).body.total as number;
    expect(await engineParts('fxst-1999')).toBeGreaterThan(0);
    expect(await engineParts('fxd-1999')).toBeGreaterThan(0);
  });

  it('refuses a vehicle it does not know with a 400 naming the field', async () => {
    const unknown = await api('/api/products?vehicle=zz999-1999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'invalid_request', fields: { vehicle: 'validation.vehicle' } });
    expect((await api('/api/products?vehicle=Street%20Glide')).status).toBe(400);
  });

  it('shows a product the admin gives fitment at once, and its fitment on the product page', async () => {
    const fitment: Fitment = { universal: false, ranges: [{ family: 'fxr', model: 'FXRT', yearFrom: 1990, yearTo: 1991, engine: 'evolution' }] };
    const before = (await api('/api/products?vehicle=fxrt-1990')).body.total as number;
    const created = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { name: 'Owiewka Sport Glide', description: 'Test dopasowania', brand: 'PowerMax', categoryKey: 'body', subcategory: 'fenders', price: 12_300, imageUrl: 'https://example.com/o.webp', stock: 2, parcelSize: 'C', weightGrams: 2000, engineType: 'evo', fitment, ...publishableSafety },
    });
    expect(created.status).toBe(201);
    // The supplier's spelling is stored as the family's one spelling.
    expect(created.body.engineType).toBe('Evolution');
    expect((await api('/api/products?vehicle=fxrt-1990')).body.total).toBe(before + 1);
    expect((await api('/api/products?vehicle=fxrt-1992')).body.items.some((i: { id: number }) => i.id === created.body.id)).toBe(false);
    expect((await api(`/api/products/${created.body.id}`)).body.fitment).toEqual(fitment);

    const bad = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...created.body, fitment: { universal: false, ranges: [{ family: 'fxr', yearFrom: 1995, yearTo: 1990 }] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ 'fitment.ranges.0.yearTo': 'validation.yearRange' });
  });
});

describe('the engine-type filter', () => {
  it('offers one value per engine family', async () => {
    const offered = (await api('/api/catalog/filters')).body.engineTypes as string[];
    expect(offered.length).toBeGreaterThan(1);
    for (const type of offered) expect(engineTypes).toContain(type);
    // An old link's short spelling means the family.
    expect((await api('/api/products?engineType=TC')).body.total).toBe((await api('/api/products?engineType=Twin%20Cam')).body.total);
  });
});

describe('the garage of a signed-in customer', () => {
  it('keeps several bikes, the one chosen last first, and forgets one on request', async () => {
    const { token } = await newUser();
    const garage = async () => garageResponseSchema.parse((await api('/api/me/garage', { token })).body).items.map((b) => b.vehicleId);
    expect(await garage()).toEqual([]);
    expect((await api('/api/me/garage/flhx-2016', { method: 'PUT', token })).status).toBe(200);
    expect((await api('/api/me/garage/fxst-1999', { method: 'PUT', token })).status).toBe(200);
    expect(await garage()).toEqual(['fxst-1999', 'flhx-2016']);
    expect((await api('/api/me/garage/flhx-2016', { method: 'PUT', token })).status).toBe(200);
    expect(await garage()).toEqual(['flhx-2016', 'fxst-1999']);
    expect((await api('/api/me/garage/fxst-1999', { method: 'DELETE', token })).status).toBe(204);
    expect(await garage()).toEqual(['flhx-2016']);
    // A model year that never existed is not a bike.
    expect((await api('/api/me/garage/flhx-1990', { method: 'PUT', token })).status).toBe(404);
  });

  it('loses no bike when two are chosen at once, again and again', async () => {
    const { token } = await newUser();
    const bikes = ['fxd-1999', 'flstf-1995', 'xl1200x-2015', 'fltrx-2020'];
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all(bikes.map((bike) => api(`/api/me/garage/${bike}`, { method: 'PUT', token })));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    }
    const items = garageResponseSchema.parse((await api('/api/me/garage', { token })).body).items;
    expect(items.map((b) => b.vehicleId).sort()).toEqual([...bikes].sort());
    // The first choice's date stays the date the bike was added.
    for (const item of items) expect(item.addedAt <= item.chosenAt).toBe(true);
  });
});
