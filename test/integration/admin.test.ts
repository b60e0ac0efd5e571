import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOrdersResponseSchema, adminProductSchema, adminStatsSchema, uploadTicketSchema } from '../../functions/contracts/admin.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { allOrders, getStock, setStock, storedStats } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const product = {
  name: 'Admin test tłok',
  description: 'Tłok testowy',
  brand: 'PowerMax',
  categoryKey: 'engine',
  subcategory: 'pistons',
  price: 12_345,
  imageUrl: 'https://example.com/piston.webp',
  stock: 4,
  parcelSize: 'B',
  weightGrams: 1_800,
  ...publishableSafety,
};

describe('admin products', () => {
  it('creates a product with the 80 % dealer price default, and the shop shows it at once', async () => {
    const name = `Admin nowość ${Date.now()}`;
    const res = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, name } });
    expect(res.status).toBe(201);
    const created = adminProductSchema.parse(res.body);
    expect(created.dealerPrice).toBe(Math.round(12_345 * 0.8));
    expect(created.inStock).toBe(true);
    const shop = await api(`/api/products?search=${encodeURIComponent(name)}`);
    expect(shop.body.items.map((p: { id: number }) => p.id)).toEqual([created.id]);
  });

  it('answers the spec\'s messages for a bad product, and saves nothing', async () => {
    const before = (await api('/api/admin/products', { token: admin })).body.items.length;
    const res = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { ...product, name: ' ', price: 0, imageUrl: '', description: '', subcategory: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: 'validation.productNameRequired',
      price: 'validation.pricePositive',
      imageUrl: 'validation.mainImageRequired',
      description: 'validation.productDescriptionRequired',
      subcategory: 'validation.subcategoryRequired',
    });
    expect((await api('/api/admin/products', { token: admin })).body.items.length).toBe(before);
  });

  it('keeps the English beside the Polish: shown by the shop, found by an English word, cleared by an empty field', async () => {
    const word = `Gearbox${Date.now()}`;
    const english = { nameEn: `${word} piston`, descriptionEn: 'A test piston', detailedDescriptionEn: 'Long text', specificationsEn: { Material: 'Steel' } };
    const created = adminProductSchema.parse((await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, ...english } })).body);
    expect(created).toMatchObject(english);
    expect((await api(`/api/products/${created.id}`)).body).toMatchObject({ ...english, name: product.name });
    const found = await api(`/api/products?search=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.body.items.map((x: { id: number }) => x.id)).toEqual([created.id]);

    const res = await api(`/api/admin/products/${created.id}`, { method: 'PUT', token: admin, json: { ...product, nameEn: '  ', specificationsEn: {} } });
    expect(res.status).toBe(200);
    const shown = (await api(`/api/products/${created.id}`)).body;
    expect(shown.nameEn).toBeUndefined();
    expect(shown.specificationsEn).toBeUndefined();
    expect((await api(`/api/products?search=${encodeURIComponent(word)}`)).body.items).toEqual([]);
  });

  it('records a price change for the Omnibus line', async () => {
    const created = (await api('/api/admin/products', { method: 'POST', token: admin, json: product })).body;
    await api(`/api/admin/products/${created.id}`, { method: 'PUT', token: admin, json: { ...product, price: 9_900, originalPrice: 12_345, isOnSale: true } });
    const shown = (await api(`/api/products/${created.id}`)).body;
    expect(shown.price).toBe(9_900);
    expect(shown.lowestPrice30d).toBe(12_345);
  });

  it('keeps the stock orders took while the product was being edited', async () => {
    // Prepare: the admin opens the form at stock 4; then a checkout takes one unit.
    const created = (await api('/api/admin/products', { method: 'POST', token: admin, json: product })).body;
    await setStock(created.id, 3);

    // Act: the admin saves a new price and leaves stock as the form showed it.
    const saved = await api(`/api/admin/products/${created.id}`, { method: 'PUT', token: admin, json: { ...product, price: 11_000, expectedStock: 4 } });

    // Assess: the price is new, the order's unit stays taken.
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ price: 11_000, stock: 3 });
    expect(await getStock(created.id)).toBe(3);
  });

  it('refuses a stock change made from a stale value, tells the current one, and changes nothing', async () => {
    const created = (await api('/api/admin/products', { method: 'POST', token: admin, json: product })).body;
    await setStock(created.id, 1); // orders took 3 after the form loaded 4

    const refused = await api(`/api/admin/products/${created.id}`, { method: 'PUT', token: admin, json: { ...product, price: 11_000, stock: 10, expectedStock: 4 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'stock_changed', fields: { stock: 'validation.stockChanged' } });
    expect(await getStock(created.id)).toBe(1);
    expect((await api(`/api/admin/products/${created.id}`, { token: admin })).body.price).toBe(product.price);

    // From the current value the change goes through.
    const saved = await api(`/api/admin/products/${created.id}`, { method: 'PUT', token: admin, json: { ...product, stock: 10, expectedStock: 1 } });
    expect(saved.status).toBe(200);
    expect(await getStock(created.id)).toBe(10);
  });

  it('deletes a product together with its dealer prices', async () => {
    const created = (await api('/api/admin/products', { method: 'POST', token: admin, json: product })).body;
    const dealerId = (await api('/api/me', { token: await signIn('dealer@example.com') })).body.userId;
    expect((await api(`/api/admin/products/${created.id}/dealer-prices/${dealerId}`, { method: 'PUT', token: admin, json: { price: 5_000 } })).status).toBe(200);
    expect((await api(`/api/admin/products/${created.id}/dealer-prices`, { token: admin })).body.items).toHaveLength(1);
    expect((await api(`/api/admin/products/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await api(`/api/products/${created.id}`)).status).toBe(404);
    expect((await api(`/api/admin/products/${created.id}/dealer-prices`, { token: admin })).status).toBe(404);
    expect((await api(`/api/admin/products/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('gives a dealer their personal price and rejects a bad one with the spec\'s message', async () => {
    const dealerToken = await signIn('dealer@example.com');
    const dealerId = (await api('/api/me', { token: dealerToken })).body.userId;
    const dealers = (await api('/api/admin/dealers', { token: admin })).body.items;
    expect(dealers).toContainEqual({ id: dealerId, email: 'dealer@example.com', companyName: 'Moto Diler Sp. z o.o.' });
    const bad = await api(`/api/admin/products/2/dealer-prices/${dealerId}`, { method: 'PUT', token: admin, json: { price: 0 } });
    expect(bad.body.error.fields.price).toBe('validation.dealerPrice');
    await api(`/api/admin/products/2/dealer-prices/${dealerId}`, { method: 'PUT', token: admin, json: { price: 777 } });
    expect((await api('/api/products/2', { token: dealerToken })).body.dealer.price).toBe(777);
    expect((await api('/api/admin/products/2/dealer-prices/not-a-dealer', { method: 'PUT', token: admin, json: { price: 777 } })).status).toBe(404);
  });
});

async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } }).png().toBuffer();
}

async function upload(bytes: Buffer, contentType = 'image/png', declaredSize = bytes.length) {
  const ticket = await api('/api/admin/uploads', { method: 'POST', token: admin, json: { contentType, size: declaredSize } });
  if (ticket.status !== 200) return { ticket };
  const { uploadId, url, fields } = uploadTicketSchema.parse(ticket.body);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const posted = await fetch(url, { method: 'POST', body: form });
  expect(posted.status).toBeLessThan(300);
  const done = await api(`/api/admin/uploads/${uploadId}/complete`, { method: 'POST', token: admin });
  return { ticket, uploadId, done };
}

describe('image uploads', () => {
  it('publish a verified image as WebP variants under /media', async () => {
    const { done } = await upload(await pngOf(1600, 1000));
    expect(done!.status).toBe(200);
    for (const width of [400, 800, 1200]) {
      const res = await fetch(`${baseUrl()}/media/${done!.body.key}/w${width}.webp`);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it('refuse to hand out a ticket for 6 MB or a type that is not an image', async () => {
    const big = await api('/api/admin/uploads', { method: 'POST', token: admin, json: { contentType: 'image/png', size: 6 * 1024 * 1024 } });
    expect(big.body.error.fields.size).toBe('validation.uploadTooLarge');
    const pdf = await api('/api/admin/uploads', { method: 'POST', token: admin, json: { contentType: 'application/pdf', size: 100 } });
    expect(pdf.body.error.fields.contentType).toBe('validation.uploadType');
  });

  it('reject a 6 MB file that was uploaded anyway (the emulator ignores policies), and delete it', async () => {
    const huge = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const { done, uploadId } = await upload(huge, 'image/png', 1000);
    expect(done!.status).toBe(400);
    expect(done!.body.error.message).toBe('validation.uploadTooLarge');
    expect((await api(`/api/admin/uploads/${uploadId}/complete`, { method: 'POST', token: admin })).status).toBe(404);
  });

  it('reject a text file named .png, and delete it', async () => {
    const { done, uploadId } = await upload(Buffer.from('this is not an image, whatever its name says'), 'image/png');
    expect(done!.status).toBe(400);
    expect(done!.body.error.message).toBe('validation.uploadType');
    expect((await api(`/api/admin/uploads/${uploadId}/complete`, { method: 'POST', token: admin })).status).toBe(404);
  });
});

describe('admin orders', () => {
  let customer: { token: string; email: string };
  const placed: string[] = [];
  beforeAll(async () => {
    customer = await newUser(undefined, 'Klient Adminowy');
    await setStock(25, 50);
    for (let i = 0; i < 3; i++) {
      const { body } = await api('/api/checkout', { method: 'POST', token: customer.token, json: { lineItems: [{ productId: 25, quantity: 1 }], delivery: { method: 'pickup' } } });
      placed.push(body.orderId);
      await stripeFake.pay(body.sessionId, 'card');
    }
    await eventually(
      async () => Promise.all(placed.map(async (id) => (await api(`/api/me/orders/${id}`, { token: customer.token })).body.status)),
      (statuses) => statuses.every((s) => s === 'processing'),
    );
  });

  it('filters by status and e-mail substring with an exact total', async () => {
    const part = customer.email.slice(0, 12).toUpperCase();
    const res = await api(`/api/admin/orders?status=processing&email=${encodeURIComponent(part)}`, { token: admin });
    const body = adminOrdersResponseSchema.parse(res.body);
    expect(body.total).toBe(3);
    expect(body.items.map((o) => o.id).sort()).toEqual([...placed].sort());
    const none = await api(`/api/admin/orders?status=cancelled&email=${encodeURIComponent(part)}`, { token: admin });
    expect(none.body.total).toBe(0);
  });

  it('filters by date and rejects a reversed range', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
    const res = await api(`/api/admin/orders?dateFrom=${today}&dateTo=${today}&email=${encodeURIComponent(customer.email)}`, { token: admin });
    expect(res.body.total).toBe(3);
    const past = await api(`/api/admin/orders?dateTo=2020-01-01&email=${encodeURIComponent(customer.email)}`, { token: admin });
    expect(past.body.total).toBe(0);
    expect((await api('/api/admin/orders?dateFrom=2026-02-02&dateTo=2026-01-01', { token: admin })).status).toBe(400);
    expect((await api('/api/admin/orders?status=lost', { token: admin })).status).toBe(400);
  });

  it('ships an order with a tracking number the customer then sees, records the history and e-mails the customer', async () => {
    const id = placed[0]!;
    const res = await api(`/api/admin/orders/${id}`, { method: 'PATCH', token: admin, json: { status: 'shipped', tracking: { carrier: 'inpost', number: '6200123456789' } } });
    expect(res.status).toBe(200);
    const statusChanges = res.body.history.filter((h: { kind: string }) => h.kind === 'status');
    expect(statusChanges.map((h: { to: string }) => h.to)).toEqual(['pending', 'processing', 'shipped']);
    expect(statusChanges.at(-1).by).toBe('admin@example.com');
    expect(res.body.history.find((h: { kind: string }) => h.kind === 'payment')).toMatchObject({ by: 'stripe', amount: res.body.totalAmount });
    const seen = (await api(`/api/me/orders/${id}`, { token: customer.token })).body;
    expect(seen.status).toBe('shipped');
    expect(seen.tracking).toEqual({ carrier: 'inpost', number: '6200123456789', url: 'https://inpost.pl/sledzenie-przesylek?number=6200123456789' });
    const outbox = (await api('/dev/outbox.json')).body.emails as { kind: string; to: string; text: string }[];
    expect(outbox.some((e) => e.kind === 'order-shipped' && e.to === customer.email && e.text.includes('6200123456789'))).toBe(true);
  });

  it('releases stock when a paid order is cancelled, refunds it, and refuses to reopen it', async () => {
    const id = placed[1]!;
    const before = await getStock(25);
    const cancelled = await api(`/api/admin/orders/${id}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(await getStock(25)).toBe(before + 1);
    expect(cancelled.body.refunds).toEqual([expect.objectContaining({ reason: 'order_cancelled', amount: cancelled.body.amountPaid })]);
    const reopened = await api(`/api/admin/orders/${id}`, { method: 'PATCH', token: admin, json: { status: 'processing' } });
    expect(reopened.status).toBe(409);
    expect(await getStock(25)).toBe(before + 1);
  });

  it('cancels an unpaid order although Stripe\'s expiry webhook lands meanwhile, releases its stock once, and takes it again when reopened (repeated)', async () => {
    // The session expires (Stripe's clock) as the admin cancels: Stripe's checkout.session.expired
    // cancels the order between the admin's read and write in some of these rounds.
    for (let round = 0; round < 6; round++) {
      const { body } = await api('/api/checkout', { method: 'POST', token: customer.token, json: { lineItems: [{ productId: 25, quantity: 2 }], delivery: { method: 'pickup' } } });
      const before = await getStock(25);
      const [cancelled] = await Promise.all([
        api(`/api/admin/orders/${body.orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } }),
        new Promise((r) => setTimeout(r, round * 3)).then(() => stripeFake.expire(body.sessionId).catch(() => undefined)),
      ]);
      expect({ status: cancelled.status, body: cancelled.body }).toMatchObject({ status: 200, body: { status: 'cancelled' } });
      expect(await getStock(25)).toBe(before + 2);
      expect((await api(`/api/admin/orders/${body.orderId}`, { method: 'PATCH', token: admin, json: { status: 'processing' } })).status).toBe(200);
      expect(await getStock(25)).toBe(before);
    }
  });

  it('keeps the statistics equal to the sums over the orders after a mixed series of changes', async () => {
    for (const [id, status] of [
      [placed[2]!, 'delivered'],
      [placed[2]!, 'pending'],
      [placed[0]!, 'delivered'],
      [placed[2]!, 'cancelled'],
    ] as const) {
      expect((await api(`/api/admin/orders/${id}`, { method: 'PATCH', token: admin, json: { status } })).status).toBe(200);
    }
    const orders = await allOrders();
    const stats = adminStatsSchema.parse((await api('/api/admin/stats', { token: admin })).body);
    for (const status of ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const) {
      expect(stats.counts[status], status).toBe(orders.filter((o) => o.status === status).length);
    }
    const revenue = orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.totalAmount, 0);
    expect(stats.revenue).toBe(revenue);
    expect(Number((await storedStats()).revenue)).toBe(revenue);
    // Every order of this run was placed today: today's bar holds all of the revenue.
    expect(stats.daily.at(-1)!.revenue).toBe(revenue);
    expect(stats.monthly.at(-1)!.revenue).toBe(revenue);
    expect(stats.daily).toHaveLength(30);
    expect(stats.monthly).toHaveLength(12);
  });

  it('answers 404 for an unknown order and 400 for a bad status change', async () => {
    expect((await api('/api/admin/orders/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
    const bad = await api(`/api/admin/orders/${placed[0]}`, { method: 'PATCH', token: admin, json: { status: 'lost' } });
    expect(bad.status).toBe(400);
    const extra = await api(`/api/admin/orders/${placed[0]}`, { method: 'PATCH', token: admin, json: { status: 'shipped', totalAmount: 1 } });
    expect(extra.status).toBe(400);
  });
});

describe('dealer applications, inbox and the payment connection test', () => {
  const application = { company: 'Nowy Diler', taxId: '5260001246', contactPerson: 'Nowak', phone: '+48 600 000 111', yearsInBusiness: 4, address: 'ul. Długa 1, 31-001 Kraków' };

  it('approving makes an existing account a dealer and tells the applicant', async () => {
    const user = await newUser(undefined, 'Przyszły Diler');
    const id = (await api('/api/dealer-applications', { method: 'POST', json: { ...application, email: user.email } })).body.id;
    const res = await api(`/api/admin/dealer-applications/${id}/approve`, { method: 'POST', token: admin });
    expect(res.body).toMatchObject({ status: 'approved', outcome: 'promoted' });
    const me = (await api('/api/me', { token: await signIn(user.email, user.password) })).body;
    expect(me.isDealer).toBe(true);
    const outbox = (await api('/dev/outbox.json')).body.emails as { kind: string; to: string }[];
    expect(outbox.some((e) => e.kind === 'dealer-approved' && e.to === user.email)).toBe(true);
  });

  it('approving an applicant without an account invites them; rejecting tells them too', async () => {
    const invited = (await api('/api/dealer-applications', { method: 'POST', json: { ...application, email: 'nobody-yet@example.com' } })).body.id;
    expect((await api(`/api/admin/dealer-applications/${invited}/approve`, { method: 'POST', token: admin })).body.outcome).toBe('invited');
    const rejected = (await api('/api/dealer-applications', { method: 'POST', json: { ...application, email: 'rejected@example.com' } })).body.id;
    expect((await api(`/api/admin/dealer-applications/${rejected}/reject`, { method: 'POST', token: admin })).body.status).toBe('rejected');
    expect((await api(`/api/admin/dealer-applications/${rejected}/approve`, { method: 'POST', token: admin })).status).toBe(409);
    const outbox = (await api('/dev/outbox.json')).body.emails as { kind: string; to: string }[];
    expect(outbox.some((e) => e.kind === 'dealer-invitation' && e.to === 'nobody-yet@example.com')).toBe(true);
    expect(outbox.some((e) => e.kind === 'dealer-rejected' && e.to === 'rejected@example.com')).toBe(true);
  });

  it('shows contact messages in the inbox, newest first', async () => {
    await api('/api/contact', { method: 'POST', json: { name: 'Inbox', email: 'inbox@example.com', message: 'Pytanie o siodło', consent: true } });
    const items = (await api('/api/admin/messages', { token: admin })).body.items;
    expect(items[0]).toMatchObject({ email: 'inbox@example.com', message: 'Pytanie o siodło' });
  });

  it('reports a working payment connection', async () => {
    const res = await api('/api/admin/checkout-test', { method: 'POST', token: admin });
    expect(res.body).toMatchObject({ result: 'success', httpStatus: 200 });
  });
});
