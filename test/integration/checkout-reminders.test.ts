import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_CONSENT_TEXTS } from '../../functions/contracts/checkout-reminders.js';
import { checkoutReminderKeys } from '../../functions/messages/checkout-reminder-entity.js';
import { TABLE_NAME } from '../../infra/local/stack.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { client } from './table.js';
import type { OutboxEmail } from '../../functions/messages/outbox-entity.js';

/**
 * Abandoned-checkout reminders (issue 33) through the local stack: the consent stored with the
 * checkout, one reminder N hours later (the job's clock moved by `?at=`), none after payment, the
 * buyer's cancel or a withdrawal, exactly one when job runs race, and the restore link. The stack
 * also runs the job on its own timer with the real clock, when nothing here is due yet.
 */
let admin: string;
let productId: number;


const address = (label: string) => `reminder-${label}-${randomUUID().slice(0, 8)}@example.com`;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
/** The job as if it ran at `at` (the shop's default is 4 hours after the checkout). */
const runJob = (at: string) => api(`/dev/run-checkout-reminders?at=${encodeURIComponent(at)}`, { method: 'POST' });

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name: 'Dźwignia przypomnienia', nameEn: 'Reminder lever', description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 21_900, imageUrl: 'https://example.com/p.webp', stock: 500, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
  });
  expect(created.status).toBe(201);
  productId = created.body.id;
});

async function checkout(json: Record<string, unknown>, token?: string) {
  const started = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, quantity: 2 }], delivery: { method: 'pickup' }, ...json }, token });
  expect(started.status).toBe(200);
  return started.body as { orderId: string; sessionId: string };
}

/** A checkout left to expire at Stripe: the order is cancelled by Stripe's `expired` webhook. */
async function abandoned(json: Record<string, unknown>, token?: string) {
  const started = await checkout(json, token);
  await stripeFake.expire(started.sessionId);
  await eventually(() => api(`/api/checkout/sessions/${started.sessionId}`), (r) => r.body?.orderStatus === 'cancelled');
  return started;
}

async function reminderOf(orderId: string): Promise<Record<string, any> | undefined> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return (await client().send(new GetCommand({ TableName: TABLE_NAME, Key: checkoutReminderKeys.reminder(orderId), ConsistentRead: true }))).Item;
}

/** The e-mails to an address, read until two reads a moment apart agree (a run may still be writing one). */
async function mailTo(email: string): Promise<OutboxEmail[]> {
  const read = async () => ((await api('/dev/outbox.json')).body.emails as OutboxEmail[]).filter((m) => m.to === email && m.kind === 'checkout-reminder');
  for (let previous = await read(); ; ) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await read();
    if (now.length === previous.length) return now;
    previous = now;
  }
}

function linkToken(text: string, page: string): string {
  const match = new RegExp(`${page}\\?token=([^\\s]+)`).exec(text);
  expect(match, `a ${page} link in:\n${text}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('abandoned-checkout reminders', () => {
  it("stores a guest's consent with its words, time and language, and sends one reminder in that language once the set hours have passed", async () => {
    // Arrange
    const email = address('guest');

    // Act
    const { orderId } = await abandoned({ marketingConsent: true, reminderEmail: email, language: 'en' });

    // Assess: the consent as the buyer saw it
    const stored = await reminderOf(orderId);
    expect(stored).toMatchObject({ email, language: 'en', status: 'waiting', consent: { version: 1, language: 'en', text: REMINDER_CONSENT_TEXTS[1]!.en } });
    expect(Date.parse(stored!.consent.at)).toBeGreaterThan(Date.now() - 60_000);

    // Act: 3 hours later nothing is due; 5 hours later it is, and three runs send it once
    await runJob(hoursFromNow(3));
    expect(await mailTo(email)).toEqual([]);
    for (let i = 0; i < 3; i++) await runJob(hoursFromNow(5));

    // Assess
    const sent = await mailTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('your order is waiting to be finished');
    expect(sent[0]!.text).toContain('Reminder lever × 2');
    expect(sent[0]!.text).toMatch(/\/cart\/restore\?token=/);
    expect(sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(sent[0]!.headers?.['List-Unsubscribe']).toMatch(/\/api\/checkout-reminders\/one-click-withdraw\?token=/);
    expect((await reminderOf(orderId))!.status).toBe('sent');
  });

  it('restores the checkout\'s lines from the link at today\'s price, and refuses a forged link with 400', async () => {
    const email = address('restore');
    await abandoned({ marketingConsent: true, reminderEmail: email });
    await runJob(hoursFromNow(5));
    const [reminder] = await mailTo(email);
    expect(reminder!.subject).toContain('Twoje zamówienie czeka na dokończenie');
    const token = linkToken(reminder!.text, '/cart/restore');

    const restored = await api(`/api/checkout-reminders/cart?token=${encodeURIComponent(token)}`);
    const forged = await api(`/api/checkout-reminders/cart?token=${encodeURIComponent(token.slice(0, -4))}abcd`);

    expect(restored.status).toBe(200);
    expect(restored.body.lines).toEqual([expect.objectContaining({ productId, quantity: 2, outcome: 'ok', unitPrice: 21_900, previousUnitPrice: 21_900 })]);
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_request');
  });

  it('records nothing and sends nothing without the ticked box', async () => {
    const email = address('no-consent');
    const { orderId } = await abandoned({ reminderEmail: email });
    await runJob(hoursFromNow(5));
    expect(await reminderOf(orderId)).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);
  });

  it("takes a signed-in buyer's own address, and sends nothing once the order is paid", async () => {
    const customer = await newUser();
    const { orderId, sessionId } = await checkout({ marketingConsent: true }, customer.token);
    expect((await reminderOf(orderId))!.email).toBe(customer.email.toLowerCase());

    await stripeFake.pay(sessionId, 'card');
    await eventually(() => api(`/api/checkout/sessions/${sessionId}`), (r) => r.body?.orderStatus === 'processing');
    await runJob(hoursFromNow(5));

    expect(await mailTo(customer.email.toLowerCase())).toEqual([]);
    expect(await reminderOf(orderId)).toMatchObject({ status: 'ended', endedReason: 'paid' });
  });

  it('sends nothing after the buyer cancelled on the payment page', async () => {
    const email = address('cancelled');
    const { orderId, sessionId } = await checkout({ marketingConsent: true, reminderEmail: email });
    expect((await api(`/api/checkout/sessions/${sessionId}/cancel`, { method: 'POST' })).status).toBe(200);

    await runJob(hoursFromNow(5));

    expect(await mailTo(email)).toEqual([]);
    expect(await reminderOf(orderId)).toMatchObject({ status: 'ended', endedReason: 'cancelled' });
  });

  it("withdraws the consent in one click (RFC 8058 POST, or the page's button): that address's earlier consents get no reminder, a later one does", async () => {
    // Arrange: one reminder sent; a second checkout with consent given before the withdrawal
    const email = address('withdraw');
    await abandoned({ marketingConsent: true, reminderEmail: email });
    await runJob(hoursFromNow(5));
    const [first] = await mailTo(email);
    const oneClick = /<([^>]+)>/.exec(first!.headers!['List-Unsubscribe']!)![1]!;
    const second = await abandoned({ marketingConsent: true, reminderEmail: email });

    // Act: the mail client's one-click POST (form body, no session); a GET only leads to the page
    const visited = await fetch(oneClick.replace(/^https?:\/\/[^/]+/, baseUrl()), { redirect: 'manual' });
    const withdrawn = await api(oneClick.replace(/^https?:\/\/[^/]+/, ''), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const pageToken = linkToken(first!.text, '/checkout-reminder/withdraw');
    const again = await api(`/api/checkout-reminders/one-click-withdraw?token=${encodeURIComponent(pageToken)}`, { method: 'POST' });
    await runJob(hoursFromNow(5));

    // Assess
    expect(visited.status).toBe(303);
    expect(visited.headers.get('location')).toMatch(/\/checkout-reminder\/withdraw\?token=/);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ withdrawn: true });
    expect(again.status).toBe(200);
    expect(await mailTo(email)).toHaveLength(1);
    expect(await reminderOf(second.orderId)).toMatchObject({ status: 'ended', endedReason: 'withdrawn' });

    // Act: the box ticked again after the withdrawal is a new consent
    const third = await abandoned({ marketingConsent: true, reminderEmail: email });
    await runJob(hoursFromNow(5));
    expect(await mailTo(email)).toHaveLength(2);
    expect((await reminderOf(third.orderId))!.status).toBe('sent');
  });

  it('sends nothing when none of the products can be bought any more', async () => {
    const email = address('gone');
    const product = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { name: 'Dźwignia wycofana', nameEn: 'Withdrawn lever', description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 9_900, imageUrl: 'https://example.com/p.webp', stock: 5, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
    });
    const started = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: product.body.id, quantity: 1 }], delivery: { method: 'pickup' }, marketingConsent: true, reminderEmail: email } });
    await stripeFake.expire(started.body.sessionId);
    await eventually(() => api(`/api/checkout/sessions/${started.body.sessionId}`), (r) => r.body?.orderStatus === 'cancelled');
    expect((await api(`/api/admin/products/${product.body.id}`, { method: 'DELETE', token: admin })).status).toBeLessThan(300);

    await runJob(hoursFromNow(5));

    expect(await mailTo(email)).toEqual([]);
    expect(await reminderOf(started.body.orderId)).toMatchObject({ status: 'ended', endedReason: 'products_gone' });
  });

  it.each([1, 2, 3])('sends exactly one reminder when two job runs race (round %i)', async () => {
    const email = address('race');
    await abandoned({ marketingConsent: true, reminderEmail: email });

    const at = hoursFromNow(5);
    const runs = await Promise.all([runJob(at), runJob(at)]);

    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('answers 400 on `reminderEmail` for an invalid address', async () => {
    const refused = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' }, marketingConsent: true, reminderEmail: 'not-an-address' } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['reminderEmail']);
  });
});
