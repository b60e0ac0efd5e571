import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { orderSchema, type Order } from '../../functions/contracts/order.js';
import { ensureDemoUsers, ensureUserPool, localCognitoClient } from '../../infra/local/provision.js';
import { DEFAULT_DEMO_PASSWORD, LOCAL_WEBHOOK_SECRET } from '../../infra/local/stack.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getStock } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * The order ledger end to end through the Stripe fake: the payment result pages, cancelling,
 * refunds (automatic, by the admin, failed and retried, made in Stripe's Dashboard), archiving
 * instead of deleting, and the failure answers. Each test makes its own products.
 */
let admin: string;
let customer: { token: string; email: string };
beforeAll(async () => {
  [admin, customer] = await Promise.all([signIn('admin@example.com'), newUser(undefined, 'Klientka Księgowa')]);
});

const productInput = { description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 10_000, imageUrl: 'https://example.com/p.webp', parcelSize: 'A', weightGrams: 500, ...publishableSafety };
/** A new product with `stock` units, created by the admin (so its stock ledger starts right). */
async function newProduct(stock: number, name = `Ledger ${Math.random().toString(36).slice(2, 8)}`): Promise<number> {
  const res = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...productInput, name, stock } });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** By InPost courier: a delivery that costs something (100 zł of products is below the free threshold), so refunds must carry it. */
const courier = { method: 'courier', phone: '600 100 200', address: { name: 'Klientka Księgowa', street: 'Długa', buildingNumber: '5', postalCode: '31-147', city: 'Kraków' } };
const checkout = async (lineItems: { productId: number; quantity: number }[], token?: string) =>
  (await api('/api/checkout', { method: 'POST', json: { lineItems, delivery: courier }, token })).body as { orderId: string; sessionId: string; url: string };
/** The whole order, delivery included: what Stripe took and what a full refund returns. */
const expectWholeOrderWithDelivery = (o: Order) => {
  expect(o.delivery?.cost).toBeGreaterThan(0);
  expect(o.totalAmount).toBe(o.items.reduce((sum, i) => sum + i.totalPrice, 0) + o.delivery!.cost);
  expect(o.amountPaid).toBe(o.totalAmount);
};
const adminOrder = async (id: string) => (await api(`/api/admin/orders/${id}`, { token: admin })).body;
const myOrder = async (id: string, token = customer.token): Promise<Order> => orderSchema.parse((await api(`/api/me/orders/${id}`, { token })).body);
const status = (sessionId: string) => api(`/api/checkout/sessions/${sessionId}`);
const outbox = async () => (await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string }[];
/** Whether the outbox holds the order's refund e-mail (sent by the follow-up job after the refund settled). */
const refundMailed = (orderId: string) => (mails: { kind: string; subject: string }[]) => mails.some((e) => e.kind === 'order-refund' && e.subject.includes(orderId.slice(0, 8)));
const reconcile = async () => (await api('/dev/reconcile')).body as { discrepancies: { check: string; subject: string; message: string }[] };
const fakeHook = async (path: string) => {
  const res = await fetch(inject('endpoints').stripe + path, { method: 'POST' });
  expect(res.status).toBe(200);
};

describe('the payment result pages', () => {
  it('follow a BLIK payment from processing to paid, and tell a card payment at once', async () => {
    const product = await newProduct(10);
    const blik = await checkout([{ productId: product, quantity: 1 }], customer.token);
    expect((await status(blik.sessionId)).body).toMatchObject({ orderId: blik.orderId, state: 'awaiting', lines: [{ productId: product, quantity: 1 }] });
    await stripeFake.pay(blik.sessionId, 'blik');
    // Processing while the bank works (the page asks Stripe itself when no webhook came yet)…
    expect(['processing', 'paid']).toContain((await status(blik.sessionId)).body.state);
    // …then paid.
    await eventually(() => status(blik.sessionId), (r) => r.body.state === 'paid');
    expect((await status('cs_test_unknown')).status).toBe(404);
    expect((await status('not-a-session')).status).toBe(400);
  });

  it('say so when the payment failed, and the attempt is no order to the buyer', async () => {
    const product = await newProduct(4);
    const attempt = await checkout([{ productId: product, quantity: 2 }], customer.token);
    await stripeFake.pay(attempt.sessionId, 'fail');
    await eventually(() => status(attempt.sessionId), (r) => r.body.state === 'failed');
    expect(await getStock(product)).toBe(4);
    const listed = (await api('/api/me/orders', { token: customer.token })).body.items as Order[];
    expect(listed.map((o) => o.id)).not.toContain(attempt.orderId);
    expect((await outbox()).filter((e) => e.subject.includes(attempt.orderId.slice(0, 8)))).toEqual([]);
    // Admins still see it, and can filter attempts out or in.
    const attempts = (await api(`/api/admin/orders?kind=attempts&email=${encodeURIComponent(customer.email)}`, { token: admin })).body.items as Order[];
    expect(attempts.map((o) => o.id)).toContain(attempt.orderId);
    const orders = (await api(`/api/admin/orders?kind=orders&email=${encodeURIComponent(customer.email)}`, { token: admin })).body.items as Order[];
    expect(orders.map((o) => o.id)).not.toContain(attempt.orderId);
  });
});

describe('cancelling on the payment page', () => {
  it('expires the session at once, returns the units now, sends nothing, and is idempotent', async () => {
    const product = await newProduct(3);
    const attempt = await checkout([{ productId: product, quantity: 3 }]);
    expect(await getStock(product)).toBe(0);
    const first = await api(`/api/checkout/sessions/${attempt.sessionId}/cancel`, { method: 'POST' });
    expect(first.body).toEqual({ orderId: attempt.orderId, result: 'cancelled' });
    expect(await getStock(product)).toBe(3);
    expect((await api(`/api/checkout/sessions/${attempt.sessionId}/cancel`, { method: 'POST' })).body.result).toBe('already_cancelled');
    // The payment page can no longer be paid.
    await expect(stripeFake.pay(attempt.sessionId, 'card')).rejects.toThrow(/409|expired/);
    expect((await adminOrder(attempt.orderId)).history.at(-1)).toMatchObject({ to: 'cancelled', by: 'buyer' });
  });

  it('does not cancel a payment that went through', async () => {
    const product = await newProduct(3);
    const paid = await checkout([{ productId: product, quantity: 1 }]);
    await stripeFake.pay(paid.sessionId, 'card');
    expect((await api(`/api/checkout/sessions/${paid.sessionId}/cancel`, { method: 'POST' })).body.result).toBe('paid');
    expect((await adminOrder(paid.orderId)).status).toBe('processing');
  });
});

describe('money for a cancelled order', () => {
  it('is refunded automatically and once when a BLIK payment lands after an admin cancelled the order', async () => {
    // Prepare: the buyer completed the page with BLIK; the bank is slow; the admin cancels.
    const product = await newProduct(5);
    const order = await checkout([{ productId: product, quantity: 2 }], customer.token);
    await stripeFake.loseWebhooks(order.sessionId); // the webhooks stand still while the admin acts
    await stripeFake.pay(order.sessionId, 'blik');
    await eventually(() => status(order.sessionId), (r) => r.body.state === 'processing');
    const cancelled = await api(`/api/admin/orders/${order.orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(await getStock(product)).toBe(5);

    // Act: the payment succeeds at the bank; Stripe tells the shop (the page asks, like the webhook would).
    await eventually(() => status(order.sessionId), (r) => r.body.state === 'cancelled', 15_000);

    // The BLIK refund settles at Stripe a moment later; its webhook is lost like the others, so the
    // sweeper asks Stripe about the open refund (what its schedule does after 10 minutes).
    await eventually(() => myOrder(order.orderId), (o) => o.refunds?.[0]?.status === 'pending' || o.refunds?.[0]?.status === 'succeeded', 15_000);
    // The sweeper runs until the fake's bank has settled the refund (a delay of its own; on a busy
    // machine a fixed wait was sometimes too short, and one run then found it still pending).
    const sweepThenRead = async () => {
      await api('/dev/settle-stale-orders?refundsOlderThanMinutes=0', { method: 'POST' });
      return myOrder(order.orderId);
    };

    // Assess: refunded through Stripe, recorded, in the history, one e-mail, on the dashboard.
    const refunded = await eventually(sweepThenRead, (o) => o.amountRefunded === o.amountPaid && o.amountPaid > 0, 15_000);
    expect(refunded.status).toBe('cancelled');
    expectWholeOrderWithDelivery(refunded);
    expect(refunded.refunds).toEqual([expect.objectContaining({ id: 'late-payment', reason: 'late_payment', status: 'succeeded', amount: refunded.totalAmount })]);
    const history = (await adminOrder(order.orderId)).history as { kind: string; refundStatus?: string }[];
    expect(history.map((h) => `${h.kind}${h.refundStatus ? `:${h.refundStatus}` : ''}`)).toEqual(expect.arrayContaining(['payment', 'refund:requested', 'refund:succeeded']));
    // The buyer was told of the admin's cancellation once, and of the refund once (the refund's
    // e-mail comes from the follow-up job, a moment after the refund settled).
    const mails = (await eventually(outbox, refundMailed(order.orderId))).filter((e) => e.subject.includes(order.orderId.slice(0, 8)));
    expect(mails.map((e) => e.kind).sort()).toEqual(['order-cancelled', 'order-refund']);
    const stats = (await api('/api/admin/stats', { token: admin })).body;
    expect(stats.refunds.recent.map((r: { orderId: string }) => r.orderId)).toContain(order.orderId);
    expect((await reconcile()).discrepancies).toEqual([]);
  });

  it('a paid order cancelled by the admin is refunded; a failed refund shows, counts as money held, and the admin retries it', async () => {
    const product = await newProduct(5);
    const order = await checkout([{ productId: product, quantity: 1 }], customer.token);
    await stripeFake.pay(order.sessionId, 'card');
    await eventually(() => myOrder(order.orderId), (o) => o.status === 'processing');
    await fakeHook(`/__fake/sessions/${order.sessionId}/refunds-pending`);

    const cancelled = (await api(`/api/admin/orders/${order.orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } })).body;
    const refund = cancelled.refunds[0];
    expect(refund).toMatchObject({ reason: 'order_cancelled', status: 'pending', amount: cancelled.totalAmount });
    await fakeHook(`/__fake/refunds/${refund.stripeRefundId}/fail`);
    await eventually(() => adminOrder(order.orderId), (o) => o.refunds[0].status === 'failed');
    expect((await reconcile()).discrepancies).toEqual([expect.objectContaining({ check: 'refunds', subject: `order ${order.orderId}` })]);

    const retried = await api(`/api/admin/orders/${order.orderId}/refunds`, { method: 'POST', token: admin, json: {} });
    expect(retried.status).toBe(200);
    const again = retried.body.refunds.find((r: { status: string }) => r.status === 'pending');
    await fakeHook(`/__fake/refunds/${again.stripeRefundId}/succeed`);
    const refunded = await eventually(() => myOrder(order.orderId), (o) => o.amountRefunded === o.amountPaid);
    expectWholeOrderWithDelivery(refunded);
    expect(again.amount).toBe(refunded.totalAmount);
    expect((await api(`/api/admin/orders/${order.orderId}/refunds`, { method: 'POST', token: admin, json: {} })).status).toBe(409);
    const mails = (await eventually(outbox, refundMailed(order.orderId))).filter((e) => e.subject.includes(order.orderId.slice(0, 8)));
    expect(mails.map((e) => e.kind).sort()).toEqual(['order-cancelled', 'order-confirmation', 'order-refund']);
    // Every one of them keeps the delivery line, and the cancellation promises the whole amount back.
    for (const mail of mails) expect(mail.text).toMatch(/Dostawa: Kurier InPost \(.*Kraków\): \d+,\d{2}\s?zł/);
    expect(mails.find((e) => e.kind === 'order-cancelled')!.text).toContain(`Zwracamy ${(refunded.totalAmount / 100).toFixed(2).replace('.', ',')}`);
    expect((await reconcile()).discrepancies).toEqual([]);
  });

  it('a refund made in Stripe\'s Dashboard is recorded against its order', async () => {
    const product = await newProduct(5);
    const order = await checkout([{ productId: product, quantity: 1 }], customer.token);
    await stripeFake.pay(order.sessionId, 'card');
    await eventually(() => myOrder(order.orderId), (o) => o.status === 'processing');
    await fetch(`${inject('endpoints').stripe}/dashboard/refund/${order.sessionId}`, { method: 'POST', body: new URLSearchParams({ amount: '1,00' }), redirect: 'manual' });
    const refunded = await eventually(() => myOrder(order.orderId), (o) => o.amountRefunded === 100);
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: 100, status: 'succeeded', reason: 'other' })]);
    expect((await reconcile()).discrepancies).toEqual([]);
  });
});

describe('customer e-mails', () => {
  it('go once per meaning: reopening a cancelled order does not confirm it again', async () => {
    const product = await newProduct(5);
    const order = await checkout([{ productId: product, quantity: 1 }], customer.token);
    for (const to of ['processing', 'cancelled', 'processing', 'shipped', 'shipped']) {
      const tracking = to === 'shipped' ? { tracking: { carrier: 'dpd', number: `DPD-${to.length}` } } : {};
      expect((await api(`/api/admin/orders/${order.orderId}`, { method: 'PATCH', token: admin, json: { status: to, ...tracking } })).status).toBe(200);
    }
    const kinds = (await outbox()).filter((e) => e.subject.includes(order.orderId.slice(0, 8))).map((e) => e.kind).sort();
    expect(kinds).toEqual(['order-cancelled', 'order-confirmation', 'order-shipped']);
  });
});

describe('deleting a product', () => {
  const product = { name: 'Ledger archiwum', description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 10_000, imageUrl: 'https://example.com/p.webp', stock: 3, parcelSize: 'A', weightGrams: 500, ...publishableSafety };

  it('archives one that an order names: hidden from the shop, its orders still settle, restorable', async () => {
    const created = (await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, name: `Ledger archiwum ${Date.now()}` } })).body;
    const order = await checkout([{ productId: created.id, quantity: 2 }]);
    const archived = await api(`/api/admin/products/${created.id}`, { method: 'DELETE', token: admin });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).toEqual(expect.any(String));
    expect((await api(`/api/products/${created.id}`)).status).toBe(404);
    // Not found by its name: a partial answer may show others of its words, never the archived product.
    expect((await api(`/api/products?search=${encodeURIComponent(created.name)}`)).body.items.map((p: { id: number }) => p.id)).not.toContain(created.id);
    expect((await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: created.id, quantity: 1 }], delivery: { method: 'pickup' } } })).status).toBe(400);

    // The order's session expires: the webhook settles it and the units go back.
    await stripeFake.expire(order.sessionId);
    await eventually(() => adminOrder(order.orderId), (o) => o.status === 'cancelled');
    expect(await getStock(created.id)).toBe(3);

    const restored = await api(`/api/admin/products/${created.id}/restore`, { method: 'POST', token: admin });
    expect(restored.body.archivedAt).toBeNull();
    expect((await api(`/api/products/${created.id}`)).status).toBe(200);
    expect((await reconcile()).discrepancies).toEqual([]);
  });

  it('deletes one that no order names', async () => {
    const created = (await api('/api/admin/products', { method: 'POST', token: admin, json: product })).body;
    expect((await api(`/api/admin/products/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await api(`/api/admin/products/${created.id}`, { token: admin })).status).toBe(404);
  });
});

describe('bestsellers', () => {
  it('rank by units sold in paid orders', async () => {
    const product = await newProduct(150, 'Ledger bestseller');
    const order = await checkout([{ productId: product, quantity: 99 }], customer.token);
    await stripeFake.pay(order.sessionId, 'card');
    await eventually(() => myOrder(order.orderId), (o) => o.status === 'processing');
    expect((await api(`/api/admin/products/${product}`, { token: admin })).body.unitsSold).toBe(99);
    // The catalogue index takes units sold in when it next loads (here: the next product write).
    await newProduct(1);
    expect((await api('/api/products/bestsellers')).body.items[0]?.id).toBe(product);
    // A cancelled paid order takes its units back out.
    await api(`/api/admin/orders/${order.orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } });
    expect((await api(`/api/admin/products/${product}`, { token: admin })).body.unitsSold).toBe(0);
  });
});

describe('failure answers', () => {
  function signed(payload: string) {
    const t = Math.floor(Date.now() / 1000);
    return { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${createHmac('sha256', LOCAL_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')}` };
  }

  it('a signed webhook without its object is a 400, not a 500 on every redelivery', async () => {
    for (const type of ['checkout.session.completed', 'refund.updated']) {
      const payload = JSON.stringify({ id: `evt_null_${type}`, object: 'event', type, data: { object: null } });
      const res = await api('/api/stripe/webhook', { method: 'POST', body: payload, headers: signed(payload) });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('malformed percent-encoding in a path parameter is a 400 invalid_request', async () => {
    for (const path of ['/api/products/%E0%A4%A', '/api/products/%zz', '/api/checkout/sessions/%E0%A4%A', '/api/me/orders/%zz']) {
      const res = await api(path, { token: customer.token });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('invalid_request');
    }
  });

  it('the local server survives a request line that is no URL', async () => {
    const url = new URL(baseUrl());
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(), 2000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await api('/api/health')).status).toBe(200);
  });

  it('claiming a guest order needs a verified e-mail, not only an equal one', async () => {
    const product = await newProduct(5);
    const guest = await checkout([{ productId: product, quantity: 1 }]);
    await stripeFake.pay(guest.sessionId, 'card'); // the fake's buyer: jan.testowy@example.com
    await eventually(() => status(guest.sessionId), (r) => r.body.state === 'paid');
    // An account whose address was never verified (made without email_verified).
    const email = `jan.testowy+${Date.now()}@example.com`;
    const cognito = new CognitoIdentityProviderClient({ endpoint: inject('endpoints').cognito, region: 'eu-central-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    const { userPoolId } = inject('userPool');
    await cognito.send(new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: email, MessageAction: 'SUPPRESS', TemporaryPassword: 'Test1234!', UserAttributes: [{ Name: 'email', Value: email }] }));
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: 'Test1234!', Permanent: true }));
    const impostor = { password: 'Test1234!' };
    const token = await signIn(email, impostor.password);
    // An account whose e-mail is not verified is refused before e-mails are even compared.
    const refused = await api('/api/me/orders/claim', { method: 'POST', token, json: { sessionId: guest.sessionId } });
    expect(refused.status).toBe(403);
    expect((await adminOrder(guest.orderId)).userId).toBeNull();
  });

  it('restarting the local stack keeps the demo admin and dealer in their groups', async () => {
    const client = localCognitoClient(inject('endpoints').cognito);
    const pool = await ensureUserPool(client); // what the next start does
    await ensureDemoUsers(client, pool, DEFAULT_DEMO_PASSWORD);
    expect((await api('/api/admin/stats', { token: await signIn('admin@example.com') })).status).toBe(200);
    expect((await api('/api/me', { token: await signIn('dealer@example.com') })).body.isDealer).toBe(true);
  });
});

describe('the reconciliation', () => {
  it('finds the books in agreement after all of the above', async () => {
    expect((await reconcile()).discrepancies).toEqual([]);
  });
});
