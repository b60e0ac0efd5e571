import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { publisherLockKey } from '../../functions/catalog/publisher-lock.js';
import { TABLE_NAME } from '../../infra/local/stack.js';
import { api } from './api.js';
import { allProducts, publishedSnapshotKey, setStock } from './table.js';

/**
 * One catalogue publisher at a time, by the lock item (functions/catalog/publisher-lock.ts),
 * not by Lambda's reserved concurrency: runs go through the local stack's "publish now"
 * (`/dev/publish-catalog`, the same publishCatalog the Lambda runs); `wait=0` makes a run skip
 * while another works, as the scheduled and deploy-time runs do.
 */
const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('endpoints').dynamodb, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

/** Another run's lock, as its Lambda would have written it. */
async function lockHeldBy(owner: string, leaseEndsAt: number) {
  await table.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...publisherLockKey, owner, leaseEndsAt, entityType: 'catalog-publisher-lock', schemaVersion: 1 } }));
}

async function lockItem() {
  return (await table.send(new GetCommand({ TableName: TABLE_NAME, Key: publisherLockKey, ConsistentRead: true }))).Item;
}

/**
 * A product change, so the next run has a newer catalogue version to publish (a run at the
 * published version builds but does not replace the snapshot).
 */
let restock = 40;
const changeTheCatalogue = () => setStock(1, ++restock);

const auditNow = (wait: boolean) => api(`/dev/publish-catalog?mode=audit${wait ? '' : '&wait=0'}`, { method: 'POST' });

interface RunResult {
  published: boolean;
  locked?: boolean;
  heldFrom?: number;
  heldUntil?: number;
}

/** Whether two runs that both worked held the lock at overlapping times (they must not). */
const overlapped = (a: RunResult, b: RunResult) => a.heldFrom! < b.heldUntil! && b.heldFrom! < a.heldUntil!;
const worked = (r: RunResult) => r.heldFrom !== undefined && r.heldUntil !== undefined;

describe('the catalogue publisher lock', () => {
  // Product 1's stock is moved to give each run something to publish, and put back for the files after this one.
  let seededStock: number;
  beforeAll(async () => {
    seededStock = (await allProducts()).find((p) => p.id === 1)!.stock;
  });
  afterAll(async () => {
    await setStock(1, seededStock);
  });

  afterEach(async () => {
    await table.send(new DeleteCommand({ TableName: TABLE_NAME, Key: publisherLockKey }));
  });

  it('skips cleanly while another run holds an unexpired lease, and leaves that lease alone', async () => {
    await changeTheCatalogue();
    const before = await publishedSnapshotKey();
    await lockHeldBy('a-running-publisher', Date.now() + 60_000);

    const run = await auditNow(false);

    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ published: false, locked: true });
    expect(await publishedSnapshotKey()).toBe(before);
    expect(await lockItem()).toMatchObject({ owner: 'a-running-publisher' });
  });

  it('takes over a lease that ended (its run crashed or timed out), publishes and releases the lock', async () => {
    await changeTheCatalogue();
    const before = await publishedSnapshotKey();
    await lockHeldBy('a-crashed-publisher', Date.now() - 1_000);

    const run = await auditNow(false);

    expect(run.body).toMatchObject({ published: true });
    expect(await publishedSnapshotKey()).not.toBe(before);
    expect(await lockItem()).toBeUndefined();
  });

  it('two runs at once: never both at work; the loser skips (raced 15 times)', async () => {
    let skipped = 0;
    for (let round = 0; round < 15; round++) {
      await changeTheCatalogue();
      const [a, b] = (await Promise.all([auditNow(false), auditNow(false)])).map((r) => r.body as RunResult);
      // One of them published the change; a run that did not work skipped because of the lock.
      expect([a, b].filter((r) => r.published)).toHaveLength(1);
      for (const r of [a, b]) expect(worked(r) || r.locked === true).toBe(true);
      // Both worked only if one started after the other had released the lock.
      if (worked(a) && worked(b)) expect(overlapped(a, b)).toBe(false);
      skipped += [a, b].filter((r) => r.locked).length;
    }
    // The race really happened: in most rounds the second run met the first one's lock.
    expect(skipped).toBeGreaterThan(0);
    expect(await lockItem()).toBeUndefined();
  });

  it('a run told to wait works after the run in progress, never beside it (raced 5 times)', async () => {
    for (let round = 0; round < 5; round++) {
      await changeTheCatalogue();
      const [a, b] = (await Promise.all([auditNow(true), auditNow(true)])).map((r) => r.body as RunResult);
      expect(worked(a) && worked(b)).toBe(true);
      expect(overlapped(a, b)).toBe(false);
      expect([a, b].filter((r) => r.published)).toHaveLength(1);
    }
    expect(await lockItem()).toBeUndefined();
  });
});
