import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { SynonymGroup } from '../contracts/search.js';
import { db, queryAll, tableName } from '../core/table.js';
import { synonymsChange } from './catalog-head-entity.js';

/**
 * The search synonyms the admin edits (tłumik = wydech): one item per group of words.
 *
 * | access pattern | key                                          |
 * |----------------|----------------------------------------------|
 * | all groups     | PK = SEARCH_SYNONYMS, SK begins_with GROUP#  |
 * | one group      | PK = SEARCH_SYNONYMS, SK = GROUP#{uuid}      |
 *
 * Each group is its own item, so two admins editing different groups never meet; an edit or a
 * delete of one group is conditional on the version the admin loaded (409 otherwise), and sets
 * only `words`, `version` and `updatedAt`.
 *
 * How they reach the shop: every write stamps `synonymsVersion` on the catalogue head
 * (catalog-head-entity.ts) in the same transaction. The catalogue answers from its published
 * snapshot plus what changed since, checked off the request path once a second
 * (live-catalog.ts); a container whose head shows another synonyms version reads the groups
 * (one query) and searches with them from then on. No snapshot is republished: synonyms are
 * applied to the customer's words at query time, not to the products' words in the index.
 */
const PK = 'SEARCH_SYNONYMS';
const SK_PREFIX = 'GROUP#';
const keyOf = (id: string) => ({ PK, SK: `${SK_PREFIX}${id}` });

/** Tries of a write whose transaction met another one on the head item (a product save, another group's). */
const CONFLICT_TRIES = 4;

/**
 * One write of a group and the head's stamp, together; false when the write's condition failed.
 * The head is shared with every product write, so two transactions may meet on it: DynamoDB then
 * cancels one with `TransactionConflict` and nothing was written; it is tried again shortly.
 */
async function writeWithAnnouncement(write: NonNullable<TransactWriteCommandInput['TransactItems']>[number]): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [write, synonymsChange()] }));
      return true;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code);
      if (reasons[0] === 'ConditionalCheckFailed') return false;
      if (!reasons.includes('TransactionConflict') || attempt >= CONFLICT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

const fromItem = (item: Record<string, unknown>): SynonymGroup => ({
  id: String(item.SK).slice(SK_PREFIX.length),
  words: (item.words as string[]) ?? [],
  version: Number(item.version),
  updatedAt: String(item.updatedAt),
});

/** Every group, oldest first (the ids are random; the order is by when they were created). */
export async function listSynonymGroups(): Promise<SynonymGroup[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PK, ':sk': SK_PREFIX },
    ConsistentRead: true,
  });
  return items.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt))).map(fromItem);
}

export async function createSynonymGroup(words: readonly string[], at = new Date().toISOString()): Promise<SynonymGroup> {
  const id = randomUUID();
  const group: SynonymGroup = { id, words: [...words], version: 1, updatedAt: at };
  await writeWithAnnouncement({
    Put: {
      TableName: tableName(),
      Item: { ...keyOf(id), entityType: 'search-synonym-group', schemaVersion: 1, words: group.words, version: 1, createdAt: at, updatedAt: at },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  return group;
}

/** Sets a group's words over `expectedVersion`; false when it is gone or someone saved it since. */
export async function updateSynonymGroup(id: string, words: readonly string[], expectedVersion: number, at = new Date().toISOString()): Promise<SynonymGroup | false> {
  const ok = await writeWithAnnouncement({
    Update: {
      TableName: tableName(),
      Key: keyOf(id),
      UpdateExpression: 'SET words = :words, version = :next, updatedAt = :at',
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':words': [...words], ':next': expectedVersion + 1, ':at': at, ':expected': expectedVersion },
    },
  });
  return ok && { id, words: [...words], version: expectedVersion + 1, updatedAt: at };
}

/** Deletes a group if it is still at `expectedVersion`; false when it is gone or changed since. */
export async function deleteSynonymGroup(id: string, expectedVersion: number): Promise<boolean> {
  return writeWithAnnouncement({
    Delete: { TableName: tableName(), Key: keyOf(id), ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expectedVersion } },
  });
}
