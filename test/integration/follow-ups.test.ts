import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { restoreItem, storedItem } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * What a refund's webhook leaves to the follow-up job (functions/orders/follow-ups.ts): the
 * correction invoice numbered and the refund e-mail sent, once, however often the job runs, in
 * parallel or again after a run that died before deleting its follow-up, and however often Stripe
 * delivers the event again. (That the webhook itself numbers nothing: test/unit/follow-up-commands.test.ts.)
 */
let admin: string;
let customer: { token: string; email: string };
beforeAll(async () => {
  [admin, customer] = await Promise.all([signIn('admin@example.com'), newUser(undefined, 'Kupujący Korekta')]);
});

const outbox = async () => (await api('/dev/outbox.json')).body.emails as { kind: string; subject: string; text: string }[];
const refundMails = async (orderId: string) => (await outbox()).filter((e) => e.kind === 'order-refund' && e.subject.includes(orderId.slice(0, 8)));
const fakeHook = async (path: string) => {
  const res = await fetch(inject('endpoints').stripe + path, { method: 'POST' });
  expect(res.status).toBe(200);
};
const runFollowUps = () => api('/dev/run-follow-ups', { method: 'POST' });
const correctionCounter = async () => Number((await storedItem({ PK: 'CORRECTION_COUNTER', SK: String(new Date().getFullYear()) }))?.value ?? 0);

describe('the follow-up of a refund settled by its webhook', () => {
  it('numbers the correction once and e-mails once, under parallel runs, a run that died before deleting, and Stripe\'s redeliveries', async () => {
    // Prepare: a paid, invoiced order whose refunds wait at Stripe until settled by a webhook.
    const product = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { name: `Korekta ${Math.random().toString(36).slice(2, 8)}`, description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 10_000, imageUrl: 'https://example.com/p.webp', stock: 5, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
    });
    const placed = await api('/api/checkout', { method: 'POST', token: customer.token, json: { lineItems: [{ productId: product.body.id, quantity: 1 }], delivery: { method: 'pickup' } } });
    const { orderId, sessionId } = placed.body as { orderId: string; sessionId: string };
    await stripeFake.pay(sessionId, 'card');
    await eventually(() => api(`/api/me/orders/${orderId}`, { token: customer.token }), (r) => r.body.status === 'processing');
    expect((await api(`/api/me/orders/${orderId}/invoice`, { token: customer.token })).status).toBe(200);
    await fakeHook(`/__fake/sessions/${sessionId}/refunds-pending`);
    const asked = await api(`/api/admin/orders/${orderId}/refunds`, { method: 'POST', token: admin, json: { amount: 1_500 } });
    const pending = asked.body.refunds[0] as { id: string; stripeRefundId: string; status: string; correctionNumber?: string | null };
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending.correctionNumber ?? null).toBeNull();

    // Act: Stripe settles it by webhook; the follow-up job does the rest.
    await fakeHook(`/__fake/refunds/${pending.stripeRefundId}/succeed`);
    const numbered = await eventually(
      () => api(`/api/me/orders/${orderId}`, { token: customer.token }),
      (r) => !!r.body.refunds?.[0]?.correctionNumber,
    );
    const number = numbered.body.refunds[0].correctionNumber as string;
    expect(number).toMatch(/^FK\/\d{4}\/\d{5}$/);
    const mails = await eventually(() => refundMails(orderId), (m) => m.length > 0);
    expect(mails[0]!.text).toContain(`Faktura korygująca ${number}`);
    const followUpKey = { PK: `ORDER#${orderId}`, SK: `FOLLOW_UP#refund-succeeded#${pending.id}` };
    await eventually(() => storedItem(followUpKey), (item) => item === undefined);
    const counter = await correctionCounter();

    // Act again: a run that died after its work but before deleting its follow-up (the item put
    // back as the webhook wrote it), three runs at once, and Stripe delivering the events again.
    await restoreItem({ ...followUpKey, GSI1PK: 'FOLLOW_UPS', GSI1SK: `2000-01-01T00:00:00.000Z#${orderId}#refund-succeeded#${pending.id}`, entityType: 'follow-up', schemaVersion: 1, orderId, kind: 'refund-succeeded', ref: pending.id, createdAt: '2000-01-01T00:00:00.000Z', dueAt: '2000-01-01T00:00:00.000Z', attempts: 0 });
    const runs = await Promise.all([runFollowUps(), runFollowUps(), runFollowUps(), stripeFake.resend(sessionId, 'refund.updated'), stripeFake.resend(sessionId, 'refund.updated', true)]);
    expect(runs.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    await runFollowUps();

    // Assess: the same number, the series moved by none, one e-mail, nothing left to do, books agree.
    await eventually(() => storedItem(followUpKey), (item) => item === undefined);
    const after = await api(`/api/me/orders/${orderId}`, { token: customer.token });
    expect(after.body.refunds.map((r: { correctionNumber: string }) => r.correctionNumber)).toEqual([number]);
    expect(await correctionCounter()).toBe(counter);
    expect(await refundMails(orderId)).toHaveLength(1);
    expect((await api('/dev/reconcile')).body.discrepancies).toEqual([]);
  });
});
