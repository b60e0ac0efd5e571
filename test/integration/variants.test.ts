import { beforeAll, describe, expect, it } from 'vitest';
import { adminProductSchema } from '../../functions/contracts/admin.js';
import { productSchema } from '../../functions/contracts/product.js';
import { bootsInput } from '../support/variant-input.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getVariantStock, restoreItem, storedItem } from './table.js';

/**
 * Product variants through the admin API and the shop's product answer (issue 31): options and
 * variants stored with their units, the matrix's rules as field errors, the contract's
 * `options`/`variants` (units for admins only), and a product without options unchanged.
 */
let admin: string;
let dealer: string;
beforeAll(async () => {
  [admin, dealer] = await Promise.all([signIn('admin@example.com'), signIn('dealer@example.com')]);
});

const create = (json: unknown) => api('/api/admin/products', { method: 'POST', token: admin, json });
let tag = 0;
const nextTag = () => `V${Date.now() % 1_000_000}${++tag}`;

describe('admin products with variants', () => {
  it('stores options and variants with their units; stock is their total, and the admin reads them back', async () => {
    const t = nextTag();
    const res = await create(bootsInput(t, { '42': 5, '43': 1, '44': 0 }));
    expect(res.status).toBe(201);
    const created = adminProductSchema.parse(res.body);
    expect(created.stock).toBe(6);
    expect(created.options).toEqual([{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: ['42', '43', '44'].map((s) => ({ key: s, label: s, labelEn: s })) }]);
    expect(created.variants.map((v) => [v.sku, v.stock, v.price, v.inStock, v.ownPrice])).toEqual([
      [`BOOT-${t}-42`, 5, 89_900, true, null],
      [`BOOT-${t}-43`, 1, 89_900, true, null],
      [`BOOT-${t}-44`, 0, 94_900, false, 94_900],
    ]);
    const read = adminProductSchema.parse((await api(`/api/admin/products/${created.id}`, { token: admin })).body);
    expect(read.variants.map((v) => v.stock)).toEqual([5, 1, 0]);
  });

  it('refuses a bad matrix with a field error where the form shows it, and saves nothing', async () => {
    const t = nextTag();
    const boots = bootsInput(t);
    const before = (await api('/api/admin/products', { token: admin })).body.items.length;
    const duplicateSku = await create({ ...boots, variants: [boots.variants[0], { ...boots.variants[1], sku: boots.variants[0]!.sku }] });
    expect(duplicateSku.status).toBe(400);
    expect(duplicateSku.body.error.fields).toEqual({ 'variants.1.sku': 'validation.skuDuplicate' });

    const twice = await create({ ...boots, variants: [boots.variants[0], { ...boots.variants[1], options: { size: '42' } }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual({ 'variants.1.options': 'validation.variantDuplicate' });

    const missing = await create({ ...boots, variants: [boots.variants[0], { ...boots.variants[1], options: {} }] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ 'variants.1.options.size': 'validation.variantOptionMissing' });

    const unknownValue = await create({ ...boots, variants: [{ ...boots.variants[0], options: { size: '47' } }] });
    expect(unknownValue.body.error.fields).toEqual({ 'variants.0.options.size': 'validation.variantOptionUnknown' });

    const option = (key: string) => ({ key, name: key, values: [{ key: 'a', label: 'A' }] });
    const four = await create({ ...boots, options: [option('a'), option('b'), option('c'), option('d')], variants: [{ sku: `X-${t}`, options: { a: 'a', b: 'a', c: 'a', d: 'a' } }] });
    expect(four.status).toBe(400);
    expect(four.body.error.fields).toEqual({ options: 'validation.tooManyOptions' });

    const noVariants = await create({ ...boots, variants: [] });
    expect(noVariants.body.error.fields).toEqual({ variants: 'validation.variantsRequired' });
    expect((await api('/api/admin/products', { token: admin })).body.items.length).toBe(before);
  });

  it('edits one variant\'s units against what the form loaded: a stale row is 409 stock_changed on that row', async () => {
    const t = nextTag();
    const created = adminProductSchema.parse((await create(bootsInput(t, { '42': 5, '43': 1, '44': 0 }))).body);
    const boots = bootsInput(t);
    const rows = (units: number[], expected: number[]) => boots.variants.map((v, i) => ({ ...v, stock: units[i], expectedStock: expected[i] }));
    const put = (variants: unknown) => api(`/api/admin/products/${created.id}`, { method: 'PUT', token: admin, json: { ...boots, variants } });

    const restocked = await put(rows([5, 1, 7], [5, 1, 0]));
    expect(restocked.status).toBe(200);
    expect(restocked.body.variants.map((v: { stock: number }) => v.stock)).toEqual([5, 1, 7]);
    expect(restocked.body.stock).toBe(13);

    const stale = await put(rows([5, 4, 7], [5, 2, 7]));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'stock_changed', fields: { 'variants.1.stock': 'validation.stockChanged' } });
    expect((await api(`/api/admin/products/${created.id}`, { token: admin })).body.stock).toBe(13);
  });
});

describe('GET /api/products/{id} with variants', () => {
  it('answers the options and the variants with their prices and whether each is in stock, never their units to the public', async () => {
    const t = nextTag();
    const { id } = (await create(bootsInput(t, { '42': 5, '43': 1, '44': 0 }))).body;
    const answer = productSchema.parse((await api(`/api/products/${id}`)).body);
    expect(answer.options.map((o) => o.key)).toEqual(['size']);
    expect(answer.variants).toEqual([
      { sku: `BOOT-${t}-42`, options: { size: '42' }, price: 89_900, inStock: true },
      { sku: `BOOT-${t}-43`, options: { size: '43' }, price: 89_900, inStock: true },
      { sku: `BOOT-${t}-44`, options: { size: '44' }, price: 94_900, inStock: false },
    ]);
    const asAdmin = productSchema.parse((await api(`/api/products/${id}`, { token: admin })).body);
    expect(asAdmin.variants.map((v) => v.stock)).toEqual([5, 1, 0]);
  });

  it('gives a dealer the product\'s dealer price on every variant unless the variant has its own', async () => {
    const t = nextTag();
    const boots = bootsInput(t);
    const input = { ...boots, dealerPrice: 70_000, variants: [boots.variants[0], { ...boots.variants[1], dealerPrice: 65_000 }, boots.variants[2]] };
    const { id } = (await create(input)).body;
    const answer = productSchema.parse((await api(`/api/products/${id}`, { token: dealer })).body);
    expect(answer.variants.map((v) => v.dealer?.price)).toEqual([70_000, 65_000, 70_000]);
    expect(answer.variants[2]!.dealer).toEqual({ price: 70_000, saving: 24_900, savingPercent: 26 });
    expect(answer.variants.every((v) => v.stock === undefined)).toBe(true);
  });

  it('answers a product without options as before, with one default variant named by its part number', async () => {
    const t = nextTag();
    const { options: _o, variants: _v, ...plain } = bootsInput(t);
    const { id } = (await create({ ...plain, name: `Tłok bez wariantów ${t}`, stock: 3 })).body;
    const answer = productSchema.parse((await api(`/api/products/${id}`)).body);
    expect(answer).toMatchObject({ inStock: true, options: [], variants: [{ sku: `BOOT-${t}`, options: {}, price: 89_900, inStock: true }] });
    const record = (await api(`/api/admin/products/${id}`, { token: admin })).body;
    expect(record.stock).toBe(3);
  });
});

describe('checkout of variants', () => {
  const line = (productId: number, sku?: string, quantity = 1) => ({ productId, ...(sku ? { sku } : {}), quantity });
  const checkout = (lineItems: unknown[], token?: string) => api('/api/checkout', { method: 'POST', token, json: { lineItems, delivery: { method: 'pickup' } } });

  it('needs a known variant of a product with options: 400 with the field error on the line', async () => {
    const t = nextTag();
    const { id } = (await create(bootsInput(t))).body;
    const { id: plain } = (await create({ ...bootsInput(t), productNumber: `PLAIN-${t}`, options: [], variants: [], stock: 4 })).body;
    const missing = await checkout([line(plain), line(id)]);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ 'lineItems.1.sku': 'validation.variantRequired' });
    const unknown = await checkout([line(id, 'NO-SUCH-SKU')]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'lineItems.0.sku': 'validation.variantUnknown' });
    // A product without options takes no SKU, its part number, or its id: carts of before still work.
    for (const sku of [undefined, `PLAIN-${t}`, String(plain)]) expect((await checkout([line(plain, sku)])).status).toBe(200);
    expect((await checkout([line(plain, `BOOT-${t}-42`)])).body.error.fields).toEqual({ 'lineItems.0.sku': 'validation.variantUnknown' });
  });

  it('prices each line by its variant, holds each size on its own, names the variant on the line, and a cancellation gives each size back', async () => {
    const t = nextTag();
    const { id } = (await create(bootsInput(t, { '42': 5, '43': 1, '44': 2 }))).body;
    // The delivery quote prices the cart as checkout will: each size at its own price.
    const quote = await api('/api/delivery/quote', { method: 'POST', json: { lineItems: [line(id, `BOOT-${t}-42`, 2), line(id, `BOOT-${t}-44`, 1)] } });
    expect(quote.body.productsTotal).toBe(2 * 89_900 + 94_900);
    const res = await checkout([line(id, `BOOT-${t}-42`, 2), line(id, `BOOT-${t}-44`, 1)]);
    expect(res.status).toBe(200);
    const order = (await api(`/api/admin/orders/${res.body.orderId}`, { token: admin })).body;
    expect(order.items.map((i: { sku: string; unitPrice: number; quantity: number; variant: unknown }) => [i.sku, i.unitPrice, i.quantity, i.variant])).toEqual([
      [`BOOT-${t}-42`, 89_900, 2, [{ name: 'Rozmiar', nameEn: 'Size', value: '42', valueEn: '42' }]],
      [`BOOT-${t}-44`, 94_900, 1, [{ name: 'Rozmiar', nameEn: 'Size', value: '44', valueEn: '44' }]],
    ]);
    expect(order.totalAmount).toBe(2 * 89_900 + 94_900);
    expect(await getVariantStock(id)).toEqual({ stock: 5, variantStock: { [`BOOT-${t}-42`]: 3, [`BOOT-${t}-43`]: 1, [`BOOT-${t}-44`]: 1 } });

    const tooMany = await checkout([line(id, `BOOT-${t}-43`, 2)]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({ code: 'out_of_stock' });
    expect(tooMany.body.error.message).toContain(`Model Engineer ${t} – rozmiar 43`);

    // The payment result page's answer names each line's variant, so a failed payment puts those sizes back in the cart.
    const status = (await api(`/api/checkout/sessions/${res.body.sessionId}`)).body;
    expect(status.lines.map((l: { sku?: string; variantName?: unknown }) => [l.sku, l.variantName])).toEqual([
      [`BOOT-${t}-42`, { label: 'rozmiar 42', labelEn: 'size 42' }],
      [`BOOT-${t}-44`, { label: 'rozmiar 44', labelEn: 'size 44' }],
    ]);

    await stripeFake.expire(res.body.sessionId);
    const back = await eventually(() => getVariantStock(id), (units) => units.stock === 8);
    expect(back.variantStock).toEqual({ [`BOOT-${t}-42`]: 5, [`BOOT-${t}-43`]: 1, [`BOOT-${t}-44`]: 2 });
  });

  it('logs a size\'s hold with its SKU, before → after being the product\'s total stock; a hold of two sizes names none', async () => {
    const t = nextTag();
    const { id } = (await create(bootsInput(t, { '42': 5, '43': 1, '44': 2 }))).body;
    expect((await checkout([line(id, `BOOT-${t}-43`, 1)])).status).toBe(200);
    expect((await checkout([line(id, `BOOT-${t}-42`, 1), line(id, `BOOT-${t}-44`, 1)])).status).toBe(200);
    const log = (await api(`/api/admin/products/${id}/stock-log`, { token: admin })).body.entries;
    expect(log.map((e: { reason: string; change: number; before: number; after: number; sku?: string }) => [e.reason, e.change, e.before, e.after, e.sku])).toEqual([
      ['hold', -2, 7, 5, undefined],
      ['hold', -1, 8, 7, `BOOT-${t}-43`],
      ['created', 8, 0, 8, undefined],
    ]);
  });

  it('charges a dealer the product\'s dealer price for a variant without its own', async () => {
    const t = nextTag();
    const boots = bootsInput(t);
    const { id } = (await create({ ...boots, dealerPrice: 70_000, variants: [boots.variants[0], { ...boots.variants[1], dealerPrice: 65_000 }, { ...boots.variants[2], stock: 3 }] })).body;
    const res = await checkout([line(id, `BOOT-${t}-43`), line(id, `BOOT-${t}-44`)], dealer);
    expect(res.status).toBe(200);
    const order = (await api(`/api/admin/orders/${res.body.orderId}`, { token: admin })).body;
    expect(order.items.map((i: { unitPrice: number }) => i.unitPrice)).toEqual([65_000, 70_000]);
  });
});

describe('reconciliation per variant', () => {
  const reconcile = async () => (await api('/dev/reconcile')).body as { discrepancies: { check: string; subject: string; message: string }[] };
  const about = (id: number, report: Awaited<ReturnType<typeof reconcile>>) => report.discrepancies.filter((d) => d.subject === `product ${id}` || d.subject.startsWith(`product ${id} variant `));

  it('checks each size against its stock log and its orders: one size broken on purpose is named by its SKU, though the total still balances', async () => {
    const t = nextTag();
    const { id } = (await create(bootsInput(t, { '42': 5, '43': 1, '44': 2 }))).body;
    const [sku42, sku43, sku44] = [`BOOT-${t}-42`, `BOOT-${t}-43`, `BOOT-${t}-44`];
    // Two sizes in one order (one log entry carries both), one paid for; an admin moves a pair from 42 to 43.
    const paid = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: id, sku: sku42, quantity: 2 }, { productId: id, sku: sku44, quantity: 1 }], delivery: { method: 'pickup' } } });
    expect(paid.status).toBe(200);
    await stripeFake.pay(paid.body.sessionId, 'card');
    await eventually(() => api(`/api/admin/orders/${paid.body.orderId}`, { token: admin }), (res) => res.body.status === 'processing');
    const boots = bootsInput(t);
    const moved = await api(`/api/admin/products/${id}`, {
      method: 'PUT',
      token: admin,
      json: { ...boots, variants: boots.variants.map((v, i) => ({ ...v, stock: [2, 2, 1][i], expectedStock: [3, 1, 1][i] })) },
    });
    expect(moved.status).toBe(200);
    expect(await getVariantStock(id)).toEqual({ stock: 5, variantStock: { [sku42]: 2, [sku43]: 2, [sku44]: 1 } });
    expect(about(id, await reconcile())).toEqual([]);

    // Break it: one pair of 43 becomes a pair of 44 behind the ledger's back; the product's total is unchanged.
    const key = { PK: `PRODUCT#${id}`, SK: 'PRODUCT' };
    const item = (await storedItem(key))!;
    await restoreItem({ ...item, variantStock: { [sku42]: 2, [sku43]: 1, [sku44]: 2 } });
    try {
      const broken = about(id, await reconcile());
      expect(broken).toEqual([
        { check: 'stock', subject: `product ${id} variant ${sku43}`, message: 'stock is 1, its stock log adds up to 2' },
        { check: 'stock', subject: `product ${id} variant ${sku43}`, message: 'stock 1 + held or sold 0 = 1, but 2 units were put on sale' },
        { check: 'stock', subject: `product ${id} variant ${sku44}`, message: 'stock is 2, its stock log adds up to 1' },
        { check: 'stock', subject: `product ${id} variant ${sku44}`, message: 'stock 2 + held or sold 1 = 3, but 2 units were put on sale' },
      ]);
    } finally {
      // The files share one stack: the books must agree again for the next file's reconciliation.
      await restoreItem(item);
    }
    expect(about(id, await reconcile())).toEqual([]);
  });
});
