import { inject, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { promotionKeys } from '../../functions/ledger/promotion-usage.js';
import { TABLE_NAME } from '../../infra/local/stack.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { api } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { client } from './table.js';

/**
 * Promotions through the running stack (issue 32): codes priced by the server at checkout and in
 * the quote, each refusal as a field error on `discountCode`, a code's limit under a race, a use
 * given back when its order is cancelled unpaid, automatic sales inside their window, the Stripe
 * session charging the discounted total, and the reconciliation agreeing with the counters.
 */
let admin: string;
let productId: number;
let brakesId: number;
const PRICE = 33_333; // 333.33 zł: a 15 % discount over 3 units does not split evenly per unit

const uniqueCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6)}`.toUpperCase();

async function createProduct(name: string, categoryKey: 'engine' | 'brakes', subcategory: string, price: number, stock = 500) {
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name, description: 'Opis', brand: 'PromoBrand', categoryKey, subcategory, price, imageUrl: 'https://example.com/p.webp', stock, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function createPromotion(json: Record<string, unknown>) {
  const res = await api('/api/admin/promotions', {
    method: 'POST',
    token: admin,
    json: { name: 'Test', kind: 'code', benefit: { type: 'percentage', percent: 15 }, startsAt: null, endsAt: null, ...json },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; code?: string };
}

const checkout = (json: Record<string, unknown>, token?: string) =>
  api('/api/checkout', { method: 'POST', ...(token ? { token } : {}), json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' }, ...json } });

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  productId = await createProduct(`Tłok promocyjny ${randomUUID().slice(0, 4)}`, 'engine', 'pistons', PRICE);
  brakesId = await createProduct(`Szczęki promocyjne ${randomUUID().slice(0, 4)}`, 'brakes', 'brake-lines', 50_000);
});

describe('discount codes at checkout', () => {
  it('takes the code (any case) off each line to the grosz, and Stripe charges exactly the order total', async () => {
    const code = uniqueCode('WIOSNA');
    await createPromotion({ code });
    const res = await checkout({ lineItems: [{ productId, quantity: 3 }], discountCode: code.toLowerCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = (await api(`/api/admin/orders/${res.body.orderId}`, { token: admin })).body;
    // 15 % of 999.99 zł = 150.00 zł (14999.85 grosze, rounded).
    expect(order.items[0]).toMatchObject({ unitPrice: PRICE, quantity: 3, discount: 15_000, totalPrice: 3 * PRICE - 15_000 });
    expect(order.totalAmount).toBe(3 * PRICE - 15_000);
    expect(order.promotions).toEqual([expect.objectContaining({ code, discount: 15_000, deliveryDiscount: 0 })]);
    const session = await fetch(`${inject('endpoints').stripe}/v1/checkout/sessions/${res.body.sessionId}`, { headers: { authorization: 'Bearer sk_test_local_fake' } }).then((r) => r.json());
    expect(session.amount_total).toBe(order.totalAmount);
  });

  it('quotes the same prices without writing anything, and says why a code is refused', async () => {
    const code = uniqueCode('QUOTE');
    const promotion = await createPromotion({ code, usageLimit: 1 });
    const quote = await api('/api/checkout/quote', { method: 'POST', json: { lineItems: [{ productId, quantity: 3 }], delivery: { method: 'courier' }, discountCode: code } });
    expect(quote.status).toBe(200);
    expect(quote.body.lines[0]).toMatchObject({ productId, discount: 15_000, totalPrice: 3 * PRICE - 15_000 });
    expect(quote.body.discountCode).toEqual({ code, state: 'applied', reason: null });
    expect(quote.body.total).toBe(quote.body.productsTotal + quote.body.delivery.cost);
    // Nothing was used up by quoting.
    expect((await api(`/api/admin/promotions/${promotion.id}`, { token: admin })).body.codes).toEqual([{ code, uses: 0, usageLimit: 1, orderIds: [] }]);
    const unknown = await api('/api/checkout/quote', { method: 'POST', json: { lineItems: [{ productId, quantity: 1 }], discountCode: 'NIE-MA-TAKIEGO' } });
    expect(unknown.body.discountCode).toEqual({ code: 'NIE-MA-TAKIEGO', state: 'refused', reason: 'discount.unknown' });
    expect(unknown.body.lines[0].discount).toBe(0);
  });

  it.each([
    ['discount.expired', { startsAt: '2020-01-01T00:00', endsAt: '2020-01-31T23:59' }],
    ['discount.notYetValid', { startsAt: '2099-01-01T00:00', endsAt: null }],
    ['discount.minimumNotMet', { minimumBasket: 10_000_000 }],
    ['discount.notEligible', { eligibility: { productIds: [], categoryKeys: ['accessories'], brands: [] } }],
  ])('refuses with 400 and %s on discountCode', async (reason, terms) => {
    const code = uniqueCode('NO');
    await createPromotion({ code, ...terms });
    const res = await checkout({ discountCode: code });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ discountCode: reason });
  });

  it('keeps dealers out unless the code allows them', async () => {
    const dealer = await newUser('dealer');
    const closed = uniqueCode('DLR');
    const open = uniqueCode('DLROK');
    await createPromotion({ code: closed });
    await createPromotion({ code: open, dealersAllowed: true });
    expect((await checkout({ discountCode: closed }, dealer.token)).body.error.fields).toEqual({ discountCode: 'discount.notForDealers' });
    expect((await checkout({ discountCode: open }, dealer.token)).status).toBe(200);
  });

  it('counts a customer’s uses: a second order is refused, a guest is asked to sign in', async () => {
    const code = uniqueCode('RAZ');
    await createPromotion({ code, perCustomerLimit: 1 });
    const buyer = await newUser();
    expect((await checkout({ discountCode: code }, buyer.token)).status).toBe(200);
    expect((await checkout({ discountCode: code }, buyer.token)).body.error.fields).toEqual({ discountCode: 'discount.alreadyUsed' });
    expect((await checkout({ discountCode: code })).body.error.fields).toEqual({ discountCode: 'discount.signInRequired' });
    expect((await checkout({ discountCode: code }, (await newUser()).token)).status).toBe(200);
  });
});

describe('a code’s limit under a race', () => {
  it('100 buyers at once on a 10-use code: exactly 10 discounted orders; a use comes back when an order is cancelled unpaid', async () => {
    const code = uniqueCode('RAJD');
    const promotion = await createPromotion({ code, usageLimit: 10 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => checkout({ discountCode: code })));
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 400);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(refused.every((a) => a.body.error.fields.discountCode === 'discount.usedUp')).toBe(true);
    const detail = (await api(`/api/admin/promotions/${promotion.id}`, { token: admin })).body;
    // The code names exactly the ten orders that used it.
    expect(detail.codes).toEqual([{ code, uses: 10, usageLimit: 10, orderIds: expect.any(Array) }]);
    expect([...detail.codes[0].orderIds].sort()).toEqual(placed.map((a) => a.body.orderId).sort());
    expect(detail.usage).toEqual({ orders: 10, revenue: 10 * (PRICE - 5_000), discountGiven: 10 * 5_000 });

    // The buyer leaves Stripe's page: the order is cancelled unpaid and its use is given back.
    const cancelled = await api(`/api/checkout/sessions/${placed[0]!.body.sessionId}/cancel`, { method: 'POST' });
    expect(cancelled.body.result).toBe('cancelled');
    const after = (await api(`/api/admin/promotions/${promotion.id}`, { token: admin })).body;
    expect(after.codes[0].uses).toBe(9);
    expect(after.usage.orders).toBe(9);
    expect((await checkout({ discountCode: code })).status).toBe(200);
    expect((await checkout({ discountCode: code })).body.error.fields).toEqual({ discountCode: 'discount.usedUp' });

    // A paid one keeps its use; the books agree with the counters.
    await stripeFake.pay(placed[1]!.body.sessionId, 'card');
    await eventually(async () => (await api(`/api/admin/orders/${placed[1]!.body.orderId}`, { token: admin })).body.status, (s) => s === 'processing');
    expect((await api('/dev/reconcile')).body.discrepancies).toEqual([]);
  }, 60_000);
});

describe('the orders that used a code', () => {
  it('lists those placed before the code kept their ids too, once, leaving out one cancelled unpaid', async () => {
    const code = uniqueCode('STARY');
    const promotion = await createPromotion({ code });
    const kept = await checkout({ discountCode: code });
    const givenBack = await checkout({ discountCode: code });
    expect([kept.status, givenBack.status]).toEqual([200, 200]);
    expect((await api(`/api/checkout/sessions/${givenBack.body.sessionId}/cancel`, { method: 'POST' })).body.result).toBe('cancelled');
    // As a code used before `orderIds` came: its uses counted, its orders not named, the promotion older than the listing.
    await client().send(new UpdateCommand({ TableName: TABLE_NAME, Key: promotionKeys.code(code), UpdateExpression: 'REMOVE orderIds' }));
    await client().send(new UpdateCommand({ TableName: TABLE_NAME, Key: promotionKeys.promotion(promotion.id), UpdateExpression: 'REMOVE codeOrdersListedAt' }));

    const detail = (await api(`/api/admin/promotions/${promotion.id}`, { token: admin })).body;
    expect(detail.codes).toEqual([{ code, uses: 1, usageLimit: null, orderIds: [kept.body.orderId] }]);
    const csv = await api(`/api/admin/promotions/${promotion.id}/codes.csv`, { token: admin });
    expect(String(csv.body)).toContain(`${code};partlyUsed;1;;${kept.body.orderId}`);

    // An order placed since lists itself beside them.
    const later = await checkout({ discountCode: code });
    const again = (await api(`/api/admin/promotions/${promotion.id}`, { token: admin })).body;
    expect(again.codes[0].orderIds).toEqual([kept.body.orderId, later.body.orderId].sort());
    expect((await api('/dev/reconcile')).body.discrepancies).toEqual([]);
  });
});

describe('automatic promotions', () => {
  it('a sale on a category applies inside its window by itself; one that ended does not', async () => {
    await createPromotion({ kind: 'automatic', name: 'Weekend hamulców', benefit: { type: 'percentage', percent: 10 }, eligibility: { productIds: [brakesId], categoryKeys: [], brands: [] }, startsAt: '2020-01-01T00:00', endsAt: '2099-12-31T23:59' });
    await createPromotion({ kind: 'automatic', name: 'Dawno temu', benefit: { type: 'percentage', percent: 50 }, eligibility: { productIds: [brakesId], categoryKeys: [], brands: [] }, startsAt: '2020-01-01T00:00', endsAt: '2020-01-02T23:59' });
    const res = await checkout({ lineItems: [{ productId: brakesId, quantity: 1 }, { productId, quantity: 1 }] });
    expect(res.status).toBe(200);
    const order = (await api(`/api/admin/orders/${res.body.orderId}`, { token: admin })).body;
    const line = (id: number) => order.items.find((i: { productId: number }) => i.productId === id);
    expect(line(brakesId).discount).toBe(5_000);
    expect(line(productId).discount).toBe(0);
    expect(order.promotions).toEqual([expect.objectContaining({ name: 'Weekend hamulców', code: null, discount: 5_000 })]);
  });

  it('a free-delivery offer makes the courier free and says so in the quote', async () => {
    const offer = await createPromotion({ kind: 'automatic', name: 'Darmowa dostawa', benefit: { type: 'freeDelivery' }, eligibility: { productIds: [brakesId], categoryKeys: [], brands: [] } });
    const quote = await api('/api/checkout/quote', { method: 'POST', json: { lineItems: [{ productId: brakesId, quantity: 1 }], delivery: { method: 'courier' } } });
    expect(quote.body.delivery.cost).toBe(0);
    expect(quote.body.delivery.discount).toBeGreaterThan(0);
    await api(`/api/admin/promotions/${offer.id}`, { method: 'DELETE', token: admin });
    const after = await api('/api/checkout/quote', { method: 'POST', json: { lineItems: [{ productId: brakesId, quantity: 1 }], delivery: { method: 'courier' } } });
    expect(after.body.delivery.discount).toBe(0);
  });
});
