import { beforeAll, describe, expect, it } from 'vitest';
import { bootsInput } from '../support/variant-input.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getVariantStock } from './table.js';

/**
 * The last pair in size 43 (issue 31's race): 50 buyers at once want it while, at the same moment,
 * 20 buyers buy size 42 of the same boots. Exactly one order gets size 43, no size is oversold,
 * size 42 sells every pair asked for, and the books agree once every order settles. Repeated on
 * fresh boots, since one lucky round proves little about a race.
 */
const ROUNDS = 3;
const BUYERS_OF_43 = 50;
const BUYERS_OF_42 = 20;

let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const checkout = (productId: number, sku: string) => api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, sku, quantity: 1 }], delivery: { method: 'pickup' } } });

describe('the last pair in size 43', () => {
  it(`goes to exactly one of ${BUYERS_OF_43} buyers at once, while size 42 sells normally (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const tag = `R${Date.now() % 1_000_000}${round}`;
      const created = await api('/api/admin/products', { method: 'POST', token: admin, json: bootsInput(tag, { '42': 30, '43': 1, '44': 2 }) });
      expect(created.status).toBe(201);
      const id: number = created.body.id;
      const [sku42, sku43, sku44] = [`BOOT-${tag}-42`, `BOOT-${tag}-43`, `BOOT-${tag}-44`];

      // Act: every buyer of either size at the same moment.
      const answers = await Promise.all([...Array.from({ length: BUYERS_OF_43 }, () => checkout(id, sku43)), ...Array.from({ length: BUYERS_OF_42 }, () => checkout(id, sku42))]);
      const of43 = answers.slice(0, BUYERS_OF_43);
      const of42 = answers.slice(BUYERS_OF_43);

      // Assert: one order for 43; the others told which size ran out; 42 untouched by the fight.
      expect(of43.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = of43.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.status === 409 && a.body.error.code === 'out_of_stock' && a.body.error.message.includes('rozmiar 43'))).toBe(true);
      expect(of42.every((a) => a.status === 200)).toBe(true);
      expect(await getVariantStock(id)).toEqual({ stock: 30 - BUYERS_OF_42 + 2, variantStock: { [sku42]: 30 - BUYERS_OF_42, [sku43]: 0, [sku44]: 2 } });

      // Every order settles: the pairs of 42 are paid, the one of 43 is abandoned; its pair is back on the shelf.
      await Promise.all(of42.map((a) => stripeFake.pay(a.body.sessionId, 'card')));
      await stripeFake.expire(of43.find((a) => a.status === 200)!.body.sessionId);
      await eventually(
        () => getVariantStock(id),
        (units) => units.variantStock[sku43] === 1,
      );
      expect(await getVariantStock(id)).toEqual({ stock: 30 - BUYERS_OF_42 + 3, variantStock: { [sku42]: 30 - BUYERS_OF_42, [sku43]: 1, [sku44]: 2 } });
    }
    const paid = await eventually(
      async () => (await api('/dev/reconcile')).body,
      (report) => report.discrepancies.length === 0,
    );
    expect(paid.discrepancies).toEqual([]);
  }, 120_000);
});
