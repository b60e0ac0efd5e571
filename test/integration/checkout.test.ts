import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { orderSchema, type Order } from '../../functions/contracts/order.js';
import { LOCAL_WEBHOOK_SECRET } from '../../infra/local/stack.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { allOrders, backdateOrder, getStock, setStock, storedStats } from './table.js';

// Each test uses its own products (ids 40+) so that their stock is theirs to arrange.
let customer: { token: string; email: string };
beforeAll(async () => {
  customer = await newUser(undefined, 'Kupujący Testowy');
});

async function checkout(lineItems: unknown, token?: string) {
  return api('/api/checkout', { method: 'POST', json: { lineItems, delivery: { method: 'pickup' } }, token });
}

async function order(id: string, token = customer.token): Promise<Order> {
  return orderSchema.parse((await api(`/api/me/orders/${id}`, { token })).body);
}

const statusOf = (id: string, token?: string) => () => order(id, token);

describe('POST /api/checkout', () => {
  it('prices every line on the server, holds stock and answers the hosted payment page', async () => {
    await setStock(40, 10);
    await setStock(41, 10);
    const product40 = (await api('/api/products/40')).body;
    const product41 = (await api('/api/products/41')).body;
    const res = await checkout(
      [
        { productId: 40, quantity: 2 },
        { productId: 41, quantity: 1 },
      ],
      customer.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.url).toContain(res.body.sessionId);
    const placed = await order(res.body.orderId);
    expect(placed).toMatchObject({ status: 'pending', currency: 'pln', totalAmount: product40.price * 2 + product41.price, stripeSessionId: res.body.sessionId });
    expect(placed.items.map((i) => [i.productId, i.quantity, i.unitPrice])).toEqual([
      [40, 2, product40.price],
      [41, 1, product41.price],
    ]);
    expect(await getStock(40)).toBe(8);
    expect(await getStock(41)).toBe(9);
  });

  it('makes price tampering impossible: a client-sent price is rejected outright', async () => {
    await setStock(20, 5);
    const res = await checkout([{ productId: 20, quantity: 1, price: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await getStock(20)).toBe(5);
  });

  it('charges a dealer the dealer price shown to them', async () => {
    await setStock(43, 5);
    const dealerToken = await signIn('dealer@example.com');
    const shown = (await api('/api/products/43', { token: dealerToken })).body.dealer.price;
    const res = await checkout([{ productId: 43, quantity: 3 }], dealerToken);
    const placed = await order(res.body.orderId, dealerToken);
    expect(placed.items[0]!.unitPrice).toBe(shown);
    expect(placed.totalAmount).toBe(shown * 3);
    expect(placed.dealerOrder).toBe(true);
  });

  it.each([
    [[], 'an empty cart'],
    [[{ productId: 44, quantity: 0 }], 'quantity 0'],
    [[{ productId: 44, quantity: 100 }], 'quantity 100'],
    [[{ productId: 44, quantity: 60 }, { productId: 44, quantity: 40 }], '100 units split over two lines'],
    [Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })), '51 lines'],
    [[{ productId: 999999, quantity: 1 }], 'an unknown product'],
    [[{ productId: '44', quantity: 1 }], 'a product id as text'],
  ] as [unknown, string][])('rejects %j (%s) with 400 and holds nothing', async (lineItems) => {
    await setStock(44, 200);
    const res = await checkout(lineItems);
    expect(res.status).toBe(400);
    expect(await getStock(44)).toBe(200);
  });

  it('refuses what is not in stock with 409 out_of_stock', async () => {
    await setStock(22, 1);
    const res = await checkout([{ productId: 22, quantity: 2 }]);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('out_of_stock');
    expect(await getStock(22)).toBe(1);
  });

  it('never oversells: 50 concurrent checkouts of the last unit, exactly one wins', async () => {
    await setStock(46, 1);
    const results = await Promise.all(Array.from({ length: 50 }, () => checkout([{ productId: 46, quantity: 1 }])));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'out_of_stock')).toBe(true);
    expect(await getStock(46)).toBe(0);
    // …and the shop now shows it as out of stock.
    expect((await api('/api/products/46')).body.inStock).toBe(false);
  });
});

describe('the Stripe webhook', () => {
  it('moves a card-paid order to processing, stores the buyer\'s details and e-mails a confirmation', async () => {
    await setStock(47, 3);
    const { body } = await checkout([{ productId: 47, quantity: 1 }], customer.token);
    await stripeFake.pay(body.sessionId, 'card');
    const paid = await eventually(statusOf(body.orderId), (o) => o.status === 'processing');
    expect(paid.shippingAddress).toMatchObject({ city: 'Kraków', country: 'PL' });
    expect(paid.stripePaymentIntentId).toMatch(/^pi_/);
    // The e-mail goes right after the status change that the order shows.
    await eventually(
      async () => (await api('/dev/outbox.json')).body.emails as { kind: string; subject: string }[],
      (outbox) => outbox.filter((e) => e.kind === 'order-confirmation' && e.subject.includes(body.orderId.slice(0, 8))).length === 1,
    );
  });

  it('writes the e-mails in the language the buyer shopped in: English when the checkout said en, Polish without a language', async () => {
    // Prepare: product 58 is this test's own; its English name comes from the seed.
    await setStock(58, 5);
    const product = (await api('/api/products/58')).body as { name: string; nameEn?: string };
    expect(product.nameEn).toBeTruthy();
    const pickup = { method: 'pickup' };
    const refused = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: 58, quantity: 1 }], delivery: pickup, language: 'de' } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['language']);

    // Act: one order in English, one without a language; both paid through the Stripe fake.
    const english = (await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: 58, quantity: 1 }], delivery: pickup, language: 'en' }, token: customer.token })).body;
    const polish = (await checkout([{ productId: 58, quantity: 1 }], customer.token)).body;
    // Stripe's payment page speaks the buyer's language too.
    const stripeSession = async (id: string) => (await (await fetch(`${inject('endpoints').stripe}/v1/checkout/sessions/${id}`, { headers: { authorization: 'Bearer sk_test_local_fake' } })).json()) as { locale: string };
    expect([(await stripeSession(english.sessionId)).locale, (await stripeSession(polish.sessionId)).locale]).toEqual(['en', 'pl']);
    // The payment result page's lines (put back into the cart after a failed payment) carry the English name.
    const result = (await api(`/api/checkout/sessions/${english.sessionId}`)).body;
    expect(result.lines[0].product).toMatchObject({ name: product.name, nameEn: product.nameEn });
    // …and the delivery chosen, so that page promises pickup, not a parcel.
    expect(result.deliveryMethod).toBe('pickup');
    await Promise.all([stripeFake.pay(english.sessionId, 'card'), stripeFake.pay(polish.sessionId, 'card')]);

    // Assess: the order remembers its language, and each confirmation is written in it.
    expect((await order(english.orderId)).language).toBe('en');
    expect((await order(polish.orderId)).language).toBe('pl');
    const confirmationOf = (id: string) => (emails: { kind: string; subject: string; text: string }[]) => emails.find((e) => e.kind === 'order-confirmation' && e.subject.includes(id.slice(0, 8)));
    const outbox = async () => (await api('/dev/outbox.json')).body.emails as { kind: string; subject: string; text: string }[];
    const inEnglish = confirmationOf(english.orderId)(await eventually(outbox, (mails) => !!confirmationOf(english.orderId)(mails)))!;
    expect(inEnglish.subject).toBe(`Chopper Works: order confirmation #${english.orderId.slice(0, 8)}`);
    expect(inEnglish.text).toContain('Payment received — we are putting your order together.');
    expect(inEnglish.text).toContain(`- ${product.nameEn} × 1:`);
    expect(inEnglish.text).toContain('Delivery: Pickup at the workshop');
    const inPolish = confirmationOf(polish.orderId)(await eventually(outbox, (mails) => !!confirmationOf(polish.orderId)(mails)))!;
    expect(inPolish.subject).toBe(`Chopper Works: potwierdzenie zamówienia #${polish.orderId.slice(0, 8)}`);
    expect(inPolish.text).toContain('Płatność przyjęta — kompletujemy Twoje zamówienie.');
    expect(inPolish.text).toContain(`- ${product.name} × 1:`);
  });

  it('rejects a bad signature with 400 and changes nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { client_reference_id: 'x', payment_status: 'paid' } } });
    const t = Math.floor(Date.now() / 1000);
    const wrong = createHmac('sha256', 'not-the-secret').update(`${t}.${payload}`).digest('hex');
    const res = await api('/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${wrong}` } });
    expect(res.status).toBe(400);
    const unsigned = await api('/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
  });

  it('accepts a correctly signed event (the control case for the test above)', async () => {
    const payload = JSON.stringify({ id: 'evt_control', object: 'event', type: 'customer.created', data: { object: {} } });
    const t = Math.floor(Date.now() / 1000);
    const sig = createHmac('sha256', LOCAL_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
    const res = await api('/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${sig}` } });
    expect(res.status).toBe(200);
  });

  it('applies a replayed or duplicated event only once', async () => {
    await setStock(16, 3);
    const { body } = await checkout([{ productId: 16, quantity: 1 }], customer.token);
    await stripeFake.pay(body.sessionId, 'card');
    await eventually(statusOf(body.orderId), (o) => o.status === 'processing');
    const before = await storedStats();
    await stripeFake.resend(body.sessionId, 'checkout.session.completed', true); // same event id
    await stripeFake.resend(body.sessionId, 'checkout.session.completed'); // a new id, same news
    await new Promise((r) => setTimeout(r, 1500));
    expect(await storedStats()).toEqual(before);
    expect((await order(body.orderId)).status).toBe('processing');
  });

  it('leaves a paid order paid when `expired` arrives after `completed`', async () => {
    await setStock(49, 3);
    const { body } = await checkout([{ productId: 49, quantity: 1 }], customer.token);
    await stripeFake.pay(body.sessionId, 'card');
    await eventually(statusOf(body.orderId), (o) => o.status === 'processing');
    await stripeFake.resend(body.sessionId, 'checkout.session.expired');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await order(body.orderId)).status).toBe('processing');
    expect(await getStock(49)).toBe(2);
  });

  it('keeps a BLIK order pending until the asynchronous payment succeeds', async () => {
    await setStock(50, 3);
    const { body } = await checkout([{ productId: 50, quantity: 1 }], customer.token);
    await stripeFake.pay(body.sessionId, 'blik');
    await eventually(statusOf(body.orderId), (o) => o.status === 'processing');
  });

  it('cancels the order and releases the stock when the asynchronous payment fails', async () => {
    await setStock(8, 3);
    const { body } = await checkout([{ productId: 8, quantity: 2 }], customer.token);
    expect(await getStock(8)).toBe(1);
    await stripeFake.pay(body.sessionId, 'fail');
    await eventually(statusOf(body.orderId), (o) => o.status === 'cancelled');
    expect(await getStock(8)).toBe(3);
  });

  it('cancels the order and releases the stock when the session expires unpaid', async () => {
    await setStock(52, 1);
    const { body } = await checkout([{ productId: 52, quantity: 1 }], customer.token);
    expect((await api('/api/products/52')).body.inStock).toBe(false);
    await stripeFake.expire(body.sessionId);
    await eventually(statusOf(body.orderId), (o) => o.status === 'cancelled');
    expect(await getStock(52)).toBe(1);
    expect((await api('/api/products/52')).body.inStock).toBe(true);
  });
});

describe('pending orders whose webhooks were lost', () => {
  // What the schedule runs (EventBridge in AWS, a timer locally); the dev server runs it on demand.
  const settle = async () => (await api('/dev/settle-stale-orders', { method: 'POST' })).body as { settled: { orderId: string; status: string }[] };
  const historyOf = async (id: string) => (await api(`/api/admin/orders/${id}`, { token: await signIn('admin@example.com') })).body.history as { to: string; by: string }[];

  it('are cancelled and give their units back once Stripe says the session expired', async () => {
    // Prepare: an order whose session expired at Stripe, the `expired` webhook lost, an hour and a half ago.
    await setStock(70, 2);
    const { body } = await checkout([{ productId: 70, quantity: 2 }], customer.token);
    await stripeFake.loseWebhooks(body.sessionId);
    await stripeFake.expire(body.sessionId);
    await new Promise((r) => setTimeout(r, 500));
    expect((await order(body.orderId)).status).toBe('pending');
    expect(await getStock(70)).toBe(0);

    // A young order is left alone; an overdue one is settled.
    expect((await settle()).settled.map((s) => s.orderId)).not.toContain(body.orderId);
    await backdateOrder(body.orderId, 90);
    expect((await settle()).settled).toContainEqual({ orderId: body.orderId, status: 'cancelled' });

    // Assess
    expect((await order(body.orderId)).status).toBe('cancelled');
    expect(await getStock(70)).toBe(2);
    expect((await historyOf(body.orderId)).at(-1)).toMatchObject({ to: 'cancelled', by: 'sweeper' });
  });

  it('move to processing when the buyer paid and only the webhook was lost', async () => {
    await setStock(71, 2);
    const { body } = await checkout([{ productId: 71, quantity: 1 }], customer.token);
    await stripeFake.loseWebhooks(body.sessionId);
    await stripeFake.pay(body.sessionId, 'card');
    await backdateOrder(body.orderId, 90);

    expect((await settle()).settled).toContainEqual({ orderId: body.orderId, status: 'processing' });
    const paid = await order(body.orderId);
    expect(paid.status).toBe('processing');
    expect(paid.shippingAddress).not.toBeNull(); // the buyer's details, as the webhook would have stored them
    expect(await getStock(71)).toBe(1);
  });

  it('are cancelled, once, when a bank payment failed and its async_payment_failed webhook was lost', async () => {
    // Prepare: the buyer completes Stripe's page with BLIK that the bank then refuses; every
    // webhook of the session is lost, so the shop hears nothing.
    await setStock(73, 3);
    const { body } = await checkout([{ productId: 73, quantity: 2 }], customer.token);
    await stripeFake.loseWebhooks(body.sessionId);
    await stripeFake.pay(body.sessionId, 'fail');
    const sessionEvents = async () =>
      ((await stripeFake.events()) as { events: { sessionId: string; event: { type: string } }[] }).events.filter((e) => e.sessionId === body.sessionId).map((e) => e.event.type);
    await eventually(sessionEvents, (types) => types.includes('checkout.session.async_payment_failed'));
    expect(await getStock(73)).toBe(1); // still held: the shop never heard
    await backdateOrder(body.orderId, 90);

    // Act: two sweeper runs at once, then a third.
    const [first, second] = await Promise.all([settle(), settle()]);
    const third = await settle();

    // Assess: settled by exactly one run, as the failed webhook would have; the units back once.
    const settledBy = [first, second, third].filter((run) => run.settled.some((s) => s.orderId === body.orderId));
    expect(settledBy).toHaveLength(1);
    expect(settledBy[0]!.settled).toContainEqual({ orderId: body.orderId, status: 'cancelled' });
    expect(await getStock(73)).toBe(3);
    const admin = await signIn('admin@example.com');
    const settled = (await api(`/api/admin/orders/${body.orderId}`, { token: admin })).body;
    expect(settled).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(settled.history.filter((h: { to: string }) => h.to === 'cancelled')).toEqual([expect.objectContaining({ to: 'cancelled', by: 'sweeper' })]);
  });

  it('expire a session Stripe still shows open, then release the units', async () => {
    await setStock(72, 1);
    const { body } = await checkout([{ productId: 72, quantity: 1 }], customer.token);
    await stripeFake.loseWebhooks(body.sessionId);
    await backdateOrder(body.orderId, 90);

    expect((await settle()).settled).toContainEqual({ orderId: body.orderId, status: 'cancelled' });
    expect(await getStock(72)).toBe(1);
    const events = (await stripeFake.events()) as { events: { sessionId: string; event: { type: string } }[] };
    expect(events.events.some((e) => e.sessionId === body.sessionId && e.event.type === 'checkout.session.expired')).toBe(true);
  });
});

describe('orders of the customer', () => {
  it('lists only the caller\'s own orders; another customer\'s order is a 404', async () => {
    await setStock(53, 5);
    const placed = (await checkout([{ productId: 53, quantity: 1 }], customer.token)).body;
    const mine = placed.orderId;
    const listed = async () => ((await api('/api/me/orders', { token: customer.token })).body.items as Order[]).some((o) => o.id === mine);
    // Not an order to its buyer until paid: an attempt left on Stripe's page is not listed.
    expect(await listed()).toBe(false);
    await stripeFake.pay(placed.sessionId, 'card');
    await eventually(listed, (shown) => shown);
    const other = await newUser();
    expect((await api('/api/me/orders', { token: other.token })).body.items).toEqual([]);
    expect((await api(`/api/me/orders/${mine}`, { token: other.token })).status).toBe(404);
  });

  it('links a guest order to the signed-in buyer only when the e-mails match', async () => {
    await setStock(54, 5);
    const guest = (await checkout([{ productId: 54, quantity: 1 }])).body;
    await stripeFake.pay(guest.sessionId, 'card'); // the fake's test buyer pays as jan.testowy@example.com
    const stranger = await newUser();
    const jan = await newUser(undefined, 'Jan Testowy', 'Jan.Testowy@example.com');
    // The webhook stores the buyer's e-mail; until then nobody can claim the order.
    await eventually(
      () => api('/api/me/orders/claim', { method: 'POST', token: jan.token, json: { sessionId: guest.sessionId } }),
      (res) => res.status === 200,
    );
    const refused = await api('/api/me/orders/claim', { method: 'POST', token: stranger.token, json: { sessionId: guest.sessionId } });
    expect(refused.status).toBe(404);
    const janOrders = (await api('/api/me/orders', { token: jan.token })).body.items as Order[];
    expect(janOrders.map((o) => o.id)).toContain(guest.orderId);
    expect((await api('/api/me/orders', { token: stranger.token })).body.items).toEqual([]);
  });

  it('answers 404 when claiming a session that does not exist', async () => {
    const res = await api('/api/me/orders/claim', { method: 'POST', token: customer.token, json: { sessionId: 'cs_test_nope' } });
    expect(res.status).toBe(404);
  });
});

describe('invoices', () => {
  it('are real PDFs, only for paid orders, numbered without gaps, the same on every download', async () => {
    await setStock(56, 10);
    const unpaid = (await checkout([{ productId: 56, quantity: 1 }], customer.token)).body;
    const refused = await api(`/api/me/orders/${unpaid.orderId}/invoice`, { token: customer.token });
    expect(refused.status).toBe(409);

    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { body } = await checkout([{ productId: 56, quantity: 1 }], customer.token);
      await stripeFake.pay(body.sessionId, 'p24');
      await eventually(statusOf(body.orderId), (o) => o.status === 'processing');
      const res = await fetch(`${baseUrl()}/api/me/orders/${body.orderId}/invoice`, { headers: { authorization: `Bearer ${customer.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const number = /faktura-(FV-\d{4}-\d{5})\.pdf/.exec(res.headers.get('content-disposition') ?? '')?.[1];
      expect(number).toBeDefined();
      numbers.push(number!);
      const again = await fetch(`${baseUrl()}/api/me/orders/${body.orderId}/invoice`, { headers: { authorization: `Bearer ${customer.token}` } });
      expect(again.headers.get('content-disposition')).toContain(number!);
      expect((await order(body.orderId)).invoiceNumber).toBe(number!.replaceAll('-', '/'));
    }
    const sequence = numbers.map((n) => Number(n.split('-')[2]));
    expect(sequence[1]).toBe(sequence[0]! + 1);
  });

  it('are nobody else\'s to download', async () => {
    await setStock(57, 5);
    const { body } = await checkout([{ productId: 57, quantity: 1 }], customer.token);
    await stripeFake.pay(body.sessionId, 'card');
    await eventually(statusOf(body.orderId), (o) => o.status === 'processing');
    const other = await newUser();
    expect((await api(`/api/me/orders/${body.orderId}/invoice`, { token: other.token })).status).toBe(404);
  });
});

describe('order statistics', () => {
  it('always equal the sums over the orders', async () => {
    const orders = await allOrders();
    const stats = await storedStats();
    for (const status of ['pending', 'processing', 'shipped', 'delivered', 'cancelled']) {
      expect(Number(stats[`count_${status}`] ?? 0), status).toBe(orders.filter((o) => o.status === status).length);
    }
    expect(Number(stats.revenue ?? 0)).toBe(orders.filter((o) => o.status !== 'cancelled').reduce((s, o) => s + o.totalAmount, 0));
  });
});
