import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCatalogIndex, recordAt } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { applyChanges, viewOf, type CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { decodeSnapshot, encodeSnapshot } from '../../functions/catalog/engine/snapshot-format.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { filterOptions } from '../../functions/catalog/selections.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import { productRecord } from '../support/product-fixtures.js';

/**
 * Issue 31 in the shop's engine: products with options carry their variants in the index, the
 * size/colour filters keep a product when a variant IN STOCK matches, the price sort and bounds
 * compare the lowest matching variant price, search finds SKUs and option values, and products
 * without options behave exactly as before.
 */
type Option = { key: string; name: string; nameEn: string; values: { key: string; label: string; labelEn: string }[] };
const sizeOption = (...keys: string[]): Option => ({ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: keys.map((key) => ({ key, label: key.toUpperCase(), labelEn: key.toUpperCase() })) });
const colorOption: Option = {
  key: 'color',
  name: 'Kolor',
  nameEn: 'Colour',
  values: [
    { key: 'black', label: 'czarny', labelEn: 'black' },
    { key: 'chrome', label: 'chromowany', labelEn: 'chrome' },
  ],
};

/** A product stored as the variant design stores it: options, variants and per-variant stock on the item, `stock` their total. */
function withVariants(id: number, options: Option[], variants: { sku: string; options: Record<string, string>; stock: number; price?: number }[], over: Partial<ProductRecord> = {}): ProductRecord {
  const variantStock = Object.fromEntries(variants.map((v) => [v.sku, v.stock]));
  return productRecord({
    id,
    ...over,
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    ...({ options, variants: variants.map(({ stock: _stock, ...v }) => v), variantStock } as Partial<ProductRecord>),
  });
}

// Prepare: boots in 42–44 with 43 sold out; boots whose 45 costs more; a helmet in sizes and colours; a part without options.
const bootsEngineer = withVariants(
  1,
  [sizeOption('42', '43', '44')],
  [
    { sku: 'BOOT-ENG-42', options: { size: '42' }, stock: 3 },
    { sku: 'BOOT-ENG-43', options: { size: '43' }, stock: 0 },
    { sku: 'BOOT-ENG-44', options: { size: '44' }, stock: 1 },
  ],
  { name: 'Buty motocyklowe Engineer', price: 89_900, categoryKey: 'accessories', subcategory: 'boots' },
);
const bootsRider = withVariants(
  2,
  [sizeOption('43', '45')],
  [
    { sku: 'BOOT-RID-43', options: { size: '43' }, stock: 2 },
    { sku: 'BOOT-RID-45', options: { size: '45' }, stock: 2, price: 99_900 },
  ],
  { name: 'Buty krótkie Rider', price: 79_900 },
);
const helmet = withVariants(
  3,
  [sizeOption('m', 'l'), colorOption],
  [
    { sku: 'HLM-M-BLK', options: { size: 'm', color: 'black' }, stock: 1 },
    { sku: 'HLM-L-BLK', options: { size: 'l', color: 'black' }, stock: 0 },
    { sku: 'HLM-L-CHR', options: { size: 'l', color: 'chrome' }, stock: 4 },
  ],
  { name: 'Kask otwarty', price: 120_000 },
);
const piston = productRecord({ id: 4, name: 'Tłok kuty', price: 50_000 });
const catalogue = [bootsEngineer, bootsRider, helmet, piston];
const view = viewOf(buildCatalogIndex(catalogue), 0);

const query = (v: CatalogView, raw: Record<string, string>) => queryCatalog(v, productListQuerySchema.parse(raw));
const ids = (raw: Record<string, string>, v = view) => query(v, raw).items.map((hit) => hit.card.id);

describe('shop query: size and colour filters', () => {
  it('keeps a product when a variant in stock has the size; a sold-out size does not count', () => {
    expect(ids({ size: '42' })).toEqual([1]);
    // Engineer's 43 is sold out; Rider's 43 is in stock.
    expect(ids({ size: '43' })).toEqual([2]);
    expect(query(view, { size: '43' }).total).toBe(1);
  });

  it('ORs the values of one option and ANDs the options, within one variant', () => {
    expect(ids({ size: '42,45' })).toEqual([2, 1]);
    // The helmet's black L is sold out; its chrome L is not: "L in black" finds nothing, "L in chrome" the helmet.
    expect(ids({ size: 'l', color: 'black' })).toEqual([]);
    expect(ids({ size: 'l', color: 'chrome' })).toEqual([3]);
    expect(ids({ color: 'black' })).toEqual([3]);
  });

  it('never keeps a product without options, and leaves it alone without the filter', () => {
    expect(ids({ size: '42,43,44,45,m,l' })).not.toContain(4);
    expect(ids({})).toEqual([4, 3, 2, 1]);
  });

  it('combines with the other filters and the exact count', () => {
    expect(ids({ size: '43,44', category: 'accessories' })).toEqual([1]);
    expect(query(view, { size: '44,43', category: 'accessories' }).total).toBe(1);
  });
});

describe('shop query: prices of the matching variants', () => {
  it('sorts a product by its lowest variant price without a variant filter', () => {
    expect(ids({ sortBy: 'price-asc' })).toEqual([4, 2, 1, 3]);
  });

  it('sorts and bounds by the lowest MATCHING variant price', () => {
    // In size 45 the Rider boots cost 999 zł, dearer than the Engineer's 44 (899 zł).
    expect(ids({ size: '44,45', sortBy: 'price-asc' })).toEqual([1, 2]);
    expect(ids({ size: '44,45', sortBy: 'price-desc' })).toEqual([2, 1]);
    expect(ids({ size: '43,44', sortBy: 'price-asc' })).toEqual([2, 1]);
    expect(ids({ size: '45', maxPrice: '90000' })).toEqual([]);
    expect(ids({ size: '43', maxPrice: '90000' })).toEqual([2]);
    expect(ids({ maxPrice: '80000' })).toEqual([4, 2]);
  });

  it('pages the re-priced order like any other', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      withVariants(100 + i, [sizeOption('s', 'xl')], [
        { sku: `J-${i}-S`, options: { size: 's' }, stock: 1, price: 10_000 + i },
        { sku: `J-${i}-XL`, options: { size: 'xl' }, stock: 1, price: 50_000 - i * 100 },
      ]),
    );
    const jackets = viewOf(buildCatalogIndex(many), 0);
    const firstPage = query(jackets, { size: 'xl', sortBy: 'price-asc' });
    const secondPage = query(jackets, { size: 'xl', sortBy: 'price-asc', page: '2' });
    expect(firstPage.total).toBe(30);
    // Dearest S is the cheapest XL: the XL order is the reverse of the ids.
    expect([...firstPage.items, ...secondPage.items].map((hit) => hit.card.id)).toEqual(Array.from({ length: 24 }, (_, i) => 129 - i));
  });
});

describe('shop search: SKUs and option values', () => {
  it('finds a product by a variant SKU, whole or in part', () => {
    expect(ids({ search: 'BOOT-RID-45' })).toEqual([2]);
    expect(ids({ search: 'hlm-l-chr' })).toEqual([3]);
  });

  it('finds a product by an option value in Polish or English', () => {
    expect(ids({ search: 'kask chromowany' })).toEqual([3]);
    expect(ids({ search: 'kask chrome' })).toEqual([3]);
  });
});

describe('the card of a product with options', () => {
  it('says how many sizes and colours its variants offer; a product without options has no count', () => {
    const cards = new Map(query(view, {}).items.map((hit) => [hit.card.id, hit.card]));
    expect(cards.get(1)!.optionCounts).toEqual({ size: 3 });
    expect(cards.get(3)!.optionCounts).toEqual({ size: 2, color: 2 });
    expect(cards.get(4)).not.toHaveProperty('optionCounts');
  });
});

describe('filter options: sizes and colours with exact counts', () => {
  it('lists each value that some product has in stock, with how many products have it', () => {
    const { variantValues } = filterOptions(view);
    expect(variantValues.size.map((v) => [v.key, v.count])).toEqual([
      ['42', 1],
      ['43', 1],
      ['44', 1],
      ['45', 1],
      ['m', 1],
      ['l', 1],
    ]);
    expect(variantValues.color).toEqual([
      { key: 'chrome', label: 'chromowany', labelEn: 'chrome', count: 1 },
      { key: 'black', label: 'czarny', labelEn: 'black', count: 1 },
    ]);
  });
});

describe('variants through the snapshot and the live changes', () => {
  it('keeps the variants and the records exactly through a snapshot', async () => {
    const snapshot = await decodeSnapshot(encodeSnapshot({ version: 1, publishedAt: '2026-11-29T00:00:00Z', products: 4, index: buildCatalogIndex(catalogue) }));
    const loaded = viewOf(snapshot.index, 1);
    expect(ids({ size: 'l', color: 'chrome' }, loaded)).toEqual([3]);
    expect(ids({ size: '44,45', sortBy: 'price-asc' }, loaded)).toEqual([1, 2]);
    expect(recordAt(snapshot.index, snapshot.index.slotById[3]!)).toEqual(helmet);
  });

  it('a sale of the last pair in a size takes the product out of that size at once, not out of the others', () => {
    const sold = withVariants(
      2,
      [sizeOption('43', '45')],
      [
        { sku: 'BOOT-RID-43', options: { size: '43' }, stock: 0 },
        { sku: 'BOOT-RID-45', options: { size: '45' }, stock: 2, price: 99_900 },
      ],
      { name: 'Buty krótkie Rider', price: 79_900, createdAt: bootsRider.createdAt, updatedAt: bootsRider.updatedAt },
    );
    const after = applyChanges(view, 1, new Map([[2, sold]]));
    expect(ids({ size: '43' }, after)).toEqual([]);
    expect(ids({ size: '45' }, after)).toEqual([2]);
    expect(filterOptions(after).variantValues.size.map((v) => v.key)).not.toContain('43');
    // And back: a cancelled order puts the pair back in size 43.
    expect(ids({ size: '43' }, applyChanges(after, 2, new Map([[2, bootsRider]])))).toEqual([2]);
  });
});

describe('the price sort under a variant filter, against a plain sort of every matching product', () => {
  // The engine walks the variants in price order and stops once a page is full (catalog-query.ts
  // repricedPage); a plain reference here prices every product and sorts them all.
  const sizes = ['s', 'm', 'l', 'xl'];
  const colours = ['black', 'chrome'];
  const variantArb = fc.record({ size: fc.constantFrom(...sizes), color: fc.constantFrom(...colours), stock: fc.integer({ min: 0, max: 2 }), price: fc.option(fc.integer({ min: 1, max: 60 }).map((p) => p * 100), { nil: undefined }) });
  const productArb = fc.record({ price: fc.integer({ min: 1, max: 60 }).map((p) => p * 100), variants: fc.uniqueArray(variantArb, { minLength: 1, maxLength: 6, selector: (v) => `${v.size}/${v.color}` }), createdDay: fc.integer({ min: 0, max: 5 }), rare: fc.integer({ min: 0, max: 4 }).map((n) => n === 0) });
  const queryArb = fc.record({
    size: fc.subarray(sizes, { minLength: 0 }),
    color: fc.subarray(colours, { minLength: 0 }),
    sortBy: fc.constantFrom('price-asc' as const, 'price-desc' as const),
    page: fc.integer({ min: 1, max: 3 }),
    // A category few products are in: the engine then prices the few matches one by one instead of walking every variant.
    onlyRare: fc.boolean(),
  }).filter((q) => q.size.length + q.color.length > 0);

  it('gives the same pages, before and after live changes', () => {
    fc.assert(
      fc.property(fc.array(productArb, { minLength: 20, maxLength: 60 }), fc.array(fc.nat(), { maxLength: 5 }), queryArb, (specs, changed, q) => {
        const records = specs.map((spec, i) =>
          withVariants(
            1000 + i,
            [sizeOption(...sizes), colorOption],
            spec.variants.map((v) => ({ sku: `P${i}-${v.size}-${v.color}`, options: { size: v.size, color: v.color }, stock: v.stock, ...(v.price ? { price: v.price } : {}) })),
            { price: spec.price, createdAt: new Date(Date.UTC(2026, 0, 1 + spec.createdDay)).toISOString(), categoryKey: spec.rare ? 'accessories' : 'engine' },
          ),
        );
        // A few products changed after the snapshot (the delta index): their variants' stock emptied.
        const changes = new Map(changed.map((n) => records[n % records.length]!).map((record) => [record.id, { ...record, variantStock: Object.fromEntries(Object.keys((record as ProductRecord & { variantStock: Record<string, number> }).variantStock).map((sku) => [sku, 0])), stock: 0 } as ProductRecord]));
        const live = changes.size ? applyChanges(viewOf(buildCatalogIndex(records), 0), 1, changes) : viewOf(buildCatalogIndex(records), 0);
        const current = records.map((record) => changes.get(record.id) ?? record);

        const priced = current.filter((record) => !q.onlyRare || record.categoryKey === 'accessories').flatMap((record) => {
          const { variants, variantStock } = record as ProductRecord & { variants: { sku: string; options: Record<string, string>; price?: number }[]; variantStock: Record<string, number> };
          const kept = variants.filter((v) => (variantStock[v.sku] ?? 0) > 0 && (!q.size.length || q.size.includes(v.options.size!)) && (!q.color.length || q.color.includes(v.options.color!)));
          return kept.length ? [{ id: record.id, createdAt: Date.parse(record.createdAt), price: Math.min(...kept.map((v) => v.price ?? record.price)) }] : [];
        });
        const newest = (a: (typeof priced)[number], b: (typeof priced)[number]) => b.createdAt - a.createdAt || b.id - a.id;
        priced.sort((a, b) => (q.sortBy === 'price-asc' ? a.price - b.price : b.price - a.price) || newest(a, b));
        const expected = priced.slice((q.page - 1) * 12, q.page * 12).map((p) => p.id);

        const raw = { sortBy: q.sortBy, page: String(q.page), ...(q.onlyRare ? { category: 'accessories' } : {}), ...(q.size.length ? { size: q.size.join(',') } : {}), ...(q.color.length ? { color: q.color.join(',') } : {}) };
        const page = query(live, raw);
        expect(page.total).toBe(priced.length);
        expect(page.items.map((hit) => hit.card.id)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
