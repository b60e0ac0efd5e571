import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * Two writers, one record: each pair of requests the ledger must survive, raced at least 50 times.
 * The orders each pair needs are prepared together first; the races then run 25 at a time, so
 * they are real races and the file stays fast. Afterwards every invariant holds: every claim that
 * answered 200 is attached, every downloaded invoice number is the order's, and the
 * reconciliation finds no gap, no duplicate, counter = numbered orders, stock and statistics in
 * balance.
 */
const TRIALS = 50;
const BATCH = 25;

let admin: string;
let buyer: { token: string; email: string };
let jan: string; // signs in as the Stripe fake's test buyer, jan.testowy@example.com (verified)
/** Orders spread over a few products: the races are on orders, not on one hot stock item. */
const products: number[] = [];

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  buyer = await newUser(undefined, 'Wyścigowy Klient');
  try {
    jan = (await newUser(undefined, 'Jan Testowy', 'jan.testowy@example.com')).token;
  } catch {
    jan = await signIn('Jan.Testowy@example.com', 'Test1234!'); // made by another file of this run
  }
  for (let i = 0; i < 10; i++) {
    const created = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { name: `Wyścigowy tłok ${i}`, description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 12_300, imageUrl: 'https://example.com/p.webp', stock: 500, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
    });
    products.push(created.body.id);
  }
});

async function inBatches<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) results.push(...(await Promise.all(items.slice(i, i + BATCH).map(run))));
  return results;
}

interface Placed {
  orderId: string;
  sessionId: string;
}

async function placeOrders(n: number, token?: string): Promise<Placed[]> {
  return inBatches(Array.from({ length: n }, (_, i) => products[i % products.length]!), async (product) => {
    const res = await api('/api/checkout', { method: 'POST', token, json: { lineItems: [{ productId: product, quantity: 1 }], delivery: { method: 'pickup' } } });
    expect(res.status).toBe(200);
    return { orderId: res.body.orderId, sessionId: res.body.sessionId };
  });
}

/** Orders paid by card, their webhooks applied. */
async function paidOrders(n: number, token?: string): Promise<Placed[]> {
  const placed = await placeOrders(n, token);
  await inBatches(placed, (p) => stripeFake.pay(p.sessionId, 'card'));
  // One look at all of them every 300 ms, until every webhook was applied.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const states = await inBatches(placed, async (p) => (await api(`/api/checkout/sessions/${p.sessionId}`)).body.state);
    if (states.every((s) => s === 'paid')) return placed;
    if (Date.now() > deadline) throw new Error(`not all paid in time: ${JSON.stringify(states)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function downloadInvoice(orderId: string, token: string): Promise<{ status: number; number?: string }> {
  const res = await fetch(`${baseUrl()}/api/me/orders/${orderId}/invoice`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  const match = /faktura-FV-(\d{4})-(\d+)\.pdf/.exec(res.headers.get('content-disposition') ?? '');
  return { status: res.status, ...(match ? { number: `FV/${match[1]}/${match[2]}` } : {}) };
}

const adminOrder = async (id: string) => (await api(`/api/admin/orders/${id}`, { token: admin })).body;

describe('races on one order', () => {
  it(`invoice download vs admin status change (${TRIALS} trials)`, async () => {
    const orders = await paidOrders(TRIALS, buyer.token);
    await inBatches(orders, async ({ orderId }) => {
      const [invoice, change] = await Promise.all([
        downloadInvoice(orderId, buyer.token),
        api(`/api/admin/orders/${orderId}`, { method: 'PATCH', token: admin, json: { status: 'shipped', tracking: { carrier: 'inpost', number: '620012345' } } }),
      ]);
      expect(invoice.status).toBe(200);
      expect(change.status).toBe(200);
      expect(await adminOrder(orderId)).toMatchObject({ status: 'shipped', invoiceNumber: invoice.number, tracking: expect.objectContaining({ number: '620012345' }) });
    });
  }, 180_000);

  it(`invoice download vs a duplicate checkout.session.completed with a new event id (${TRIALS} trials)`, async () => {
    const orders = await paidOrders(TRIALS, buyer.token);
    const invoices = await inBatches(orders, async ({ orderId, sessionId }) => {
      const [invoice] = await Promise.all([downloadInvoice(orderId, buyer.token), stripeFake.resend(sessionId, 'checkout.session.completed')]);
      expect(invoice.status).toBe(200);
      return { orderId, number: invoice.number };
    });
    // The duplicates arrive asynchronously: once the fake delivered them all, nothing was lost.
    await eventually(() => inBatches(invoices, async (i) => (await adminOrder(i.orderId)).invoiceNumber === i.number), (same) => same.every(Boolean));
    for (const i of invoices) expect((await adminOrder(i.orderId)).status).toBe('processing');
  }, 180_000);

  it(`invoice download vs a guest order's claim (${TRIALS} trials)`, async () => {
    const orders = await paidOrders(TRIALS);
    await inBatches(orders, async ({ orderId, sessionId }) => {
      const [invoice, claim] = await Promise.all([downloadInvoice(orderId, jan), api('/api/me/orders/claim', { method: 'POST', token: jan, json: { sessionId } })]);
      expect(claim.status).toBe(200);
      const order = await adminOrder(orderId);
      expect(order.userId).toBe(claim.body.userId);
      // Before the claim landed the order was nobody's: a 404; after, the invoice, and it is the order's.
      expect([200, 404]).toContain(invoice.status);
      if (invoice.status === 200) expect(order.invoiceNumber).toBe(invoice.number);
    });
  }, 180_000);

  it(`claim vs the webhook that pays the order (${TRIALS} trials)`, async () => {
    const orders = await placeOrders(TRIALS);
    await inBatches(orders, async ({ orderId, sessionId }) => {
      // The payment's webhook, a duplicate of it, and claims, all at once.
      const [, ...claims] = await Promise.all([
        stripeFake.pay(sessionId, 'card').then(() => stripeFake.resend(sessionId, 'checkout.session.completed')),
        ...[0, 10, 40].map((delay) => new Promise((r) => setTimeout(r, delay)).then(() => api('/api/me/orders/claim', { method: 'POST', token: jan, json: { sessionId } }))),
      ]);
      // Every claim answered 200 (attached) or 404 (the buyer's e-mail not known yet).
      for (const claim of claims as { status: number }[]) expect([200, 404]).toContain(claim.status);
      const attached = (claims as { status: number; body: { userId: string } }[]).find((c) => c.status === 200);
      await eventually(() => adminOrder(orderId), (o) => o.status === 'processing');
      if (attached) expect((await adminOrder(orderId)).userId).toBe(attached.body.userId);
      // And once the e-mail is stored, a claim attaches the order for good.
      const late = await api('/api/me/orders/claim', { method: 'POST', token: jan, json: { sessionId } });
      expect(late.status).toBe(200);
      expect((await adminOrder(orderId)).userId).toBe(late.body.userId);
    });
  }, 180_000);

  it('leave the books in agreement: no gaps, no duplicates, counter = numbered orders, stock and statistics balanced', async () => {
    await eventually(async () => (await api('/dev/reconcile')).body.discrepancies, (d) => d.length === 0);
    expect((await api('/dev/reconcile')).body.checked.invoiceYears).toBeGreaterThan(0);
  });
});
