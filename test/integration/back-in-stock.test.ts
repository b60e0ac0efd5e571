import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { backInStockKeys } from '../../functions/messages/back-in-stock-entity.js';
import { TABLE_NAME } from '../../infra/local/stack.js';
import { publishableSafety } from '../support/gpsr-input.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { client } from './table.js';
import type { OutboxEmail } from '../../functions/messages/outbox-entity.js';

/**
 * Back-in-stock requests (issue 33) through the local stack: the public form, a guest's double
 * opt-in from the outbox, exactly one e-mail per confirmed request when the admin restocks (also
 * with restocks and job runs racing), the unsubscribe link, the 90-day expiry, and the rate limits.
 * The local stack also runs the job on its own timer: every assertion holds whichever run sends.
 */
let admin: string;


beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const address = (label: string) => `bis-${label}-${randomUUID().slice(0, 8)}@example.com`;

async function soldOutProduct(name: string): Promise<number> {
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name, nameEn: `${name} (en)`, description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 12_300, imageUrl: 'https://example.com/p.webp', stock: 0, parcelSize: 'A', weightGrams: 500, ...publishableSafety },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** The admin's restock through the product form (PUT, conditional on the stock the form showed). */
async function restock(productId: number, stock: number) {
  const current = (await api(`/api/admin/products/${productId}`, { token: admin })).body;
  const { id: _id, inStock: _i, lowestPrice30d: _l, unitsSold: _u, archivedAt: _a, rating: _r, reviews: _v, mpn: _m, safety: _s, options: _o, variants: _vs, ...input } = current;
  return api(`/api/admin/products/${productId}`, { method: 'PUT', token: admin, json: { ...input, stock, expectedStock: current.stock } });
}

/**
 * The form's POST from a loopback address of the test's own (127.0.0.x: Linux routes all of
 * 127/8 to the loopback), so the per-IP limit of one test does not spend another's.
 */
async function ask(productId: number, json: Record<string, unknown>, options: { token?: string; from?: string } = {}) {
  const body = JSON.stringify(json);
  return new Promise<{ status: number; headers: Headers; body: any }>((resolve, reject) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const url = new URL(`/api/products/${productId}/back-in-stock`, baseUrl());
    url.hostname = '127.0.0.1';
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: options.from ?? '127.0.0.1',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers(Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])));
          resolve({ status: res.statusCode!, headers, body: text ? JSON.parse(text) : undefined });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const runJob = () => api('/dev/run-back-in-stock', { method: 'POST' });

/**
 * The e-mails to an address once every job run has finished sending: the local stack's own timer
 * also runs the job, and the run that won a claim may still be writing its e-mail, so the outbox
 * is read until two reads a moment apart agree.
 */
async function mailTo(email: string, kind?: string): Promise<OutboxEmail[]> {
  for (let previous = await outboxTo(email, kind); ; ) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await outboxTo(email, kind);
    if (now.length === previous.length) return now;
    previous = now;
  }
}

async function outboxTo(email: string, kind?: string): Promise<OutboxEmail[]> {
  const emails = (await api('/dev/outbox.json')).body.emails as OutboxEmail[];
  return emails.filter((m) => m.to === email && (!kind || m.kind === kind));
}

/** The token of a link to one of the SPA's pages in an e-mail's text. */
function linkToken(text: string, page: string): string {
  const match = new RegExp(`${page}\\?token=([^\\s]+)`).exec(text);
  expect(match, `a ${page} link in:\n${text}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function guestConfirmed(productId: number, email: string, from: string): Promise<void> {
  expect((await ask(productId, { email }, { from })).body).toEqual({ status: 'confirmationSent' });
  const [confirmation] = await mailTo(email, 'back-in-stock-confirm');
  const confirmed = await api('/api/back-in-stock/confirm', { method: 'POST', json: { token: linkToken(confirmation!.text, '/back-in-stock/confirm') } });
  expect(confirmed.status).toBe(200);
}

describe('back-in-stock requests', () => {
  it('asks a guest to confirm first, then sends exactly one e-mail in their language when the admin restocks, with the product link and an unsubscribe link', async () => {
    // Arrange
    const productId = await soldOutProduct('Tłok na powrót');
    const email = address('guest');

    // Act: the form, before any confirmation
    const asked = await ask(productId, { email, language: 'en' }, { from: '127.0.0.2' });

    // Assess: a confirmation e-mail only, in English, with a one-click unsubscribe header
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ status: 'confirmationSent' });
    const confirmations = await mailTo(email);
    expect(confirmations.map((m) => m.kind)).toEqual(['back-in-stock-confirm']);
    expect(confirmations[0]!.subject).toContain('confirm your back-in-stock alert');
    expect(confirmations[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Act: restocked while unconfirmed, and the job runs: nothing goes to an unconfirmed address
    expect((await restock(productId, 2)).status).toBe(200);
    await runJob();
    expect(await mailTo(email, 'back-in-stock')).toEqual([]);
    expect((await restock(productId, 0)).status).toBe(200);

    // Act: the guest confirms (twice: a second click is fine); the job runs while still sold out
    const token = linkToken(confirmations[0]!.text, '/back-in-stock/confirm');
    expect((await api('/api/back-in-stock/confirm', { method: 'POST', json: { token } })).body).toEqual({ productId, status: 'waiting' });
    expect((await api('/api/back-in-stock/confirm', { method: 'POST', json: { token } })).status).toBe(200);
    await runJob();
    expect(await mailTo(email, 'back-in-stock')).toEqual([]);

    // Act: the admin restocks; the job runs three times
    expect((await restock(productId, 3)).status).toBe(200);
    for (let i = 0; i < 3; i++) await runJob();

    // Assess: exactly one e-mail, in English, naming the product, linking to its page, with an unsubscribe link
    const sent = await mailTo(email, 'back-in-stock');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('“Tłok na powrót (en)” is back in stock');
    expect(sent[0]!.text).toContain(`/product/${productId}`);
    expect(sent[0]!.text).toMatch(/Unsubscribe in one click: \S+\/back-in-stock\/unsubscribe\?token=/);

    // Act: sold out and restocked again: the request ended with its e-mail
    expect((await restock(productId, 0)).status).toBe(200);
    expect((await restock(productId, 1)).status).toBe(200);
    await runJob();
    expect(await mailTo(email, 'back-in-stock')).toHaveLength(1);
  });

  it('takes a signed-in customer asking for their own verified address at their word: no confirmation, one e-mail on restock', async () => {
    const productId = await soldOutProduct('Tłok klienta');
    const customer = await newUser();

    const asked = await ask(productId, { email: customer.email }, { token: customer.token, from: '127.0.0.3' });

    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ status: 'waiting' });
    expect(await mailTo(customer.email, 'back-in-stock-confirm')).toEqual([]);
    expect((await restock(productId, 1)).status).toBe(200);
    await runJob();
    const sent = await mailTo(customer.email, 'back-in-stock');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('„Tłok klienta” znów jest dostępny');
  });

  it('answers 400 on `email` for an invalid address, 404 for no such product, 409 while it is in stock', async () => {
    const productId = await soldOutProduct('Tłok walidacji');

    const from = '127.0.0.4';
    const invalid = await ask(productId, { email: 'not-an-address' }, { from });
    const missing = await ask(999_999, { email: address('missing') }, { from });
    expect((await restock(productId, 4)).status).toBe(200);
    const inStock = await ask(productId, { email: address('instock') }, { from });

    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('invalid_request');
    expect(Object.keys(invalid.body.error.fields)).toEqual(['email']);
    expect(missing.status).toBe(404);
    expect(inStock.status).toBe(409);
  });

  it("ends a request by the e-mail's unsubscribe link (page or one-click), and sends that address nothing more", async () => {
    const productId = await soldOutProduct('Tłok wypisany');
    const email = address('unsub');
    await guestConfirmed(productId, email, '127.0.0.5');
    const [confirmation] = await mailTo(email, 'back-in-stock-confirm');
    const unsubscribeToken = linkToken(confirmation!.text, '/back-in-stock/unsubscribe');
    const oneClickUrl = /<([^>]+)>/.exec(confirmation!.headers!['List-Unsubscribe']!)![1]!;

    // Act: the mail client's one-click POST (a form body, no session), then the page's button
    const oneClick = await api(new URL(oneClickUrl).pathname + new URL(oneClickUrl).search, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const page = await api('/api/back-in-stock/unsubscribe', { method: 'POST', json: { token: unsubscribeToken } });
    const forged = await api('/api/back-in-stock/unsubscribe', { method: 'POST', json: { token: `${unsubscribeToken}x` } });
    expect((await restock(productId, 2)).status).toBe(200);
    await runJob();
    expect((await restock(productId, 0)).status).toBe(200);
    const again = await ask(productId, { email }, { from: '127.0.0.5' });

    // Assess
    expect(oneClick.status).toBe(200);
    expect(page.body).toEqual({ unsubscribed: true });
    expect(forged.status).toBe(400);
    expect(await mailTo(email, 'back-in-stock')).toEqual([]);
    expect(again.body).toEqual({ status: 'confirmationSent' }); // the same answer: a stranger learns nothing
    expect(await mailTo(email, 'back-in-stock-confirm')).toHaveLength(1);
  });

  it('lets a request expire after 90 days: no e-mail after that, and its item carries the TTL', async () => {
    const productId = await soldOutProduct('Tłok przeterminowany');
    const email = address('expired');
    await guestConfirmed(productId, email, '127.0.0.6');
    const sku = (await api(`/api/products/${productId}`)).body.variants[0].sku as string;
    const key = backInStockKeys.request(productId, sku, email);
    const stored = (await client().send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item!;
    const days = (Number(stored.expiresAt) * 1000 - Date.parse(String(stored.createdAt))) / 86_400_000;
    expect(Math.round(days)).toBe(90); // expiresAt is in whole seconds

    // Act: 90 days pass (before DynamoDB's TTL deletes it), then the restock
    await client().send(new UpdateCommand({ TableName: TABLE_NAME, Key: key, UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 } }));
    expect((await restock(productId, 1)).status).toBe(200);
    await runJob();

    expect(await mailTo(email, 'back-in-stock')).toEqual([]);
  });

  it('sends each confirmed request exactly one e-mail when restocks and job runs race (repeated)', async () => {
    for (let round = 0; round < 4; round++) {
      // Arrange: three confirmed requests on one sold-out product
      const productId = await soldOutProduct(`Tłok wyścigu ${round}`);
      const emails = [address(`race${round}a`), address(`race${round}b`), address(`race${round}c`)];
      for (const email of emails) await guestConfirmed(productId, email, `127.0.1.${round}`);

      // Act: two restocks at once (one may lose its expected stock: 409), three runs at once
      const restocks = await Promise.all([restock(productId, 2), restock(productId, 5)]);
      await Promise.all([runJob(), runJob(), runJob()]);

      // Assess
      expect(restocks.some((r) => r.status === 200)).toBe(true);
      for (const email of emails) expect(await mailTo(email, 'back-in-stock'), `${email}, round ${round}`).toHaveLength(1);
    }
  });

  it('limits the form by e-mail address: 429 with Retry-After', async () => {
    const productId = await soldOutProduct('Tłok limitu adresu');
    const email = address('limit');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ask(productId, { email }, { from: '127.0.0.7' }));

    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body.error.code).toBe('too_many_requests');
    expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Only the first made a request and sent its confirmation: repeats send nothing.
    expect(await mailTo(email, 'back-in-stock-confirm')).toHaveLength(1);
  });

  it('limits the form by IP, whatever the addresses: 429 with Retry-After', async () => {
    const productId = await soldOutProduct('Tłok limitu IP');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30 && !statuses.includes(429); i++) {
      const answer = await ask(productId, { email: address(`ip${i}`) }, { from: '127.0.0.8' });
      statuses.push(answer.status);
      retryAfter = answer.headers.get('retry-after');
    }

    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(20);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
