import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shippingSettingsInputSchema } from '../../functions/contracts/delivery.js';
import { orderSchema, type Order } from '../../functions/contracts/order.js';
import { readPdf } from '../support/pdf-reader.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getStock, setDeliveredAt, setStock } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * Withdrawals and returns (issue 19) end to end on the local stack, through the Stripe fake: the
 * 14-day window counted from delivery, the exclusion of company purchases, partial refunds per
 * line that sum to the order, refunds that happen once however often they are asked for (double
 * clicks, retried requests, duplicate webhooks: raced), stock and statistics that reconcile,
 * every e-mail sent once, a guest's withdrawal, and the correction invoice.
 */
let admin: string;
let customer: { token: string; email: string };
beforeAll(async () => {
  [admin, customer] = await Promise.all([signIn('admin@example.com'), newUser(undefined, 'Klient Zwrotny')]);
});

const productInput = { description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', imageUrl: 'https://example.com/p.webp', parcelSize: 'A', weightGrams: 500, ...publishableSafety };
async function newProduct(price: number, stock = 10): Promise<number> {
  const res = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...productInput, price, name: `Zwrot ${Math.random().toString(36).slice(2, 8)}`, stock } });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** By InPost courier: a delivery that costs something, which the last withdrawal refunds (up to the cheapest offered). */
const courier = { method: 'courier', phone: '600 100 200', address: { name: 'Klient Zwrotny', street: 'Długa', buildingNumber: '5', postalCode: '31-147', city: 'Kraków' } };
type Lines = { productId: number; quantity: number }[];

/** An order paid by card and delivered (moved on by the admin, as the InPost tracking would). */
async function deliveredOrder(lines: Lines, options: { token?: string; company?: object } = {}): Promise<{ id: string; sessionId: string }> {
  const placed = await api('/api/checkout', { method: 'POST', token: options.token, json: { lineItems: lines, delivery: courier, ...(options.company ? { company: options.company } : {}) } });
  expect(placed.status).toBe(200);
  await stripeFake.pay(placed.body.sessionId, 'card');
  await eventually(() => adminOrder(placed.body.orderId), (o) => o.status === 'processing');
  for (const status of ['shipped', 'delivered']) {
    expect((await api(`/api/admin/orders/${placed.body.orderId}`, { method: 'PATCH', token: admin, json: { status } })).status).toBe(200);
  }
  return { id: placed.body.orderId, sessionId: placed.body.sessionId };
}

const adminOrder = async (id: string) => (await api(`/api/admin/orders/${id}`, { token: admin })).body;
const myOrder = async (id: string): Promise<Order> => orderSchema.parse((await api(`/api/me/orders/${id}`, { token: customer.token })).body);
const withdraw = (orderId: string, lines: { itemId: string; quantity: number }[], requestId = randomUUID(), reason?: string) =>
  api(`/api/me/orders/${orderId}/returns`, { method: 'POST', token: customer.token, json: { requestId, lines, ...(reason ? { reason } : {}) } });
const step = (orderId: string, returnId: string, what: 'receive' | 'decision', decision?: object) =>
  api(`/api/admin/orders/${orderId}/returns/${returnId}/${what}`, { method: 'POST', token: admin, ...(decision ? { json: decision } : {}) });
const outbox = async () => (await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string }[];
const mailsOf = async (orderId: string, kind: string) => (await outbox()).filter((e) => e.kind === kind && e.subject.includes(orderId.slice(0, 8)));
const fakeHook = async (path: string) => expect((await fetch(inject('endpoints').stripe + path, { method: 'POST' })).status).toBe(200);
const reconcile = async () => (await api('/dev/reconcile')).body as { discrepancies: { check: string; subject: string; message: string }[] };
const itemOf = (order: Order, productId: number) => order.items.find((i) => i.productId === productId)!;
/** Today in the shop's calendar, shifted by `days`, at noon Warsaw time (10:00 UTC is noon in summer, 11:00 in winter). */
const warsawDayAt = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const d = new Date(`${today}T10:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
};

describe('the withdrawal period and who may withdraw', () => {
  it('allows day 14 after delivery and refuses day 15, counted from the delivery date', async () => {
    const product = await newProduct(5_000);
    const [day14, day15] = await Promise.all([deliveredOrder([{ productId: product, quantity: 1 }], { token: customer.token }), deliveredOrder([{ productId: product, quantity: 1 }], { token: customer.token })]);
    await setDeliveredAt(day14.id, warsawDayAt(-14));
    await setDeliveredAt(day15.id, warsawDayAt(-15));

    const open = await myOrder(day14.id);
    expect(open.withdrawal).toMatchObject({ allowed: true, blocker: null, deadline: warsawDayAt(0).slice(0, 10) });
    const closed = await myOrder(day15.id);
    expect(closed.withdrawal).toMatchObject({ allowed: false, blocker: 'deadline', deadline: warsawDayAt(-1).slice(0, 10) });

    expect((await withdraw(day14.id, [{ itemId: open.items[0]!.id, quantity: 1 }])).status).toBe(200);
    const refused = await withdraw(day15.id, [{ itemId: closed.items[0]!.id, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('withdrawal_not_allowed');
  });

  it('excludes a purchase made with a NIP, and explains why', async () => {
    const product = await newProduct(5_000);
    const company = { nip: '526-025-02-74', name: 'Moto Garage Kraków Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };
    const order = await deliveredOrder([{ productId: product, quantity: 1 }], { token: customer.token, company });
    const seen = await myOrder(order.id);
    expect(seen.withdrawal).toMatchObject({ allowed: false, blocker: 'company' });
    const refused = await withdraw(order.id, [{ itemId: seen.items[0]!.id, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('withdrawal_not_allowed');
  });
});

describe('a withdrawal from start to refund', () => {
  it('refunds per line in parts that sum to the goods plus the cheapest delivery, once; stock, statistics and e-mails follow', async () => {
    const [a, b, c] = await Promise.all([newProduct(10_000), newProduct(4_000), newProduct(2_500)]);
    const lines = [{ productId: a, quantity: 2 }, { productId: b, quantity: 1 }, { productId: c, quantity: 1 }];
    const quote = (await api('/api/delivery/quote', { method: 'POST', json: { lineItems: lines } })).body as { options: { method: string; available: boolean; regularCost: number }[] };
    const cheapest = Math.min(...quote.options.filter((o) => o.method !== 'pickup' && o.available).map((o) => o.regularCost));
    const statsBefore = (await api('/api/admin/stats', { token: admin })).body;
    const { id, sessionId } = await deliveredOrder(lines, { token: customer.token });
    const order = await myOrder(id);
    const [stockA, stockB] = await Promise.all([getStock(a), getStock(b)]);

    // The buyer withdraws both units of A and B, with a reason; the double click is one withdrawal.
    const requestId = randomUUID();
    const picked = [{ itemId: itemOf(order, a).id, quantity: 2 }, { itemId: itemOf(order, b).id, quantity: 1 }];
    const [first, second] = await Promise.all([withdraw(id, picked, requestId, 'Nie pasuje'), withdraw(id, picked, requestId, 'Nie pasuje')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.return.id).toBe(first.body.return.id);
    expect(first.body.withdrawal.remaining).toEqual({ [itemOf(order, a).id]: 0, [itemOf(order, b).id]: 0, [itemOf(order, c).id]: 1 });
    // More than is left is a 400 on the line, not a second promise of the same units.
    const tooMany = await withdraw(id, [{ itemId: itemOf(order, a).id, quantity: 1 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual({ 'lines.0.quantity': 'validation.returnQuantity' });
    const returnId = first.body.return.id as string;

    // The admin's list shows it; the parcel arrives (twice clicked): the units are back once.
    const listed = (await api('/api/admin/returns?status=requested', { token: admin })).body.items as { id: string }[];
    expect(listed.map((r) => r.id)).toContain(returnId);
    await Promise.all([step(id, returnId, 'receive'), step(id, returnId, 'receive')]);
    expect([await getStock(a), await getStock(b)]).toEqual([stockA + 2, stockB + 1]);
    // Leaving the sale is refused while a withdrawal is settled through its return.
    expect((await api(`/api/admin/orders/${id}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } })).status).toBe(409);

    // Accepted per line: one unit of A came back damaged and goes back to the buyer. Raced.
    const decision = { decision: 'accept', lines: [{ itemId: itemOf(order, a).id, quantity: 1 }, { itemId: itemOf(order, b).id, quantity: 1 }], reason: 'Jedna sztuka uszkodzona' };
    const accepted = await Promise.all([step(id, returnId, 'decision', decision), step(id, returnId, 'decision', decision), step(id, returnId, 'decision', decision)]);
    expect(accepted.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await getStock(a)).toBe(stockA + 1);
    const partRefund = 10_000 + 4_000;
    await eventually(() => myOrder(id), (o) => o.returns?.[0]?.status === 'refunded');

    // The rest: A's other unit and C. The whole order is now withdrawn: the delivery comes back too, up to the cheapest offered.
    const rest = await withdraw(id, [{ itemId: itemOf(order, a).id, quantity: 1 }, { itemId: itemOf(order, c).id, quantity: 1 }]);
    expect(rest.status).toBe(200);
    expect(rest.body.withdrawal).toMatchObject({ allowed: false, blocker: 'nothing_left' });
    await step(id, rest.body.return.id, 'receive');
    await step(id, rest.body.return.id, 'decision', { decision: 'accept' });
    const expectedDelivery = Math.min(order.delivery!.cost, cheapest);
    const done = await eventually(() => myOrder(id), (o) => o.returns?.every((r) => r.status === 'refunded') ?? false);
    expect(done.returns!.map((r) => r.refund!.total)).toEqual([partRefund, 10_000 + 2_500 + expectedDelivery]);
    expect(done.returns![1]!.refund!.delivery).toBe(expectedDelivery);
    expect(done.amountRefunded).toBe(2 * 10_000 + 4_000 + 2_500 + expectedDelivery);
    expect(done.amountRefunded).toBeLessThanOrEqual(done.amountPaid);

    // Duplicate webhooks (new ids and Stripe's own retries, side by side) change nothing.
    await Promise.all(
      ['refund.created', 'refund.updated', 'charge.refunded', 'refund.created', 'charge.refunded'].flatMap((type, i) => [
        stripeFake.resend(sessionId, type, i % 2 === 0).catch(() => undefined),
        stripeFake.resend(sessionId, type, i % 2 === 1).catch(() => undefined),
      ]),
    );
    await new Promise((r) => setTimeout(r, 300)); // let the fake deliver them
    expect((await myOrder(id)).amountRefunded).toBe(done.amountRefunded);

    // E-mails: each acknowledgement and each refund once, the correction named in the refund's.
    expect(await mailsOf(id, 'order-withdrawal')).toHaveLength(2);
    const refundMails = await mailsOf(id, 'order-refund');
    expect(refundMails).toHaveLength(2);
    expect(refundMails.every((m) => /Faktura korygująca FK\/\d{4}\/\d{5}/.test(m.text))).toBe(true);
    const ack = (await mailsOf(id, 'order-withdrawal'))[0]!;
    expect(ack.text).toContain('odstąpieniu od umowy');
    expect(ack.text).toContain('Poręba Spytkowska');

    // The correction invoice: its own series, the invoice it corrects, the lines taken back.
    const numbers = done.returns!.map((r) => r.correctionNumber);
    expect(numbers.every((n) => n && /^FK\/\d{4}\/\d{5}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(2);
    const pdf = await fetch(`${baseUrl()}/api/me/orders/${id}/returns/${returnId}/correction`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'korekta-'));
    try {
      writeFileSync(join(dir, 'k.pdf'), Buffer.from(await pdf.arrayBuffer()));
      const { text } = readPdf(join(dir, 'k.pdf'));
      expect(text).toContain(`Faktura korygująca ${numbers[0]}`);
      expect(text).toMatch(/Dotyczy faktury: FV\/\d{4}\/\d{5}/);
      expect(text).toMatch(/-140,00 zł/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The dashboard leads with revenue net of what withdrawals refunded; the books reconcile.
    const stats = (await api('/api/admin/stats', { token: admin })).body;
    expect(stats.returnsRefunded - statsBefore.returnsRefunded).toBe(done.amountRefunded);
    expect(stats.netRevenue).toBe(stats.revenue - stats.returnsRefunded);
    expect((await reconcile()).discrepancies).toEqual([]);
  });

  it('rejects with a reason: units out of stock again, the buyer told once and free to withdraw them again', async () => {
    const product = await newProduct(3_000);
    const { id } = await deliveredOrder([{ productId: product, quantity: 2 }], { token: customer.token });
    const order = await myOrder(id);
    const stock = await getStock(product);
    const made = await withdraw(id, [{ itemId: order.items[0]!.id, quantity: 2 }]);
    await step(id, made.body.return.id, 'receive');
    expect(await getStock(product)).toBe(stock + 2);
    const rejects = await Promise.all([1, 2].map(() => step(id, made.body.return.id, 'decision', { decision: 'reject', reason: 'Ślady montażu' })));
    expect(rejects.map((r) => r.status)).toEqual([200, 200]);
    expect(await getStock(product)).toBe(stock);
    const seen = await myOrder(id);
    expect(seen.returns![0]).toMatchObject({ status: 'rejected', rejectionReason: 'Ślady montażu', refund: null });
    expect(seen.withdrawal!.remaining[order.items[0]!.id]).toBe(2);
    expect(seen.amountRefunded).toBe(0);
    expect(await mailsOf(id, 'order-return-rejected')).toHaveLength(1);
    expect((await step(id, made.body.return.id, 'decision', { decision: 'accept' })).status).toBe(409);
    expect((await step(id, made.body.return.id, 'decision', { decision: 'reject', reason: 'x' })).status).toBe(400);
  });

  it('refuses to send back units sold since the parcel arrived, says so, and changes nothing; accepting them still works', async () => {
    const product = await newProduct(2_000, 3);
    const { id } = await deliveredOrder([{ productId: product, quantity: 2 }], { token: customer.token });
    const order = await myOrder(id);
    const made = await withdraw(id, [{ itemId: order.items[0]!.id, quantity: 2 }]);
    await step(id, made.body.return.id, 'receive');
    // The shelf had 1 left, 3 with the parcel; the workshop sells all three.
    await setStock(product, 0);

    for (const decision of [{ decision: 'reject', reason: 'Ślady montażu' }, { decision: 'accept', lines: [{ itemId: order.items[0]!.id, quantity: 1 }], reason: 'Jedna uszkodzona' }]) {
      const refused = await step(id, made.body.return.id, 'decision', decision);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('returned_units_sold');
    }
    expect(await getStock(product)).toBe(0);
    expect((await myOrder(id)).returns![0]!.status).toBe('received');
    expect((await step(id, made.body.return.id, 'decision', { decision: 'accept' })).status).toBe(200);
    expect(await getStock(product)).toBe(0);
  });

  it('shows a return refunded only beside the money refunded, however the reads fall against the settling refund (raced)', async () => {
    const product = await newProduct(1_500, 40);
    const seen: Order[] = [];
    for (let round = 0; round < 4; round++) {
      const { id, sessionId } = await deliveredOrder([{ productId: product, quantity: 1 }], { token: customer.token });
      const made = await withdraw(id, [{ itemId: (await myOrder(id)).items[0]!.id, quantity: 1 }]);
      await step(id, made.body.return.id, 'receive');
      await fakeHook(`/__fake/sessions/${sessionId}/refunds-pending`);
      await step(id, made.body.return.id, 'decision', { decision: 'accept' });
      const pending = (await myOrder(id)).refunds!.find((r) => r.reason === 'withdrawal')!;
      // The buyer's page keeps asking while Stripe's word settles the refund.
      let settled = false;
      const readers = [1, 2, 3].map(async () => {
        while (!settled) seen.push(await myOrder(id));
      });
      await fakeHook(`/__fake/refunds/${pending.stripeRefundId}/succeed`);
      await eventually(() => myOrder(id), (o) => o.returns![0]!.status === 'refunded');
      settled = true;
      await Promise.all(readers);
    }
    expect(seen.some((o) => o.returns![0]!.status === 'accepted')).toBe(true);
    for (const o of seen) {
      const back = o.returns![0]!;
      expect({ status: back.status, amountRefunded: o.amountRefunded }).toEqual({ status: back.status, amountRefunded: back.status === 'refunded' ? back.refund!.total : 0 });
    }
  });

  it('a refund that failed at Stripe is retried by accepting again: once, however often clicked', async () => {
    const product = await newProduct(2_000);
    const { id, sessionId } = await deliveredOrder([{ productId: product, quantity: 2 }], { token: customer.token });
    const itemId = (await myOrder(id)).items[0]!.id;
    const made = await withdraw(id, [{ itemId, quantity: 1 }]);
    const returnId = made.body.return.id as string;
    await step(id, returnId, 'receive');
    await fakeHook(`/__fake/sessions/${sessionId}/refunds-pending`);
    await step(id, returnId, 'decision', { decision: 'accept' });
    const first = (await myOrder(id)).refunds!.find((r) => r.reason === 'withdrawal')!;
    await fakeHook(`/__fake/refunds/${first.stripeRefundId}/fail`);
    await eventually(() => myOrder(id), (o) => o.refunds!.some((r) => r.status === 'failed'));
    expect((await myOrder(id)).returns![0]!.status).toBe('accepted');

    await Promise.all([1, 2, 3].map(() => step(id, returnId, 'decision', { decision: 'accept' })));
    const retried = (await myOrder(id)).refunds!.filter((r) => r.reason === 'withdrawal' && r.status !== 'failed');
    expect(retried).toHaveLength(1);
    await fakeHook(`/__fake/refunds/${retried[0]!.stripeRefundId}/succeed`);
    const done = await eventually(() => myOrder(id), (o) => o.returns![0]!.status === 'refunded');
    expect(done.amountRefunded).toBe(2_000);
    expect(done.returns![0]!.refund!.refundId).toBe(retried[0]!.id);
    expect((await reconcile()).discrepancies).toEqual([]);
  });

  it('lets a guest find the order by number and e-mail and withdraw', async () => {
    const product = await newProduct(6_000);
    const { id } = await deliveredOrder([{ productId: product, quantity: 1 }]);
    const email = (await adminOrder(id)).customerEmail as string;
    expect((await api('/api/guest/orders/lookup', { method: 'POST', json: { number: `#${id.slice(0, 8)}`, email: 'someone@example.com' } })).status).toBe(404);
    const found = await api('/api/guest/orders/lookup', { method: 'POST', json: { number: `#${id.slice(0, 8)}`, email: email.toUpperCase() } });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id, withdrawal: { allowed: true } });
    const wrongMail = await api(`/api/guest/orders/${id}/returns`, { method: 'POST', json: { requestId: randomUUID(), lines: [{ itemId: found.body.items[0].id, quantity: 1 }], email: 'someone@example.com' } });
    expect(wrongMail.status).toBe(404);
    const made = await api(`/api/guest/orders/${id}/returns`, { method: 'POST', json: { requestId: randomUUID(), lines: [{ itemId: found.body.items[0].id, quantity: 1 }], email } });
    expect(made.status).toBe(200);
    expect(await mailsOf(id, 'order-withdrawal')).toHaveLength(1);
    // Refunded, the guest downloads the correction invoice with the order's e-mail (a wrong one: 404).
    await step(id, made.body.return.id, 'receive');
    await step(id, made.body.return.id, 'decision', { decision: 'accept' });
    const correction = `/api/guest/orders/${id}/returns/${made.body.return.id}/correction`;
    expect((await api(correction, { method: 'POST', json: { email: 'someone@example.com' } })).status).toBe(404);
    const pdf = await eventually(() => api(correction, { method: 'POST', json: { email } }), (r) => r.status === 200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Every order e-mail links the withdrawal page with the order's number.
    // (The confirmation is the follow-up job's, after the payment: waited for, not assumed.)
    const [confirmation] = await eventually(() => mailsOf(id, 'order-confirmation'), (mails) => mails.length > 0);
    expect(confirmation?.text).toContain(`/withdraw?order=${id.slice(0, 8)}`);
  });
});

describe('racing writers', () => {
  it('a double click, a retried request and duplicate webhooks refund once — raced 5 times, then reconciled', async () => {
    const product = await newProduct(1_500, 40);
    for (let round = 0; round < 5; round++) {
      const { id, sessionId } = await deliveredOrder([{ productId: product, quantity: 1 }], { token: customer.token });
      const itemId = (await myOrder(id)).items[0]!.id;
      const requestId = randomUUID();
      const made = await Promise.all([withdraw(id, [{ itemId, quantity: 1 }], requestId), withdraw(id, [{ itemId, quantity: 1 }], requestId), withdraw(id, [{ itemId, quantity: 1 }])]);
      // The same request twice is one withdrawal; a second one for the same unit loses (409 or 400, never a second return).
      expect(made.filter((r) => r.status === 200).map((r) => r.body.return.id).every((rid) => rid === made.find((r) => r.status === 200)!.body.return.id)).toBe(true);
      const returnId = made.find((r) => r.status === 200)!.body.return.id;
      await Promise.all([step(id, returnId, 'receive'), step(id, returnId, 'receive')]);
      await Promise.all([
        step(id, returnId, 'decision', { decision: 'accept' }),
        step(id, returnId, 'decision', { decision: 'accept' }),
        // The sweeper's run drives open refunds with the same idempotency key.
        api('/dev/settle-stale-orders?refundsOlderThanMinutes=0', { method: 'POST' }),
      ]);
      await eventually(() => myOrder(id), (o) => o.returns?.[0]?.status === 'refunded');
      await Promise.all([stripeFake.resend(sessionId, 'refund.updated').catch(() => undefined), stripeFake.resend(sessionId, 'charge.refunded', true).catch(() => undefined), stripeFake.resend(sessionId, 'refund.created')]);
      const seen = await myOrder(id);
      expect(seen.returns).toHaveLength(1);
      expect(seen.returns![0]!.refund!.delivery).toBeGreaterThan(0);
      expect(seen.amountRefunded).toBe(1_500 + seen.returns![0]!.refund!.delivery);
      expect(seen.refunds!.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    }
    await new Promise((r) => setTimeout(r, 300)); // the last resent webhooks land
    expect((await reconcile()).discrepancies).toEqual([]);
  });

  it('two returns that together are the whole order, accepted at once, refund the delivery once — raced 5 times', async () => {
    const [first, second] = [await newProduct(1_200, 40), await newProduct(800, 40)];
    for (let round = 0; round < 5; round++) {
      const { id } = await deliveredOrder([{ productId: first, quantity: 1 }, { productId: second, quantity: 1 }], { token: customer.token });
      const order = await myOrder(id);
      const returnIds: string[] = [];
      for (const productId of [first, second]) {
        const made = await withdraw(id, [{ itemId: itemOf(order, productId).id, quantity: 1 }]);
        expect(made.status).toBe(200);
        returnIds.push(made.body.return.id);
        expect((await step(id, made.body.return.id, 'receive')).status).toBe(200);
      }
      // Two admins (or two tabs) accept one return each at the same moment: whichever completes
      // the whole order refunds the delivery, and exactly one of them does.
      const decided = await Promise.all(returnIds.map((returnId) => step(id, returnId, 'decision', { decision: 'accept' })));
      expect(decided.map((r) => r.status)).toEqual([200, 200]);
      const settled = await eventually(() => myOrder(id), (o) => o.returns?.every((r) => r.status === 'refunded') ?? false);
      const deliveries = settled.returns!.map((r) => r.refund!.delivery);
      expect(deliveries.filter((d) => d > 0)).toHaveLength(1);
      // The goods and the cheapest delivery the shop offered (the law's measure), nothing twice.
      expect(settled.amountRefunded).toBe(1_200 + 800 + deliveries.find((d) => d > 0)!);
    }
    expect((await reconcile()).discrepancies).toEqual([]);
  });

  it('refunds the cheapest delivery offered at checkout, not what the shop charges on the day of the refund', async () => {
    const productId = await newProduct(3_000);
    const quote = (await api('/api/delivery/quote', { method: 'POST', json: { lineItems: [{ productId, quantity: 1 }] } })).body as { options: { method: string; available: boolean; regularCost: number }[] };
    const offered = Math.min(...quote.options.filter((o) => o.method !== 'pickup' && o.available).map((o) => o.regularCost));
    const { id } = await deliveredOrder([{ productId, quantity: 1 }], { token: customer.token });
    const order = await myOrder(id);

    // The workshop lowers its shipping prices before the parcel comes back.
    const current = (await api('/api/admin/shipping-settings', { token: admin })).body;
    const settings = shippingSettingsInputSchema.parse(current);
    const cheaper = { ...settings, version: current.version, locker: { A: 100, B: 100, C: 100 }, courier: { A: 100, B: 100, C: 100, courier: 100 } };
    const lowered = await api('/api/admin/shipping-settings', { method: 'PUT', token: admin, json: cheaper });
    expect(lowered.status).toBe(200);
    try {
      const made = await withdraw(id, [{ itemId: order.items[0]!.id, quantity: 1 }]);
      await step(id, made.body.return.id, 'receive');
      expect((await step(id, made.body.return.id, 'decision', { decision: 'accept' })).status).toBe(200);
      const settled = await eventually(() => myOrder(id), (o) => o.returns?.[0]?.status === 'refunded');
      expect(settled.returns![0]!.refund).toMatchObject({ goods: 3_000, delivery: Math.min(order.delivery!.cost, offered) });
      expect(offered).toBeGreaterThan(100);
    } finally {
      const { version } = (await api('/api/admin/shipping-settings', { token: admin })).body;
      expect((await api('/api/admin/shipping-settings', { method: 'PUT', token: admin, json: { ...settings, version } })).status).toBe(200);
    }
  });
});

describe('sending the goods back through an InPost Paczkomat (Szybkie Zwroty)', () => {
  const page = 'https://szybkiezwroty.pl/pl/chopper-works';
  const saveReturns = async (inpostReturns: unknown) => {
    const current = (await api('/api/admin/shipping-settings', { token: admin })).body;
    return api('/api/admin/shipping-settings', { method: 'PUT', token: admin, json: { ...shippingSettingsInputSchema.parse(current), inpostReturns, version: current.version } });
  };

  it('takes only an https page on szybkiezwroty.pl or an inpost.pl subdomain, and empty turns it off', async () => {
    const before = (await api('/api/admin/shipping-settings', { token: admin })).body;
    try {
      for (const url of ['https://szybkiezwroty.pl.evil.example/x', 'http://szybkiezwroty.pl/pl/chopper-works', 'https://example.com/szybkiezwroty.pl', 'zwroty']) {
        const refused = await saveReturns({ url, paidBy: 'buyer' });
        expect(refused.status, url).toBe(400);
        expect(refused.body.error.fields).toEqual({ 'inpostReturns.url': 'validation.inpostReturnsUrl' });
      }
      const saved = await saveReturns({ url: `  ${page}  `, paidBy: 'shop' });
      expect(saved.status).toBe(200);
      expect((await api('/api/admin/shipping-settings', { token: admin })).body.inpostReturns).toEqual({ url: page, paidBy: 'shop' });
      expect((await saveReturns({ url: 'https://zwroty.inpost.pl/chopper-works', paidBy: 'buyer' })).status).toBe(200);
      const cleared = await saveReturns({ url: '', paidBy: 'buyer' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.inpostReturns).toEqual({ url: null, paidBy: 'buyer' });
    } finally {
      expect((await saveReturns(before.inpostReturns)).status).toBe(200);
    }
  });

  it('puts the InPost return first in the acknowledgement, its e-mail and the order while on, and only the workshop’s address once off', async () => {
    const before = (await api('/api/admin/shipping-settings', { token: admin })).body;
    const [a, b] = await Promise.all([newProduct(2_000), newProduct(3_000)]);
    const { id } = await deliveredOrder([{ productId: a, quantity: 1 }, { productId: b, quantity: 1 }], { token: customer.token });
    const order = await myOrder(id);
    try {
      expect((await saveReturns({ url: page, paidBy: 'shop' })).status).toBe(200);
      const made = await withdraw(id, [{ itemId: itemOf(order, a).id, quantity: 1 }]);
      expect(made.status).toBe(200);
      expect(made.body.withdrawal).toMatchObject({ inpostReturn: { url: page, paidBy: 'shop' }, returnAddress: 'Poręba Spytkowska 1, 32-800 Brzesko' });
      expect((await myOrder(id)).withdrawal?.inpostReturn).toEqual({ url: page, paidBy: 'shop' });
      const [onMail] = await eventually(() => mailsOf(id, 'order-withdrawal'), (m) => m.length === 1);
      expect(onMail!.text).toContain('Odeślij przez Paczkomat InPost');
      expect(onMail!.text).toContain(page);
      expect(onMail!.text).toContain(`podaj numer zamówienia #${id.slice(0, 8)}`);
      expect(onMail!.text).toContain('Odesłanie przez Paczkomat opłacamy my.');
      // The workshop's address stays, after InPost, as the other way.
      expect(onMail!.text.indexOf('Albo kurierem lub osobiście')).toBeGreaterThan(onMail!.text.indexOf(page));

      expect((await saveReturns({ url: null, paidBy: 'buyer' })).status).toBe(200);
      expect((await myOrder(id)).withdrawal?.inpostReturn).toBeNull();
      expect((await withdraw(id, [{ itemId: itemOf(order, b).id, quantity: 1 }])).body.withdrawal.inpostReturn).toBeNull();
      const mails = await eventually(() => mailsOf(id, 'order-withdrawal'), (m) => m.length === 2);
      const offMail = mails.find((m) => m.text !== onMail!.text)!;
      expect(offMail.text).not.toContain('Odeślij przez Paczkomat');
      expect(offMail.text).not.toContain(page);
      expect(offMail.text).toContain('Odeślij produkty w ciągu 14 dni na adres:');
    } finally {
      expect((await saveReturns(before.inpostReturns)).status).toBe(200);
    }
  });
});
