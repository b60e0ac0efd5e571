import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { invalidRequest, resourceMissing, StripeApiError, unrecognizedUrl } from './errors.js';
import { FormEncodingError, parseStripeForm, type FormObject } from './form-encoding.js';
import { renderDashboard } from './dashboard-page.js';
import { renderMessagePage, renderPayPage } from './pay-page.js';
import { chargeSession, chargeView, createRefund, settleRefund, type RefundRecord } from './refunds.js';
import { paymentIntentView } from './payment-intents.js';
import { parseSessionCreate } from './session-params.js';
import {
  completeSession,
  createSessionRecord,
  expireSession,
  listLineItems,
  newId,
  normaliseNip,
  OUTCOME_METHOD,
  PAY_OUTCOMES,
  redirectUrl,
  settleAsyncPayment,
  type CheckoutSession,
  type PayOutcome,
  type SessionRecord,
} from './sessions.js';
import { SessionStore } from './store.js';
import { EVENT_TYPES, REFUND_EVENT_TYPES, WebhookSender, type CheckoutEventType } from './webhooks.js';

/**
 * The Stripe fake as a server you can start in-process (tests) or from main.ts (local stack).
 *
 *   Stripe API (what the `stripe` SDK calls; Bearer sk_test_… required)
 *     POST /v1/checkout/sessions                 create (Idempotency-Key honoured)
 *     GET  /v1/checkout/sessions/:id             retrieve (expand[]=line_items, expand[]=payment_intent)
 *     GET  /v1/checkout/sessions/:id/line_items  list (limit, starting_after)
 *     POST /v1/checkout/sessions/:id/expire      expire an open session
 *     GET  /v1/payment_intents/:id               a completed session's payment (payment-intents.ts)
 *     POST /v1/refunds                           refund (part of) a paid session's payment
 *     GET  /v1/refunds/:id                       retrieve a refund
 *   Browser
 *     GET  /pay/:id        the hosted test page      POST /pay/:id  outcome=card|blik|p24|fail|cancel
 *     GET  /               the dev page: sessions and refunds, with buttons to expire a session,
 *                          refund a payment, and settle or fail a pending refund
 *   Test hooks (no auth)
 *     POST /__fake/sessions/:id/refunds-pending     its refunds start pending and wait for a hook
 *     POST /__fake/refunds/:id/succeed|fail         settle a pending refund (refund.updated, refund.failed)
 *     GET  /__fake/refunds
 *     POST /__fake/sessions/:id/pay                 {"outcome": …, "taxId"?: …, "email"?: … (typed by a guest)} → {session, redirectUrl}
 *     POST /__fake/sessions/:id/resend/:eventType   [?sameEventId=1]; a late one if never sent; a
 *                                                   refund event (refund.*, charge.refunded) only again
 *     POST /__fake/sessions/:id/lose-webhooks       its later events are recorded, never delivered
 *     GET  /__fake/events                           [?session=cs_…&type=…]
 *     GET  /__fake/sessions/:id
 *   GET /health → {"ok":true}
 */

export interface StripeFakeOptions {
  /** Where events are POSTed; without it they are only listed by /__fake/events. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Where sessions.json lives; state is in memory only when absent. */
  dataDir?: string;
  /** The browser-facing base of the hosted page; default `http://<host>:<port>`. */
  publicUrl?: string;
  /** How long BLIK takes to succeed or fail after the page completes. */
  asyncPaymentDelayMs?: number;
  /** Waits between webhook delivery attempts. */
  retryDelaysMs?: readonly number[];
  /** How often open sessions past expires_at are expired. */
  expirySweepMs?: number;
  /** The clock for session times, in ms; tests move it to reach expiry. */
  now?: () => number;
  log?: (line: string) => void;
}

export interface StripeFake {
  readonly server: Server;
  /** Starts listening (port 0 or absent: a free one); resolves with the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops timers, pending webhook retries and the server. */
  close(): Promise<void>;
  /** Resolves once every queued webhook delivery has finished (delivered or given up). */
  webhooksIdle(): Promise<void>;
}

interface Reply {
  status: number;
  json?: unknown;
  html?: string;
  location?: string;
  headers?: Record<string, string>;
}

interface Request {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** The path's captures, e.g. the session id. */
  params: string[];
}

interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  run: (req: Request) => Reply;
}

type PayResult =
  | { ok: true; record: SessionRecord; redirectUrl: string | null }
  | { ok: false; status: number; message: string; showForm: boolean };

const MAX_BODY_BYTES = 1024 * 1024;

const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({ status, json: body, ...(headers ? { headers } : {}) });
const fromError = (error: StripeApiError): Reply => json(error.status, error.toJSON());

export function createStripeFake(options: StripeFakeOptions): StripeFake {
  const now = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);
  const log = options.log ?? ((line: string) => console.log(`${new Date().toISOString()} ${line}`));
  const settleDelayMs = options.asyncPaymentDelayMs ?? 1500;
  const store = new SessionStore(options.dataDir, now);
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    // The version the shop's SDK is pinned to, as a webhook endpoint created with it would get.
    apiVersion: Stripe.API_VERSION,
    retryDelaysMs: options.retryDelaysMs ?? [500, 1000, 2000, 4000, 8000],
    now,
    log,
  });
  const timers = new Set<NodeJS.Timeout>();
  let publicUrl = options.publicUrl ?? '';

  // ---- state changes shared by the API, the page and the hooks --------------------------------

  /** Expires an open session whose time is up; the sweep does it too, this closes the gap between sweeps. */
  function expireIfDue(record: SessionRecord): void {
    if (record.session.status === 'open' && record.session.expires_at <= nowSeconds()) {
      expireSession(record);
      store.save();
      log(`${record.session.id} expired`);
      webhooks.send('checkout.session.expired', record.session);
    }
  }

  function settleIfDue(record: SessionRecord): void {
    if (record.pendingAsync && record.pendingAsync.dueAt <= now()) {
      const type = settleAsyncPayment(record);
      if (type === 'checkout.session.async_payment_succeeded') chargeSession(record, 'blik', nowSeconds());
      store.save();
      webhooks.send(type, record.session);
    }
  }

  /** A pending refund reaches its end: refund.updated, and refund.failed when it failed. */
  function finishRefund(refund: RefundRecord, outcome: 'succeeded' | 'failed'): void {
    settleRefund(refund, outcome, store.get(refund.sessionId));
    store.save();
    log(`${refund.refund.id} ${outcome}`);
    webhooks.send('refund.updated', refund.refund, refund.sessionId);
    if (outcome === 'failed') webhooks.send('refund.failed', refund.refund, refund.sessionId);
  }

  function sweep(): void {
    for (const record of store.sessions.values()) {
      expireIfDue(record);
      settleIfDue(record);
    }
    for (const refund of store.refunds.values()) if (refund.settleAt !== null && refund.settleAt <= now()) finishRefund(refund, 'succeeded');
  }

  /** Settles a bank refund on time rather than at the next sweep. */
  function scheduleRefund(refund: RefundRecord): void {
    if (refund.settleAt === null) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (refund.settleAt !== null && refund.settleAt <= now()) finishRefund(refund, 'succeeded');
    }, Math.max(0, refund.settleAt - now()));
    timer.unref();
    timers.add(timer);
  }

  function refund(params: FormObject): RefundRecord {
    const created = createRefund(params, (by) => store.findPayment(by), nowSeconds(), settleDelayMs, now());
    store.addRefund(created);
    log(`${created.refund.id} created: ${created.refund.amount} ${created.refund.currency} of ${created.refund.payment_intent} (${created.refund.status})`);
    webhooks.send('refund.created', created.refund, created.sessionId);
    webhooks.send('charge.refunded', chargeView(store.get(created.sessionId)!), created.sessionId);
    scheduleRefund(created);
    return created;
  }

  function requireRefund(id: string): RefundRecord {
    const record = store.refunds.get(id);
    if (!record) throw resourceMissing('refund', id);
    return record;
  }

  /** Expires an open session on request (the API, the dev page). */
  function expireOpen(record: SessionRecord, via: string): void {
    expireIfDue(record);
    if (record.session.status !== 'open') {
      throw invalidRequest(`Only Checkout Sessions with a status of \`open\` can be expired; this one is \`${record.session.status}\`.`);
    }
    expireSession(record);
    store.save();
    log(`${record.session.id} expired through ${via}`);
    webhooks.send('checkout.session.expired', record.session);
  }

  /** Settles a BLIK payment on time rather than at the next sweep. */
  function scheduleSettle(record: SessionRecord): void {
    if (!record.pendingAsync) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      settleIfDue(record);
    }, Math.max(0, record.pendingAsync.dueAt - now()));
    timer.unref();
    timers.add(timer);
  }

  function pay(id: string, outcome: PayOutcome, taxIdInput: string | undefined, email?: string): PayResult {
    const record = store.get(id);
    if (!record) return { ok: false, status: 404, message: `No such checkout.session: '${id}'`, showForm: false };
    expireIfDue(record);
    const s = record.session;
    if (s.status !== 'open') {
      return { ok: false, status: 409, message: `This Checkout Session is ${s.status === 'complete' ? 'already complete' : 'expired'}; it cannot be paid again.`, showForm: false };
    }
    // Cancelling leaves the session open until it expires, as on Stripe.
    if (outcome === 'cancel') return { ok: true, record, redirectUrl: redirectUrl(s.cancel_url, s.id) };
    if (!s.payment_method_types.includes(OUTCOME_METHOD[outcome])) {
      return { ok: false, status: 400, message: `This session does not offer ${OUTCOME_METHOD[outcome]} (payment_method_types: ${s.payment_method_types.join(', ')}).`, showForm: true };
    }
    let nip: string | null = null;
    if (s.tax_id_collection.enabled && taxIdInput?.trim()) {
      nip = normaliseNip(taxIdInput);
      if (!nip) return { ok: false, status: 400, message: 'A NIP has 10 digits, for example 123-456-78-90.', showForm: true };
    }
    completeSession(record, outcome, nip, now() + settleDelayMs, email);
    if (s.payment_status === 'paid') chargeSession(record, OUTCOME_METHOD[outcome], nowSeconds());
    store.save();
    log(`${s.id} completed by ${outcome} (${s.payment_status})`);
    webhooks.send('checkout.session.completed', record.session);
    scheduleSettle(record);
    return { ok: true, record, redirectUrl: redirectUrl(s.success_url, s.id) };
  }

  // ---- routes ----------------------------------------------------------------------------------

  function requireSession(id: string): SessionRecord {
    const record = store.get(id);
    if (!record) throw resourceMissing('checkout.session', id);
    return record;
  }

  function sessionView(record: SessionRecord, expand: unknown): CheckoutSession {
    const wants = (field: string) => Array.isArray(expand) && expand.includes(field);
    return {
      ...record.session,
      ...(wants('line_items') ? { line_items: listLineItems(record) } : {}),
      // Expanded, the id becomes the object (null stays null), as Stripe's expansion does.
      ...(wants('payment_intent') ? { payment_intent: paymentIntentView(record) as unknown as string | null } : {}),
    };
  }

  const routes: Route[] = [
    { method: 'GET', path: /^\/health$/, run: () => json(200, { ok: true }) },

    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions$/,
      run: (req) => {
        // One clock reading per request: the default expiry and `created` must be exactly 24 h apart,
        // as Stripe's are, even when the request straddles a second.
        const createdAt = nowSeconds();
        const input = parseSessionCreate(parseStripeForm(req.body), createdAt);
        if (input instanceof StripeApiError) return fromError(input);
        if (input.ignored.length) log(`accepted but not modelled: ${input.ignored.join(', ')}`);
        const record = createSessionRecord(input, createdAt, publicUrl);
        store.add(record);
        log(`${record.session.id} created: ${record.session.amount_total} ${record.session.currency}, reference ${record.session.client_reference_id ?? '-'}`);
        return json(200, sessionView(record, input.expand));
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      run: (req) => {
        const record = requireSession(req.params[0]!);
        expireIfDue(record);
        return json(200, sessionView(record, parseStripeForm(req.url.search.slice(1)).expand));
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
      run: (req) => {
        const record = requireSession(req.params[0]!);
        const query = parseStripeForm(req.url.search.slice(1));
        const limit = query.limit === undefined ? 10 : Number(query.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
          throw invalidRequest('Invalid limit: must be an integer between 1 and 100', 'limit');
        }
        return json(200, listLineItems(record, limit, typeof query.starting_after === 'string' ? query.starting_after : undefined));
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      run: (req) => {
        const record = requireSession(req.params[0]!);
        expireOpen(record, 'the API');
        return json(200, record.session);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payment_intents\/([^/]+)$/,
      run: (req) => {
        const record = store.findPayment({ paymentIntent: req.params[0]! });
        if (!record) throw resourceMissing('payment_intent', req.params[0]!);
        settleIfDue(record);
        return json(200, paymentIntentView(record));
      },
    },
    { method: 'POST', path: /^\/v1\/refunds$/, run: (req) => json(200, refund(parseStripeForm(req.body)).refund) },
    { method: 'GET', path: /^\/v1\/refunds\/([^/]+)$/, run: (req) => json(200, requireRefund(req.params[0]!).refund) },

    // ---- the dev page ----
    {
      method: 'GET',
      path: /^\/$/,
      run: () => ({ status: 200, html: renderDashboard([...store.sessions.values()].reverse(), [...store.refunds.values()].reverse()) }),
    },
    {
      method: 'POST',
      path: /^\/dashboard\/(expire|refund|refund-succeed|refund-fail)\/([^/]+)$/,
      run: (req) => {
        const [action, id] = req.params as [string, string];
        const form = new URLSearchParams(req.body);
        try {
          if (action === 'expire') expireOpen(requireSession(id), 'the dev page');
          else if (action === 'refund') {
            const record = requireSession(id);
            const zl = form.get('amount')?.trim().replace(',', '.');
            refund({ payment_intent: record.session.payment_intent ?? '', ...(zl ? { amount: String(Math.round(Number(zl) * 100)) } : {}) });
          } else finishRefund(requireRefund(id), action === 'refund-succeed' ? 'succeeded' : 'failed');
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          return { status: error.status, html: renderMessagePage('Stripe would refuse that', error.message, { href: `${publicUrl}/`, label: 'Back to the dev page' }) };
        }
        return { status: 303, location: `${publicUrl}/` };
      },
    },

    {
      method: 'GET',
      path: /^\/pay\/([^/]+)$/,
      run: (req) => {
        const record = store.get(req.params[0]!);
        if (!record) return { status: 404, html: renderMessagePage('Payment page not found', 'There is no Checkout Session with this id in the Stripe fake.') };
        expireIfDue(record);
        if (record.session.status !== 'open') return { status: 200, html: closedPage(record) };
        return { status: 200, html: renderPayPage(record, { settleDelayMs }) };
      },
    },
    {
      method: 'POST',
      path: /^\/pay\/([^/]+)$/,
      run: (req) => {
        const form = new URLSearchParams(req.body);
        const outcome = form.get('outcome');
        const taxId = form.get('tax_id') ?? undefined;
        if (!isOutcome(outcome)) return { status: 400, html: renderMessagePage('Unknown choice', 'Go back and press one of the buttons.') };
        const result = pay(req.params[0]!, outcome, taxId);
        if (!result.ok) {
          const record = store.get(req.params[0]!);
          if (record && result.showForm) return { status: result.status, html: renderPayPage(record, { settleDelayMs, error: result.message, taxId }) };
          return { status: result.status, html: record ? closedPage(record) : renderMessagePage('Payment page not found', result.message) };
        }
        if (result.redirectUrl) return { status: 303, location: result.redirectUrl };
        // Without success_url / cancel_url Stripe shows its own page; so does the fake.
        return outcome === 'cancel'
          ? { status: 200, html: renderMessagePage('Payment cancelled', 'The session has no cancel_url to return to. It stays open until it expires.') }
          : { status: 200, html: renderMessagePage('Payment complete', 'The session has no success_url to return to.') };
      },
    },

    {
      method: 'POST',
      path: /^\/__fake\/sessions\/([^/]+)\/pay$/,
      run: (req) => {
        const body = jsonOf(req.body) as { outcome?: unknown; taxId?: unknown; email?: unknown };
        if (!isOutcome(body.outcome)) throw invalidRequest(`outcome must be one of ${PAY_OUTCOMES.join(', ')}`, 'outcome');
        const email = typeof body.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(body.email) ? body.email : undefined;
        const result = pay(req.params[0]!, body.outcome, typeof body.taxId === 'string' ? body.taxId : undefined, email);
        if (!result.ok) {
          throw result.status === 404 ? resourceMissing('checkout.session', req.params[0]!) : invalidRequest(result.message);
        }
        return json(200, { session: result.record.session, redirectUrl: result.redirectUrl });
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/sessions\/([^/]+)\/resend\/([^/]+)$/,
      run: (req) => {
        const [id, type] = req.params as [string, string];
        const refundEvent = (REFUND_EVENT_TYPES as readonly string[]).includes(type);
        if (!isEventType(type) && !refundEvent) throw invalidRequest(`eventType must be one of ${[...EVENT_TYPES, ...REFUND_EVENT_TYPES].join(', ')}`, 'eventType');
        const record = requireSession(id);
        const sameId = req.url.searchParams.get('sameEventId') === '1';
        const original = webhooks.last(id, type);
        if (original) {
          log(`resending ${type} for ${id} (${sameId ? 'same' : 'new'} event id)`);
          return json(200, webhooks.resend(original, sameId));
        }
        if (sameId || refundEvent) {
          throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No ${type} event was sent for '${id}', so none can be sent again` });
        }
        // Never sent (e.g. `expired` for a paid session): send one built from the session as it
        // is now, so a shop can test an event that arrives out of place.
        log(`sending a late ${type} for ${id}`);
        return json(200, webhooks.send(type as CheckoutEventType, record.session));
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/sessions\/([^/]+)\/lose-webhooks$/,
      run: (req) => {
        const record = requireSession(req.params[0]!);
        webhooks.loseEventsOf(record.session.id);
        log(`${record.session.id}: its webhooks will be lost from now on`);
        return json(200, { losing: record.session.id });
      },
    },
    {
      method: 'GET',
      path: /^\/__fake\/events$/,
      run: (req) => {
        const session = req.url.searchParams.get('session');
        const type = req.url.searchParams.get('type');
        const events = webhooks.log.filter((e) => (!session || e.sessionId === session) && (!type || e.event.type === type));
        return json(200, { events });
      },
    },
    { method: 'GET', path: /^\/__fake\/sessions\/([^/]+)$/, run: (req) => json(200, requireSession(req.params[0]!).session) },
    {
      method: 'POST',
      path: /^\/__fake\/sessions\/([^/]+)\/refunds-pending$/,
      run: (req) => {
        const record = requireSession(req.params[0]!);
        if (!record.charge) throw invalidRequest('This session has no payment yet; pay it first.');
        record.charge.refundsPending = true;
        store.save();
        return json(200, { refundsPending: record.session.id });
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/refunds\/([^/]+)\/(succeed|fail)$/,
      run: (req) => {
        const record = requireRefund(req.params[0]!);
        finishRefund(record, req.params[1] === 'succeed' ? 'succeeded' : 'failed');
        return json(200, record.refund);
      },
    },
    { method: 'GET', path: /^\/__fake\/refunds$/, run: () => json(200, { refunds: [...store.refunds.values()].map((r) => r.refund) }) },
  ];

  function closedPage(record: SessionRecord): string {
    const s = record.session;
    if (s.status === 'complete') {
      const back = redirectUrl(s.success_url, s.id);
      return renderMessagePage('Already paid', 'This order has already been completed; nothing more to pay.', back ? { href: back, label: 'Return to the shop' } : undefined);
    }
    const back = redirectUrl(s.cancel_url, s.id);
    return renderMessagePage('This payment page has expired', 'The Checkout Session expired before it was paid. Start the checkout again from the shop.', back ? { href: back, label: 'Return to the shop' } : undefined);
  }

  // ---- the Stripe API's cross-cutting rules: auth and idempotency -------------------------------

  /** A replayed answer for a repeated Idempotency-Key, an error for a reused one, or null to go on. */
  function replayIdempotent(key: string, fingerprint: string): Reply | null {
    const previous = store.idempotency.get(key);
    if (!previous) return null;
    if (previous.fingerprint !== fingerprint) {
      return fromError(
        new StripeApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        }),
      );
    }
    return json(previous.status, previous.body, { 'idempotent-replayed': 'true' });
  }

  function handle(req: Request): Reply {
    const api = req.url.pathname.startsWith('/v1/');
    if (api) {
      const authError = checkApiKey(req.headers.authorization);
      if (authError) return fromError(authError);
    }
    const route = routes.find((r) => r.method === req.method && r.path.test(req.url.pathname));
    if (!route) return fromError(unrecognizedUrl(req.method, req.url.pathname));
    req.params = route.path.exec(req.url.pathname)!.slice(1).map(decodeURIComponent);

    const key = api && req.method === 'POST' ? header(req.headers, 'idempotency-key') : undefined;
    // Stripe compares parameters, not bytes: the same values in another order are the same request.
    const fingerprint = key ? `${req.method} ${req.url.pathname} ${canonicalJson(parseStripeForm(req.body))}` : '';
    if (key) {
      const replay = replayIdempotent(key, fingerprint);
      if (replay) return replay;
    }
    const reply = route.run(req);
    // Only requests that did something are kept; a refused one may be retried with the same key
    // once fixed (Stripe keeps results only for requests that began executing).
    if (key && reply.status < 300) store.remember(key, { fingerprint, status: reply.status, body: reply.json });
    return reply;
  }

  // ---- HTTP plumbing --------------------------------------------------------------------------

  const server = createServer((incoming, res) => {
    void serve(incoming, res);
  });

  async function serve(incoming: IncomingMessage, res: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      const body = await readBody(incoming);
      reply = handle({ method: incoming.method ?? 'GET', url: new URL(incoming.url ?? '/', 'http://stripe-fake'), headers: incoming.headers, body, params: [] });
    } catch (error) {
      if (error instanceof StripeApiError) reply = fromError(error);
      else if (error instanceof FormEncodingError) reply = fromError(invalidRequest(error.message));
      else {
        log(`internal error: ${(error as Error).stack ?? String(error)}`);
        reply = fromError(new StripeApiError(500, { type: 'api_error', message: 'The Stripe fake failed; see its log.' }));
      }
    }
    const headers: Record<string, string> = { 'cache-control': 'no-store', 'request-id': newId('req_', 14), ...reply.headers };
    if (reply.location) headers.location = reply.location;
    if (reply.html !== undefined) {
      res.writeHead(reply.status, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(reply.html);
    } else if (reply.json !== undefined) {
      res.writeHead(reply.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    } else {
      res.writeHead(reply.status, headers).end();
    }
  }

  let sweepTimer: NodeJS.Timeout | undefined;

  return {
    server,
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const base = `http://${host}:${(server.address() as AddressInfo).port}`;
      publicUrl = options.publicUrl ?? base;
      store.load(publicUrl);
      // BLIK payments still settling when the fake last stopped settle now or on time.
      for (const record of store.sessions.values()) scheduleSettle(record);
      for (const record of store.refunds.values()) scheduleRefund(record);
      sweepTimer = setInterval(sweep, options.expirySweepMs ?? 2000);
      sweepTimer.unref();
      return base;
    },
    async close() {
      clearInterval(sweepTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      webhooks.stop();
      await webhooks.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    webhooksIdle: () => webhooks.idle(),
  };
}

function isEventType(value: string): value is CheckoutEventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

function isOutcome(value: unknown): value is PayOutcome {
  return typeof value === 'string' && (PAY_OUTCOMES as readonly string[]).includes(value);
}

/** The SDK sends `Authorization: Bearer sk_test_…`; curl users often send it as Basic `sk_test_…:`. */
function checkApiKey(authorization: string | undefined): StripeApiError | null {
  let key: string | undefined;
  if (authorization?.startsWith('Bearer ')) key = authorization.slice('Bearer '.length).trim();
  else if (authorization?.startsWith('Basic ')) key = Buffer.from(authorization.slice('Basic '.length), 'base64').toString().split(':')[0];
  if (!key) {
    return new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  // Test keys only: a live key pointed at the fake is a configuration mistake worth stopping.
  if (!/^(sk|rk)_test_\w+$/.test(key)) {
    return new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` });
  }
  return null;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function jsonOf(body: string): unknown {
  if (!body) return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw invalidRequest('The test hooks take a JSON body.');
  }
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new StripeApiError(413, { type: 'invalid_request_error', message: 'Request body too large.' }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
