import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { viewOf } from '../../functions/catalog/engine/catalog-view.js';
import { publicCard } from '../../functions/catalog/product-card.js';
import { filterOptions } from '../../functions/catalog/selections.js';
import { isShownInShop } from '../../functions/catalog/shop-visibility.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import type { FilterOptionsResponse, ProductCard } from '../../functions/contracts/product.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { allProducts } from './table.js';

/**
 * Issue 31 through the shop's HTTP API on the local stack: products with sizes and colours, stored
 * as the variant design stores them (options, variants and per-variant stock on the product item,
 * `stock` their total), are found by `size=` and `color=` when a variant in stock matches, sorted
 * by their lowest matching variant price, found by SKU, and counted in the filter options; the
 * live catalogue follows a size selling out at once, and the published snapshot agrees.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

type Variant = { sku: string; options: Record<string, string>; stock: number; price?: number };
const sizes = (...keys: string[]) => ({ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: keys.map((key) => ({ key, label: key, labelEn: key })) });
const colours = {
  key: 'color',
  name: 'Kolor',
  nameEn: 'Colour',
  values: [
    { key: 'vtblack', label: 'czarny', labelEn: 'black' },
    { key: 'vtchrome', label: 'chromowany', labelEn: 'chrome' },
  ],
};

/** A sale of `quantity` units of one variant: a real checkout, whose hold takes that size's units. */
async function sellVariant(productId: number, sku: string, quantity: number): Promise<void> {
  const sold = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, sku, quantity }], delivery: { method: 'pickup' } } });
  expect(sold.status).toBe(200);
}

const base = {
  description: 'Produkt do testu wariantów',
  brand: 'BikerStyle',
  categoryKey: 'body',
  imageUrl: 'https://example.com/boots.webp',
  stock: 1,
  parcelSize: 'B',
  weightGrams: 1500,
  ...publishableSafety,
};

/** A product with options and variants, as the admin's variant editor saves it (the ledger logs each size's units). */
async function createProduct(fields: Record<string, unknown>, options: object[], variants: Variant[]): Promise<number> {
  const { stock: _total, ...rest } = base;
  const created = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...rest, ...fields, options, variants } });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const list = async (query: Record<string, string>) => (await api(`/api/products?${new URLSearchParams(query)}`)).body as { total: number; items: ProductCard[] };
const idsOf = async (query: Record<string, string>) => (await list(query)).items.map((card) => card.id);

let engineer: number;
let rider: number;
let guard: number;

describe('the shop with sizes and colours', () => {
  beforeAll(async () => {
    // Prepare: boots in 42–44 (43 sold out), boots whose 45 costs more, a guard in sizes and colours. Value
    // keys and names of their own (vt…, "wariant"), so the demo catalogue and the other files' products
    // on the same stack change none of the counts asserted here.
    engineer = await createProduct({ name: 'Trzewik Wariant Engineer', subcategory: 'fenders', price: 89_900 }, [sizes('vt42', 'vt43', 'vt44')], [
      { sku: 'VT-ENG-42', options: { size: 'vt42' }, stock: 3 },
      { sku: 'VT-ENG-43', options: { size: 'vt43' }, stock: 0 },
      { sku: 'VT-ENG-44', options: { size: 'vt44' }, stock: 1 },
    ]);
    rider = await createProduct({ name: 'Trzewik Wariant Rider', subcategory: 'fenders', price: 79_900 }, [sizes('vt43', 'vt45')], [
      { sku: 'VT-RID-43', options: { size: 'vt43' }, stock: 1 },
      { sku: 'VT-RID-45', options: { size: 'vt45' }, stock: 2, price: 99_900 },
    ]);
    guard = await createProduct({ name: 'Osłona Wariant Open', subcategory: 'fenders', price: 120_000 }, [sizes('vtm', 'vtl'), colours], [
      { sku: 'VT-HLM-M-BLK', options: { size: 'vtm', color: 'vtblack' }, stock: 1 },
      { sku: 'VT-HLM-L-BLK', options: { size: 'vtl', color: 'vtblack' }, stock: 0 },
      { sku: 'VT-HLM-L-CHR', options: { size: 'vtl', color: 'vtchrome' }, stock: 4 },
    ]);
  });

  it('filters by size and colour: a product matches when a variant in stock matches, with the exact total', async () => {
    expect(await idsOf({ search: 'wariant', size: 'vt43' })).toEqual([rider]);
    expect(await idsOf({ search: 'wariant', size: 'vt42,vt45', sortBy: 'newest' })).toEqual([rider, engineer]);
    expect(await idsOf({ size: 'vtl', color: 'vtblack' })).toEqual([]);
    expect(await idsOf({ size: 'vtl', color: 'vtchrome' })).toEqual([guard]);
    // The demo catalogue's products without options never have a size.
    expect((await list({ size: 'vt42,vt43,vt44,vt45,vtm,vtl' })).total).toBe(3);
  });

  it('sorts by the lowest matching variant price and bounds by it', async () => {
    expect(await idsOf({ size: 'vt44,vt45', sortBy: 'price-asc' })).toEqual([engineer, rider]);
    expect(await idsOf({ size: 'vt45', maxPrice: '90000' })).toEqual([]);
    expect(await idsOf({ size: 'vt43', maxPrice: '90000' })).toEqual([rider]);
  });

  it('finds a product by a variant SKU and by an option value', async () => {
    expect(await idsOf({ search: 'VT-RID-45' })).toEqual([rider]);
    expect(await idsOf({ search: 'oslona wariant chromowany' })).toEqual([guard]);
  });

  it('puts the option counts on the card; a product without options has none', async () => {
    const cards = (await list({ search: 'wariant' })).items;
    expect(cards.find((card) => card.id === engineer)?.optionCounts).toEqual({ size: 3 });
    expect(cards.find((card) => card.id === guard)?.optionCounts).toEqual({ size: 2, color: 2 });
    expect((await list({ size: '' })).items.find((card) => card.optionCounts === undefined)).toBeDefined();
  });

  it('offers sizes and colours with exact counts in the filter options', async () => {
    const { variantValues } = (await api('/api/catalog/filters')).body as FilterOptionsResponse;
    expect(variantValues.size.find((v) => v.key === 'vt43')?.count).toBe(1);
    expect(variantValues.size.find((v) => v.key === 'vt42')?.count).toBe(1);
    expect(variantValues.color.filter((v) => v.key.startsWith('vt'))).toEqual([
      { key: 'vtchrome', label: 'chromowany', labelEn: 'chrome', count: 1 },
      { key: 'vtblack', label: 'czarny', labelEn: 'black', count: 1 },
    ]);
  });

  it('follows a size selling out at once, leaves the other sizes alone, and the snapshot agrees with the table', async () => {
    // Act: the last pair in 43 sells.
    await sellVariant(rider, 'VT-RID-43', 1);
    // Assess: 43 finds nothing now, 45 still finds the boots, the counts follow.
    expect(await idsOf({ size: 'vt43' })).toEqual([]);
    expect(await idsOf({ size: 'vt45' })).toEqual([rider]);
    const { variantValues } = (await api('/api/catalog/filters')).body as FilterOptionsResponse;
    expect(variantValues.size.map((v) => v.key)).not.toContain('vt43');

    // And: the publisher folds it into a new snapshot; the answers equal an index built afresh from the table.
    expect((await api('/dev/publish-catalog', { method: 'POST' })).body).toMatchObject({ published: true, drift: 0 });
    const fresh = viewOf(buildCatalogIndex((await allProducts()).filter(isShownInShop)), 0);
    const queries: Record<string, string>[] = [{ size: 'vt44,vt45', sortBy: 'price-asc' }, { color: 'vtchrome' }, { size: 'vt42', sortBy: 'price-desc' }, { search: 'VT-ENG' }];
    for (const query of queries) {
      const page = queryCatalog(fresh, productListQuerySchema.parse(query));
      expect(await list(query)).toMatchObject({ total: page.total, items: page.items.map((hit) => publicCard(hit.card, hit.inStock)) });
    }
    expect(((await api('/api/catalog/filters')).body as FilterOptionsResponse).variantValues).toEqual(filterOptions(fresh).variantValues);
  });

  it('refuses a size list that is not a list of value keys with a 400, never a 5xx', async () => {
    const response = await api(`/api/products?size=${'4'.repeat(501)}`);
    expect(response.status).toBe(400);
  });
});
