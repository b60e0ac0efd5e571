import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductSchema } from '../../functions/contracts/admin.js';
import { productSchema } from '../../functions/contracts/product.js';
import { quoteResponseSchema } from '../../functions/contracts/promotions.js';
import { fa3SchemaErrors } from '../support/fa3-schema.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { ksefFake, runKsefJob } from './ksef.js';

/**
 * Dealers' volume prices (issue 34) on the local stack: the admin sets breaks on a product and on
 * a category; a dealer gets them in the product answer, the checkout quote, the delivery quote and
 * the order (lines, FA(3)); a consumer never does. The file's products are its own (filed under
 * gloves, named "Rękawice hurtowe …"); the category breaks it sets (accessories, from 60 units)
 * are above what other files buy, and are cleared after.
 */
const company = { nip: '526-025-02-74', name: 'Moto Hurt Sp. z o.o.', address: 'ul. Krótka 3, 31-100 Kraków' };
const DEALER_PRICE = 8_000;
const productBreaks = [
  { minQuantity: 10, percentOff: 5 },
  { minQuantity: 25, percentOff: 8 },
];

let admin: string;
let dealer: { token: string; userId: string };
let consumer: string;
let productId: number;
let categoryOnlyId: number;

async function createGloves(extra: Record<string, unknown>) {
  const res = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: {
      name: `Rękawice hurtowe ${randomUUID().slice(0, 6)}`,
      description: 'Produkt do testu cen ilościowych',
      brand: 'AccessoryPro',
      categoryKey: 'accessories',
      subcategory: 'gloves',
      price: 10_000,
      dealerPrice: DEALER_PRICE,
      imageUrl: 'https://example.com/gloves.webp',
      stock: 200,
      parcelSize: 'A',
      weightGrams: 300,
      ...publishableSafety,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminProductSchema.parse(res.body);
}

const quote = (token: string | undefined, quantity: number, id = productId, extra: Record<string, unknown> = {}) =>
  api('/api/checkout/quote', { method: 'POST', ...(token ? { token } : {}), json: { lineItems: [{ productId: id, quantity }], ...extra } });

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  await ksefFake.mode('accept');
  const d = await newUser('dealer', 'Dealer Hurtowy');
  const userId = (await api('/api/me', { token: d.token })).body.userId as string;
  // Terms, so the checkout confirms at once without Stripe and the KSeF job issues the invoice.
  expect((await api(`/api/admin/dealers/${userId}`, { method: 'PATCH', token: admin, json: { paymentTermsDays: 14, creditLimit: 100_000_000 } })).status).toBe(200);
  dealer = { token: d.token, userId };
  consumer = (await newUser()).token;
  productId = (await createGloves({ volumeBreaks: productBreaks })).id;
  categoryOnlyId = (await createGloves({})).id;
});

afterAll(async () => {
  await api('/api/admin/volume-breaks/accessories', { method: 'PUT', token: admin, json: { breaks: [] } });
});

describe('the admin sets breaks', () => {
  it('stores a product\'s breaks and reads them back; refuses bad ones with a field error per row', async () => {
    const read = adminProductSchema.parse((await api(`/api/admin/products/${productId}`, { token: admin })).body);
    expect(read.volumeBreaks).toEqual([
      { minQuantity: 10, percentOff: 5, unitPrice: null },
      { minQuantity: 25, percentOff: 8, unitPrice: null },
    ]);
    const bad = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { ...read, name: 'Zła lista', volumeBreaks: [{ minQuantity: 10, percentOff: 5 }, { minQuantity: 5, percentOff: 95 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ 'volumeBreaks.1.minQuantity': 'validation.breaksAscending', 'volumeBreaks.1.percentOff': 'validation.breakPercent' });
  });

  it('refuses a fixed price in a category\'s breaks (400, field error) and keeps two categories saved at once', async () => {
    const fixed = await api('/api/admin/volume-breaks/accessories', { method: 'PUT', token: admin, json: { breaks: [{ minQuantity: 60, unitPrice: 100 }] } });
    expect(fixed.status).toBe(400);
    expect(fixed.body.error.fields).toEqual({ 'breaks.0.unitPrice': 'validation.breakPrice' });
    const consumerTry = await api('/api/admin/volume-breaks/accessories', { method: 'PUT', token: consumer, json: { breaks: [] } });
    expect(consumerTry.status).toBe(403);

    // Two admins saving two categories at the same moment: both kept (each sets only its own field).
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        api('/api/admin/volume-breaks/accessories', { method: 'PUT', token: admin, json: { breaks: [{ minQuantity: 60 + round, percentOff: 3 }] } }),
        api('/api/admin/volume-breaks/body', { method: 'PUT', token: admin, json: { breaks: [{ minQuantity: 90 + round, percentOff: 2 }] } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const all = (await api('/api/admin/volume-breaks', { token: admin })).body.categories;
      expect(all.accessories).toEqual([{ minQuantity: 60 + round, percentOff: 3, unitPrice: null }]);
      expect(all.body).toEqual([{ minQuantity: 90 + round, percentOff: 2, unitPrice: null }]);
    }
    expect((await api('/api/admin/volume-breaks/body', { method: 'PUT', token: admin, json: { breaks: [] } })).status).toBe(200);
  });
});

describe('a dealer gets the breaks, a consumer never does', () => {
  it('shows the dealer the breaks with the unit price at each on the product; nobody else sees them', async () => {
    const forDealer = productSchema.parse((await api(`/api/products/${productId}`, { token: dealer.token })).body);
    expect(forDealer.dealer?.volumeBreaks).toEqual([
      { minQuantity: 10, percentOff: 5, unitPrice: 7_600 },
      { minQuantity: 25, percentOff: 8, unitPrice: 7_360 },
    ]);
    for (const token of [consumer, undefined]) {
      const body = (await api(`/api/products/${productId}`, token ? { token } : {})).body;
      expect(body.dealer).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain('volumeBreaks');
    }
  });

  it('prices the quote at the thresholds 9, 10, 24 and 25 for the dealer, and at the consumer price for a consumer', async () => {
    const unitAt = async (token: string, quantity: number) => quoteResponseSchema.parse((await quote(token, quantity)).body).lines[0]!;
    expect(await unitAt(dealer.token, 9)).toMatchObject({ unitPrice: DEALER_PRICE, totalPrice: 9 * DEALER_PRICE });
    expect((await unitAt(dealer.token, 9)).volumeBreak).toBeUndefined();
    expect(await unitAt(dealer.token, 10)).toMatchObject({ unitPrice: 7_600, totalPrice: 76_000, volumeBreak: { minQuantity: 10, percentOff: 5, baseUnitPrice: DEALER_PRICE } });
    expect(await unitAt(dealer.token, 24)).toMatchObject({ unitPrice: 7_600, volumeBreak: { minQuantity: 10 } });
    expect(await unitAt(dealer.token, 25)).toMatchObject({ unitPrice: 7_360, totalPrice: 25 * 7_360, volumeBreak: { minQuantity: 25, percentOff: 8 } });
    const forConsumer = await unitAt(consumer, 25);
    expect(forConsumer).toMatchObject({ unitPrice: 10_000, totalPrice: 250_000 });
    expect(forConsumer.volumeBreak).toBeUndefined();

    const delivery = await api('/api/delivery/quote', { method: 'POST', token: dealer.token, json: { lineItems: [{ productId, quantity: 10 }] } });
    expect(delivery.body.productsTotal).toBe(76_000);
    const consumerDelivery = await api('/api/delivery/quote', { method: 'POST', token: consumer, json: { lineItems: [{ productId, quantity: 10 }] } });
    expect(consumerDelivery.body.productsTotal).toBe(100_000);
  });

  it('applies the category breaks to a product without its own, and the product\'s own over them', async () => {
    expect((await api('/api/admin/volume-breaks/accessories', { method: 'PUT', token: admin, json: { breaks: [{ minQuantity: 60, percentOff: 10 }] } })).status).toBe(200);
    const categoryOnly = quoteResponseSchema.parse((await quote(dealer.token, 60, categoryOnlyId)).body).lines[0]!;
    expect(categoryOnly).toMatchObject({ unitPrice: 7_200, volumeBreak: { minQuantity: 60, percentOff: 10 } });
    expect(quoteResponseSchema.parse((await quote(dealer.token, 59, categoryOnlyId)).body).lines[0]!.unitPrice).toBe(DEALER_PRICE);
    // The product with breaks of its own ignores the category's 10 %.
    expect(quoteResponseSchema.parse((await quote(dealer.token, 60)).body).lines[0]).toMatchObject({ unitPrice: 7_360, volumeBreak: { minQuantity: 25 } });
    expect(quoteResponseSchema.parse((await quote(consumer, 60, categoryOnlyId)).body).lines[0]!.unitPrice).toBe(10_000);
  });

  it('charges the dealer the break at checkout: the order lines carry it and the FA(3) invoice prices the line after it and names it', async () => {
    const res = await api('/api/checkout', {
      method: 'POST',
      token: dealer.token,
      json: { lineItems: [{ productId, quantity: 10 }], delivery: { method: 'pickup' }, company, payment: 'terms' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = (await api(`/api/me/orders/${res.body.orderId}`, { token: dealer.token })).body;
    expect(order.items[0]).toMatchObject({ quantity: 10, unitPrice: 7_600, totalPrice: 76_000, volumeBreak: { minQuantity: 10, percentOff: 5, baseUnitPrice: DEALER_PRICE } });
    expect(order.totalAmount).toBe(76_000);

    await runKsefJob();
    const xml = await api(`/api/me/orders/${order.id}/invoice/xml`, { token: dealer.token });
    expect(xml.status).toBe(200);
    expect(fa3SchemaErrors(xml.body)).toBeNull();
    expect(xml.body).toContain('<P_8B>10</P_8B><P_9B>76.00</P_9B><P_11A>760.00</P_11A>');
    expect(xml.body).toContain('<DodatkowyOpis><NrWiersza>1</NrWiersza><Klucz>Rabat ilościowy</Klucz><Wartosc>od 10 szt. -5%, cena przed rabatem 80.00 zł brutto</Wartosc></DodatkowyOpis>');
    const pdf = await api(`/api/me/orders/${order.id}/invoice`, { token: dealer.token });
    expect(pdf.status).toBe(200);
  });

  it('charges a consumer the full price for the same 25 units', async () => {
    const res = await api('/api/checkout', { method: 'POST', token: consumer, json: { lineItems: [{ productId, quantity: 25 }], delivery: { method: 'pickup' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = (await api(`/api/admin/orders/${res.body.orderId}`, { token: admin })).body;
    expect(order.items[0]).toMatchObject({ unitPrice: 10_000, totalPrice: 250_000 });
    expect(order.items[0].volumeBreak).toBeUndefined();
  });

  it('lists the breaks per SKU in the dealer\'s price list (JSON, CSV) and serves it as a PDF', async () => {
    const list = (await api('/api/dealer/price-list', { token: dealer.token })).body.items as { productId: number; dealerPrice: number; volumeBreaks: unknown[] }[];
    expect(list.find((i) => i.productId === productId)).toMatchObject({ dealerPrice: DEALER_PRICE, volumeBreaks: [{ minQuantity: 10, percentOff: 5, unitPrice: 7_600 }, { minQuantity: 25, percentOff: 8, unitPrice: 7_360 }] });
    const csv = await api('/api/dealer/price-list?format=csv&lang=pl', { token: dealer.token });
    expect(String(csv.body)).toMatch(/;80,00;od 10 szt\. −5\u00a0%: 76,00 \| od 25 szt\. −8\u00a0%: 73,60;tak\r\n/);
    const pdf = await fetch(`${baseUrl()}/api/dealer/price-list.pdf?lang=pl`, { headers: { authorization: `Bearer ${dealer.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="cennik-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(`${baseUrl()}/api/dealer/price-list.pdf`, { headers: { authorization: `Bearer ${consumer}` } })).status).toBe(403);
  });

  it('takes a code allowed for dealers after the break: the code\'s percent is of the line priced at the break', async () => {
    const code = `HURT${randomUUID().slice(0, 6)}`.toUpperCase();
    const promo = await api('/api/admin/promotions', {
      method: 'POST',
      token: admin,
      json: { name: 'Hurt', kind: 'code', code, benefit: { type: 'percentage', percent: 10 }, startsAt: null, endsAt: null, dealersAllowed: true },
    });
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);
    const line = quoteResponseSchema.parse((await quote(dealer.token, 10, productId, { discountCode: code })).body).lines[0]!;
    // 10 × 76.00 zł = 760.00 zł at the break, then 10 % of that: 76.00 zł off.
    expect(line).toMatchObject({ unitPrice: 7_600, discount: 7_600, totalPrice: 68_400, volumeBreak: { minQuantity: 10 } });
  });
});
