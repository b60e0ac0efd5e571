import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putProductRecord } from '../../functions/catalog/product-entity.js';
import { reconcileLedger } from '../../functions/orders/reconcile.js';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { productRecord } from '../support/product-fixtures.js';

/**
 * DynamoDB goes away during a burst of checkouts and comes back. This file runs its own small
 * stack (no demo catalogue, DynamoDB Local on a data dir so a restart keeps the table), so the
 * outage disturbs no other test file. Clients must see 503 `service_unavailable` with
 * Retry-After (never a 500), the shop must work again once DynamoDB is back, and the
 * reconciliation must find the books in agreement: no order half-written, no unit lost.
 */
let stack: LocalStack;
let dataDir: string;
const PRODUCT = 1;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-fault-'));
  stack = await startLocalStack({ port: 0, dataDir, seed: false, catalogRefreshMs: 0, logLevel: 'SILENT' });
  // This process is the stack's Lambda now (its environment points here): write the one product.
  await putProductRecord(productRecord({ id: PRODUCT, stock: 500 }));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function checkout(): Promise<{ status: number; retryAfter: string | null; code?: string }> {
  try {
    const res = await fetch(`${stack.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [{ productId: PRODUCT, quantity: 1 + Math.floor(Math.random() * 3) }] }),
    });
    const body = (await res.json()) as { error?: { code: string } };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), code: body.error?.code };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

describe('DynamoDB unavailable during a burst of checkouts', () => {
  it('answers 503 with Retry-After while it is down, works again after, and loses nothing', async () => {
    // A burst, with DynamoDB stopped in the middle of it.
    const before = Array.from({ length: 15 }, () => checkout());
    await new Promise((r) => setTimeout(r, 30));
    const outage = stack.dynamodb.stop();
    const during = Array.from({ length: 15 }, (_, i) => new Promise((r) => setTimeout(r, i * 10)).then(checkout));
    await outage;
    const down = await Promise.all(Array.from({ length: 5 }, () => checkout()));
    const answers = [...(await Promise.all([...before, ...during])), ...down];

    // Assess the outage: clients were told to come back, never given a 500.
    expect(answers.map((a) => a.status).filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThanOrEqual(5);
    for (const a of unavailable) {
      expect(a.code).toBe('service_unavailable');
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }

    // DynamoDB comes back: checkouts succeed again.
    await stack.dynamodb.start();
    const after = await Promise.all(Array.from({ length: 5 }, () => checkout()));
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);

    // And the books agree: stock + held by pending orders = what was put on sale.
    const report = await reconcileLedger();
    expect(report.discrepancies).toEqual([]);
    expect(report.checked.orders).toBeGreaterThanOrEqual(5);
  }, 120_000);
});
