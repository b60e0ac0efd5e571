import { beforeAll, describe, expect, it } from 'vitest';
import { publishableSafety } from '../support/gpsr-input.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getStock } from './table.js';

/**
 * A flash sale, small: 60 buyers at once for a product with 10 units, then Stripe pays every
 * session that was created. Exactly 10 orders are paid, no unit is sold twice, the other 50
 * buyers were told 409 out_of_stock, and the books agree. (The bench runs it at 1,000 buyers for
 * 100 units: test/bench/flash-sale.ts.)
 */
const UNITS = 10;
const BUYERS = 60;

let admin: string;
let productId: number;

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name: 'Limitowany bak Flash Sale', description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 99_900, imageUrl: 'https://example.com/p.webp', stock: UNITS, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
  });
  expect(created.status).toBe(201);
  productId = created.body.id;
});

describe('a flash sale', () => {
  it(`sells exactly ${UNITS} units to ${BUYERS} buyers at once, refuses the rest with 409 and oversells nothing once every session is paid`, async () => {
    // Act: every buyer checks out at the same moment, then Stripe pays whatever sessions exist.
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, () => api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } } })),
    );
    const sold = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(sold).toHaveLength(UNITS);
    expect(refused).toHaveLength(BUYERS - UNITS);
    expect(refused.every((a) => a.body.error.code === 'out_of_stock')).toBe(true);
    await Promise.all(sold.map((a) => stripeFake.pay(a.body.sessionId, 'card')));

    // Assert: every order's webhook lands, each paid for one unit; the stock is gone, not below.
    const orders = await eventually(
      () => Promise.all(sold.map(async (a) => (await api(`/api/admin/orders/${a.body.orderId}`, { token: admin })).body as { status: string; items: { productId: number; quantity: number }[] })),
      (list) => list.every((o) => o.status === 'processing'),
    );
    const unitsPaid = orders.flatMap((o) => o.items).reduce((sum, i) => sum + (i.productId === productId ? i.quantity : 0), 0);
    expect(unitsPaid).toBe(UNITS);
    expect(await getStock(productId)).toBe(0);
    // A late buyer is still refused, and the books agree (stock + held + sold = units put on sale).
    const late = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } } });
    expect(late.status).toBe(409);
    expect((await api('/dev/reconcile')).body.discrepancies).toEqual([]);
  }, 60_000);
});
