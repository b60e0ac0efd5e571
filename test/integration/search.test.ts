import { beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema } from '../../functions/contracts/product.js';
import type { SynonymGroup } from '../../functions/contracts/search.js';
import { api } from './api.js';
import { signIn } from './auth.js';

/**
 * The shop search on the local stack (demo catalogue, demo synonyms; the catalogue checks its
 * head before every answer): relevance order, the corrected query of an empty answer, the
 * suggestions while typing, and the synonyms the admin edits reaching the next answer.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name);

describe('GET /api/products with search text', () => {
  it('ranks by relevance unless another sort is asked for', async () => {
    // Act
    const relevant = await api(`/api/products?search=${encodeURIComponent('klocki hamulcowe')}`);
    const byName = await api(`/api/products?search=${encodeURIComponent('klocki hamulcowe')}&sortBy=name-asc`);

    // Assess: the three pads, ceramic ones included (their category is "Klocki hamulcowe").
    expect(relevant.status).toBe(200);
    expect(names(relevant.body).slice(0, 3).sort()).toEqual(['Klocki ceramiczne Sportster', 'Klocki hamulcowe organiczne – tył', 'Klocki hamulcowe spiekane – przód']);
    expect(names(byName.body)).toEqual([...names(byName.body)].sort((a, b) => a.localeCompare(b, 'pl')));
    expect((await api('/api/products?search=kaski&sortBy=relevance')).body.total).toBe(3);
    expect((await api('/api/products?sortBy=best')).status).toBe(400);
  });

  it('answers an empty search with the corrected query that finds something', async () => {
    // Act
    const empty = await api('/api/products?search=sjodlp');

    // Assess
    expect(empty.body.total).toBe(0);
    expect(empty.body.suggestion).toEqual({ query: 'siodło' });
    expect((await api(`/api/products?search=${encodeURIComponent(empty.body.suggestion.query)}`)).body.total).toBeGreaterThan(0);
    expect((await api('/api/products?search=xyzzyq')).body).not.toHaveProperty('suggestion');
  });

  it('answers a query one unknown word would empty with what the other words find, naming the word left out', async () => {
    // Act: no product has "m8" beside the oil filters' words.
    const answer = await api(`/api/products?search=${encodeURIComponent('filtr oleju M8')}`);
    const filtered = await api(`/api/products?search=${encodeURIComponent('filtr oleju M8')}&category=accessories`);

    // Assess: the oil filters, the contract's shape, and "m8" named; the filters still hold.
    expect(answer.status).toBe(200);
    const body = productListResponseSchema.parse(answer.body);
    expect(body.partial).toEqual({ omitted: ['m8'] });
    expect(body.total).toBe(2);
    expect(names(body).sort()).toEqual(['Filtr oleju chromowany – Milwaukee 8', 'Filtr oleju magnetyczny Sportster']);
    expect(filtered.body).toMatchObject({ total: 0, items: [] });
    expect(filtered.body).not.toHaveProperty('partial');
    expect((await api('/api/products?search=filtr+oleju')).body).not.toHaveProperty('partial');
  });

  it('finds numbers written with other units, plural genitives and the riders\' words the stack starts with', async () => {
    // Act
    const search = async (text: string) => names((await api(`/api/products?search=${encodeURIComponent(text)}`)).body);

    // Assess: 51T as "51 zębów", 16″ as "16 cali", "butów" for buty, "regler" and "gary" from the starting synonyms.
    expect(await search('51 zębów')).toEqual(['Zębatka tylna „Gwiazda” 51T – chrom']);
    expect(await search('kierownica 16 cali')).toEqual(['Kierownica Ape Hanger 16″ – czarna']);
    expect((await search('butów')).sort()).toEqual(['Buty Bobber ręcznie szyte', 'Buty krótkie Rider z ochroną kostki', 'Buty motocyklowe Engineer – skóra']);
    expect(await search('regler')).toEqual(['Regulator napięcia chromowany']);
    expect((await search('gary big bore'))[0]).toBe('Cylindry Big Bore 1923 cm³');
  });
});

describe('GET /api/catalog/suggestions', () => {
  it('offers up to five products and the categories they are in, cacheable', async () => {
    // Act
    const answer = await api('/api/catalog/suggestions?q=klock');

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    // The three pads by name first; a disc that "cleans the pads" (klocki in its description) after them.
    expect(answer.body.products.map((p: { name: string }) => p.name.split(' ')[0])).toEqual(['Klocki', 'Klocki', 'Klocki', 'Tarcza']);
    expect(answer.body.categories).toEqual([
      { category: 'brakes', subcategory: 'brake-pads', count: 3 },
      { category: 'brakes', subcategory: 'brake-discs', count: 1 },
    ]);
    expect((await api('/api/catalog/suggestions?q=')).body).toEqual({ products: [], categories: [] });
  });
});

describe('search synonyms (admin)', () => {
  const create = (words: string[]) => api('/api/admin/search-synonyms', { method: 'POST', token: admin, json: { words } });
  const remove = (group: SynonymGroup) => api(`/api/admin/search-synonyms/${group.id}?version=${group.version}`, { method: 'DELETE', token: admin });

  it('reach the shop in its next answer, and leave it when deleted', async () => {
    // Prepare: "garnek" (riders' slang for a helmet) is in no product.
    expect((await api('/api/products?search=garnek')).body.total).toBe(0);

    // Act
    const created = await create(['garnek', 'kask']);

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ words: ['garnek', 'kask'], version: 1 });
    expect((await api('/api/products?search=garnek')).body.total).toBe(3);
    expect((await api('/api/admin/search-synonyms', { token: admin })).body.groups.map((g: SynonymGroup) => g.id)).toContain(created.body.id);

    expect((await remove(created.body)).status).toBe(204);
    expect((await api('/api/products?search=garnek')).body.total).toBe(0);
  });

  it('refuses groups that are not two or more distinct single words', async () => {
    for (const words of [['tłumik'], ['tłumik', 'układ wydechowy'], ['Tłumik', 'tlumik'], []]) {
      const answer = await create(words);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_request');
    }
  });

  it('lets one of two admins saving the same group at once win, the other told (repeated)', async () => {
    for (let round = 0; round < 20; round++) {
      // Prepare
      const group = (await create(['sakwy', 'torby'])).body as SynonymGroup;
      const put = (words: string[]) => api(`/api/admin/search-synonyms/${group.id}`, { method: 'PUT', token: admin, json: { words, version: group.version } });

      // Act: two saves over the same version, and a delete over it too.
      const answers = await Promise.all([put(['sakwy', 'torby', 'kufry']), put(['sakwy', 'juki']), remove(group)]);

      // Assess: exactly one write landed; the list shows what it wrote.
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 409)).toHaveLength(2);
      const after = ((await api('/api/admin/search-synonyms', { token: admin })).body.groups as SynonymGroup[]).find((g) => g.id === group.id);
      const winner = answers.findIndex((a) => a.status !== 409);
      if (winner === 2) expect(after).toBeUndefined();
      else expect(after).toEqual(answers[winner]!.body);
      if (after) await remove(after);
    }
  });

  it('lets two admins edit different groups at the same time', async () => {
    // Prepare
    const [a, b] = (await Promise.all([create(['kufer', 'skrzynia']), create(['szyba', 'owiewka'])])).map((r) => r.body as SynonymGroup);

    // Act
    const [savedA, savedB] = await Promise.all([
      api(`/api/admin/search-synonyms/${a!.id}`, { method: 'PUT', token: admin, json: { words: ['kufer', 'kuferek'], version: 1 } }),
      api(`/api/admin/search-synonyms/${b!.id}`, { method: 'PUT', token: admin, json: { words: ['szyba', 'deflektor'], version: 1 } }),
    ]);

    // Assess
    expect([savedA.status, savedB.status]).toEqual([200, 200]);
    await Promise.all([remove(savedA.body), remove(savedB.body)]);
  });
});
