import { tableName } from '../core/table.js';
import { ledgerKeys } from './keys.js';
import { commit, commitOrThrow, write } from './write-path.js';

/**
 * The review request's claim: an item in the order's partition (`REVIEW_REQUEST`), so it is the
 * ledger's to write (functions/reviews/review-requests.ts decides when). The claim is the "once per
 * order": the job puts it only if absent before sending, so two runs (a retry, the local timer and
 * a /dev trigger at once) never send one order's request twice.
 *
 * | access pattern      | key                                                    |
 * |---------------------|--------------------------------------------------------|
 * | requestClaim        | PK = ORDER#{orderId}, SK = REVIEW_REQUEST              |
 */
const claimKey = ledgerKeys.reviewRequest;

/** True when this call claimed the order's review request (nobody had). */
export async function claimReviewRequest(orderId: string, at: string): Promise<boolean> {
  const result = await commit([
    write('review-request', { Put: { TableName: tableName(), Item: { ...claimKey(orderId), entityType: 'review-request', schemaVersion: 1, at }, ConditionExpression: 'attribute_not_exists(PK)' } }),
  ]);
  return result.committed;
}

/** Gives a claim back after the e-mail could not be sent: the next run tries again. */
export async function releaseReviewRequest(orderId: string): Promise<void> {
  await commitOrThrow([write('review-request', { Delete: { TableName: tableName(), Key: claimKey(orderId) } })]);
}

export async function recordReviewRequestOutcome(orderId: string, outcome: 'sent' | 'unsubscribed' | 'nothing-to-review'): Promise<void> {
  await commitOrThrow([
    write('review-request', { Update: { TableName: tableName(), Key: claimKey(orderId), UpdateExpression: 'SET outcome = :o', ExpressionAttributeValues: { ':o': outcome } } }),
  ]);
}
