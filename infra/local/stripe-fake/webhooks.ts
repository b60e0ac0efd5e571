import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { newId } from './sessions.js';

/**
 * Events and their delivery to the shop's webhook endpoint, signed as Stripe signs them.
 *
 * Events of one session are delivered one after another, each retried with backoff until it is
 * answered 2xx or the retries run out, so the shop sees `completed` before
 * `async_payment_succeeded`. (Real Stripe promises no order; the resend test hook covers
 * duplicates, and a shop can still test disorder by resending an older event.)
 */

export const EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type CheckoutEventType = (typeof EVENT_TYPES)[number];

/**
 * The refund events (data.object a Refund; `charge.refunded` a Charge). Since API version
 * 2024-10-28 Stripe sends `refund.created`, `refund.updated` and `refund.failed` for every
 * refund; `charge.refunded` follows a refund of a charge.
 */
export const REFUND_EVENT_TYPES = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refunded'] as const;
export type RefundEventType = (typeof REFUND_EVENT_TYPES)[number];
export type EventType = CheckoutEventType | RefundEventType;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: { id: string } };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: EventType;
}

export interface DeliveryAttempt {
  at: string;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  error?: string;
}

/** An event as the `GET /__fake/events` test hook lists it. */
export interface EventLogEntry {
  event: StripeEvent;
  sessionId: string;
  /** `skipped`: no webhook URL configured; `lost`: dropped on purpose (the lose-webhooks hook). */
  delivery: 'pending' | 'delivered' | 'failed' | 'skipped' | 'lost';
  attempts: DeliveryAttempt[];
}

export interface WebhookOptions {
  url: string | undefined;
  secret: string;
  apiVersion: string;
  /** Waits before each retry; the attempts are these plus one. */
  retryDelaysMs: readonly number[];
  /** The fake's clock, for `created` (tests move it); signatures always use the wall clock. */
  now: () => number;
  log: (line: string) => void;
}

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The `Stripe-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`,
 * keyed with the whole `whsec_…` string, as the SDK's `constructEvent` checks it.
 */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class WebhookSender {
  readonly log: EventLogEntry[] = [];
  private readonly queues = new Map<string, Promise<void>>();
  private readonly stopped = new AbortController();
  /** Sessions whose events are recorded but never delivered, as if Stripe's deliveries were lost. */
  private readonly losing = new Set<string>();

  constructor(private readonly options: WebhookOptions) {}

  /**
   * Records an event for an object as it is now and queues its delivery. Events about one
   * session's payment (its refunds too) share the session's queue, so they arrive in order.
   */
  send(type: EventType, object: { id: string }, sessionId: string = object.id): EventLogEntry {
    const event: StripeEvent = {
      id: newId('evt_'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: Math.floor(this.options.now() / 1000),
      // A copy: the event shows the object at this moment, not as it changes later.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: this.options.url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    return this.enqueue(event, sessionId);
  }

  /**
   * Sends an earlier event again. With `sameId` it is the very same event (what Stripe's own
   * retries look like); otherwise a copy under a new id (a duplicate the shop cannot spot by id).
   */
  resend(original: EventLogEntry, sameId: boolean): EventLogEntry {
    const event = sameId
      ? original.event
      : { ...original.event, id: newId('evt_'), created: Math.floor(this.options.now() / 1000) };
    return this.enqueue(event, original.sessionId);
  }

  /** From now on, the session's events are not delivered (to test what a shop does without them). */
  loseEventsOf(sessionId: string): void {
    this.losing.add(sessionId);
  }

  /** The last event of a type for a session, for the resend hook. */
  last(sessionId: string, type: string): EventLogEntry | undefined {
    return this.log.findLast((entry) => entry.sessionId === sessionId && entry.event.type === type);
  }

  /** Resolves when every queued delivery has finished (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values());
  }

  /** Stops retries and in-flight deliveries. */
  stop(): void {
    this.stopped.abort();
  }

  private enqueue(event: StripeEvent, sessionId: string): EventLogEntry {
    const entry: EventLogEntry = { event, sessionId, delivery: this.options.url ? 'pending' : 'skipped', attempts: [] };
    this.log.push(entry);
    if (this.losing.has(sessionId)) {
      entry.delivery = 'lost';
      this.options.log(`${event.type} ${event.id}: lost on purpose, not delivered`);
      return entry;
    }
    if (!this.options.url) {
      this.options.log(`${event.type} ${event.id}: no STRIPE_FAKE_WEBHOOK_URL, not delivered`);
      return entry;
    }
    const previous = this.queues.get(sessionId) ?? Promise.resolve();
    const next = previous.then(() => this.deliver(entry, this.options.url!));
    this.queues.set(sessionId, next);
    // Forget the queue once it drains, so the map does not grow with every session ever paid.
    void next.then(() => {
      if (this.queues.get(sessionId) === next) this.queues.delete(sessionId);
    });
    return entry;
  }

  /** Never rejects: a webhook endpoint that is down must not take the fake down with it. */
  private async deliver(entry: EventLogEntry, url: string): Promise<void> {
    // Pretty-printed like Stripe's own payloads, which also catches a handler that verifies a
    // re-serialised body instead of the raw one.
    const payload = JSON.stringify(entry.event, null, 2);
    const { retryDelaysMs, secret, log } = this.options;
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
      if (this.stopped.signal.aborted) break;
      const result = await this.post(url, payload, secret);
      entry.attempts.push({ at: new Date().toISOString(), ...result });
      const label = `${entry.event.type} ${entry.event.id} → ${result.status ?? result.error}`;
      if (result.status !== null && result.status >= 200 && result.status < 300) {
        entry.delivery = 'delivered';
        log(label);
        return;
      }
      const wait = retryDelaysMs[attempt];
      if (wait === undefined) break;
      log(`${label}; retrying in ${wait} ms`);
      try {
        await sleep(wait, undefined, { signal: this.stopped.signal });
      } catch {
        break; // stopped
      }
    }
    entry.delivery = 'failed';
    log(`${entry.event.type} ${entry.event.id} not delivered after ${entry.attempts.length} attempt(s)`);
  }

  private async post(url: string, payload: string, secret: string): Promise<Omit<DeliveryAttempt, 'at'>> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          // Signed per attempt, as Stripe does: the timestamp is the moment of sending, on the
          // wall clock the endpoint checks it against (five minutes' tolerance in the SDK).
          'stripe-signature': signPayload(payload, secret, Math.floor(Date.now() / 1000)),
        },
        body: payload,
        signal: AbortSignal.any([this.stopped.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer(); // drain, so the connection can be reused
      return { status: response.status };
    } catch (error) {
      return { status: null, error: (error as Error).message };
    }
  }
}
