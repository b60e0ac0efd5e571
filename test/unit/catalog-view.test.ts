import { describe, expect, it } from 'vitest';
import { categoryTree, type CategoryKey } from '../../functions/contracts/catalog.js';
import { productListQuerySchema, sortOptions } from '../../functions/contracts/catalog-query.js';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog, type CatalogHit } from '../../functions/catalog/engine/catalog-query.js';
import { applyChanges, currentRecord, currentRecords, viewOf, type CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { decodeSnapshot, encodeSnapshot } from '../../functions/catalog/engine/snapshot-format.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { bestsellerProducts, categoryCounts, featuredProducts, filterOptions, promotionProducts, similarProducts } from '../../functions/catalog/selections.js';
import { createPrng, type Prng } from '../../infra/local/seed/prng.js';
import { productRecord } from '../support/product-fixtures.js';

/**
 * The live catalogue (a published snapshot plus the changes applied since) must answer exactly
 * like an index built afresh from the products as they are now: same ids in the same order, same
 * totals, same in-stock marks, same curated lists and vocabulary. A seeded random history of
 * sales, edits, new products, archives and deletions is replayed against both.
 */
const words = ['Tłok', 'kuty', 'Łańcuch', 'napędowy', 'Świeca', 'zapłonowa', 'Siodło', 'skórzane', 'Błotnik', 'chrom', 'Żbik', 'seria'];
const brands = ['PowerMax', 'SafeRide', 'ChainMaster', 'Chopper Works', 'chopper works'];
const engineTypes = ['Twin Cam', 'Evolution', 'M8', null];
const models = ['Softail', 'Dyna', 'Sportster 883', 'Road King'];

function randomProduct(prng: Prng, id: number): ProductRecord {
  const categoryKey = prng.pick(Object.keys(categoryTree)) as CategoryKey;
  const onSale = prng.chance(0.3);
  const price = prng.int(10, 400) * 500;
  return productRecord({
    id,
    name: `${prng.pick(words)} ${prng.pick(words)} ${id % 7}`,
    description: prng.sample(words, 3).join(' '),
    productNumber: `CW-${String(id).padStart(4, '0')}`,
    categoryKey,
    subcategory: prng.pick(categoryTree[categoryKey]),
    brand: prng.pick(brands),
    engineType: prng.pick(engineTypes),
    compatibleModels: prng.sample(models, prng.int(0, 2)),
    yearFrom: prng.chance(0.7) ? prng.int(1990, 2015) : null,
    yearTo: prng.chance(0.6) ? prng.int(2015, 2026) : null,
    price,
    originalPrice: onSale ? price + 1000 : null,
    isOnSale: onSale,
    isNew: prng.chance(0.2),
    isFeatured: prng.chance(0.1),
    isLimitedEdition: prng.chance(0.1),
    rating: prng.int(0, 10) / 2,
    reviews: prng.int(0, 40),
    stock: prng.chance(0.2) ? 0 : prng.int(1, 9),
    unitsSold: prng.int(0, 6),
    // Fewer distinct dates than products: ties fall to the id, as they must.
    createdAt: new Date(Date.UTC(2026, 0, 1) + prng.int(0, 150) * 86_400_000).toISOString(),
    priceHistory: onSale ? [{ price: price + 1000, at: '2025-11-01T00:00:00.000Z' }, { price, at: '2026-01-01T00:00:00.000Z' }] : [],
  });
}

const queries = [
  {},
  { search: 'łańcuch' },
  { search: 'tlok kut' },
  { search: 'cw-00' },
  { category: 'engine' },
  { category: 'brakes', subcategory: 'brake-pads' },
  { brand: 'Chopper Works,PowerMax' },
  { engineType: 'twin cam' },
  { compatibleModel: 'dyna' },
  { inStock: 'true' },
  { onSale: 'true', inStock: 'true' },
  { isNew: 'true' },
  { featured: 'true' },
  { isLimitedEdition: 'true' },
  { minPrice: '20000', maxPrice: '90000' },
  { yearFrom: '2010', yearTo: '2018' },
  { search: 'seria', inStock: 'true', maxPrice: '150000' },
].flatMap((q, i) => sortOptions.map((sortBy, j) => ({ ...q, sortBy, page: String([1, 2, 4][(i + j) % 3]) })));

const hits = (list: CatalogHit[]) => list.map((hit) => `${hit.card.id}:${hit.card.name}:${hit.card.price}:${hit.inStock ? 'in' : 'out'}`);

function answersOf(view: CatalogView, probeIds: number[]) {
  return {
    pages: queries.map((q) => {
      const page = queryCatalog(view, productListQuerySchema.parse(q));
      return { total: page.total, hits: hits(page.items) };
    }),
    featured: hits(featuredProducts(view, 8)),
    bestsellers: hits(bestsellerProducts(view)),
    promotions: hits(promotionProducts(view)),
    similar: probeIds.map((id) => {
      const product = currentRecord(view, id);
      return product ? hits(similarProducts(view, product)) : null;
    }),
    categories: categoryCounts(view),
    filters: filterOptions(view),
    records: probeIds.map((id) => currentRecord(view, id) ?? null),
  };
}

const shownOf = (products: Map<number, ProductRecord>) => [...products.values()].filter((p) => !p.archivedAt);
const freshView = (products: Map<number, ProductRecord>) => viewOf(buildCatalogIndex(shownOf(products)), 0);

/** A snapshot as containers get it: encoded as the publisher stores it, decoded. */
async function published(records: ProductRecord[], version: number): Promise<CatalogView> {
  const snapshot = await decodeSnapshot(encodeSnapshot({ version, publishedAt: '2026-06-01T00:00:00.000Z', products: records.length, index: buildCatalogIndex(records) }));
  return viewOf(snapshot.index, snapshot.version);
}

describe('the live catalogue: a snapshot plus the changes since', () => {
  it('answers every query, list and count exactly like a fresh build, through a random history of changes', async () => {
    // Prepare: 240 products, some archived, published as a snapshot.
    const prng = createPrng(21);
    const truth = new Map<number, ProductRecord>();
    for (let id = 1; id <= 240; id++) truth.set(id, { ...randomProduct(prng, id), ...(prng.chance(0.05) ? { archivedAt: '2026-05-01T00:00:00.000Z' } : {}) });
    let nextId = 241;
    let version = 1;
    let view = await published(shownOf(truth), version);
    const probeIds = [1, 2, 3, 50, 120, 239, 240, 241, 242, 260];

    // Act: rounds of changes, each applied to the truth and, as re-read records, to the view.
    for (let round = 1; round <= 40; round++) {
      const changed = new Set<number>();
      for (let n = prng.int(1, 5); n > 0; n--) {
        const id = prng.int(1, nextId - 1);
        const record = truth.get(id);
        const kind = prng.pick(['sale', 'sale', 'restock', 'edit', 'sold', 'new', 'archive', 'restore', 'delete'] as const);
        if (kind === 'new') {
          const created = randomProduct(prng, nextId);
          truth.set(nextId, created);
          changed.add(nextId++);
          continue;
        }
        if (!record) continue;
        if (kind === 'sale') truth.set(id, { ...record, stock: Math.max(0, record.stock - prng.int(1, 3)) });
        if (kind === 'restock') truth.set(id, { ...record, stock: record.stock + prng.int(1, 4) });
        if (kind === 'sold') truth.set(id, { ...record, unitsSold: (record.unitsSold ?? 0) + prng.int(1, 3) });
        if (kind === 'edit') truth.set(id, { ...randomProduct(prng, id), createdAt: record.createdAt });
        if (kind === 'archive') truth.set(id, { ...record, archivedAt: '2026-06-02T00:00:00.000Z' });
        if (kind === 'restore') truth.set(id, { ...record, archivedAt: null });
        if (kind === 'delete') truth.delete(id);
        changed.add(id);
      }
      version++;
      view = applyChanges(view, version, new Map([...changed].map((id) => [id, truth.get(id)])));

      // Assess: at checkpoints, the view agrees with a fresh build of the truth.
      if (round % 10 === 0) {
        expect(answersOf(view, probeIds)).toEqual(answersOf(freshView(truth), probeIds));
        expect(view.stock.size + view.changed.size).toBeGreaterThan(0);
      }
    }

    // The publisher's fold of the changes into the next snapshot answers the same again.
    const next = await published(currentRecords(view), version);
    expect(answersOf(next, probeIds)).toEqual(answersOf(freshView(truth), probeIds));
  }, 30_000);

  it('applies a sale of the last unit as a stock overlay, not as a changed product', async () => {
    // Prepare
    const records = [productRecord({ id: 1, stock: 1 }), productRecord({ id: 2, stock: 3 })];
    const view = await published(records, 1);
    // Act
    const after = applyChanges(view, 2, new Map([[1, { ...records[0]!, stock: 0 }]]));
    // Assess: no delta, the in-stock filter and count follow at once, the published index is untouched.
    expect(after.changed.size).toBe(0);
    expect(after.delta).toBeNull();
    expect(queryCatalog(after, productListQuerySchema.parse({ inStock: 'true' })).items.map((h) => h.card.id)).toEqual([2]);
    expect(queryCatalog(view, productListQuerySchema.parse({ inStock: 'true' })).total).toBe(2);
    expect(currentRecord(after, 1)?.stock).toBe(0);
  });

  it('hides an archived or deleted product everywhere, and shows a restored one again', async () => {
    const records = [productRecord({ id: 1, name: 'Tłok', isFeatured: true }), productRecord({ id: 2, name: 'Tłok', isFeatured: true })];
    const view = await published(records, 1);
    const archived = applyChanges(view, 2, new Map<number, ProductRecord | undefined>([[1, { ...records[0]!, archivedAt: '2026-06-02T00:00:00.000Z' }], [2, undefined]]));
    expect(queryCatalog(archived, productListQuerySchema.parse({ search: 'tłok' })).total).toBe(0);
    expect(featuredProducts(archived)).toEqual([]);
    expect(currentRecord(archived, 1)).toBeUndefined();
    const restored = applyChanges(archived, 3, new Map([[1, { ...records[0]!, archivedAt: null }]]));
    expect(queryCatalog(restored, productListQuerySchema.parse({ search: 'tłok' })).items.map((h) => h.card.id)).toEqual([1]);
  });
});
