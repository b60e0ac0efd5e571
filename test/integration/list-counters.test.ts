import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNTER_MARKERS, listCounterKey, type CountedList } from '../../functions/ledger/list-counters.js';
import { TABLE_NAME } from '../../infra/local/stack.js';
import { api } from './api.js';
import { becomeStackLambda } from './in-process-lambda.js';
import { eventually } from './stripe-fake-client.js';
import { client, setStock, storedItem } from './table.js';

/**
 * The admin lists' counters (functions/ledger/list-counters.ts) against the reconciliation that
 * checks them, on the shared stack (files run one at a time, so nothing else writes meanwhile):
 * a counter made wrong by a raw write is reported, and exactly that counter; and the deploy's
 * backfill (functions/ledger/list-counters-on-deploy.ts, the custom resource's handler, run here
 * in-process on the stack's table) gives a table whose counters are missing the counters the
 * reconciliation expects, once per counters' version, and gives the same counters when run again.
 */
type Discrepancy = { check: string; subject: string; message: string };
const reconcile = async () => (await api('/dev/reconcile')).body as { discrepancies: Discrepancy[] };
const LISTS: CountedList[] = ['orders', 'returns', 'invoices', 'refunds'];
const PRODUCT = 61;

/**
 * A counter item's counts: its number fields but its bookkeeping (schemaVersion, backfilledAt,
 * backfillVersion), zeros left out (a counter the backfill wrote as 0 counts what an absent one does).
 */
async function counts(list: CountedList): Promise<Record<string, number>> {
  const item = (await storedItem(listCounterKey(list))) ?? {};
  const bookkeeping: readonly string[] = [...LIST_COUNTER_MARKERS, 'schemaVersion'];
  return Object.fromEntries(Object.entries(item).filter(([field, n]) => typeof n === 'number' && n !== 0 && !bookkeeping.includes(field))) as Record<string, number>;
}
const allCounts = async () => Object.fromEntries(await Promise.all(LISTS.map(async (list) => [list, await counts(list)] as const)));

/** A raw write, as a bug or a hand edit would make it: the counter moves, its list does not. */
const bump = (list: CountedList, field: string, by: number) =>
  client().send(new UpdateCommand({ TableName: TABLE_NAME, Key: listCounterKey(list), UpdateExpression: 'ADD #f :by', ExpressionAttributeNames: { '#f': field }, ExpressionAttributeValues: { ':by': by } }));

const checkout = async () => {
  const res = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: PRODUCT, quantity: 1 }], delivery: { method: 'pickup' } } });
  expect(res.status).toBe(200);
  return res.body as { orderId: string };
};

beforeAll(async () => {
  // This test process is also a Lambda of the stack's table (the deploy's backfill runs in-process).
  await becomeStackLambda();
  // Entries in the lists whatever ran before: two orders.
  await setStock(PRODUCT, 5_000);
  await checkout();
  await checkout();
  // What earlier files left to do off the request (corrections numbered) is done before counting.
  await api('/dev/run-follow-ups', { method: 'POST' });
  await eventually(reconcile, (r) => r.discrepancies.length === 0, 20_000);
});

describe('the reconciliation of the admin lists', () => {
  it('reports nothing for the books as the writers keep them, and exactly the counter a raw write made wrong', async () => {
    expect((await reconcile()).discrepancies).toEqual([]);
    for (const [list, field, subject] of [
      ['orders', 'status_pending', 'orders list'],
      ['refunds', 'all', 'refunds list'],
    ] as const) {
      const held = (await counts(list))[field] ?? 0;
      await bump(list, field, 1);
      try {
        expect((await reconcile()).discrepancies).toEqual([{ check: 'lists', subject, message: `counter ${field} is ${held + 1}, the list holds ${held}` }]);
      } finally {
        await bump(list, field, -1);
      }
      expect((await reconcile()).discrepancies).toEqual([]);
    }
  });
});

describe("the deploy's backfill of the list counters", () => {
  it('gives a table without counters the counters the reconciliation expects, once per version, and the same again when rerun', async () => {
    const { handler } = await import('../../functions/ledger/list-counters-on-deploy.js');
    const { backfillListCounters } = await import('../../functions/ledger/list-counters-backfill.js');
    const kept = await allCounts();
    expect(kept.orders!.all).toBeGreaterThanOrEqual(2);

    // A table whose entries predate the counters: every counter item gone.
    for (const list of LISTS) await client().send(new DeleteCommand({ TableName: TABLE_NAME, Key: listCounterKey(list) }));
    const missing = (await reconcile()).discrepancies;
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((d) => d.check === 'lists')).toBe(true);

    // The deploy's first run counts every list.
    expect((await handler({ RequestType: 'Create' })).Data.Ran).toBe('true');
    expect((await reconcile()).discrepancies).toEqual([]);
    expect(await allCounts()).toEqual(kept);
    expect((await storedItem(listCounterKey('orders')))?.backfillVersion).toBe(1);

    // The next deploy finds the table at this version and leaves it alone.
    expect((await handler({ RequestType: 'Update', PhysicalResourceId: 'list-counters-backfill' })).Data.Ran).toBe('false');
    // Run again regardless (by hand), it writes the same counts.
    expect((await backfillListCounters()).ran).toBe(true);
    expect(await allCounts()).toEqual(kept);
    expect((await reconcile()).discrepancies).toEqual([]);

    // From then on the writers' own transactions move them.
    await checkout();
    expect((await counts('orders')).all).toBe(kept.orders!.all! + 1);
    expect((await counts('orders')).status_pending).toBe(kept.orders!.status_pending! + 1);
    expect((await reconcile()).discrepancies).toEqual([]);
  });
});
