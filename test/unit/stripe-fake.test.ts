import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_EXPIRY_MINUTES } from '../../functions/contracts/order.js';
import { parseStripeForm } from '../../infra/local/stripe-fake/form-encoding.js';
import { createStripeFake, type StripeFake } from '../../infra/local/stripe-fake/server.js';

// The Stripe fake driven by the real `stripe` SDK, as the shop drives it, with a local HTTP
// server standing in for the shop's webhook endpoint. Timings are shortened through options.

const SECRET = 'whsec_unit_test_secret';

interface Received {
  rawBody: string;
  signature: string;
  event: Stripe.Event;
}

let receiver: Server;
const received: Received[] = [];
/** How many of the next webhook calls the receiver answers with a 500. */
let failNext = 0;
/** Added to the fake's clock, to reach a session's expiry without waiting a day. */
let clockOffsetMs = 0;
/** When set, the fake's clock stands still there (nothing falls due until it moves on). */
let frozenAt: number | undefined;
let dataDir: string;
let fake: StripeFake;
let base: string;
let stripe: Stripe;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end();
        return;
      }
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ rawBody, signature: String(req.headers['stripe-signature']), event: JSON.parse(rawBody) as Stripe.Event });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`;
  dataDir = mkdtempSync(join(tmpdir(), 'stripe-fake-'));
  fake = startFake(webhookUrl);
  base = await fake.listen();
  stripe = client(base);
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // Deliveries left from the last test (the sweep expires every open session) must not use up failNext.
  await fake.webhooksIdle();
  failNext = 0;
  clockOffsetMs = 0;
  frozenAt = undefined;
});

function startFake(webhookUrl: string): StripeFake {
  return createStripeFake({
    webhookUrl,
    webhookSecret: SECRET,
    dataDir,
    asyncPaymentDelayMs: 50,
    retryDelaysMs: [20, 40],
    expirySweepMs: 20,
    now: () => frozenAt ?? Date.now() + clockOffsetMs,
    log: () => {},
  });
}

function client(url: string, key = 'sk_test_unit'): Stripe {
  const { hostname, port } = new URL(url);
  return new Stripe(key, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
}

function sessionParams(over: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    allowed_payment_method_types: ['card', 'blik', 'p24'],
    line_items: [
      { price_data: { currency: 'pln', unit_amount: 123_456, product_data: { name: 'Siodło Bobber', images: ['http://localhost:3000/media/a.webp'] } }, quantity: 2 },
      { price_data: { currency: 'pln', unit_amount: 4_999, product_data: { name: 'Manetki' } }, quantity: 1 },
    ],
    client_reference_id: 'order-1',
    customer_email: 'kupujacy@example.com',
    metadata: { orderId: 'order-1' },
    success_url: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/payment/cancel',
    shipping_address_collection: { allowed_countries: ['PL'] },
    tax_id_collection: { enabled: true },
    ...over,
  };
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const eventsFor = (sessionId: string) =>
  received.filter((r) => (r.event.data.object as { id?: string }).id === sessionId);

/** The refund events of a payment (data.object a Refund or, for charge.refunded, the Charge). */
const paymentEvents = (paymentIntent: string) =>
  received.map((r) => r.event).filter((e) => (e.data.object as { payment_intent?: string }).payment_intent === paymentIntent);

async function payHook(id: string, body: Record<string, string>) {
  const res = await fetch(`${base}/__fake/sessions/${id}/pay`, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { session?: Stripe.Checkout.Session; redirectUrl?: string; error?: { message: string } } };
}

describe('the request format the SDK sends', () => {
  it('decodes bracket keys into nested objects and arrays', () => {
    const form = parseStripeForm(
      'mode=payment&line_items[0][price_data][currency]=pln&line_items[0][price_data][product_data][name]=Siod%C5%82o+Bobber' +
        '&line_items[0][quantity]=2&line_items[1][quantity]=1&payment_method_types[0]=card&payment_method_types[1]=blik' +
        '&metadata[orderId]=o-1&expand%5B%5D=line_items&holes[0]=a&holes[5]=b',
    );
    expect(form).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'pln', product_data: { name: 'Siodło Bobber' } }, quantity: '2' }, { quantity: '1' }],
      payment_method_types: ['card', 'blik'],
      metadata: { orderId: 'o-1' },
      expand: ['line_items'],
      holes: ['a', 'b'],
    });
  });

  it('ignores keys that would reach Object.prototype', () => {
    const form = parseStripeForm('__proto__[polluted]=yes&metadata[constructor]=x&ok=1');
    expect(form).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('Checkout Sessions through the stripe SDK', () => {
  it('creates a session with totals, the hosted page URL and the shop reference', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency: 'pln',
      amount_subtotal: 2 * 123_456 + 4_999,
      amount_total: 2 * 123_456 + 4_999,
      client_reference_id: 'order-1',
      customer_email: 'kupujacy@example.com',
      metadata: { orderId: 'order-1' },
      payment_intent: null,
      customer_details: null,
      livemode: false,
      payment_method_types: ['card', 'blik', 'p24'],
    });
    expect(session.url).toBe(`${base}/pay/${session.id}`);
    // Default expiry: 24 hours after creation.
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  it('parses nested line items from the form body', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const items = await stripe.checkout.sessions.listLineItems(session.id);

    expect(items.object).toBe('list');
    expect(items.data.map((i) => [i.description, i.quantity, i.price?.unit_amount, i.amount_total])).toEqual([
      ['Siodło Bobber', 2, 123_456, 246_912],
      ['Manetki', 1, 4_999, 4_999],
    ]);
  });

  it('retrieves a session, with line_items when expanded, and answers Stripe’s 404 for an unknown one', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());

    const fetched = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
    expect(fetched.id).toBe(created.id);
    expect(fetched.line_items?.data).toHaveLength(2);

    const missing = await stripe.checkout.sessions.retrieve('cs_test_nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('answers the same session for a repeated Idempotency-Key and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1-attempt-1' });
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1-attempt-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    const other = await stripe.checkout.sessions
      .create(sessionParams({ client_reference_id: 'order-2' }), { idempotencyKey: 'order-1-attempt-1' })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refuses what Stripe refuses: a short expiry, an unknown parameter, BLIK outside PLN', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tooSoon = await stripe.checkout.sessions.create(sessionParams({ expires_at: now + 10 * 60 })).catch((e: unknown) => e);
    expect(tooSoon).toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
    const tooLate = await stripe.checkout.sessions.create(sessionParams({ expires_at: now + 25 * 60 * 60 })).catch((e: unknown) => e);
    expect(tooLate).toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
    // Stripe's bare minimum, computed before a request that arrives (or is retried) 2 s later:
    // under 30 minutes from the session's creation, refused.
    clockOffsetMs = 2000;
    const bareMinimum = await stripe.checkout.sessions.create(sessionParams({ expires_at: now + 30 * 60 })).catch((e: unknown) => e);
    expect(bareMinimum).toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
    // The shop's own choice still opens a session when the request lands 4 minutes late.
    clockOffsetMs = 4 * 60 * 1000;
    const shopChoice = await stripe.checkout.sessions.create(sessionParams({ expires_at: now + CHECKOUT_EXPIRY_MINUTES * 60 }));
    expect(shopChoice.expires_at).toBe(now + CHECKOUT_EXPIRY_MINUTES * 60);
    clockOffsetMs = 0;

    const typo = await stripe.checkout.sessions
      .create({ ...sessionParams(), sucess_url: 'http://x' } as Stripe.Checkout.SessionCreateParams)
      .catch((e: unknown) => e);
    expect(typo).toMatchObject({ statusCode: 400, message: 'Received unknown parameter: sucess_url' });

    const euro = sessionParams({ line_items: [{ price_data: { currency: 'eur', unit_amount: 5000, product_data: { name: 'X' } }, quantity: 1 }] });
    expect(await stripe.checkout.sessions.create(euro).catch((e: unknown) => e)).toMatchObject({ param: 'allowed_payment_method_types[1]' });
  });

  it('reads the older payment_method_types parameter too', async () => {
    const body =
      'mode=payment&payment_method_types[0]=card&line_items[0][price_data][currency]=pln' +
      '&line_items[0][price_data][unit_amount]=5000&line_items[0][price_data][product_data][name]=Lusterko&line_items[0][quantity]=3';
    const res = await fetch(`${base}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_unit', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ amount_total: 15_000, payment_method_types: ['card'] });
  });

  it('requires a test secret key', async () => {
    const anonymous = await fetch(`${base}/v1/checkout/sessions/cs_test_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });

    const live = await client(base, 'sk_live_oops').checkout.sessions.retrieve('cs_test_x').catch((e: unknown) => e);
    expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('paying and the signed webhooks', () => {
  it('pays by card: the session completes and a signed checkout.session.completed arrives', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    const paid = await payHook(session.id, { outcome: 'card', taxId: '526-000-12-46' });
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(`http://localhost:3000/payment/success?session_id=${session.id}`);

    const [delivery] = await waitFor(() => (eventsFor(session.id).length ? eventsFor(session.id) : undefined), 'the completed event');
    // The shop's handler verifies exactly like this; it throws on a bad signature.
    const event = stripe.webhooks.constructEvent(delivery!.rawBody, delivery!.signature, SECRET);
    expect(event.type).toBe('checkout.session.completed');
    const completed = event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', client_reference_id: 'order-1' });
    expect(completed.payment_intent).toMatch(/^pi_test_/);
    expect(completed.customer_details).toMatchObject({
      name: 'Jan Testowy',
      email: 'kupujacy@example.com',
      address: { line1: 'ul. Testowa 1', postal_code: '30-001', city: 'Kraków', country: 'PL' },
      tax_ids: [{ type: 'eu_vat', value: 'PL5260001246' }],
    });
    expect(completed.collected_information?.shipping_details).toMatchObject({ name: 'Jan Testowy', address: { city: 'Kraków' } });

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
  });

  it('pays by BLIK: completed (unpaid) first, then async_payment_succeeded (paid)', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await payHook(session.id, { outcome: 'blik' });

    const events = await waitFor(() => (eventsFor(session.id).length === 2 ? eventsFor(session.id) : undefined), 'two BLIK events');
    expect(events.map((e) => [e.event.type, (e.event.data.object as Stripe.Checkout.Session).payment_status])).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_succeeded', 'paid'],
    ]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('a failing BLIK payment ends with async_payment_failed and stays unpaid', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await payHook(session.id, { outcome: 'fail' });

    const events = await waitFor(() => (eventsFor(session.id).length === 2 ? eventsFor(session.id) : undefined), 'two events');
    expect(events.map((e) => e.event.type)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_failed']);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
  });

  it('tells a failed bank payment from one under way only through the expanded PaymentIntent, as Stripe does', async () => {
    const failing = await stripe.checkout.sessions.create(sessionParams());
    const paying = await stripe.checkout.sessions.create(sessionParams());
    // The bank's answer is held back until looked at: the fake's clock stands still, so the answer
    // (due 50 ms after paying) never falls due, however slowly this machine runs.
    frozenAt = Date.now();
    await payHook(failing.id, { outcome: 'fail' });
    await payHook(paying.id, { outcome: 'blik' });
    // Under way: the session is complete + unpaid, its intent `processing`.
    const underWay = await stripe.checkout.sessions.retrieve(failing.id, { expand: ['payment_intent'] });
    expect([underWay.status, underWay.payment_status, (underWay.payment_intent as Stripe.PaymentIntent).status]).toEqual(['complete', 'unpaid', 'processing']);
    frozenAt = undefined;

    await waitFor(() => (eventsFor(failing.id).length === 2 && eventsFor(paying.id).length === 2 ? true : undefined), 'both outcomes');
    // Failed: still complete + unpaid, but the intent is back at `requires_payment_method`.
    const failed = await stripe.checkout.sessions.retrieve(failing.id, { expand: ['payment_intent'] });
    expect([failed.status, failed.payment_status]).toEqual(['complete', 'unpaid']);
    const intent = failed.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount_received: 0, last_payment_error: { code: 'payment_intent_payment_attempt_failed' } });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    // Paid: `succeeded`. Without expand the field stays the id.
    const paid = await stripe.checkout.sessions.retrieve(paying.id, { expand: ['payment_intent'] });
    expect((paid.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
    expect(typeof (await stripe.checkout.sessions.retrieve(paying.id)).payment_intent).toBe('string');
    expect(await stripe.paymentIntents.retrieve('pi_test_nothing').catch((e: unknown) => e)).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('expires an open session through the API, sends checkout.session.expired, and refuses to pay it', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    const [event] = await waitFor(() => (eventsFor(session.id).length ? eventsFor(session.id) : undefined), 'the expired event');
    expect(event!.event.type).toBe('checkout.session.expired');

    const refused = await payHook(session.id, { outcome: 'card' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/expired/);
    const again = await stripe.checkout.sessions.expire(session.id).catch((e: unknown) => e);
    expect(again).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    await fake.webhooksIdle();
    expect(eventsFor(session.id)).toHaveLength(1);
  });

  it('expires sessions on its own once expires_at has passed', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    clockOffsetMs = 25 * 60 * 60 * 1000;

    const [event] = await waitFor(() => (eventsFor(session.id).length ? eventsFor(session.id) : undefined), 'the sweep');
    expect(event!.event.type).toBe('checkout.session.expired');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('retries a webhook the endpoint refused, and lists the attempts', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    failNext = 1;
    await payHook(session.id, { outcome: 'card' });
    await fake.webhooksIdle();

    expect(eventsFor(session.id).map((e) => e.event.type)).toEqual(['checkout.session.completed']);
    const log = (await (await fetch(`${base}/__fake/events?session=${session.id}`)).json()) as {
      events: Array<{ delivery: string; attempts: Array<{ status: number }> }>;
    };
    expect(log.events).toHaveLength(1);
    expect(log.events[0]).toMatchObject({ delivery: 'delivered', attempts: [{ status: 500 }, { status: 200 }] });
  });

  it('re-sends an event under a new id, or the very same event', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await payHook(session.id, { outcome: 'card' });
    await fake.webhooksIdle();

    await fetch(`${base}/__fake/sessions/${session.id}/resend/checkout.session.completed`, { method: 'POST' });
    await fetch(`${base}/__fake/sessions/${session.id}/resend/checkout.session.completed?sameEventId=1`, { method: 'POST' });
    await fake.webhooksIdle();

    const ids = eventsFor(session.id).map((e) => e.event.id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe(ids[1]);
    for (const r of eventsFor(session.id)) expect(() => stripe.webhooks.constructEvent(r.rawBody, r.signature, SECRET)).not.toThrow();
  });

  it('sends a late event of a type the session never had, for out-of-order tests', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await payHook(session.id, { outcome: 'card' });

    const nothingToReplay = await fetch(`${base}/__fake/sessions/${session.id}/resend/checkout.session.expired?sameEventId=1`, { method: 'POST' });
    expect(nothingToReplay.status).toBe(404);
    const late = await fetch(`${base}/__fake/sessions/${session.id}/resend/checkout.session.expired`, { method: 'POST' });
    expect(late.status).toBe(200);
    await fake.webhooksIdle();

    expect(eventsFor(session.id).map((e) => e.event.type)).toEqual(['checkout.session.completed', 'checkout.session.expired']);
    const unknownType = await fetch(`${base}/__fake/sessions/${session.id}/resend/charge.succeeded`, { method: 'POST' });
    expect(unknownType.status).toBe(400);
  });
});

describe('the hosted test page', () => {
  it('shows the order in złoty with one button per test outcome', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const res = await fetch(session.url!);
    const html = await res.text();

    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/Local Stripe test page/);
    expect(html).toContain('Siodło Bobber');
    expect(html).toContain('2 × 1\u00a0234,56\u00a0zł');
    expect(html).toContain('2\u00a0519,11\u00a0zł'); // the total
    for (const label of ['Pay with card', 'Pay with BLIK', 'Pay with Przelewy24', 'BLIK — payment fails later', 'Cancel and return to the shop']) {
      expect(html).toContain(label);
    }
    expect(html).toContain('name="tax_id"');
  });

  it('redirects to success_url after paying, and refuses a second payment without a second event', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const post = (outcome: string) =>
      fetch(session.url!, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ outcome, tax_id: '' }) });

    const cancel = await post('cancel');
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/payment/cancel');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const pay = await post('p24');
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`http://localhost:3000/payment/success?session_id=${session.id}`);

    const second = await post('card');
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('Already paid');
    await fake.webhooksIdle();
    expect(eventsFor(session.id).map((e) => e.event.type)).toEqual(['checkout.session.completed']);
  });

  it('shows the form again with a message for a NIP that is not ten digits', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const res = await fetch(session.url!, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ outcome: 'card', tax_id: '123' }) });

    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/role="alert">A NIP has 10 digits/);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });
});

describe('state across a restart', () => {
  it('keeps sessions in the data dir', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const second = startFake('http://127.0.0.1:9/unused');
    try {
      const secondBase = await second.listen();
      const fetched = await client(secondBase).checkout.sessions.retrieve(session.id);
      expect(fetched).toMatchObject({ id: session.id, amount_total: session.amount_total, status: 'open' });
      // The hosted page follows the new address.
      expect(fetched.url).toBe(`${secondBase}/pay/${session.id}`);
    } finally {
      await second.close();
    }
  });
});

describe('anything else', () => {
  it('answers health checks and Stripe’s 404 shape for unknown URLs', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true });
    const res = await fetch(`${base}/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringMatching(/Unrecognized request URL/) } });
  });
});

describe('refunds', () => {
  async function paidSession(outcome: 'card' | 'p24' = 'card') {
    const session = await stripe.checkout.sessions.create(sessionParams({ client_reference_id: `order-${outcome}-${Date.now()}` }));
    await payHook(session.id, { outcome });
    return stripe.checkout.sessions.retrieve(session.id);
  }

  it('refund a card payment at once, in parts, with Refunds API shapes and the refund events', async () => {
    const session = await paidSession('card');
    const pi = session.payment_intent as string;

    const part = await stripe.refunds.create({ payment_intent: pi, amount: 1000, metadata: { orderId: 'o1', refundId: 'r1' } });
    expect(part).toMatchObject({ object: 'refund', amount: 1000, currency: 'pln', status: 'succeeded', payment_intent: pi, metadata: { orderId: 'o1', refundId: 'r1' } });
    expect(part.id).toMatch(/^re_/);
    expect(await stripe.refunds.retrieve(part.id)).toEqual(part);

    const rest = await stripe.refunds.create({ payment_intent: pi });
    expect(rest.amount).toBe(session.amount_total! - 1000);
    await expect(stripe.refunds.create({ payment_intent: pi, amount: 1 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'charge_already_refunded' });

    const refundEvents = await waitFor(() => {
      const types = paymentEvents(pi).map((e) => e.type);
      return types.filter((t) => t === 'refund.created').length === 2 && types.filter((t) => t === 'charge.refunded').length === 2 ? paymentEvents(pi) : undefined;
    }, 'the refund events');
    const charge = refundEvents.filter((e) => e.type === 'charge.refunded').at(-1)!.data.object as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', amount_refunded: session.amount_total, refunded: true, payment_intent: pi });
  });

  it('refuse more than is left, an unpaid payment and an unknown one, as Stripe does', async () => {
    const session = await paidSession('card');
    await expect(stripe.refunds.create({ payment_intent: session.payment_intent as string, amount: session.amount_total! + 1 })).rejects.toMatchObject({
      code: 'amount_too_large',
      param: 'amount',
      message: expect.stringMatching(/is greater than unrefunded amount on charge/),
    });
    const unpaid = await stripe.checkout.sessions.create(sessionParams());
    await payHook(unpaid.id, { outcome: 'fail' }); // completed, the BLIK payment never succeeds
    const pending = await stripe.checkout.sessions.retrieve(unpaid.id);
    await expect(stripe.refunds.create({ payment_intent: pending.payment_intent as string })).rejects.toMatchObject({ code: 'charge_not_refundable' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('keep the same refund for the same idempotency key', async () => {
    const session = await paidSession('card');
    const params = { payment_intent: session.payment_intent as string, amount: 500 };
    const first = await stripe.refunds.create(params, { idempotencyKey: 'refund-once' });
    const again = await stripe.refunds.create(params, { idempotencyKey: 'refund-once' });
    expect(again.id).toBe(first.id);
  });

  it('settle a Przelewy24 refund later, or fail it on request (refund.updated, refund.failed)', async () => {
    const session = await paidSession('p24');
    const settling = await stripe.refunds.create({ payment_intent: session.payment_intent as string, amount: 700 });
    expect(settling.status).toBe('pending');
    const pi = session.payment_intent as string;
    await waitFor(() => paymentEvents(pi).find((e) => e.type === 'refund.updated' && (e.data.object as Stripe.Refund).status === 'succeeded'), 'the refund to succeed');

    await fetch(`${base}/__fake/sessions/${session.id}/refunds-pending`, { method: 'POST' });
    const failing = await stripe.refunds.create({ payment_intent: session.payment_intent as string, amount: 300 });
    expect(failing.status).toBe('pending');
    expect((await fetch(`${base}/__fake/refunds/${failing.id}/fail`, { method: 'POST' })).status).toBe(200);
    await waitFor(() => paymentEvents(pi).find((e) => e.type === 'refund.failed'), 'refund.failed');
    expect(await stripe.refunds.retrieve(failing.id)).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    // The failed amount is refundable again.
    expect((await stripe.refunds.create({ payment_intent: session.payment_intent as string })).amount).toBe(session.amount_total! - 700);
  });

  it('are driven from the dev page: expire a session, refund a payment', async () => {
    const open = await stripe.checkout.sessions.create(sessionParams());
    const paid = await paidSession('card');
    const page = await (await fetch(`${base}/`)).text();
    expect(page).toContain(`dashboard/expire/${open.id}`);
    expect(page).toContain(`dashboard/refund/${paid.id}`);
    const expired = await fetch(`${base}/dashboard/expire/${open.id}`, { method: 'POST', redirect: 'manual' });
    expect(expired.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(open.id)).status).toBe('expired');
    await fetch(`${base}/dashboard/refund/${paid.id}`, { method: 'POST', body: new URLSearchParams({ amount: '1,50' }), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    const refunds = (await (await fetch(`${base}/__fake/refunds`)).json()) as { refunds: Stripe.Refund[] };
    expect(refunds.refunds.find((r) => r.payment_intent === paid.payment_intent)).toMatchObject({ amount: 150, status: 'succeeded' });
  });
});
