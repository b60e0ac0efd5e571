import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryQuoteSchema, shipmentSchema, type Shipment, type ShippingSettingsInput } from '../../functions/contracts/delivery.js';
import { orderSchema, type Order } from '../../functions/contracts/order.js';
import { DEFAULT_SHIPPING_SETTINGS } from '../../functions/delivery/cost-rules.js';
import { api } from './api.js';
import { newUser, signIn } from './auth.js';
import { inpostFake } from './inpost-fake-client.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getStock, setShipping, setStock } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * Delivery through the local stack and its InPost fake: lockers, prices, checkout with each
 * method, shipments and labels, and tracking events (repeated, late, forged). Products 61–68
 * are this file's (19 in place of 63, a vest the demo sells in sizes): their stock, size class and
 * weight are set here.
 */
const PRICES: ShippingSettingsInput = {
  ...DEFAULT_SHIPPING_SETTINGS,
  locker: { A: 1000, B: 1200, C: 1500 },
  courier: { A: 1500, B: 1700, C: 2000, courier: 4000 },
  // Never free, unless a test sets a threshold.
  freeThreshold: null,
  dealer: { freeThreshold: null, courierAtLockerPrice: true },
};

let admin: string;
let customer: { token: string; email: string };
let settingsVersion = 0;

async function saveSettings(settings: ShippingSettingsInput) {
  const res = await api('/api/admin/shipping-settings', { method: 'PUT', token: admin, json: { ...settings, version: settingsVersion } });
  expect(res.status).toBe(200);
  settingsVersion = res.body.version;
}

beforeAll(async () => {
  [admin, customer] = await Promise.all([signIn('admin@example.com'), newUser(undefined, 'Anna Kowalska')]);
  settingsVersion = (await api('/api/admin/shipping-settings', { token: admin })).body.version;
  await saveSettings(PRICES);
  await Promise.all([
    setShipping(61, 'A', 300), setShipping(62, 'B', 2000), setShipping(19, 'courier', 5000), setShipping(64, 'C', 26_000),
    setShipping(65, 'A', 400), setShipping(66, 'A', 400), setShipping(67, 'B', 1500), setShipping(68, 'A', 300),
    ...[61, 62, 19, 64, 65, 66, 67, 68].map((id) => setStock(id, 200)),
  ]);
});

afterAll(async () => {
  await saveSettings(DEFAULT_SHIPPING_SETTINGS);
});

const locker = (pointCode = 'KRA010') => ({ method: 'locker', pointCode, phone: '600 100 200' });
const courier = { method: 'courier', phone: '+48 512-345-678', address: { name: 'Anna Kowalska', street: 'Długa', buildingNumber: '5/3', postalCode: '31-147', city: 'Kraków' } };
const pickup = { method: 'pickup' };

function checkout(lineItems: unknown, delivery: unknown, token = customer.token) {
  return api('/api/checkout', { method: 'POST', token, json: { lineItems, delivery } });
}

async function myOrder(id: string, token = customer.token): Promise<Order> {
  return orderSchema.parse((await api(`/api/me/orders/${id}`, { token })).body);
}

async function paidOrder(lineItems: unknown, delivery: unknown): Promise<Order> {
  const res = await checkout(lineItems, delivery);
  expect(res.status).toBe(200);
  await stripeFake.pay(res.body.sessionId, 'card');
  return eventually(() => myOrder(res.body.orderId), (o) => o.status === 'processing');
}

const ship = (orderId: string, json: unknown = {}) => api(`/api/admin/orders/${orderId}/shipment`, { method: 'POST', token: admin, json });
const myShipment = async (orderId: string): Promise<Shipment | null> => (await api(`/api/me/orders/${orderId}/shipment`, { token: customer.token })).body.shipment;
const emailsTo = async (email: string) => ((await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string }[]).filter((e) => e.to === email);

describe('GET /api/delivery/points', () => {
  it('finds lockers by postal code, nearest first, with the fields the picker shows', async () => {
    const res = await api('/api/delivery/points?query=30-001');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const items = res.body.items as { code: string; distance: number; address: { city: string }; openingHours: string; name: string }[];
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((p) => p.address.city === 'Kraków')).toBe(true);
    expect(items.map((p) => p.distance)).toEqual([...items.map((p) => p.distance)].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({ code: expect.stringMatching(/^KRA/), name: expect.stringContaining('Paczkomat'), openingHours: expect.any(String) });
    // The out-of-service locker is never offered.
    expect(items.some((p) => p.code === 'KRA990')).toBe(false);
  });

  it('finds them by city and street ("Kraków, Floriańska"), by code, and by city in any spelling', async () => {
    const street = (await api(`/api/delivery/points?query=${encodeURIComponent('Krakow, florianska')}`)).body.items;
    expect(street.length).toBeGreaterThan(0);
    expect(street.every((p: { address: { street: string } }) => p.address.street.startsWith('Floriańska'))).toBe(true);
    expect((await api('/api/delivery/points?query=kra010')).body.items.map((p: { code: string }) => p.code)).toEqual(['KRA010']);
    expect((await api('/api/delivery/points?query=BRZESKO')).body.items.length).toBeGreaterThan(0);
  });

  it('measures distance from the buyer\'s position', async () => {
    const items = (await api('/api/delivery/points?near=50.0614,19.9366')).body.items as { distance: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.distance).toBeLessThan(2000);
  });

  it.each(['', '?query=a', '?near=somewhere'])('answers %s with 400', async (query) => {
    const res = await api(`/api/delivery/points${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });
});

describe('POST /api/delivery/quote', () => {
  const quote = async (lineItems: unknown, token?: string) => {
    const res = await api('/api/delivery/quote', { method: 'POST', json: { lineItems }, token });
    expect(res.status).toBe(200);
    return deliveryQuoteSchema.parse(res.body);
  };
  const cost = (q: Awaited<ReturnType<typeof quote>>, method: string) => q.options.find((o) => o.method === method)!;

  it('prices each method by the parcel the cart makes', async () => {
    const small = await quote([{ productId: 61, quantity: 1 }]);
    expect(small.parcelSize).toBe('A');
    expect([cost(small, 'locker').cost, cost(small, 'courier').cost, cost(small, 'pickup').cost]).toEqual([1000, 1500, 0]);
    // Two A-class parts stack into a B compartment.
    expect((await quote([{ productId: 61, quantity: 2 }])).parcelSize).toBe('B');
  });

  it('offers no locker for a part that fits none, or a parcel over 25 kg, and says why', async () => {
    const tank = await quote([{ productId: 19, quantity: 1 }, { productId: 61, quantity: 1 }]);
    expect(cost(tank, 'locker')).toMatchObject({ available: false, unavailableReason: 'oversize' });
    expect(cost(tank, 'courier')).toMatchObject({ available: true, cost: 4000 });
    const heavy = await quote([{ productId: 64, quantity: 1 }]);
    expect(cost(heavy, 'locker')).toMatchObject({ available: false, unavailableReason: 'tooHeavy' });
  });

  it('gives dealers the courier at the locker price', async () => {
    const dealer = await signIn('dealer@example.com');
    expect(cost(await quote([{ productId: 62, quantity: 1 }], dealer), 'courier').cost).toBe(1200);
    expect(cost(await quote([{ productId: 62, quantity: 1 }]), 'courier').cost).toBe(1700);
  });

  it('rejects an unknown product with 400 naming the line', async () => {
    const res = await api('/api/delivery/quote', { method: 'POST', json: { lineItems: [{ productId: 999999, quantity: 1 }] } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'lineItems.0.productId': 'validation.unknownProduct' });
  });
});

describe('checkout with each delivery method', () => {
  it('locker: the locker is checked with InPost and stored, and delivery is a priced line of the payment', async () => {
    const res = await checkout([{ productId: 61, quantity: 1 }], locker('kra010'));
    expect(res.status).toBe(200);
    const order = await myOrder(res.body.orderId);
    const product = (await api('/api/products/61')).body;
    expect(order.delivery).toMatchObject({ method: 'locker', cost: 1000, phone: '600100200', parcelSize: 'A', point: { code: 'KRA010', address: { city: 'Kraków' } } });
    expect(order.totalAmount).toBe(product.price + 1000);
    const session = await (await fetch(`${(await import('vitest')).inject('endpoints').stripe}/__fake/sessions/${res.body.sessionId}`)).json();
    expect(session.amount_total).toBe(order.totalAmount);
  });

  it('courier: the address and the phone (normalised) are stored, and kept in the buyer\'s address book', async () => {
    const res = await checkout([{ productId: 62, quantity: 1 }], courier);
    expect(res.status).toBe(200);
    const order = await myOrder(res.body.orderId);
    expect(order.delivery).toMatchObject({ method: 'courier', cost: 1700, phone: '512345678', address: { ...courier.address, country: 'PL' } });
    const book = (await api('/api/me/delivery', { token: customer.token })).body;
    expect(book.addresses[0]).toMatchObject({ name: 'Anna Kowalska', street: 'Długa', postalCode: '31-147', phone: '512345678' });
    expect(book.lastPhone).toBe('512345678');
    const removed = await api(`/api/me/delivery/addresses/${book.addresses[0].id}`, { method: 'DELETE', token: customer.token });
    expect(removed.status).toBe(204);
    expect((await api('/api/me/delivery', { token: customer.token })).body.addresses).toEqual([]);
  });

  it('pickup: free, 0,00 zł, no address', async () => {
    const res = await checkout([{ productId: 19, quantity: 1 }], pickup);
    const order = await myOrder(res.body.orderId);
    expect(order.delivery).toEqual({ method: 'pickup', cost: 0, parcelSize: 'courier', weightGrams: 5000, cheapestOffered: PRICES.courier.courier });
  });

  it('delivery is free from the threshold, and a dealer\'s own threshold applies to dealers', async () => {
    const price = (await api('/api/products/65')).body.price as number;
    await saveSettings({ ...PRICES, freeThreshold: price * 2, dealer: { freeThreshold: 100, courierAtLockerPrice: false } });
    try {
      expect((await myOrder((await checkout([{ productId: 65, quantity: 1 }], locker())).body.orderId)).delivery!.cost).toBe(1000);
      expect((await myOrder((await checkout([{ productId: 65, quantity: 2 }], locker())).body.orderId)).delivery!.cost).toBe(0);
      const dealer = await signIn('dealer@example.com');
      const res = await checkout([{ productId: 65, quantity: 1 }], courier, dealer);
      expect((await myOrder(res.body.orderId, dealer)).delivery!.cost).toBe(0);
    } finally {
      await saveSettings(PRICES);
    }
  });

  it.each([
    ['a part that fits no locker', [{ productId: 19, quantity: 1 }], locker(), 'delivery.method', 'validation.lockerOversize'],
    ['a parcel over 25 kg', [{ productId: 64, quantity: 1 }], locker(), 'delivery.method', 'validation.lockerTooHeavy'],
    ['an unknown locker', [{ productId: 66, quantity: 1 }], locker('XYZ123'), 'delivery.pointCode', 'validation.pointUnknown'],
    ['a locker out of service', [{ productId: 66, quantity: 1 }], locker('KRA990'), 'delivery.pointCode', 'validation.pointInactive'],
    ['a point that takes no parcels', [{ productId: 66, quantity: 1 }], locker('TAR090'), 'delivery.pointCode', 'validation.pointInactive'],
    ['a client-sent cost', [{ productId: 66, quantity: 1 }], { ...locker(), cost: 0 }, 'delivery.cost', 'validation.deliveryCostNotAccepted'],
    ['a cost on pickup', [{ productId: 66, quantity: 1 }], { method: 'pickup', cost: 0 }, 'delivery.cost', 'validation.deliveryCostNotAccepted'],
    ['a landline for the SMS', [{ productId: 66, quantity: 1 }], { ...locker(), phone: '12 345 67 89' }, 'delivery.phone', 'validation.phoneMobile'],
    ['a postal code without its dash shape', [{ productId: 66, quantity: 1 }], { ...courier, address: { ...courier.address, postalCode: '3114' } }, 'delivery.address.postalCode', 'validation.postalCode'],
    ['a locker order without a locker', [{ productId: 66, quantity: 1 }], { method: 'locker', phone: '600100200' }, 'delivery.pointCode', 'validation.pointRequired'],
    ['no delivery at all', [{ productId: 66, quantity: 1 }], undefined, 'delivery', 'validation.deliveryRequired'],
  ])('refuses %s with 400 and holds nothing', async (_case, lineItems, delivery, field, key) => {
    const before = await getStock(lineItems[0]!.productId);
    const res = await checkout(lineItems, delivery);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.fields[field]).toEqual(key);
    expect(await getStock(lineItems[0]!.productId)).toBe(before);
  });
});

describe('shipments', () => {
  it('locker: the admin ships, gets the tracking number and the label; the order is shipped; the parcel travels to delivered, each step once', async () => {
    const order = await paidOrder([{ productId: 67, quantity: 1 }], locker('KRA020'));
    const res = await ship(order.id);
    expect(res.status).toBe(201);
    const shipment = shipmentSchema.parse(res.body.shipment);
    expect(shipment).toMatchObject({ carrier: 'inpost', status: 'confirmed', trackingNumber: expect.stringMatching(/^\d{24}$/), labelAvailable: true });
    const sent = (await inpostFake.shipments()).find((s) => String(s.id) === shipment.carrierShipmentId)!;
    expect(sent).toMatchObject({ service: 'inpost_locker_standard', custom_attributes: { target_point: 'KRA020' }, parcels: [{ template: 'medium' }] });
    // The receiver is the buyer as Stripe collected them (the fake's test buyer), with the SMS phone given at checkout.
    expect(sent.receiver).toMatchObject({ email: customer.email, phone: '600100200', first_name: 'Jan', last_name: 'Testowy' });

    const shipped = await myOrder(order.id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.tracking).toEqual({ carrier: 'inpost', number: shipment.trackingNumber, url: expect.stringContaining(shipment.trackingNumber!) });

    const label = await fetch(`${(await import('./api.js')).baseUrl()}/api/admin/orders/${order.id}/shipment/label`, { headers: { authorization: `Bearer ${admin}` } });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await label.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    expect((await ship(order.id)).status).toBe(409);

    await inpostFake.advance(shipment.carrierShipmentId!, 'ready_to_pickup');
    expect((await myShipment(order.id))!.status).toBe('ready_to_pickup');
    await inpostFake.advance(shipment.carrierShipmentId!, 'delivered');
    const delivered = (await myShipment(order.id))!;
    expect(delivered.status).toBe('delivered');
    expect(delivered.events.map((e) => e.status)).toEqual(['created', 'confirmed', 'in_transit', 'in_transit', 'out_for_delivery', 'ready_to_pickup', 'delivered']);
    expect((await myOrder(order.id)).status).toBe('delivered');

    // The same webhooks again, a late "ready to pick up", and five at once: nothing happens twice.
    await inpostFake.resendWebhook(shipment.carrierShipmentId!);
    await inpostFake.resendWebhook(shipment.carrierShipmentId!, 'ready_to_pickup');
    await Promise.all(Array.from({ length: 5 }, () => inpostFake.resendWebhook(shipment.carrierShipmentId!, 'delivered')));
    // (The confirmation comes from the follow-up job after the payment: waited for, not assumed.)
    const mailsOfOrder = async () => (await emailsTo(customer.email)).filter((e) => e.text.includes(order.id.slice(0, 8)));
    const kinds = (await eventually(mailsOfOrder, (mails) => mails.some((e) => e.kind === 'order-confirmation'))).map((e) => e.kind).sort();
    expect(kinds).toEqual(['order-confirmation', 'order-delivered', 'order-ready-to-pickup', 'order-shipped']);
    expect((await myShipment(order.id))!.status).toBe('delivered');
    const ready = (await emailsTo(customer.email)).find((e) => e.kind === 'order-ready-to-pickup' && e.text.includes(order.id))!;
    expect(ready.text).toContain('KRA020');
    expect(ready.text).toContain('Floriańska');
    const shippedMail = (await emailsTo(customer.email)).find((e) => e.kind === 'order-shipped' && e.text.includes(order.id))!;
    expect(shippedMail.text).toContain('Przewoźnik: InPost');
    expect(shippedMail.text).toMatch(/Dostawa: Paczkomat® KRA020 \(.*\): 12,00/);
  });

  it('a parcel stored at a PaczkoPunkt instead of the locker: one ready-for-pickup e-mail that names no locker, however the statuses repeat', async () => {
    const order = await paidOrder([{ productId: 65, quantity: 1 }], locker('KRA020'));
    const { shipment } = (await ship(order.id)).body as { shipment: Shipment };
    const readyMails = async () => (await emailsTo(customer.email)).filter((e) => e.kind === 'order-ready-to-pickup' && e.text.includes(order.id));

    await inpostFake.advance(shipment.carrierShipmentId!, 'out_for_delivery');
    await inpostFake.setStatus(shipment.carrierShipmentId!, 'stack_in_customer_service_point');
    expect((await myShipment(order.id))!.status).toBe('ready_to_pickup');
    // Every other status that means "waits for the buyer", again and at once: still one e-mail.
    await inpostFake.setStatus(shipment.carrierShipmentId!, 'pickup_reminder_sent');
    await Promise.all(['stack_in_customer_service_point', 'ready_to_pickup_from_pok', 'stack_in_box_machine'].map((status) => inpostFake.resendWebhook(shipment.carrierShipmentId!, status)));
    const mails = await readyMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toContain('KRA020');
    expect(mails[0]!.text).toContain('punkcie InPost');
    expect(mails[0]!.text).not.toContain('Floriańska');

    await inpostFake.advance(shipment.carrierShipmentId!, 'delivered');
    expect((await myOrder(order.id)).status).toBe('delivered');
    expect(await readyMails()).toHaveLength(1);
  });

  it('a courier parcel left at a PaczkoPunkt (courier_avizo_in_customer_service_point) sends the ready-for-pickup e-mail once', async () => {
    const order = await paidOrder([{ productId: 61, quantity: 1 }], courier);
    const { shipment } = (await ship(order.id)).body as { shipment: Shipment };
    await inpostFake.advance(shipment.carrierShipmentId!, 'out_for_delivery');
    await inpostFake.setStatus(shipment.carrierShipmentId!, 'courier_avizo_in_customer_service_point');
    await inpostFake.resendWebhook(shipment.carrierShipmentId!, 'courier_avizo_in_customer_service_point');
    expect((await myShipment(order.id))!.status).toBe('ready_to_pickup');
    const mails = (await emailsTo(customer.email)).filter((e) => e.kind === 'order-ready-to-pickup' && e.text.includes(order.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('czeka na odbiór');
  });

  it('a status ShipX added after the shop was written is kept in the history and moves nothing', async () => {
    const order = await paidOrder([{ productId: 68, quantity: 1 }], locker());
    const { shipment } = (await ship(order.id)).body as { shipment: Shipment };
    await inpostFake.advance(shipment.carrierShipmentId!, 'out_for_delivery');
    await inpostFake.setStatus(shipment.carrierShipmentId!, 'parcel_in_a_drone');
    const kept = (await myShipment(order.id))!;
    expect(kept.status).toBe('out_for_delivery');
    expect(kept.events.at(-1)).toMatchObject({ carrierStatus: 'parcel_in_a_drone' });
    await inpostFake.setStatus(shipment.carrierShipmentId!, 'ready_to_pickup');
    expect((await myShipment(order.id))!.status).toBe('ready_to_pickup');
  });

  it('courier: the address goes to InPost, the parcel is weighed and measured', async () => {
    const order = await paidOrder([{ productId: 62, quantity: 1 }, { productId: 68, quantity: 1 }], courier);
    const res = await ship(order.id);
    expect(res.status).toBe(201);
    const sent = (await inpostFake.shipments()).find((s) => String(s.id) === res.body.shipment.carrierShipmentId)!;
    expect(sent.service).toBe('inpost_courier_standard');
    expect(sent.receiver).toMatchObject({ first_name: 'Anna', last_name: 'Kowalska', phone: '512345678', address: { street: 'Długa', building_number: '5/3', post_code: '31-147', city: 'Kraków', country_code: 'PL' } });
    expect(sent.parcels[0]!.weight!.amount).toBe(2.3);
  });

  it('a forged webhook changes nothing: the shop asks InPost itself', async () => {
    const order = await paidOrder([{ productId: 66, quantity: 1 }], locker());
    const { shipment } = (await ship(order.id)).body;
    const forged = await api('/api/inpost/webhook', { method: 'POST', json: { event: 'shipment_status_changed', organization_id: 1, payload: { shipment_id: Number(shipment.carrierShipmentId), status: 'delivered' } } });
    expect(forged.status).toBe(200);
    expect((await myShipment(order.id))!.status).toBe('confirmed');
    expect((await myOrder(order.id)).status).toBe('shipped');
    expect((await api('/api/inpost/webhook', { method: 'POST', json: { event: 'shipment_status_changed', payload: { shipment_id: 1 } } })).body).toMatchObject({ received: true, known: false });
  });

  it('InPost refusing a shipment is shown in its words and changes nothing', async () => {
    const order = await paidOrder([{ productId: 66, quantity: 1 }], locker('KRA040'));
    await inpostFake.setPointStatus('KRA040', 'NonOperating');
    try {
      const res = await ship(order.id);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('unprocessable');
      expect(res.body.error.fields).toEqual({ 'custom_attributes.target_point': 'invalid' });
      expect((await myOrder(order.id)).status).toBe('processing');
      expect((await api(`/api/admin/orders/${order.id}/shipment`, { token: admin })).body.shipment).toBeNull();
    } finally {
      await inpostFake.setPointStatus('KRA040', 'Operating');
    }
    // Fixed at InPost: shipping works now.
    expect((await ship(order.id)).status).toBe(201);
  });

  it('two admins shipping the same order at once create one InPost shipment (twice over)', async () => {
    for (let round = 0; round < 2; round++) {
      const order = await paidOrder([{ productId: 68, quantity: 1 }], locker());
      const answers = await Promise.all(Array.from({ length: 6 }, () => ship(order.id)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const atInpost = (await inpostFake.shipments()).filter((s) => s.reference === `Zamówienie ${order.id.slice(0, 8)}`);
      expect(atInpost).toHaveLength(1);
    }
  });

  it('pickup: "ready for collection" and an e-mail with the workshop, no InPost', async () => {
    const order = await paidOrder([{ productId: 66, quantity: 1 }], pickup);
    const before = (await inpostFake.shipments()).length;
    const res = await ship(order.id);
    expect(res.status).toBe(201);
    expect(res.body.shipment).toMatchObject({ carrier: 'workshop', status: 'collection', trackingNumber: null });
    expect((await inpostFake.shipments()).length).toBe(before);
    expect((await myOrder(order.id)).status).toBe('shipped');
    const mail = (await emailsTo(customer.email)).find((e) => e.kind === 'order-shipped' && e.text.includes(order.id))!;
    expect(mail.subject).toContain('czeka na odbiór');
    expect(mail.text).toContain('Poręba Spytkowska');
    expect((await ship(order.id)).status).toBe(409);
  });

  it('only a paid order can be shipped, and a buyer sees only their own parcel', async () => {
    const res = await checkout([{ productId: 66, quantity: 1 }], locker());
    expect((await ship(res.body.orderId)).status).toBe(409);
    const other = await newUser();
    expect((await api(`/api/me/orders/${res.body.orderId}/shipment`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/me/orders/${res.body.orderId}/shipment`, { token: customer.token })).body).toEqual({ shipment: null });
  });
});

describe('shipping settings', () => {
  it('refuses a save over a version that is no longer current (another admin saved first)', async () => {
    const stale = settingsVersion;
    await saveSettings(PRICES);
    const res = await api('/api/admin/shipping-settings', { method: 'PUT', token: admin, json: { ...PRICES, version: stale } });
    expect(res.status).toBe(409);
  });

  it('rejects a negative price with the field named', async () => {
    const res = await api('/api/admin/shipping-settings', { method: 'PUT', token: admin, json: { ...PRICES, locker: { ...PRICES.locker, A: -1 }, version: settingsVersion } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['locker.A']).toBe('validation.number');
  });
});

describe('products carry how they ship', () => {
  const product = { name: 'Zbiornik testowy', description: 'Do wysyłki kurierem', brand: 'BodyStyle', categoryKey: 'body', subcategory: 'fuel-tanks', price: 150_000, imageUrl: 'https://example.com/tank.webp', stock: 2, ...publishableSafety };

  it('requires the size class and weight, answers them to the admin, and keeps them out of the shop', async () => {
    const missing = await api('/api/admin/products', { method: 'POST', token: admin, json: product });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({ parcelSize: 'validation.parcelSize', weightGrams: 'validation.weight' });
    const created = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...product, parcelSize: 'courier', weightGrams: 6_200 } });
    expect(created.status).toBe(201);
    expect((await api(`/api/admin/products/${created.body.id}`, { token: admin })).body).toMatchObject({ parcelSize: 'courier', weightGrams: 6_200 });
    const shown = (await api(`/api/products/${created.body.id}`)).body;
    expect(shown).not.toHaveProperty('parcelSize');
    expect(shown).not.toHaveProperty('weightGrams');
  });
});
