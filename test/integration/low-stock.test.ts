import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishableSafety } from '../support/gpsr-input.js';
import { bootsInput } from '../support/variant-input.js';
import { api } from './api.js';
import { signIn } from './auth.js';

/**
 * Low-stock alerts (issue 33) through the local stack: a threshold per product (and per size) with
 * the shop's default, the dashboard's list, and the admins' digest, which reports a product once per
 * crossing (again only after it went back above), even when two digests run at once.
 */
let admin: string;

beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

async function newProduct(name: string, stock: number, lowStockThreshold: number | null): Promise<number> {
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name, description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 12_300, imageUrl: 'https://example.com/p.webp', stock, lowStockThreshold, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
  });
  expect(created.status).toBe(201);
  expect(created.body.lowStockThreshold).toBe(lowStockThreshold);
  return created.body.id;
}

async function setStock(productId: number, stock: number) {
  const current = (await api(`/api/admin/products/${productId}`, { token: admin })).body;
  const { id: _id, inStock: _i, lowestPrice30d: _l, unitsSold: _u, archivedAt: _a, rating: _r, reviews: _v, mpn: _m, safety: _s, options: _o, variants: _vs, ...input } = current;
  const saved = await api(`/api/admin/products/${productId}`, { method: 'PUT', token: admin, json: { ...input, stock, expectedStock: current.stock } });
  expect(saved.status).toBe(200);
}

const runDigest = () => api('/dev/run-low-stock-digest', { method: 'POST' });

/** The digests that name the product (by its unique name). */
async function digestsNaming(name: string): Promise<{ subject: string; text: string; to: string }[]> {
  const emails = (await api('/dev/outbox.json')).body.emails as { kind: string; subject: string; text: string; to: string }[];
  return emails.filter((m) => m.kind === 'low-stock-digest' && m.text.includes(name));
}

const lowList = async () => (await api('/api/admin/low-stock', { token: admin })).body.items as { productId: number; sku: string; units: number; threshold: number }[];

describe('low-stock alerts', () => {
  it('reports a product to the admins once when it falls to its threshold, not every day, and again only after it went back above', async () => {
    const name = `Filtr progowy ${randomUUID().slice(0, 6)}`;
    const productId = await newProduct(name, 10, 3);

    await runDigest();
    expect(await digestsNaming(name)).toEqual([]);
    expect((await lowList()).some((l) => l.productId === productId)).toBe(false);

    // Act: it falls to its threshold (at counts), and the digest runs on three days, two runs racing
    await setStock(productId, 3);
    await Promise.all([runDigest(), runDigest()]);
    await runDigest();

    // Assess: one digest names it, to the workshop, with its units, threshold and edit link
    const first = await digestsNaming(name);
    expect(first).toHaveLength(1);
    expect(first[0]!.to).toBe('kontakt@chopperworks.pl');
    expect(first[0]!.text).toContain(`${name}, `);
    expect(first[0]!.text).toContain('3 szt. (próg 3)');
    expect(first[0]!.text).toContain(`/admin/products/${productId}/edit`);
    expect((await lowList()).find((l) => l.productId === productId)).toMatchObject({ units: 3, threshold: 3 });

    // Act: back above, then down again
    await setStock(productId, 8);
    await runDigest();
    expect(await digestsNaming(name)).toHaveLength(1);
    expect((await lowList()).some((l) => l.productId === productId)).toBe(false);
    await setStock(productId, 1);
    await runDigest();

    // Assess: the second crossing is reported
    expect(await digestsNaming(name)).toHaveLength(2);
  });

  it("uses the shop's default threshold for a product without its own, as the admin sets it", async () => {
    const name = `Filtr domyślny ${randomUUID().slice(0, 6)}`;
    const productId = await newProduct(name, 4, null);
    const before = (await api('/api/admin/notification-settings', { token: admin })).body;
    expect(before).toEqual({ lowStockThreshold: 2, abandonedCheckoutHours: 4 });

    expect((await lowList()).some((l) => l.productId === productId)).toBe(false);
    const saved = await api('/api/admin/notification-settings', { method: 'PUT', token: admin, json: { lowStockThreshold: 5, abandonedCheckoutHours: 4 } });
    try {
      expect(saved.status).toBe(200);
      expect((await lowList()).find((l) => l.productId === productId)).toMatchObject({ units: 4, threshold: 5 });
    } finally {
      await api('/api/admin/notification-settings', { method: 'PUT', token: admin, json: before });
    }
    const invalid = await api('/api/admin/notification-settings', { method: 'PUT', token: admin, json: { lowStockThreshold: -1, abandonedCheckoutHours: 4 } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields)).toEqual(['lowStockThreshold']);
  });

  it("decides a size by its own threshold from the variant matrix, else the product's, on the dashboard and in the digest", async () => {
    // Arrange: boots with 4 pairs in 42 and 43 and 6 in 44; the product's threshold is 1, size 42's own is 5.
    const tag = randomUUID().slice(0, 6);
    const boots = { ...bootsInput(tag, { '42': 4, '43': 4, '44': 6 }), lowStockThreshold: 1 };
    const rows = (thresholds: (number | null)[]) => boots.variants.map((v, i) => ({ ...v, expectedStock: v.stock, lowStockThreshold: thresholds[i] }));
    const created = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...boots, variants: rows([5, null, null]) } });
    expect(created.status).toBe(201);
    const productId = created.body.id as number;
    expect(created.body.variants.map((v: { lowStockThreshold: number | null }) => v.lowStockThreshold)).toEqual([5, null, null]);
    const lowSizes = async () => (await lowList()).filter((l) => l.productId === productId).map((l) => [l.sku, l.units, l.threshold]);

    // Act
    await runDigest();

    // Assert: only size 42 runs low (4 ≤ its own 5); 43 has the product's 1, so 4 pairs are plenty.
    expect(await lowSizes()).toEqual([[`BOOT-${tag}-42`, 4, 5]]);
    const digests = await digestsNaming(boots.name);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(`${boots.name} (42), BOOT-${tag}-42: 4 szt. (próg 5)`);
    expect(digests[0]!.text).not.toContain(`BOOT-${tag}-43`);

    // Act: the admin's next save moves the own threshold from 42 to 43 (42 back to the product's).
    const saved = await api(`/api/admin/products/${productId}`, { method: 'PUT', token: admin, json: { ...boots, variants: rows([null, 4, null]) } });
    expect(saved.status).toBe(200);
    await runDigest();

    // Assert: now 43 runs low, reported once more; 42 is no longer listed.
    expect(await lowSizes()).toEqual([[`BOOT-${tag}-43`, 4, 4]]);
    const after = await digestsNaming(boots.name);
    expect(after).toHaveLength(2);
    expect(after.filter((d) => d.text.includes(`${boots.name} (43), BOOT-${tag}-43: 4 szt. (próg 4)`))).toHaveLength(1);
  });

  it('keeps the threshold to the admin: the shop API never shows it', async () => {
    const productId = await newProduct(`Filtr ukryty ${randomUUID().slice(0, 6)}`, 4, 7);
    const shop = await api(`/api/products/${productId}`);
    expect(shop.status).toBe(200);
    expect(shop.body).not.toHaveProperty('lowStockThreshold');
    expect((await api(`/api/admin/products/${productId}`, { token: admin })).body.lowStockThreshold).toBe(7);
  });
});
