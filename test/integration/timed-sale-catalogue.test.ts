import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { saleUnitPrice } from '../../functions/promotions/sale-price.js';
import { TABLE_NAME } from '../../infra/local/stack.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { client } from './table.js';

/**
 * A timed sale in the running shop (issue 32): it shows on the product's card and page after its
 * start and goes after its end with no one touching it — the publisher's scheduled compact (the
 * local stack's timer, AWS's minute rule; `scheduled=1` runs that same job now instead of in up
 * to 30 s) republishes when a boundary passed — and the quote charges the price the card shows.
 */
let admin: string;
let productId: number;
let name: string;
const PRICE = 33_333;
const SALE_PRICE = saleUnitPrice(PRICE, 15);

const scheduledPublish = () => api('/dev/publish-catalog?scheduled=1', { method: 'POST' });
const product = async () => (await api(`/api/products/${productId}`)).body as { price: number; originalPrice: number | null; isOnSale: boolean; lowestPrice30d: number | null };
const card = async () => {
  const res = await api(`/api/products?search=${encodeURIComponent(name)}&sortBy=newest`);
  return (res.body.items as { id: number; price: number; originalPrice: number | null; isOnSale: boolean; lowestPrice30d: number | null }[]).find((c) => c.id === productId);
};
const until = (instant: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, instant - Date.now()) + 250));

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  name = `Zacisk wyprzedażowy ${randomUUID().slice(0, 6)}`;
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name, description: 'Opis', brand: 'SaleBrand', categoryKey: 'brakes', subcategory: 'calipers', price: PRICE, imageUrl: 'https://example.com/p.webp', stock: 50, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  productId = created.body.id as number;
});

describe('a timed sale in the catalogue', () => {
  it('starts and ends by itself on the card and the product page, and checkout charges the price shown', async () => {
    const created = await api('/api/admin/promotions', {
      method: 'POST',
      token: admin,
      json: { name: 'Weekend zacisków', kind: 'automatic', benefit: { type: 'percentage', percent: 15 }, eligibility: { productIds: [productId], categoryKeys: [], brands: [] }, startsAt: '2099-01-01T00:00', endsAt: '2099-01-01T23:59' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The admin sets minutes in Warsaw time; the test moves the window to seconds from now.
    const startsAt = Date.now() + 4_000;
    const endsAt = startsAt + 5_000;
    await client().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: 'PROMOTIONS', SK: `PROMOTION#${created.body.id}` },
        UpdateExpression: 'SET startsAtInstant = :s, endsAtInstant = :e',
        ExpressionAttributeValues: { ':s': new Date(startsAt).toISOString(), ':e': new Date(endsAt).toISOString() },
      }),
    );

    await scheduledPublish();
    expect(await product()).toMatchObject({ price: PRICE, isOnSale: false, lowestPrice30d: null });

    await until(startsAt);
    await scheduledPublish();
    const onSale = { price: SALE_PRICE, originalPrice: PRICE, isOnSale: true, lowestPrice30d: PRICE };
    expect(await product()).toMatchObject(onSale);
    expect(await card()).toMatchObject(onSale);
    const quote = await api('/api/checkout/quote', { method: 'POST', json: { lineItems: [{ productId, quantity: 3 }] } });
    expect(quote.body.lines[0]).toMatchObject({ unitPrice: PRICE, quantity: 3, totalPrice: 3 * SALE_PRICE });
    const document = await api(`/product/${productId}`);
    expect(String(document.body)).toContain(`"price":"${(SALE_PRICE / 100).toFixed(2)}"`);

    await until(endsAt);
    await scheduledPublish();
    expect(await product()).toMatchObject({ price: PRICE, originalPrice: null, isOnSale: false, lowestPrice30d: null });
    expect(await card()).toMatchObject({ price: PRICE, isOnSale: false });
  }, 30_000);

  it('shows every edit of a running sale in the listed price: its benefit, percentage, window, eligibility, deactivation', async () => {
    // A product of its own, so this sale and the one above never name the same product.
    const brand = `EditSale${randomUUID().slice(0, 6)}`;
    const editedName = `Klamka edytowanej promocji ${randomUUID().slice(0, 6)}`;
    const created = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { name: editedName, description: 'Opis', brand, categoryKey: 'brakes', subcategory: 'calipers', price: PRICE, imageUrl: 'https://example.com/p.webp', stock: 50, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const editedId = created.body.id as number;
    const listed = async () => {
      await scheduledPublish();
      const page = (await api(`/api/products/${editedId}`)).body as { price: number; isOnSale: boolean };
      const res = await api(`/api/products?search=${encodeURIComponent(editedName)}&sortBy=newest`);
      const onCard = (res.body.items as { id: number; price: number; isOnSale: boolean }[]).find((c) => c.id === editedId);
      expect(onCard, 'the card shows what the product page shows').toMatchObject({ price: page.price, isOnSale: page.isOnSale });
      return { price: page.price, isOnSale: page.isOnSale };
    };
    const fullPrice = { price: PRICE, isOnSale: false };
    const terms = {
      name: 'Edytowana wyprzedaż',
      kind: 'automatic',
      benefit: { type: 'percentage', percent: 20 },
      eligibility: { productIds: [editedId], categoryKeys: [], brands: [] },
      startsAt: '2020-01-01T00:00',
      endsAt: '2099-12-31T23:59',
    };
    const sale = await api('/api/admin/promotions', { method: 'POST', token: admin, json: terms });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const edit = async (changes: Record<string, unknown>) => {
      const res = await api(`/api/admin/promotions/${sale.body.id}`, { method: 'PUT', token: admin, json: { ...terms, ...changes } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    try {
      expect(await listed()).toEqual({ price: saleUnitPrice(PRICE, 20), isOnSale: true });

      // A fixed amount is a basket discount at checkout: the catalogue shows the full price again.
      await edit({ benefit: { type: 'fixed', amount: 5_000 } });
      expect(await listed()).toEqual(fullPrice);
      await edit({ benefit: { type: 'percentage', percent: 10 } });
      expect(await listed()).toEqual({ price: saleUnitPrice(PRICE, 10), isOnSale: true });

      // Its window moved to next year, then back.
      await edit({ benefit: { type: 'percentage', percent: 10 }, startsAt: '2099-01-01T00:00' });
      expect(await listed()).toEqual(fullPrice);
      await edit({ benefit: { type: 'percentage', percent: 10 } });
      expect(await listed()).toEqual({ price: saleUnitPrice(PRICE, 10), isOnSale: true });

      // What it names: another category, then this product's (for a moment every brake part is on
      // sale: the integration files run one at a time), another brand, then this product's brand.
      await edit({ benefit: { type: 'percentage', percent: 10 }, eligibility: { productIds: [], categoryKeys: ['engine'], brands: [] } });
      expect(await listed()).toEqual(fullPrice);
      await edit({ benefit: { type: 'percentage', percent: 10 }, eligibility: { productIds: [], categoryKeys: ['brakes'], brands: [] } });
      expect(await listed()).toEqual({ price: saleUnitPrice(PRICE, 10), isOnSale: true });
      await edit({ benefit: { type: 'percentage', percent: 10 }, eligibility: { productIds: [], categoryKeys: [], brands: [`${brand}-inna`] } });
      expect(await listed()).toEqual(fullPrice);
      await edit({ benefit: { type: 'percentage', percent: 10 }, eligibility: { productIds: [], categoryKeys: [], brands: [brand] } });
      expect(await listed()).toEqual({ price: saleUnitPrice(PRICE, 10), isOnSale: true });

      // Switched off in the form, on again, and deleted (deactivated).
      await edit({ benefit: { type: 'percentage', percent: 10 }, eligibility: { productIds: [], categoryKeys: [], brands: [brand] }, active: false });
      expect(await listed()).toEqual(fullPrice);
      await edit({ benefit: { type: 'percentage', percent: 10 }, eligibility: { productIds: [], categoryKeys: [], brands: [brand] } });
      expect(await listed()).toEqual({ price: saleUnitPrice(PRICE, 10), isOnSale: true });
    } finally {
      const deleted = await api(`/api/admin/promotions/${sale.body.id}`, { method: 'DELETE', token: admin });
      expect(deleted.status).toBe(204);
    }
    expect(await listed()).toEqual(fullPrice);
  }, 60_000);
});
