import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealerBalance, QuickOrderResponse } from '../../functions/contracts/dealer.js';
import type { Refund } from '../../functions/contracts/order.js';
import type { ReorderResponse } from '../../functions/contracts/reorder.js';
import { fa3SchemaErrors } from '../support/fa3-schema.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { bootsInput } from '../support/variant-input.js';
import { api } from './api.js';
import { newUser, signIn } from './auth.js';
import { ksefFake, runKsefJob } from './ksef.js';
import { allProducts, getStock, setPaymentDueDate, setStock } from './table.js';

/**
 * The dealer programme (issue 34) on the local stack: payment terms with a credit limit, the
 * KSeF invoice with its due date and the shop's account, the balance, transfers the admin records
 * (raced), cancelling a terms order, credits with their correction invoices (raced), quick order
 * by SKU. Products 2–29 and 32–39 are this file's
 * (their stock is set here; orders take a unit or two).
 */
const company = { nip: '526-025-02-74', name: 'Moto Garage Kraków Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };
const pickup = { method: 'pickup' };
const productIds = [...Array.from({ length: 28 }, (_, i) => i + 2), 32, 33];

let admin: string;
const reconcile = async () => (await api('/dev/reconcile')).body as { discrepancies: { check: string; subject: string; message: string }[] };

/** A new dealer with these terms, signed in. */
async function dealerWith(paymentTermsDays: 0 | 7 | 14 | 30, creditLimit: number) {
  const dealer = await newUser('dealer', 'Dealer Terminowy');
  const userId = (await api('/api/me', { token: dealer.token })).body.userId as string;
  const set = await api(`/api/admin/dealers/${userId}`, { method: 'PATCH', token: admin, json: { paymentTermsDays, creditLimit } });
  expect(set.status).toBe(200);
  return { ...dealer, userId };
}

const balanceOf = async (token: string) => (await api('/api/dealer/balance', { token })).body as DealerBalance;
const termsCheckout = (token: string, lineItems: { productId: number; sku?: string; quantity: number }[]) => api('/api/checkout', { method: 'POST', token, json: { lineItems, delivery: pickup, company, payment: 'terms' } });

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  await ksefFake.mode('accept');
  // Those the demo sells in sizes keep their sizes' units: the quick order picks a size in stock.
  const withSizes = new Set((await allProducts()).filter((p) => p.options?.length).map((p) => p.id));
  for (const id of [...productIds, 34, 35, 37, 38, 39]) if (!withSizes.has(id)) await setStock(id, 40);
});

describe('payment terms', () => {
  it('a new dealer on 14-day terms quick-orders 30 lines, checks out on terms without Stripe, gets the KSeF invoice with the due date and the shop\'s account, and sees the balance', async () => {
    const dealer = await dealerWith(14, 10_000_000);
    const priceList = (await api('/api/dealer/price-list', { token: dealer.token })).body as { items: { sku: string; productId: number; inStock: boolean }[] };
    // One SKU per product: a product sold in sizes is listed per size, and the dealer names one in stock.
    const skus = productIds.map((id) => priceList.items.find((i) => i.productId === id && i.inStock)!.sku);
    const quick = await api('/api/dealer/quick-order', { method: 'POST', token: dealer.token, json: { lines: skus.map((sku) => ({ sku: sku.toLowerCase(), quantity: 1 })) } });
    expect(quick.status).toBe(200);
    const lines = (quick.body as QuickOrderResponse).lines;
    expect(lines.map((l) => l.outcome)).toEqual(skus.map(() => 'ok'));
    const stockBefore = await getStock(2);

    const res = await termsCheckout(dealer.token, lines.map((l) => ({ productId: l.product!.productId, ...(l.product!.variantSku ? { sku: l.product!.variantSku } : {}), quantity: l.quantity })));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payment: 'terms' });
    expect(res.body.sessionId).toBeUndefined();
    const order = (await api(`/api/me/orders/${res.body.orderId}`, { token: dealer.token })).body;
    expect(order).toMatchObject({ status: 'processing', paymentMode: 'terms', paymentStatus: 'unpaid', paymentTermsDays: 14 });
    expect(order.items).toHaveLength(30);
    expect(await getStock(2)).toBe(stockBefore - 1);

    await runKsefJob();
    const xml = await api(`/api/me/orders/${order.id}/invoice/xml`, { token: dealer.token });
    expect(xml.status).toBe(200);
    expect(fa3SchemaErrors(xml.body)).toBeNull();
    expect(xml.body).toContain(`<TerminPlatnosci><Termin>${order.paymentDueDate}</Termin></TerminPlatnosci><FormaPlatnosci>6</FormaPlatnosci><RachunekBankowy><NrRB>61109010140000071219812874</NrRB>`);
    expect(xml.body).not.toContain('<Zaplacono>');
    const days = (Date.parse(order.paymentDueDate) - Date.parse(order.createdAt.slice(0, 10))) / 86_400_000;
    expect(Math.round(days)).toBeGreaterThanOrEqual(14);
    expect(Math.round(days)).toBeLessThanOrEqual(15);

    const balance = await balanceOf(dealer.token);
    expect(balance).toMatchObject({ paymentTermsDays: 14, openBalance: order.totalAmount, overdueAmount: 0, termsAvailable: true });
    expect(balance.invoices).toEqual([expect.objectContaining({ orderId: order.id, dueDate: order.paymentDueDate, outstanding: order.totalAmount, overdue: false })]);
    expect(balance.invoices[0]!.invoiceNumber).toMatch(/^FV\//);

    // The transfer, in two parts: the balance comes back to zero and the order is paid.
    const half = Math.floor(order.totalAmount / 2);
    const first = await api(`/api/admin/orders/${order.id}/payments`, { method: 'POST', token: admin, json: { amount: half, receivedAt: '2026-06-10', reference: 'Przelew FV część 1' } });
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ amountPaid: half, paymentStatus: 'unpaid' });
    const again = await api(`/api/admin/orders/${order.id}/payments`, { method: 'POST', token: admin, json: { amount: 1, receivedAt: '2026-06-10', reference: ' przelew fv  część 1' } });
    expect(again.status).toBe(409);
    const tooMuch = await api(`/api/admin/orders/${order.id}/payments`, { method: 'POST', token: admin, json: { amount: order.totalAmount, receivedAt: '2026-06-11', reference: 'Przelew 2' } });
    expect(tooMuch.status).toBe(409);
    const rest = await api(`/api/admin/orders/${order.id}/payments`, { method: 'POST', token: admin, json: { amount: order.totalAmount - half, receivedAt: '2026-06-11', reference: 'Przelew 2' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ order: { paymentStatus: 'paid', amountPaid: order.totalAmount }, balance: { openBalance: 0 } });
    expect(await balanceOf(dealer.token)).toMatchObject({ openBalance: 0, invoices: [] });
    const listed = await api(`/api/admin/orders/${order.id}/payments`, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((p: { amount: number; reference: string; receivedAt: string }) => [p.amount, p.reference, p.receivedAt.slice(0, 10)])).toEqual([
      [half, 'Przelew FV część 1', '2026-06-10'],
      [order.totalAmount - half, 'Przelew 2', '2026-06-11'],
    ]);
    expect((await api(`/api/admin/dealers/${dealer.userId}/balance`, { token: admin })).body.openBalance).toBe(0);
    expect((await reconcile()).discrepancies.filter((d) => d.check === 'terms')).toEqual([]);
  });

  it('refuses terms with 403 and a code: no terms, over the limit, an overdue invoice; card payment stays open', async () => {
    const prepaid = await dealerWith(0, 0);
    const none = await termsCheckout(prepaid.token, [{ productId: 34, quantity: 1 }]);
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe('terms_not_granted');
    const customer = await newUser();
    expect((await termsCheckout(customer.token, [{ productId: 34, quantity: 1 }])).body.error.code).toBe('terms_not_granted');

    const small = await dealerWith(30, 100);
    const stock = await getStock(34);
    const over = await termsCheckout(small.token, [{ productId: 34, quantity: 1 }]);
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('terms_credit_limit');
    expect(await getStock(34)).toBe(stock);
    expect(await balanceOf(small.token)).toMatchObject({ termsAvailable: true, openBalance: 0, available: 100 });
    const card = await api('/api/checkout', { method: 'POST', token: small.token, json: { lineItems: [{ productId: 34, quantity: 1 }], delivery: pickup, company } });
    expect(card.status).toBe(200);
    expect(card.body.sessionId).toMatch(/^cs_/);

    const late = await dealerWith(7, 10_000_000);
    const placed = await termsCheckout(late.token, [{ productId: 35, quantity: 1 }]);
    expect(placed.status).toBe(200);
    await setPaymentDueDate(placed.body.orderId, '2026-01-02');
    const balance = await balanceOf(late.token);
    expect(balance).toMatchObject({ termsAvailable: false, refusal: 'terms_overdue' });
    expect(balance.overdueAmount).toBeGreaterThan(0);
    expect(balance.invoices[0]).toMatchObject({ overdue: true, dueDate: '2026-01-02' });
    const refused = await termsCheckout(late.token, [{ productId: 35, quantity: 1 }]);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('terms_overdue');
  });

  it('never lets two orders placed at once pass the credit limit together (repeated)', async () => {
    const price = (await api('/api/products/28')).body.dealer?.price as number | undefined;
    const dealer = await dealerWith(14, 1);
    const unit = price ?? (await api('/api/dealer/quick-order', { method: 'POST', token: dealer.token, json: { lines: [{ sku: (await api('/api/dealer/price-list', { token: dealer.token })).body.items.find((i: { productId: number }) => i.productId === 28).sku, quantity: 1 }] } })).body.lines[0].product.unitPrice;
    for (let round = 0; round < 4; round++) {
      const d = await dealerWith(14, Math.round(unit * 1.5));
      const results = await Promise.all([termsCheckout(d.token, [{ productId: 28, quantity: 1 }]), termsCheckout(d.token, [{ productId: 28, quantity: 1 }])]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(results.find((r) => r.status === 403)!.body.error.code).toBe('terms_credit_limit');
      expect((await balanceOf(d.token)).openBalance).toBe(unit);
    }
  });

  it('records two transfers racing for the same order at most up to its total (repeated)', async () => {
    for (let round = 0; round < 4; round++) {
      const dealer = await dealerWith(14, 10_000_000);
      const placed = await termsCheckout(dealer.token, [{ productId: 37, quantity: 1 }]);
      const order = (await api(`/api/me/orders/${placed.body.orderId}`, { token: dealer.token })).body;
      const part = Math.ceil(order.totalAmount * 0.6);
      const results = await Promise.all(
        ['A', 'B'].map((ref) => api(`/api/admin/orders/${order.id}/payments`, { method: 'POST', token: admin, json: { amount: part, receivedAt: '2026-06-12', reference: `race ${round} ${ref}` } })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await api(`/api/admin/orders/${order.id}`, { token: admin })).body.amountPaid).toBe(part);
      expect((await balanceOf(dealer.token)).openBalance).toBe(order.totalAmount - part);
    }
    expect((await reconcile()).discrepancies.filter((d) => d.check === 'terms')).toEqual([]);
  });

  it('cancelling a terms order takes it off the balance and puts the units back', async () => {
    const dealer = await dealerWith(30, 10_000_000);
    const stock = await getStock(38);
    const placed = await termsCheckout(dealer.token, [{ productId: 38, quantity: 2 }]);
    expect(placed.status).toBe(200);
    expect(await getStock(38)).toBe(stock - 2);
    expect((await balanceOf(dealer.token)).openBalance).toBeGreaterThan(0);
    const cancelled = await api(`/api/admin/orders/${placed.body.orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds).toEqual([]);
    expect(await getStock(38)).toBe(stock);
    expect(await balanceOf(dealer.token)).toMatchObject({ openBalance: 0, invoices: [] });
    expect((await reconcile()).discrepancies.filter((d) => d.check === 'terms' || d.check === 'stock')).toEqual([]);
  });
});

describe('reminders of terms invoices', () => {
  it('e-mails the dealer once before the due date and once when it is overdue, with the amount and the account', async () => {
    const dealer = await dealerWith(14, 10_000_000);
    const placed = await termsCheckout(dealer.token, [{ productId: 39, quantity: 1 }]);
    expect(placed.status).toBe(200);
    const mails = async () => ((await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string }[]).filter((m) => m.to === dealer.email && m.kind.startsWith('terms-'));
    const run = async (at: string) => expect((await api(`/dev/run-terms-reminders?at=${at}`, { method: 'POST' })).status).toBe(200);

    await setPaymentDueDate(placed.body.orderId, '2026-07-10');
    await run('2026-07-01T09:00:00.000Z');
    expect(await mails()).toEqual([]);
    await run('2026-07-08T09:00:00.000Z');
    await run('2026-07-09T09:00:00.000Z');
    const soon = await mails();
    expect(soon.map((m) => m.kind)).toEqual(['terms-due-soon']);
    expect(soon[0]!.text).toContain('2026-07-10');
    expect(soon[0]!.text).toContain('61 1090 1014 0000 0712 1981 2874');
    await run('2026-07-11T09:00:00.000Z');
    await run('2026-07-12T09:00:00.000Z');
    expect((await mails()).map((m) => m.kind).sort()).toEqual(['terms-due-soon', 'terms-overdue']);
  });
});

describe('quick order', () => {
  it('answers each line: ok, only N available, out of stock, unknown; and is for dealers only', async () => {
    const dealer = await dealerWith(0, 0);
    await setStock(39, 3);
    await setStock(33, 0);
    await setStock(32, 40);
    const list = (await api('/api/dealer/price-list', { token: dealer.token })).body.items as { sku: string; productId: number }[];
    const sku = (id: number) => list.find((i) => i.productId === id)!.sku;
    const res = await api('/api/dealer/quick-order', {
      method: 'POST',
      token: dealer.token,
      json: { lines: [{ sku: sku(32), quantity: 2 }, { sku: sku(39), quantity: 5 }, { sku: sku(33), quantity: 1 }, { sku: 'CW-NONE-9999', quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: { outcome: string; available?: number }) => [l.outcome, l.available])).toEqual([
      ['ok', 40],
      ['partial', 3],
      ['out_of_stock', 0],
      ['unknown', undefined],
    ]);
    const bad = await api('/api/dealer/quick-order', { method: 'POST', token: dealer.token, json: { lines: [{ sku: 'X', quantity: 0 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['lines.0.quantity']).toBe('validation.quantity');
    const csv = await api('/api/dealer/price-list?format=csv&lang=pl', { token: dealer.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain('SKU;Produkt;Marka');
    expect(String(csv.body)).toContain(`${sku(32)};`);
    await setStock(33, 40);
  });

  it('a product the admin marks "not sold to dealers" is refused line by line and left out of the price list; unmarked, it is sold again', async () => {
    const dealer = await dealerWith(0, 0);
    const product = { name: 'Lusterko warsztatowe Wiatr', description: 'Tylko dla klientów', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'filters', price: 12_300, imageUrl: 'https://example.com/lusterko.webp', stock: 5, parcelSize: 'A', weightGrams: 300, ...publishableSafety, productNumber: 'CW-NFD-0001' };
    const created = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, notForDealers: true } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await api(`/api/admin/products/${id}`, { token: admin })).body.notForDealers).toBe(true);
    const ask = async () => (await api('/api/dealer/quick-order', { method: 'POST', token: dealer.token, json: { lines: [{ sku: 'cw-nfd-0001', quantity: 1 }] } })).body.lines[0].outcome as string;
    const listed = async () => ((await api('/api/dealer/price-list', { token: dealer.token })).body.items as { productId: number }[]).some((i) => i.productId === id);
    expect(await ask()).toBe('not_for_dealers');
    expect(await listed()).toBe(false);

    const updated = await api(`/api/admin/products/${id}`, { method: 'PUT', token: admin, json: { ...product, notForDealers: false } });
    expect(updated.status).toBe(200);
    expect(updated.body.notForDealers).toBe(false);
    expect(await ask()).toBe('ok');
    expect(await listed()).toBe(true);
  });
});

describe('reorder', () => {
  it('puts a past order\'s lines at today\'s prices and stock, keeping the variant, and says per line what changed; only for its owner', async () => {
    const dealer = await dealerWith(14, 10_000_000);
    const tag = `RO${Date.now() % 1_000_000}`;
    const boots = await api('/api/admin/products', { method: 'POST', token: admin, json: bootsInput(tag, { '42': 5, '43': 3, '44': 0 }) });
    expect(boots.status).toBe(201);
    const bootsId = boots.body.id as number;
    const extra = { name: `Tłumik ${tag}`, description: 'Do wycofania', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'filters', price: 20_000, imageUrl: 'https://example.com/t.webp', stock: 5, parcelSize: 'A', weightGrams: 300, ...publishableSafety, productNumber: `CW-${tag}` };
    const retired = (await api('/api/admin/products', { method: 'POST', token: admin, json: extra })).body.id as number;
    await setStock(32, 40);
    await setStock(33, 40);
    const placed = await termsCheckout(dealer.token, [
      { productId: 32, quantity: 3 },
      { productId: 33, quantity: 1 },
      { productId: bootsId, sku: `BOOT-${tag}-43`, quantity: 2 } as { productId: number; quantity: number },
      { productId: retired, quantity: 1 },
    ]);
    expect(placed.status).toBe(200);
    const order = (await api(`/api/me/orders/${placed.body.orderId}`, { token: dealer.token })).body as { items: { productId: number; unitPrice: number }[] };
    const paid = (id: number) => order.items.find((i) => i.productId === id)!.unitPrice;

    // Since then: the dealer's price of 32 changed, 33 sold out, one pair of size 43 is left, the silencer is withdrawn.
    expect((await api(`/api/admin/products/32/dealer-prices/${dealer.userId}`, { method: 'PUT', token: admin, json: { price: paid(32) - 1_000 } })).status).toBe(200);
    await setStock(33, 0);
    expect((await api(`/api/admin/products/${retired}`, { method: 'DELETE', token: admin })).status).toBeLessThan(300);

    const res = await api(`/api/me/orders/${placed.body.orderId}/reorder`, { method: 'POST', token: dealer.token });
    expect(res.status).toBe(200);
    const lines = (res.body as ReorderResponse).lines;
    const of = (id: number) => lines.find((l) => l.productId === id)!;
    expect(of(32)).toMatchObject({ outcome: 'ok', quantity: 3, previousUnitPrice: paid(32), unitPrice: paid(32) - 1_000, product: { dealerPrice: paid(32) - 1_000 } });
    expect(of(33)).toMatchObject({ outcome: 'out_of_stock', available: 0 });
    expect(of(bootsId)).toMatchObject({ outcome: 'partial', sku: `BOOT-${tag}-43`, quantity: 2, available: 1, unitPrice: paid(bootsId), product: { variantName: { label: 'rozmiar 43', labelEn: 'size 43' } } });
    expect(of(retired)).toMatchObject({ outcome: 'unavailable' });
    expect(of(retired).product).toBeUndefined();

    // Somebody else's order is not there for them; a consumer reordering their own order gets consumer prices.
    const stranger = await newUser();
    expect((await api(`/api/me/orders/${placed.body.orderId}/reorder`, { method: 'POST', token: stranger.token })).status).toBe(404);
    const own = await api('/api/checkout', { method: 'POST', token: stranger.token, json: { lineItems: [{ productId: 32, quantity: 1 }], delivery: pickup } });
    expect(own.status).toBe(200);
    const mine = await api(`/api/me/orders/${own.body.orderId}/reorder`, { method: 'POST', token: stranger.token });
    expect(mine.status).toBe(200);
    const consumerLine = (mine.body as ReorderResponse).lines[0]!;
    expect(consumerLine).toMatchObject({ productId: 32, outcome: 'ok', unitPrice: consumerLine.product!.price });
    expect(consumerLine.product!.dealerPrice).toBeUndefined();
    await setStock(33, 40);
  });
});

describe('credits and correction invoices of terms orders', () => {
  type AdminOrder = { id: string; totalAmount: number; amountPaid: number; amountRefunded: number; invoiceNumber: string | null; paymentStatus: string; refunds: (Refund & { method?: string })[] };
  const adminOrder = async (id: string) => (await api(`/api/admin/orders/${id}`, { token: admin })).body as AdminOrder;
  const refundTerms = (id: string, json: { amount?: number; requestId?: string }) => api(`/api/admin/orders/${id}/refunds`, { method: 'POST', token: admin, json });
  const mails = async (to: string) => ((await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string }[]).filter((m) => m.to === to && m.kind === 'order-refund');

  /** A terms order of a new dealer whose invoice KSeF has accepted. */
  async function invoicedTermsOrder(productId = 29) {
    const dealer = await dealerWith(14, 10_000_000);
    const placed = await termsCheckout(dealer.token, [{ productId, quantity: 2 }]);
    expect(placed.status).toBe(200);
    await runKsefJob();
    const order = await adminOrder(placed.body.orderId);
    expect(order.invoiceNumber).toMatch(/^FV\//);
    const [original] = await ksefFake.invoices(order.invoiceNumber!);
    expect(original?.ksefNumber).toBeTruthy();
    return { dealer, order, originalKsef: original!.ksefNumber! };
  }

  it('a refund on a terms order is a credit: one correction (FA(3) KOR naming the invoice) for a raced, repeated request, the balance down by exactly the amount, the dealer e-mailed (repeated)', async () => {
    for (let round = 0; round < 3; round++) {
      const { dealer, order, originalKsef } = await invoicedTermsOrder();
      const requestId = randomUUID();
      const raced = await Promise.all([0, 1, 2].map(() => refundTerms(order.id, { amount: 1_234, requestId })));
      expect(raced.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await refundTerms(order.id, { amount: 1_234, requestId })).status).toBe(200);
      const credited = await adminOrder(order.id);
      expect(credited.refunds).toEqual([expect.objectContaining({ method: 'terms_credit', status: 'succeeded', amount: 1_234, correctionNumber: expect.stringMatching(/^FK\/\d{4}\/\d{5}$/) })]);
      expect(credited).toMatchObject({ amountRefunded: 1_234, paymentStatus: 'unpaid' });
      const balance = await balanceOf(dealer.token);
      expect(balance.openBalance).toBe(order.totalAmount - 1_234);
      expect(balance.invoices).toEqual([expect.objectContaining({ orderId: order.id, outstanding: order.totalAmount - 1_234, amountCredited: 1_234 })]);
      expect(balance.credits).toEqual([expect.objectContaining({ orderId: order.id, amount: 1_234, cancelled: false, correctionNumber: credited.refunds[0]!.correctionNumber, invoiceNumber: order.invoiceNumber })]);

      if (round > 0) continue;
      const correction = credited.refunds[0]!;
      await runKsefJob();
      await runKsefJob();
      expect(await ksefFake.invoices(correction.correctionNumber!)).toEqual([expect.objectContaining({ kind: 'KOR', corrects: originalKsef, status: expect.objectContaining({ code: 200 }) })]);
      const xml = await api(`/api/admin/invoices/${order.id}/corrections/${correction.id}/xml`, { token: admin });
      expect(xml.status).toBe(200);
      expect(fa3SchemaErrors(xml.body)).toBeNull();
      expect(xml.body).toContain(`<NrFaKorygowanej>${order.invoiceNumber}</NrFaKorygowanej><NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>${originalKsef}</NrKSeFFaKorygowanej>`);
      expect(xml.body).toContain('<P_15>-12.34</P_15>');
      expect(xml.body).toContain('zmniejszenie należności');
      const sent = await mails(dealer.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(correction.correctionNumber!);
      expect(sent[0]!.text).toContain('saldo Twojego konta dealera');

      // More than is still invoiced is refused; the rest of it can be credited.
      expect((await refundTerms(order.id, { amount: order.totalAmount })).status).toBe(409);
    }
    expect((await reconcile()).discrepancies.filter((d) => d.check === 'terms' || d.check === 'invoices' || d.check === 'statistics')).toEqual([]);
  });

  it('two different credits raced never credit more than the order is worth (repeated)', async () => {
    for (let round = 0; round < 3; round++) {
      const { dealer, order } = await invoicedTermsOrder();
      const part = Math.ceil(order.totalAmount * 0.6);
      const results = await Promise.all([0, 1].map(() => refundTerms(order.id, { amount: part, requestId: randomUUID() })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await adminOrder(order.id)).amountRefunded).toBe(part);
      expect((await balanceOf(dealer.token)).openBalance).toBe(order.totalAmount - part);
    }
    expect((await reconcile()).discrepancies.filter((d) => d.check === 'terms')).toEqual([]);
  });

  it('a credit above what is left to pay: the balance goes down by the whole credit and the excess is owed back to the dealer; cancelling credits what is still invoiced, once, and cannot be reopened', async () => {
    const { dealer, order } = await invoicedTermsOrder();
    const paid = order.totalAmount - 1_000;
    expect((await api(`/api/admin/orders/${order.id}/payments`, { method: 'POST', token: admin, json: { amount: paid, receivedAt: '2026-06-10', reference: `credit-over ${order.id}` } })).status).toBe(200);
    expect((await balanceOf(dealer.token)).openBalance).toBe(1_000);
    // 3 000 credited while 1 000 is unpaid: the order is settled and 2 000 is the dealer's.
    expect((await refundTerms(order.id, { amount: 3_000 })).status).toBe(200);
    expect(await adminOrder(order.id)).toMatchObject({ amountRefunded: 3_000, paymentStatus: 'paid' });
    expect(await balanceOf(dealer.token)).toMatchObject({ openBalance: -2_000, owedBack: 2_000, invoices: [] });
    expect((await api(`/api/admin/dealers/${dealer.userId}/balance`, { token: admin })).body).toMatchObject({ openBalance: -2_000, owedBack: 2_000 });

    // Cancelling now: what is still invoiced (total − 3 000) is credited, in one correction, however often asked.
    const cancels = await Promise.all([0, 1].map(() => api(`/api/admin/orders/${order.id}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } })));
    expect(cancels.map((c) => c.status)).toEqual([200, 200]);
    const cancelled = await adminOrder(order.id);
    const credits = cancelled.refunds.filter((r) => r.reason === 'order_cancelled');
    expect(credits).toEqual([expect.objectContaining({ method: 'terms_credit', amount: order.totalAmount - 3_000, correctionNumber: expect.stringMatching(/^FK\//) })]);
    expect(cancelled.amountRefunded).toBe(order.totalAmount);
    // All that was paid is now owed back.
    expect(await balanceOf(dealer.token)).toMatchObject({ openBalance: -paid, owedBack: paid });
    expect((await balanceOf(dealer.token)).credits.map((c) => c.cancelled)).toEqual([true, false]);
    const reopen = await api(`/api/admin/orders/${order.id}`, { method: 'PATCH', token: admin, json: { status: 'processing' } });
    expect(reopen.status).toBe(409);
    expect((await refundTerms(order.id, { amount: 1 })).status).toBe(409);
    expect((await reconcile()).discrepancies.filter((d) => d.check === 'terms' || d.check === 'invoices' || d.check === 'statistics')).toEqual([]);
  });
});
