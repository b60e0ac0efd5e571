import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_REVIEW_REQUEST_DELAY_DAYS, type ReviewSettings } from '../contracts/reviews.js';
import { db, tableName } from '../core/table.js';

/**
 * The review settings and the review request unsubscribes. (The "once per order" claim lives in
 * the order's partition, so it is the ledger's: ledger/review-request-entity.ts.)
 *
 * | access pattern      | key                                                    |
 * |---------------------|--------------------------------------------------------|
 * | settings            | PK = SETTINGS, SK = REVIEWS                            |
 * | unsubscribed        | PK = UNSUBSCRIBED#{sha256(e-mail)}, SK = REVIEW_REQUESTS |
 *
 * An unsubscribe is kept by a hash of the address (what it is for needs no readable address).
 */
const settingsKey = { PK: 'SETTINGS', SK: 'REVIEWS' } as const;
export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
const unsubscribedKey = (email: string) => ({ PK: `UNSUBSCRIBED#${emailHash(email)}`, SK: 'REVIEW_REQUESTS' });

export async function getReviewSettings(): Promise<ReviewSettings> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: settingsKey, ConsistentRead: true }));
  return { requestDelayDays: Number(out.Item?.requestDelayDays ?? DEFAULT_REVIEW_REQUEST_DELAY_DAYS) };
}

/** One field: an update of it alone (nothing else lives in the item). */
export async function saveReviewSettings(settings: ReviewSettings, at: string): Promise<ReviewSettings> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: settingsKey,
      UpdateExpression: 'SET requestDelayDays = :d, updatedAt = :at, entityType = :type, schemaVersion = :sv',
      ExpressionAttributeValues: { ':d': settings.requestDelayDays, ':at': at, ':type': 'review-settings', ':sv': 1 },
    }),
  );
  return settings;
}

export async function unsubscribe(email: string, at: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...unsubscribedKey(email), entityType: 'unsubscribe', schemaVersion: 1, at } }));
}

export async function isUnsubscribed(email: string): Promise<boolean> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: unsubscribedKey(email), ConsistentRead: true }));
  return !!out.Item;
}
