import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../core/logger.js';
import { countMetric } from '../core/metrics.js';
import { shopMetrics } from '../core/metric-names.js';
import { db, isConditionFailure, tableName } from '../core/table.js';

/**
 * The catalogue head: one small item that says what the live catalogue is, read by every catalog
 * container in the background (live-catalog.ts) and written by every product change.
 *
 * | access pattern | key                          |
 * |----------------|------------------------------|
 * | head           | PK = CATALOG, SK = HEAD      |
 *
 * Attributes:
 *   version          bumped by every announced product change (a counter, never reused)
 *   p{id}            the version at which product {id} last changed; kept only for products that
 *                    changed after the published snapshot (the publisher prunes the others)
 *   snapshotKey      the newest published snapshot (snapshot-store.ts) …
 *   snapshotVersion  … and the version it includes every change up to
 *   publishedAt      when it was published
 *   synonymsVersion  bumped by every change to the search synonyms (search-synonyms-entity.ts),
 *                    in the same transaction: a container that read other synonyms reads them again
 *   manufacturersVersion  the same for the manufacturers register (manufacturer-entity.ts), which
 *                    the product answers' safety block resolves from
 *
 * A writer announces a change by bumping `version` and stamping `p{id}` with the new value in one
 * update (the expression reads `version` before the update, so both get the same number). A
 * reader that has applied everything up to version v re-reads exactly the products stamped after
 * v, so it never re-reads the catalogue and never misses a change, however writes interleave:
 * what it re-reads is at least as new as the head it read.
 */
export const catalogHeadKey = { PK: 'CATALOG', SK: 'HEAD' } as const;
const SCHEMA_VERSION = 1;
const CHANGE_PREFIX = 'p';

export interface CatalogHead {
  version: number;
  /** product id → the version of its last change (changes after the published snapshot). */
  changes: Map<number, number>;
  snapshot?: { key: string; version: number; publishedAt: string };
  /** The search synonyms' version (0: never edited). */
  synonymsVersion: number;
  /** The manufacturers register's version (0: never written). */
  manufacturersVersion: number;
}

/** The update that announces a change to `productIds` (also as an item of a TransactWriteItems). */
export function catalogChangeUpdate(productIds: readonly number[], table = tableName()) {
  const ids = [...new Set(productIds)];
  const next = 'if_not_exists(#version, :zero) + :one';
  return {
    TableName: table,
    Key: catalogHeadKey,
    UpdateExpression: `SET #version = ${next}, entityType = :type, schemaVersion = :sv${ids.map((id) => `, #p${id} = ${next}`).join('')}`,
    ExpressionAttributeNames: { '#version': 'version', ...Object.fromEntries(ids.map((id) => [`#p${id}`, `${CHANGE_PREFIX}${id}`])) },
    ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':type': 'catalog-head', ':sv': SCHEMA_VERSION },
  };
}

/** For a TransactWriteItems that writes the products: the shop never misses the write. */
export function catalogChange(productIds: readonly number[]) {
  return { Update: catalogChangeUpdate(productIds) };
}

/** For a TransactWriteItems that changes the search synonyms: every container reads them again. */
export function synonymsChange() {
  return {
    Update: {
      TableName: tableName(),
      Key: catalogHeadKey,
      UpdateExpression: 'SET synonymsVersion = if_not_exists(synonymsVersion, :zero) + :one, entityType = :type, schemaVersion = :sv',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':type': 'catalog-head', ':sv': SCHEMA_VERSION },
    },
  };
}

/** For a TransactWriteItems that changes the manufacturers register: every container reads it again. */
export function manufacturersChange() {
  return {
    Update: {
      TableName: tableName(),
      Key: catalogHeadKey,
      UpdateExpression: 'SET manufacturersVersion = if_not_exists(manufacturersVersion, :zero) + :one, entityType = :type, schemaVersion = :sv',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':type': 'catalog-head', ':sv': SCHEMA_VERSION },
    },
  };
}

/**
 * Announces products changed by a write that could not carry the announcement in its own
 * transaction (an order's stock and units sold: a hot item in every checkout's transaction
 * would make concurrent checkouts conflict). Called after the write committed. A failure here
 * must not fail the order that was already written: it is logged and counted, and the
 * publisher's audit brings the catalogue back in step (snapshot-publisher.ts).
 */
export async function announceProductChanges(productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  try {
    await db().send(new UpdateCommand(catalogChangeUpdate(productIds)));
  } catch (error) {
    logger.error('could not announce product changes to the catalogue', { productIds, error: error as Error });
    countMetric(shopMetrics.catalogAnnounceFailed);
  }
}

/**
 * A change of what the catalogue shows with no product changed (a timed sale started or ended,
 * issue 32): a new version, so the snapshot built for it is newer than the last and every
 * container loads it.
 */
export async function announceCatalogueChange(): Promise<void> {
  await db().send(new UpdateCommand(catalogChangeUpdate([])));
}

export async function readCatalogHead(): Promise<CatalogHead | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: catalogHeadKey, ConsistentRead: true }));
  const item = out.Item;
  if (!item) return undefined;
  const changes = new Map<number, number>();
  for (const [name, value] of Object.entries(item)) {
    if (/^p\d+$/.test(name)) changes.set(Number(name.slice(CHANGE_PREFIX.length)), Number(value));
  }
  return {
    version: Number(item.version ?? 0),
    changes,
    synonymsVersion: Number(item.synonymsVersion ?? 0),
    manufacturersVersion: Number(item.manufacturersVersion ?? 0),
    ...(typeof item.snapshotKey === 'string'
      ? { snapshot: { key: item.snapshotKey, version: Number(item.snapshotVersion), publishedAt: String(item.publishedAt) } }
      : {}),
  };
}


/**
 * Points the head at a new snapshot holding every change up to `version`, unless one at least as
 * new is already published (two publishers raced: the newer wins). False when it lost.
 */
/**
 * Points the head at a newly published snapshot, if it is newer than the one it names; or, with
 * `replacing`, if the head still names that (unreadable) snapshot: a rebuild at the same version.
 */
export async function recordPublishedSnapshot(snapshot: { key: string; version: number; publishedAt: string }, options: { replacing?: string | undefined } = {}): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: catalogHeadKey,
        UpdateExpression:
          'SET snapshotKey = :key, snapshotVersion = :v, publishedAt = :at, #version = if_not_exists(#version, :v), entityType = :type, schemaVersion = :sv',
        ConditionExpression: `attribute_not_exists(snapshotVersion) OR snapshotVersion < :v${options.replacing ? ' OR snapshotKey = :replacing' : ''}`,
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':key': snapshot.key,
          ':v': snapshot.version,
          ':at': snapshot.publishedAt,
          ':type': 'catalog-head',
          ':sv': SCHEMA_VERSION,
          ...(options.replacing ? { ':replacing': options.replacing } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Expressions stay well under DynamoDB's 4 KB limit: 40 stamps per update. */
const PRUNE_CHUNK = 40;

/**
 * Removes the change stamps a published snapshot includes, each only if it is still the stamp
 * that was read (a product changed again since keeps its newer stamp). A chunk that lost such a
 * race is left for the next publish: stamps at or below the snapshot's version are never read.
 */
export async function pruneChanges(stamps: readonly [productId: number, version: number][]): Promise<number> {
  let pruned = 0;
  for (let i = 0; i < stamps.length; i += PRUNE_CHUNK) {
    const chunk = stamps.slice(i, i + PRUNE_CHUNK);
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: catalogHeadKey,
          UpdateExpression: `REMOVE ${chunk.map(([id]) => `#p${id}`).join(', ')}`,
          ConditionExpression: chunk.map(([id]) => `#p${id} = :p${id}`).join(' AND '),
          ExpressionAttributeNames: Object.fromEntries(chunk.map(([id]) => [`#p${id}`, `${CHANGE_PREFIX}${id}`])),
          ExpressionAttributeValues: Object.fromEntries(chunk.map(([id, version]) => [`:p${id}`, version])),
        }),
      );
      pruned += chunk.length;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return pruned;
}
