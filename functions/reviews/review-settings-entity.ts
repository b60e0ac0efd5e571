import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_REVIEW_REQUEST_DELAY_DAYS, type ReviewSettings } from '../contracts/reviews.js';
import { db, tableName } from '../core/table.js';
import { ledgerKeys } from '../ledger/keys.js';

/**
 * The review settings and the review request bookkeeping.
 *
 * | access pattern      | key                                                    |
 * |---------------------|--------------------------------------------------------|
 * | settings            | PK = SETTINGS, SK = REVIEWS                            |
 * | requestClaim        | PK = ORDER#{orderId}, SK = REVIEW_REQUEST              |
 * | unsubscribed        | PK = UNSUBSCRIBED#{sha256(e-mail)}, SK = REVIEW_REQUESTS |
 *
 * The claim is the "once per order": the job puts it only if absent before sending, so two runs
 * (a retry, the local timer and a /dev trigger at once) never send one order's request twice.
 * An unsubscribe is kept by a hash of the address (what it is for needs no readable address).
 */
const settingsKey = { PK: 'SETTINGS', SK: 'REVIEWS' } as const;
const claimKey = ledgerKeys.reviewRequest;
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

/** True when this call claimed the order's review request (nobody had). */
export async function claimReviewRequest(orderId: string, at: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...claimKey(orderId), entityType: 'review-request', schemaVersion: 1, at }, ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Gives a claim back after the e-mail could not be sent: the next run tries again. */
export async function releaseReviewRequest(orderId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: claimKey(orderId) }));
}

export async function recordReviewRequestOutcome(orderId: string, outcome: 'sent' | 'unsubscribed' | 'nothing-to-review'): Promise<void> {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: claimKey(orderId), UpdateExpression: 'SET outcome = :o', ExpressionAttributeValues: { ':o': outcome } }));
}

export async function unsubscribe(email: string, at: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...unsubscribedKey(email), entityType: 'unsubscribe', schemaVersion: 1, at } }));
}

export async function isUnsubscribed(email: string): Promise<boolean> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: unsubscribedKey(email), ConsistentRead: true }));
  return !!out.Item;
}
