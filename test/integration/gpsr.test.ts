import { beforeAll, describe, expect, it } from 'vitest';
import { adminProductSchema } from '../../functions/contracts/admin.js';
import { manufacturerSchema } from '../../functions/contracts/manufacturer.js';
import { productSchema } from '../../functions/contracts/product.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { dropResponsiblePerson } from './table.js';

/**
 * GPSR (issue 30) on the real stack: the manufacturers register, what publishing a product
 * requires, and the safety block of the public product answer (CATALOG_REFRESH_MS = 0 here, so
 * each answer includes every change made before it).
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const euManufacturer = {
  name: 'Test Motorteile GmbH',
  address: 'Teststraße 1, 10115 Berlin, Deutschland',
  email: 'safety@motorteile.example',
  country: 'DE',
};
const usManufacturer = {
  name: 'Test Cycle Parts Inc.',
  address: '1 Main St, Austin, TX 78701, USA',
  url: 'https://cycle-parts.example/contact',
  country: 'US',
  responsiblePerson: { name: 'EU Rep Sp. z o.o.', address: 'ul. Testowa 2, 00-001 Warszawa, Polska', email: 'rep@eu-rep.example' },
};

const product = {
  name: 'GPSR test tłok',
  description: 'Tłok testowy',
  brand: 'PowerMax',
  categoryKey: 'engine',
  subcategory: 'pistons',
  price: 12_345,
  imageUrl: 'https://example.com/piston.webp',
  stock: 4,
  parcelSize: 'B',
  weightGrams: 1_800,
};

async function newManufacturer(input: object = euManufacturer) {
  const res = await api('/api/admin/manufacturers', { method: 'POST', token: admin, json: input });
  expect(res.status).toBe(201);
  return manufacturerSchema.parse(res.body);
}

async function newProduct(input: object) {
  const res = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, ...input } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminProductSchema.parse(res.body);
}

describe('the manufacturers register', () => {
  it('creates, reads, lists, edits and deletes an entry', async () => {
    const created = await newManufacturer();
    expect(created).toMatchObject({ ...euManufacturer, url: '', responsiblePerson: null, version: 1, productCount: 0 });
    expect((await api(`/api/admin/manufacturers/${created.id}`, { token: admin })).body).toEqual(created);
    const list = (await api('/api/admin/manufacturers', { token: admin })).body.items as { id: string }[];
    expect(list.map((m) => m.id)).toContain(created.id);
    // The demo register has the workshop itself.
    expect(list.map((m) => m.id)).toContain('chopper-works');

    const edited = await api(`/api/admin/manufacturers/${created.id}`, { method: 'PUT', token: admin, json: { ...euManufacturer, name: 'Test Motorteile AG', version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Test Motorteile AG', version: 2 });

    const stale = await api(`/api/admin/manufacturers/${created.id}?version=1`, { method: 'DELETE', token: admin });
    expect(stale.status).toBe(409);
    expect((await api(`/api/admin/manufacturers/${created.id}?version=2`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await api(`/api/admin/manufacturers/${created.id}`, { token: admin })).status).toBe(404);
  });

  it('answers field errors: an e-mail or a URL, a country, and an EU responsible person for one outside the EU', async () => {
    const neither = await api('/api/admin/manufacturers', { method: 'POST', token: admin, json: { name: '', address: '', country: 'Polska' } });
    expect(neither.status).toBe(400);
    expect(neither.body.error.code).toBe('invalid_request');
    expect(neither.body.error.fields).toMatchObject({ name: 'validation.required', address: 'validation.required', email: 'validation.emailOrUrl', country: 'validation.country' });

    const { responsiblePerson: _none, ...withoutPerson } = usManufacturer;
    const outsideEu = await api('/api/admin/manufacturers', { method: 'POST', token: admin, json: withoutPerson });
    expect(outsideEu.status).toBe(400);
    expect(outsideEu.body.error.fields).toEqual({ responsiblePerson: 'validation.responsiblePersonRequired' });

    const badPerson = await api('/api/admin/manufacturers', { method: 'POST', token: admin, json: { ...usManufacturer, responsiblePerson: { name: 'X', address: '', email: 'nie-email' } } });
    expect(badPerson.status).toBe(400);
    expect(badPerson.body.error.fields).toMatchObject({ 'responsiblePerson.address': 'validation.required', 'responsiblePerson.email': 'validation.email' });

    const badUrl = await api('/api/admin/manufacturers', { method: 'POST', token: admin, json: { ...euManufacturer, email: '', url: 'not a url' } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.fields).toMatchObject({ url: 'validation.url' });
  });

  it('refuses to delete a manufacturer that a product names (409 manufacturer_in_use), and allows it once none does', async () => {
    const maker = await newManufacturer();
    const created = await newProduct({ ...publishableSafety, manufacturerId: maker.id, status: 'draft' });
    expect((await api(`/api/admin/manufacturers/${maker.id}`, { token: admin })).body.productCount).toBe(1);

    const refused = await api(`/api/admin/manufacturers/${maker.id}?version=1`, { method: 'DELETE', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('manufacturer_in_use');
    expect((await api(`/api/admin/manufacturers/${maker.id}`, { token: admin })).status).toBe(200);

    // Deleting the product (no order names it) releases the manufacturer.
    expect((await api(`/api/admin/products/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await api(`/api/admin/manufacturers/${maker.id}`, { token: admin })).body.productCount).toBe(0);
    expect((await api(`/api/admin/manufacturers/${maker.id}?version=1`, { method: 'DELETE', token: admin })).status).toBe(204);
  });

  it('counts a product moved to another manufacturer on the new one only', async () => {
    const [first, second] = [await newManufacturer(), await newManufacturer()];
    const created = await newProduct({ ...publishableSafety, manufacturerId: first.id });
    const moved = await api(`/api/admin/products/${created.id}`, { method: 'PUT', token: admin, json: { ...product, ...publishableSafety, manufacturerId: second.id } });
    expect(moved.status).toBe(200);
    const counts = async (id: string) => (await api(`/api/admin/manufacturers/${id}`, { token: admin })).body.productCount;
    expect([await counts(first.id), await counts(second.id)]).toEqual([0, 1]);
  });

  it('a delete racing a product that names the manufacturer: never a product naming one that is gone, each time', async () => {
    for (let round = 0; round < 6; round++) {
      const maker = await newManufacturer();
      const [created, deleted] = await Promise.all([
        api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, ...publishableSafety, manufacturerId: maker.id, status: 'draft' } }),
        api(`/api/admin/manufacturers/${maker.id}?version=1`, { method: 'DELETE', token: admin }),
      ]);
      const stillThere = (await api(`/api/admin/manufacturers/${maker.id}`, { token: admin })).status === 200;
      if (created.status === 201) {
        // The product won: the manufacturer stays, counted, and its delete was refused.
        expect(deleted.status).toBe(409);
        expect(stillThere).toBe(true);
        expect((await api(`/api/admin/manufacturers/${maker.id}`, { token: admin })).body.productCount).toBe(1);
      } else {
        // The delete won: the product was refused with the register's own field error.
        expect(deleted.status).toBe(204);
        expect(stillThere).toBe(false);
        expect(created.status).toBe(400);
        expect(created.body.error.fields).toEqual({ manufacturerId: 'validation.manufacturerUnknown' });
      }
    }
  });

  it('two admins saving the same entry at once: exactly one wins, the other gets 409, each time', async () => {
    for (let round = 0; round < 5; round++) {
      const maker = await newManufacturer();
      const [a, b] = await Promise.all([
        api(`/api/admin/manufacturers/${maker.id}`, { method: 'PUT', token: admin, json: { ...euManufacturer, name: 'Wersja A', version: 1 } }),
        api(`/api/admin/manufacturers/${maker.id}`, { method: 'PUT', token: admin, json: { ...euManufacturer, name: 'Wersja B', version: 1 } }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? 'Wersja A' : 'Wersja B';
      expect((await api(`/api/admin/manufacturers/${maker.id}`, { token: admin })).body).toMatchObject({ name: winner, version: 2 });
    }
  });
});

describe('publishing a product requires its safety data', () => {
  it('refuses to publish without a manufacturer, a part number and the warnings in both languages, with a field error each', async () => {
    const res = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, status: 'published' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      manufacturerId: 'validation.manufacturerRequired',
      productNumber: 'validation.partNumberRequired',
      safetyWarnings: 'validation.safetyWarningsRequired',
      safetyWarningsEn: 'validation.safetyWarningsRequired',
    });
    // Each one alone is refused too.
    for (const field of ['manufacturerId', 'productNumber', 'safetyWarnings', 'safetyWarningsEn'] as const) {
      const one = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, ...publishableSafety, [field]: '' } });
      expect(one.status).toBe(400);
      expect(Object.keys(one.body.error.fields)).toEqual([field]);
    }
  });

  it('refuses a manufacturer not in the register, and one outside the EU without its EU responsible person', async () => {
    const unknown = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, ...publishableSafety, manufacturerId: 'no-such-maker' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ manufacturerId: 'validation.manufacturerUnknown' });

    // The register itself will not take the person away from a manufacturer outside the EU…
    const us = await newManufacturer(usManufacturer);
    const withoutPerson = await api(`/api/admin/manufacturers/${us.id}`, { method: 'PUT', token: admin, json: { ...usManufacturer, responsiblePerson: null, version: 1 } });
    expect(withoutPerson.status).toBe(400);
    expect(withoutPerson.body.error.fields).toEqual({ responsiblePerson: 'validation.responsiblePersonRequired' });

    // …and an entry that lacks one anyway (written before the rule) cannot have products published; a draft may name it.
    await dropResponsiblePerson(us.id);
    const refused = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, ...publishableSafety, manufacturerId: us.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ manufacturerId: 'validation.responsiblePersonMissing' });
    const draft = await newProduct({ ...publishableSafety, manufacturerId: us.id, status: 'draft' });
    const publish = await api(`/api/admin/products/${draft.id}`, { method: 'PUT', token: admin, json: { ...product, ...publishableSafety, manufacturerId: us.id, status: 'published' } });
    expect(publish.status).toBe(400);
    expect(publish.body.error.fields).toEqual({ manufacturerId: 'validation.responsiblePersonMissing' });
  });

  it('answers a bad GTIN with validation.gtin and keeps a good one (spaces aside)', async () => {
    const bad = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, ...publishableSafety, gtin: '5901234123458' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ gtin: 'validation.gtin' });
    const good = await newProduct({ ...publishableSafety, gtin: '590 1234 12345 7' });
    expect(good.gtin).toBe('5901234123457');
    expect((await api(`/api/products/${good.id}`)).body.gtin).toBe('5901234123457');
  });

  it('saves a draft without them, keeps it out of the shop, and publishes it once they are given', async () => {
    const name = `GPSR szkic ${Date.now()}`;
    const draft = await newProduct({ name, status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', manufacturerId: null, safetyWarnings: '' });
    expect((await api(`/api/products/${draft.id}`)).status).toBe(404);
    // Not found by its name (a partial answer may show other products for some of its words).
    expect((await api(`/api/products?search=${encodeURIComponent(name)}`)).body.items.map((p: { id: number }) => p.id)).not.toContain(draft.id);
    expect((await api('/api/admin/products', { token: admin })).body.items.map((p: { id: number }) => p.id)).toContain(draft.id);

    const refused = await api(`/api/admin/products/${draft.id}`, { method: 'PUT', token: admin, json: { ...product, name, status: 'published' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('manufacturerId', 'validation.manufacturerRequired');
    expect((await api(`/api/products/${draft.id}`)).status).toBe(404);

    const published = await api(`/api/admin/products/${draft.id}`, { method: 'PUT', token: admin, json: { ...product, ...publishableSafety, name, status: 'published' } });
    expect(published.status).toBe(200);
    expect((await api(`/api/products/${draft.id}`)).status).toBe(200);
    expect((await api(`/api/products?search=${encodeURIComponent(name)}`)).body.items.map((p: { id: number }) => p.id)).toEqual([draft.id]);
  });
});

describe('the product answer\'s safety block', () => {
  it('names the manufacturer, the EU responsible person, the warnings in both languages, the GTIN and the part number', async () => {
    const us = await newManufacturer(usManufacturer);
    const created = await newProduct({ ...publishableSafety, manufacturerId: us.id, productNumber: 'TCP-4411', gtin: '012345678905' });
    const res = await api(`/api/products/${created.id}`);
    expect(res.status).toBe(200);
    const answer = productSchema.parse(res.body);
    expect(answer.mpn).toBe('TCP-4411');
    expect(answer.gtin).toBe('012345678905');
    expect(answer.safety).toEqual({
      manufacturer: { name: usManufacturer.name, address: usManufacturer.address, url: usManufacturer.url },
      responsiblePerson: usManufacturer.responsiblePerson,
      warnings: publishableSafety.safetyWarnings,
      warningsEn: publishableSafety.safetyWarningsEn,
    });
    // The register's internals stay out of the public answer.
    expect(res.body).not.toHaveProperty('manufacturerId');
    expect(res.body).not.toHaveProperty('safetyWarnings');
  });

  it('a demo product of the workshop names Chopper Works in Poręba Spytkowska, without a responsible person', async () => {
    const items = (await api('/api/products?brand=Chopper%20Works')).body.items as { id: number }[];
    const answer = productSchema.parse((await api(`/api/products/${items[0]!.id}`)).body);
    expect(answer.safety?.manufacturer).toMatchObject({ name: 'Chopper Works Sp. z o.o.', address: expect.stringContaining('Poręba Spytkowska') });
    expect(answer.safety?.responsiblePerson).toBeUndefined();
    expect(answer.safety?.warnings).not.toBe('');
    expect(answer.safety?.warningsEn).not.toBe('');
  });

  it('a manufacturer edit reaches the answers of its products at once, with no product saved', async () => {
    const maker = await newManufacturer();
    const created = await newProduct({ ...publishableSafety, manufacturerId: maker.id });
    expect((await api(`/api/products/${created.id}`)).body.safety.manufacturer.name).toBe(euManufacturer.name);
    const edited = await api(`/api/admin/manufacturers/${maker.id}`, {
      method: 'PUT',
      token: admin,
      json: { ...euManufacturer, name: 'Przemianowany Motorteile', address: 'Neue Straße 2, 10115 Berlin', version: 1 },
    });
    expect(edited.status).toBe(200);
    expect((await api(`/api/products/${created.id}`)).body.safety.manufacturer).toMatchObject({ name: 'Przemianowany Motorteile', address: 'Neue Straße 2, 10115 Berlin' });
    expect((await api(`/api/admin/products/${created.id}`, { token: admin })).body.updatedAt).toBe(created.updatedAt);
  });
});
