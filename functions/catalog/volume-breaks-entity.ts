import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { VolumeBreak } from '../contracts/volume-prices.js';
import { db, tableName } from '../core/table.js';

/**
 * Dealers' volume breaks per category (issue 34; the rules: contracts/volume-prices.ts). A
 * product's own breaks live on the product item (`volumeBreaks`) and override these.
 *
 * | access pattern | key                                       |
 * |----------------|-------------------------------------------|
 * | all categories | PK = SETTINGS, SK = VOLUME_BREAKS         |
 *
 * One small item, one attribute per category key: saving a category sets only its own attribute
 * (a field-level update), so two admins saving two categories at once both keep their change, and
 * a checkout reads every category's breaks in one GetItem.
 */
const key = { PK: 'SETTINGS', SK: 'VOLUME_BREAKS' } as const;

export type CategoryBreaks = Record<string, VolumeBreak[]>;

export async function getCategoryBreaks(): Promise<CategoryBreaks> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key, ProjectionExpression: 'categories' }));
  return (out.Item?.categories as CategoryBreaks | undefined) ?? {};
}

/** Replaces one category's breaks (an empty list: the category has none). */
export async function setCategoryBreaks(category: string, breaks: VolumeBreak[], at: string): Promise<void> {
  // The map must exist before one of its keys can be set: create it if absent, then set the key
  // (two updates, each field-level; a racing creator's map is kept by if_not_exists).
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #categories = if_not_exists(#categories, :empty), entityType = :type, schemaVersion = :sv',
      ExpressionAttributeNames: { '#categories': 'categories' },
      ExpressionAttributeValues: { ':empty': {}, ':type': 'volume-breaks', ':sv': 1 },
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #categories.#category = :breaks, updatedAt = :at',
      ExpressionAttributeNames: { '#categories': 'categories', '#category': category },
      ExpressionAttributeValues: { ':breaks': breaks, ':at': at },
    }),
  );
}
