import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInpostFake, type InpostFake } from '../../infra/local/inpost-fake/server.js';

/**
 * The InPost fake answers as ShipX documents it: the points search, the create request's form
 * validation and its error shape, the Bearer token, asynchronous confirmation, the label only
 * once confirmed, tracking newest first, and webhooks in InPost's shape.
 */
let fake: InpostFake;
let base: string;
const webhooks: unknown[] = [];
let hook: Server;

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      webhooks.push(JSON.parse(body));
      res.end('{}');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
  const port = (hook.address() as { port: number }).port;
  fake = createInpostFake({ token: 't0ken', organizationId: '42', webhookUrl: `http://127.0.0.1:${port}/`, confirmAfterMs: 1500, log: () => {} });
  base = await fake.listen();
});
afterAll(async () => {
  await fake.close();
  await new Promise((r) => hook.close(r));
});

const get = (path: string, token?: string) => fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const post = (path: string, body: unknown, token = 't0ken') =>
  fetch(base + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const lockerShipment = {
  service: 'inpost_locker_standard',
  receiver: { email: 'jan@example.com', phone: '600100200' },
  parcels: [{ template: 'small' }],
  custom_attributes: { target_point: 'KRA010' },
  reference: 'Zamówienie 1',
};

describe('InPost fake: points', () => {
  it('searches near a postal code, nearest first, in a paged list', async () => {
    const page = await (await get('/v1/points?relative_post_code=30-001&sort_by=distance_to_relative_point&type=parcel_locker&functions=parcel_collect&per_page=5')).json();
    expect(page).toMatchObject({ page: 1, per_page: 5 });
    expect(page.items).toHaveLength(5);
    const distances = page.items.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(page.items[0]).toMatchObject({ name: expect.stringMatching(/^KRA/), status: 'Operating', address_details: { city: 'Kraków' }, functions: expect.arrayContaining(['parcel_collect']) });
  });

  it('finds one by name, 404s an unknown one, and refuses a bad parameter like ShipX', async () => {
    expect((await (await get('/v1/points/KRA990')).json()).status).toBe('NonOperating');
    const missing = await get('/v1/points/XXX000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, error: 'resource_not_found' });
    const bad = await get('/v1/points?per_page=9999');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400, error: 'invalid_parameter' });
  });
});

describe('InPost fake: shipments', () => {
  it('needs the token and the organization', async () => {
    expect((await post('/v1/organizations/42/shipments', lockerShipment, 'wrong')).status).toBe(401);
    expect((await post('/v1/organizations/7/shipments', lockerShipment)).status).toBe(403);
  });

  it('answers validation errors with ShipX\'s details, field by field', async () => {
    const res = await post('/v1/organizations/42/shipments', { ...lockerShipment, receiver: { email: 'x', phone: '12' }, parcels: [{ template: 'huge' }], custom_attributes: { target_point: 'KRA990' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      error: 'validation_failed',
      message: expect.any(String),
      details: {
        receiver: [{ email: ['invalid'], phone: ['invalid'] }],
        parcels: [{ template: ['invalid'] }],
        custom_attributes: [{ target_point: ['invalid'] }],
      },
    });
  });

  it('creates, confirms a moment later with a tracking number and a webhook, then gives the label and the history', async () => {
    const created = await (await post('/v1/organizations/42/shipments', lockerShipment)).json();
    expect(created).toMatchObject({ status: 'created', tracking_number: null, service: 'inpost_locker_standard' });
    const early = await get(`/v1/shipments/${created.id}/label?format=Pdf&type=A6`, 't0ken');
    expect(early.status).toBe(400);
    expect((await early.json()).error).toBe('invalid_action');

    let confirmed = created;
    for (let i = 0; i < 50 && confirmed.status === 'created'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      confirmed = await (await get(`/v1/shipments/${created.id}`, 't0ken')).json();
    }
    expect(confirmed).toMatchObject({ status: 'confirmed', tracking_number: expect.stringMatching(/^\d{24}$/) });
    // The webhook goes out right after the status changes: give it a moment to arrive.
    for (let i = 0; i < 50 && !webhooks.some((w) => (w as { event: string }).event === 'shipment_confirmed'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(webhooks).toContainEqual(expect.objectContaining({ event: 'shipment_confirmed', organization_id: 42, payload: { shipment_id: created.id, tracking_number: confirmed.tracking_number } }));

    const label = await get(`/v1/shipments/${created.id}/label?format=Pdf&type=A6`, 't0ken');
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await label.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    await post(`/__fake/shipments/${created.id}/advance`, { to: 'ready_to_pickup' });
    const tracking = await (await get(`/v1/tracking/${confirmed.tracking_number}`)).json();
    expect(tracking.tracking_details.map((d: { status: string }) => d.status)).toEqual(['ready_to_pickup', 'out_for_delivery', 'adopted_at_sorting_center', 'collected_from_sender', 'confirmed', 'created']);
    expect(tracking.custom_attributes).toMatchObject({ target_machine_id: 'KRA010', size: 'A' });
    expect(webhooks).toContainEqual(expect.objectContaining({ event: 'shipment_status_changed', payload: { shipment_id: created.id, status: 'ready_to_pickup', tracking_number: confirmed.tracking_number } }));
  });
});
