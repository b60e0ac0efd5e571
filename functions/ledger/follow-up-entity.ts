import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/table.js';
import { followUpRecordSchema, parseItem, type FollowUpKind, type FollowUpRecord } from './items.js';
import { ledgerIndexKeys, ledgerKeys } from './keys.js';
import { commit, write, type Intent } from './write-path.js';

/**
 * Follow-ups: what a change leaves to do that need not (and should not) happen inside the request
 * that made it: a Stripe webhook answers once the payment's or refund's outcome is committed, and
 * the follow-up written in that same transaction tells the follow-up job
 * (functions/orders/follow-ups.ts) to number the correction invoice and send the e-mail. One item
 * per order and thing to do, so writing it twice is the same follow-up; it is deleted when done.
 *
 * | access pattern   | key                                                                        |
 * |------------------|----------------------------------------------------------------------------|
 * | one              | PK = ORDER#{orderId}, SK = FOLLOW_UP#{kind}#{ref}                          |
 * | due (the job)    | GSI1PK = FOLLOW_UPS, GSI1SK = {dueAt}#{orderId}#{kind}#{ref} (sparse)      |
 */
export interface FollowUpRef {
  orderId: string;
  kind: FollowUpKind;
  ref: string;
}

const keyOf = (f: FollowUpRef) => ledgerKeys.followUp(f.orderId, f.kind, f.ref);
const dueKeyOf = (f: FollowUpRef, dueAt: string) => ledgerIndexKeys.followUpsDue(dueAt, f.orderId, f.kind, f.ref);

/** The follow-up as an intent of the transaction whose change it follows. */
export function followUpPut(f: FollowUpRef, at: string): Intent {
  return write('follow-up', {
    Put: {
      TableName: tableName(),
      Item: { ...keyOf(f), ...dueKeyOf(f, at), entityType: 'follow-up', schemaVersion: 1, orderId: f.orderId, kind: f.kind, ref: f.ref, createdAt: at, dueAt: at, attempts: 0 },
    },
  });
}

export async function getFollowUp(f: FollowUpRef): Promise<FollowUpRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(f), ConsistentRead: true }));
  return out.Item ? parseItem('follow-up', followUpRecordSchema, out.Item) : undefined;
}

/** Follow-ups due at `now`, soonest first, at most `limit` (the job takes the rest next run). */
export async function listDueFollowUps(now: Date, limit = 100): Promise<FollowUpRecord[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :due',
      ExpressionAttributeValues: { ':pk': ledgerIndexKeys.followUpsDue().GSI1PK, ':due': `${now.toISOString()}#\uffff` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => parseItem('follow-up', followUpRecordSchema, item));
}

/** Done: the follow-up goes (already gone is as good). */
export async function completeFollowUp(f: FollowUpRef): Promise<void> {
  await commit([write('follow-up', { Delete: { TableName: tableName(), Key: keyOf(f) } })]);
}

/**
 * A failed attempt: tried again after `retryAt`, with the error kept for whoever looks. Only a
 * follow-up still there is postponed (another run may have finished it meanwhile).
 */
export async function postponeFollowUp(f: FollowUpRef, retryAt: Date, error: string): Promise<void> {
  const dueAt = retryAt.toISOString();
  await commit([
    write('follow-up', {
      Update: {
        TableName: tableName(),
        Key: keyOf(f),
        UpdateExpression: 'SET dueAt = :due, GSI1SK = :sk, lastError = :error ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':due': dueAt, ':sk': dueKeyOf(f, dueAt).GSI1SK, ':error': error.slice(0, 500), ':one': 1 },
      },
    }),
  ]);
}
