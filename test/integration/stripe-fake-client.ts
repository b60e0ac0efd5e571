import { inject } from 'vitest';

/** The Stripe fake's test hooks: pay like a buyer on the hosted page, replay events. */
async function hook(path: string, init: RequestInit = {}) {
  const res = await fetch(inject('endpoints').stripe + path, init);
  if (!res.ok) throw new Error(`Stripe fake ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const stripeFake = {
  /** `email`: what a guest types on Stripe's page (a signed-in buyer's is the session's customer_email). */
  pay: (sessionId: string, outcome: 'card' | 'blik' | 'p24' | 'fail', email?: string) =>
    hook(`/__fake/sessions/${sessionId}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome, ...(email ? { email } : {}) }) }),
  expire: (sessionId: string) =>
    hook(`/v1/checkout/sessions/${sessionId}/expire`, { method: 'POST', headers: { authorization: 'Bearer sk_test_local_fake' } }),
  resend: (sessionId: string, type: string, sameEventId = false) =>
    hook(`/__fake/sessions/${sessionId}/resend/${type}${sameEventId ? '?sameEventId=1' : ''}`, { method: 'POST' }),
  events: () => hook('/__fake/events') as Promise<unknown>,
  /** Stripe's deliveries for this session get lost from now on (recorded, never sent). */
  loseWebhooks: (sessionId: string) => hook(`/__fake/sessions/${sessionId}/lose-webhooks`, { method: 'POST' }),
};

/** Waits until `check` holds (webhooks arrive asynchronously), or fails with the last value. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
