import { beforeAll, describe, expect, it } from 'vitest';
import { publishableSafety } from '../support/gpsr-input.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getStock } from './table.js';

/**
 * The stock log (issue 33): every stock change of an order's life and every admin edit is one
 * entry with before → after, written with the change; the log is newest first and paged; and
 * under racing writers the log still chains and ends at the stock (the reconciliation checks it).
 */
let admin: string;

interface Entry {
  seq: number;
  at: string;
  change: number;
  before: number;
  after: number;
  reason: string;
  orderId?: string;
  by?: string;
  sku?: string;
}

async function newProduct(name: string, stock: number): Promise<number> {
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name, description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 12_300, imageUrl: 'https://example.com/p.webp', stock, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function wholeLog(productId: number): Promise<Entry[]> {
  const entries: Entry[] = [];
  let before: number | null | undefined;
  do {
    const page = await api(`/api/admin/products/${productId}/stock-log?limit=3${before ? `&before=${before}` : ''}`, { token: admin });
    expect(page.status).toBe(200);
    entries.push(...page.body.entries);
    before = page.body.next;
  } while (before);
  return entries;
}

const checkout = (productId: number, quantity: number) => api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, quantity }], delivery: { method: 'pickup' } } });

async function editStock(productId: number, stock: number, expectedStock: number) {
  const current = (await api(`/api/admin/products/${productId}`, { token: admin })).body;
  // A product without options: the answer's default variant is not the form's input (validation.variantWithoutOptions).
  const { id: _id, inStock: _i, lowestPrice30d: _l, unitsSold: _u, archivedAt: _a, rating: _r, reviews: _v, mpn: _m, safety: _s, options: _o, variants: _vs, ...input } = current;
  return api(`/api/admin/products/${productId}`, { method: 'PUT', token: admin, json: { ...input, stock, expectedStock } });
}

beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

describe('the stock log', () => {
  it("records every stock change of an order's life and the admin's edits, newest first, each with who, why and before → after", async () => {
    const productId = await newProduct('Tłok z dziennikiem', 5);

    // Act: a hold the buyer abandons, a hold that is paid and then cancelled by the admin, a restock.
    const abandoned = await checkout(productId, 2);
    expect(abandoned.status).toBe(200);
    expect((await api(`/api/checkout/sessions/${abandoned.body.sessionId}/cancel`, { method: 'POST' })).status).toBe(200);
    const paid = await checkout(productId, 1);
    await stripeFake.pay(paid.body.sessionId, 'card');
    await eventually(() => api(`/api/admin/orders/${paid.body.orderId}`, { token: admin }), (res) => res.body.status === 'processing');
    expect((await api(`/api/admin/orders/${paid.body.orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } })).status).toBe(200);
    const edited = await editStock(productId, 9, 5);
    expect(edited.status).toBe(200);

    // Assert: one entry per change, newest first, chained, ending at the stock.
    const log = await wholeLog(productId);
    expect(log.map((e) => [e.reason, e.change, e.before, e.after])).toEqual([
      ['adminEdit', 4, 5, 9],
      ['cancellation', 1, 4, 5],
      ['hold', -1, 5, 4],
      ['cancellation', 2, 3, 5],
      ['hold', -2, 5, 3],
      ['created', 5, 0, 5],
    ]);
    expect(log.map((e) => e.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(log[0]!.by).toBe('admin@example.com');
    expect(log[1]!.by).toBe('admin@example.com');
    expect(log[1]!.orderId).toBe(paid.body.orderId);
    expect(log[3]!.by).toBe('buyer');
    expect(log[4]!.orderId).toBe(abandoned.body.orderId);
    expect(log.every((e) => e.sku && !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect(await getStock(productId)).toBe(9);
    const first = await api(`/api/admin/products/${productId}/stock-log?limit=2`, { token: admin });
    expect(first.body).toMatchObject({ total: 6, next: 5 });
  }, 30_000);

  it('answers 404 for a product that does not exist and 400 for a bad page size', async () => {
    expect((await api('/api/admin/products/99999999/stock-log', { token: admin })).status).toBe(404);
    const bad = await api('/api/admin/products/1/stock-log?limit=0', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('limit');
  });

  it('keeps one unbroken chain ending at the stock while checkouts, expiries and admin edits race (30 rounds)', async () => {
    const productId = await newProduct('Tłok wyścigowy dziennika', 100);
    for (let round = 0; round < 30; round++) {
      const stock = await getStock(productId);
      // Two buyers and an admin's restock from the same stock, at once.
      const [a, b, edit] = await Promise.all([checkout(productId, 1), checkout(productId, 1), editStock(productId, stock + 2, stock)]);
      // The admin's edit either landed or was told the stock moved (409 stock_changed), never lost.
      expect([[200, undefined], [409, 'stock_changed']]).toContainEqual([edit.status, edit.body.error?.code]);
      for (const answer of [a, b]) expect([answer.status, answer.body.error?.code]).toEqual([200, undefined]);
      // Let one of the holds go again.
      await api(`/api/checkout/sessions/${a.body.sessionId}/cancel`, { method: 'POST' });
    }
    const log = await wholeLog(productId);
    const oldestFirst = [...log].reverse();
    oldestFirst.forEach((entry, i) => {
      expect(entry.seq).toBe(i + 1);
      expect(entry.after).toBe(entry.before + entry.change);
      if (i > 0) expect(entry.before).toBe(oldestFirst[i - 1]!.after);
    });
    expect(log[0]!.after).toBe(await getStock(productId));
    expect((await api('/dev/reconcile')).body.discrepancies).toEqual([]);
  }, 120_000);
});
