import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOrdersResponseSchema, adminRefundsResponseSchema } from '../../functions/contracts/admin.js';
import { adminInvoicesResponseSchema } from '../../functions/contracts/invoice.js';
import { orderStatuses } from '../../functions/contracts/order.js';
import { adminReturnsResponseSchema, returnStatuses } from '../../functions/contracts/returns.js';
import { api } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { itemsOfType, setStock } from './table.js';

/**
 * The admin's long lists (issue 26): every page answered from key conditions and walked by
 * cursor, newest first, with totals from counters kept in the writers' transactions. Each total
 * is compared with the table itself (a scan: the truth), also after many writers raced.
 */
let admin: string;
let customer: { token: string; email: string };
const PRODUCT = 61;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signIn('admin@example.com'), newUser(undefined, 'Klient Listowy')]);
  await setStock(PRODUCT, 5_000);
});

const checkout = async (token?: string) => {
  const res = await api('/api/checkout', { method: 'POST', token, json: { lineItems: [{ productId: PRODUCT, quantity: 1 }], delivery: { method: 'pickup' } } });
  expect(res.status).toBe(200);
  return res.body as { orderId: string; sessionId: string };
};
const setStatus = (id: string, status: string) => api(`/api/admin/orders/${id}`, { method: 'PATCH', token: admin, json: { status } });

/** Every page of a list, following `nextCursor` from the first; then back with `prevCursor` from the last. */
async function walk(path: string): Promise<{ forward: string[][]; backward: string[][]; total: number; pages: number; numbers: number[] }> {
  const sep = path.includes('?') ? '&' : '?';
  // An order is its own id twice; a return or refund its order's and its own; an invoice its order's (and its correction's refund).
  const key = (item: { id?: string; orderId?: string; correction?: { refundId: string } }) => `${item.orderId ?? item.id}/${item.id ?? item.correction?.refundId ?? ''}`;
  const forward: string[][] = [];
  const numbers: number[] = [];
  let res = (await api(path, { token: admin })).body;
  const { total, pages } = res;
  for (;;) {
    forward.push(res.items.map(key));
    numbers.push(res.page);
    expect(res.total).toBe(total);
    if (!res.nextCursor) break;
    res = (await api(`${path}${sep}cursor=${encodeURIComponent(res.nextCursor)}`, { token: admin })).body;
  }
  const backward: string[][] = [forward.at(-1)!];
  while (res.prevCursor) {
    res = (await api(`${path}${sep}cursor=${encodeURIComponent(res.prevCursor)}`, { token: admin })).body;
    backward.unshift(res.items.map(key));
  }
  return { forward, backward, total, pages, numbers };
}

/** The table's orders, newest first as the list sorts them (creation time, then id). */
async function ordersInTable(status?: string): Promise<string[]> {
  const orders = (await itemsOfType('order')).filter((o) => !status || o.status === status);
  return orders.sort((a, b) => (String(a.GSI2SK) < String(b.GSI2SK) ? 1 : -1)).map((o) => `${o.id}/${o.id}`);
}

describe('the admin orders list', () => {
  beforeAll(async () => {
    // Enough orders for three pages and more, some of them paid.
    for (let round = 0; round < 3; round++) {
      const placed = await Promise.all(Array.from({ length: 15 }, () => checkout()));
      await Promise.all(placed.slice(0, 5).map((o) => stripeFake.pay(o.sessionId, 'card')));
    }
  });

  it('walks every page by cursor, newest first, 20 a page, and back; the totals equal the table', async () => {
    for (const status of [undefined, 'pending'] as const) {
      const path = `/api/admin/orders${status ? `?status=${status}` : ''}`;
      adminOrdersResponseSchema.parse((await api(path, { token: admin })).body);
      const truth = await ordersInTable(status);
      const walked = await walk(path);
      expect(walked.total).toBe(truth.length);
      expect(walked.pages).toBe(Math.ceil(truth.length / 20));
      expect(walked.numbers).toEqual(Array.from({ length: walked.pages }, (_, i) => i + 1));
      expect(walked.forward.flat()).toEqual(truth);
      expect(walked.forward.slice(0, -1).every((page) => page.length === 20)).toBe(true);
      expect(walked.backward).toEqual(walked.forward);
    }
  });

  it('opens the last page by its cursor, and answers 400 for a cursor it never gave', async () => {
    const first = (await api('/api/admin/orders', { token: admin })).body;
    const truth = await ordersInTable();
    const last = (await api(`/api/admin/orders?cursor=${encodeURIComponent(first.lastCursor)}`, { token: admin })).body;
    expect(last.page).toBe(first.pages);
    expect(last.items.map((o: { id: string }) => `${o.id}/${o.id}`)).toEqual(truth.slice((first.pages - 1) * 20));
    expect(last.nextCursor).toBeNull();
    const bad = await api('/api/admin/orders?cursor=not-a-cursor', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.cursor).toBe('validation.cursor');
  });

  it('keeps every status total exact while buyers and admins write at once (repeated race)', async () => {
    for (let round = 0; round < 3; round++) {
      const pending = (await itemsOfType('order')).filter((o) => o.status === 'pending').slice(0, 6).map((o) => String(o.id));
      await Promise.all([
        ...Array.from({ length: 6 }, () => checkout()),
        // Two admins move the same order at once: one wins, the counters follow the winner only.
        ...pending.flatMap((id) => [setStatus(id, 'cancelled'), setStatus(id, 'processing')]),
      ]);
      const orders = await itemsOfType('order');
      const all = (await api('/api/admin/orders', { token: admin })).body;
      expect(all.total).toBe(orders.length);
      for (const status of orderStatuses) {
        const listed = (await api(`/api/admin/orders?status=${status}`, { token: admin })).body;
        expect({ status, total: listed.total }).toEqual({ status, total: orders.filter((o) => o.status === status).length });
      }
    }
  }, 120_000);
});

describe('the admin refunds list', () => {
  it('lists every refund newest first by cursor, with the exact total, the new one first', async () => {
    const { orderId, sessionId } = await checkout(customer.token);
    await stripeFake.pay(sessionId, 'card');
    await eventually(async () => (await api(`/api/admin/orders/${orderId}`, { token: admin })).body.status, (s) => s === 'processing');
    expect((await setStatus(orderId, 'cancelled')).status).toBe(200);
    const res = adminRefundsResponseSchema.parse((await api('/api/admin/refunds', { token: admin })).body);
    expect(res.items[0]).toMatchObject({ orderId, reason: 'order_cancelled' });
    const truth = (await itemsOfType('refund')).sort((a, b) => (String(a.GSI2SK) < String(b.GSI2SK) ? 1 : -1)).map((r) => `${r.orderId}/${r.id}`);
    const walked = await walk('/api/admin/refunds');
    expect(walked.total).toBe(truth.length);
    expect(walked.forward.flat()).toEqual(truth);
    expect(walked.backward).toEqual(walked.forward);
  });
});

describe('the admin returns list', () => {
  it('pages returns by status with exact totals as a return moves on', async () => {
    const { orderId, sessionId } = await checkout(customer.token);
    await stripeFake.pay(sessionId, 'card');
    await eventually(async () => (await api(`/api/admin/orders/${orderId}`, { token: admin })).body.status, (s) => s === 'processing');
    for (const status of ['shipped', 'delivered']) expect((await setStatus(orderId, status)).status).toBe(200);
    const order = (await api(`/api/me/orders/${orderId}`, { token: customer.token })).body;
    const made = await api(`/api/me/orders/${orderId}/returns`, { method: 'POST', token: customer.token, json: { requestId: randomUUID(), lines: [{ itemId: order.items[0].id, quantity: 1 }] } });
    expect(made.status).toBeLessThan(300);
    const returnId = made.body.return.id;
    const check = async () => {
      const returns = await itemsOfType('return');
      const all = adminReturnsResponseSchema.parse((await api('/api/admin/returns', { token: admin })).body);
      expect(all.total).toBe(returns.length);
      for (const status of returnStatuses) expect((await api(`/api/admin/returns?status=${status}`, { token: admin })).body.total).toBe(returns.filter((r) => r.status === status).length);
      const walked = await walk('/api/admin/returns');
      expect(walked.forward.flat()).toEqual(returns.sort((a, b) => (String(a.GSI2SK) < String(b.GSI2SK) ? 1 : -1)).map((r) => `${r.orderId}/${r.id}`));
    };
    await check();
    expect((await api('/api/admin/returns?status=requested', { token: admin })).body.items[0]).toMatchObject({ id: returnId, orderId });
    expect((await api(`/api/admin/orders/${orderId}/returns/${returnId}/receive`, { method: 'POST', token: admin })).status).toBe(200);
    await check();
    expect((await api('/api/admin/returns?status=received', { token: admin })).body.items[0]).toMatchObject({ id: returnId });
  });
});

describe('the admin invoices list', () => {
  it('counts an issued invoice in the same write, newest first', async () => {
    const { orderId, sessionId } = await checkout(customer.token);
    await stripeFake.pay(sessionId, 'card');
    await eventually(async () => (await api(`/api/admin/orders/${orderId}`, { token: admin })).body.status, (s) => s === 'processing');
    // The buyer's download issues the invoice (numbered once).
    expect((await api(`/api/me/orders/${orderId}/invoice`, { token: customer.token })).status).toBe(200);
    const res = adminInvoicesResponseSchema.parse((await api('/api/admin/invoices', { token: admin })).body);
    expect(res.items[0]?.orderId).toBe(orderId);
    const issued = (await itemsOfType('invoice')).filter((i) => i.GSI1PK === 'INVOICES');
    expect(res.total).toBe(issued.length);
    const walked = await walk('/api/admin/invoices');
    expect(walked.forward.flat().length).toBe(issued.length);
    expect(walked.backward).toEqual(walked.forward);
  });
});
