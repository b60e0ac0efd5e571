import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../functions/contracts/order.js';
import { productSchema } from '../../functions/contracts/product.js';
import { bootsInput } from '../support/variant-input.js';
import { api } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getVariantStock } from './table.js';

/**
 * Issue 31's "done when", as a customer does it: a new customer picks boots in two sizes on the
 * product page, pays, the boots arrive, and one size goes back. The refund is that line's alone,
 * its pair is back on that size's shelf (the other size's stock untouched), the e-mails and the
 * order name the size, and the books agree.
 */
let admin: string;
let customer: { token: string; email: string };
beforeAll(async () => {
  [admin, customer] = await Promise.all([signIn('admin@example.com'), newUser(undefined, 'Klient Butowy')]);
});

const courier = { method: 'courier', phone: '600 100 200', address: { name: 'Klient Butowy', street: 'Długa', buildingNumber: '5', postalCode: '31-147', city: 'Kraków' } };
const myOrder = async (id: string): Promise<Order> => orderSchema.parse((await api(`/api/me/orders/${id}`, { token: customer.token })).body);
const outbox = async () => (await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string }[];

describe('a customer buys boots in two sizes and returns one', () => {
  it('refunds that size\'s line only and puts its pair back on that size', async () => {
    const tag = `RET${Date.now() % 1_000_000}`;
    const { id: productId } = (await api('/api/admin/products', { method: 'POST', token: admin, json: bootsInput(tag, { '42': 3, '43': 2, '44': 1 }) })).body;

    // The product page: the sizes and their prices, as the shop answers them.
    const page = productSchema.parse((await api(`/api/products/${productId}`, { token: customer.token })).body);
    const bySize = (size: string) => page.variants.find((v) => v.options.size === size)!;
    expect([bySize('42').inStock, bySize('44').inStock, bySize('44').price]).toEqual([true, true, 94_900]);

    // Buys size 42 and size 44, pays by card; the workshop ships and the boots arrive.
    const placed = await api('/api/checkout', {
      method: 'POST',
      token: customer.token,
      json: { lineItems: [{ productId, sku: bySize('42').sku, quantity: 1 }, { productId, sku: bySize('44').sku, quantity: 1 }], delivery: courier },
    });
    expect(placed.status).toBe(200);
    const orderId: string = placed.body.orderId;
    await stripeFake.pay(placed.body.sessionId, 'card');
    await eventually(() => myOrder(orderId), (o) => o.status === 'processing');
    for (const status of ['shipped', 'delivered']) {
      expect((await api(`/api/admin/orders/${orderId}`, { method: 'PATCH', token: admin, json: { status } })).status).toBe(200);
    }
    // The confirmation is a follow-up of the payment's webhook: it arrives shortly after.
    const confirmation = await eventually(
      async () => (await outbox()).find((e) => e.kind === 'order-confirmation' && e.to === customer.email && e.subject.includes(orderId.slice(0, 8))),
      (mail) => mail !== undefined,
    );
    expect(confirmation?.text).toContain(`Model Engineer ${tag} – rozmiar 44 × 1`);
    expect(await getVariantStock(productId)).toMatchObject({ stock: 4, variantStock: { [bySize('42').sku]: 2, [bySize('43').sku]: 2, [bySize('44').sku]: 0 } });

    // Size 44 does not fit: the customer withdraws that line; the workshop receives and accepts it.
    const order = await myOrder(orderId);
    const line44 = order.items.find((i) => i.sku === bySize('44').sku)!;
    const withdrawn = await api(`/api/me/orders/${orderId}/returns`, { method: 'POST', token: customer.token, json: { requestId: randomUUID(), lines: [{ itemId: line44.id, quantity: 1 }], reason: 'Za mały' } });
    expect(withdrawn.status).toBe(200);
    const returnId: string = withdrawn.body.return.id;
    expect(withdrawn.body.return.lines.map((l: { name: string }) => l.name)).toEqual([`Model Engineer ${tag} – rozmiar 44`]);
    expect((await api(`/api/admin/orders/${orderId}/returns/${returnId}/receive`, { method: 'POST', token: admin })).status).toBe(200);
    expect(await getVariantStock(productId)).toMatchObject({ stock: 5, variantStock: { [bySize('42').sku]: 2, [bySize('43').sku]: 2, [bySize('44').sku]: 1 } });
    const decided = await api(`/api/admin/orders/${orderId}/returns/${returnId}/decision`, { method: 'POST', token: admin, json: { decision: 'accept', lines: [{ itemId: line44.id, quantity: 1 }] } });
    expect(decided.status).toBe(200);

    // The refund is the 44's price alone; size 42 stays sold; size 44 is on sale again.
    const refunded = await eventually(() => myOrder(orderId), (o) => o.returns?.[0]?.status === 'refunded');
    expect(refunded.amountRefunded).toBe(94_900);
    expect(refunded.status).toBe('delivered');
    expect(await getVariantStock(productId)).toMatchObject({ stock: 5, variantStock: { [bySize('42').sku]: 2, [bySize('44').sku]: 1 } });
    const shop = productSchema.parse((await api(`/api/products/${productId}`)).body);
    expect(shop.variants.find((v) => v.sku === bySize('44').sku)!.inStock).toBe(true);
    expect((await api('/dev/reconcile')).body.discrepancies).toEqual([]);
  }, 60_000);
});
