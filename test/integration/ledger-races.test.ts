import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';

/**
 * Two writers, one record: each pair of requests the ledger must survive, raced at least 50 times
 * (trials run 10 at a time, so the races are real and the file stays fast). Afterwards every
 * invariant holds: every claim that answered 200 is attached, every downloaded invoice number
 * is the order's, and the reconciliation finds no gap, no duplicate, counter = numbered orders,
 * stock and statistics in balance.
 */
const TRIALS = 50;
const BATCH = 10;
let PRODUCT = 0;

let admin: string;
let buyer: { token: string; email: string };
let jan: string; // signs in as the Stripe fake's test buyer, jan.testowy@example.com (verified)

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name: 'Wyścigowy tłok', description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 12_300, imageUrl: 'https://example.com/p.webp', stock: 2000 },
  });
  PRODUCT = created.body.id;
  buyer = await newUser(undefined, 'Wyścigowy Klient');
  try {
    jan = (await newUser(undefined, 'Jan Testowy', 'jan.testowy@example.com')).token;
  } catch {
    jan = await signIn('Jan.Testowy@example.com', 'Test1234!'); // made by another file of this run
  }
});

/** Runs `trial` TRIALS times, BATCH at a time. */
async function trials(trial: (i: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < TRIALS; start += BATCH) {
    await Promise.all(Array.from({ length: Math.min(BATCH, TRIALS - start) }, (_, k) => trial(start + k)));
  }
}

interface Placed {
  orderId: string;
  sessionId: string;
}

/** An order paid by card (as a guest without a token), its webhook applied. */
async function paidOrder(token?: string): Promise<Placed> {
  const res = await api('/api/checkout', { method: 'POST', token, json: { lineItems: [{ productId: PRODUCT, quantity: 1 }] } });
  expect(res.status).toBe(200);
  await stripeFake.pay(res.body.sessionId, 'card');
  await eventually(async () => (await api(`/api/checkout/sessions/${res.body.sessionId}`)).body.state, (s) => s === 'paid');
  return { orderId: res.body.orderId, sessionId: res.body.sessionId };
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
    await trials(async () => {
      const { orderId } = await paidOrder(buyer.token);
      const [invoice, change] = await Promise.all([
        downloadInvoice(orderId, buyer.token),
        api(`/api/admin/orders/${orderId}`, { method: 'PATCH', token: admin, json: { status: 'shipped', tracking: { carrier: 'inpost', number: '620012345' } } }),
      ]);
      expect(invoice.status).toBe(200);
      expect(change.status).toBe(200);
      const order = await adminOrder(orderId);
      expect(order).toMatchObject({ status: 'shipped', invoiceNumber: invoice.number, tracking: expect.objectContaining({ number: '620012345' }) });
    });
  });

  it(`invoice download vs a duplicate checkout.session.completed with a new event id (${TRIALS} trials)`, async () => {
    await trials(async () => {
      const { orderId, sessionId } = await paidOrder(buyer.token);
      const [invoice] = await Promise.all([downloadInvoice(orderId, buyer.token), stripeFake.resend(sessionId, 'checkout.session.completed')]);
      expect(invoice.status).toBe(200);
      // The duplicate is delivered asynchronously: wait until the fake has delivered it.
      await eventually(async () => (await adminOrder(orderId)).invoiceNumber, (n) => n === invoice.number);
      expect((await adminOrder(orderId)).status).toBe('processing');
    });
  });

  it(`invoice download vs a guest order's claim (${TRIALS} trials)`, async () => {
    await trials(async () => {
      const { orderId, sessionId } = await paidOrder();
      const [invoice, claim] = await Promise.all([downloadInvoice(orderId, jan), api('/api/me/orders/claim', { method: 'POST', token: jan, json: { sessionId } })]);
      expect(claim.status).toBe(200);
      const order = await adminOrder(orderId);
      expect(order.userId).toBe(claim.body.userId);
      // Before the claim landed the order was nobody's: a 404; after, the invoice.
      expect([200, 404]).toContain(invoice.status);
      if (invoice.status === 200) expect(order.invoiceNumber).toBe(invoice.number);
      const again = await downloadInvoice(orderId, jan);
      expect(again.number).toBe((await adminOrder(orderId)).invoiceNumber);
    });
  });

  it(`claim vs the webhook that pays the order (${TRIALS} trials)`, async () => {
    await trials(async () => {
      const res = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: PRODUCT, quantity: 1 }] } });
      const { orderId, sessionId } = res.body;
      // The payment's webhook, a duplicate of it, and claims, all at once.
      const claims = await Promise.all([
        stripeFake.pay(sessionId, 'card').then(() => stripeFake.resend(sessionId, 'checkout.session.completed')),
        ...[0, 5, 20, 60].map((delay) =>
          new Promise((r) => setTimeout(r, delay)).then(() => api('/api/me/orders/claim', { method: 'POST', token: jan, json: { sessionId } })),
        ),
      ]);
      await eventually(async () => (await api(`/api/checkout/sessions/${sessionId}`)).body.state, (s) => s === 'paid');
      const answered = claims.slice(1) as { status: number }[];
      const order = await adminOrder(orderId);
      // Every claim that answered 200 attached the order; any other answer was a 404 (e-mail not yet known).
      for (const claim of answered) expect([200, 404]).toContain(claim.status);
      if (answered.some((c) => c.status === 200)) expect(order.userId).not.toBeNull();
      // And once the webhook stored the e-mail, a claim attaches it for good.
      const late = await api('/api/me/orders/claim', { method: 'POST', token: jan, json: { sessionId } });
      expect(late.status).toBe(200);
      expect((await adminOrder(orderId)).userId).toBe(late.body.userId);
    });
  });

  it('leaves the books in agreement: no gaps, no duplicates, counter = numbered orders, stock and statistics balanced', async () => {
    const report = (await api('/dev/reconcile')).body;
    expect(report.discrepancies).toEqual([]);
    expect(report.checked.invoiceYears).toBeGreaterThan(0);
  });
});
