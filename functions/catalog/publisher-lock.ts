import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../core/table.js';
import { PUBLISHER_LEASE_MS } from './publisher-timing.js';

/**
 * The catalogue publisher's lock: one item that says which publisher run is working, so two runs
 * (the minute's compact, the hour's audit, the deploy's run, a retry) never build snapshots at
 * the same time. It replaces Lambda's reserved concurrency of 1, which a new AWS account cannot
 * grant (its concurrency quota is 10, and Lambda keeps 10 unreserved).
 *
 * | access pattern | key                                   |
 * |----------------|---------------------------------------|
 * | lock           | PK = CATALOG, SK = PUBLISHER_LOCK      |
 *
 * Attributes: `owner` (a random id per run), `leaseEndsAt` (epoch ms), `expiresAt` (epoch
 * seconds, the table's TTL attribute: DynamoDB deletes a lock whose holder died a day ago).
 *
 * - **Taken** with a conditional put: only when no lock exists or its lease has ended. The item
 *   belongs wholly to its holder, so writing it whole is safe; no earlier read is put back.
 * - **Released** at the end of the run, conditional on still being its owner (a run that
 *   outlived its lease must not delete the lock of the run that took over).
 * - **Taken over** when the lease ended: a run that crashed or timed out never released it.
 *
 * The lease is longer than the publisher function's timeout (publisher-timing.ts),
 * so a lease can only end after its run is over: Lambda stops a run at its timeout, and locally
 * the one process that publishes holds the lock for a run that takes seconds.
 */
export const publisherLockKey = { PK: 'CATALOG', SK: 'PUBLISHER_LOCK' } as const;
const SCHEMA_VERSION = 1;


export interface PublisherLease {
  readonly owner: string;
  readonly expiresAt: number;
}


/** Takes the lock for a run, or answers undefined when another run holds an unexpired lease. */
export async function takePublisherLock(options: { leaseMs?: number; now?: number } = {}): Promise<PublisherLease | undefined> {
  const now = options.now ?? Date.now();
  const lease: PublisherLease = { owner: randomUUID(), expiresAt: now + (options.leaseMs ?? PUBLISHER_LEASE_MS) };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...publisherLockKey,
          owner: lease.owner,
          leaseEndsAt: lease.expiresAt,
          takenAt: new Date(now).toISOString(),
          // TTL deletes within days, not at once: the condition below decides, the TTL only tidies.
          expiresAt: Math.ceil(lease.expiresAt / 1000) + 24 * 3600,
          entityType: 'catalog-publisher-lock',
          schemaVersion: SCHEMA_VERSION,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR leaseEndsAt < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return lease;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Releases the lock if this run still holds it (true), else leaves the new holder's lock (false). */
export async function releasePublisherLock(lease: PublisherLease): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: publisherLockKey,
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': lease.owner },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Removes the lock whoever holds it. Only for the local stack at start: the process that could
 * hold it was stopped (its leash, infra/local/leash.mjs), possibly in the middle of a publish.
 */
export async function clearPublisherLock(): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: publisherLockKey }));
}
