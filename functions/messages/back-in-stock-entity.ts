import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BACK_IN_STOCK_REQUEST_DAYS } from '../contracts/back-in-stock.js';
import { z } from 'zod';
import { customerLanguages, type CustomerLanguage } from '../contracts/languages.js';
import { db, isConditionFailure, queryAll, tableName } from '../core/table.js';

/**
 * Back-in-stock requests (issue 33) and the addresses that opted out of them.
 *
 * | item                 | PK                          | SK                     | GSI1 (sparse)                                   |
 * |----------------------|-----------------------------|------------------------|-------------------------------------------------|
 * | request              | BACKINSTOCK#{productId}     | {sku}#{sha256(e-mail)} | BACKINSTOCK#WAITING, {productId}#{createdAt}    |
 * | opted-out address    | UNSUBSCRIBED#{sha256(e-mail)} | BACK_IN_STOCK        |                                                 |
 *
 * A request's life: `pending` (a guest's, until the link in the confirmation e-mail is opened) →
 * `waiting` (only waiting requests are in GSI1, which the notify job reads) → `notified` (its one
 * e-mail went) or `unsubscribed`. Every move is an update conditional on the state it leaves AND
 * on `createdAt` (which request cycle it is), so two job runs at once, or a confirm racing the
 * notification, move it once. `expiresAt` (TTL) deletes it 90 days after it was made; until
 * DynamoDB's TTL gets to it (up to a few days), readers treat it as gone.
 */
export type BackInStockStatus = 'pending' | 'waiting' | 'notified' | 'unsubscribed';

export interface BackInStockRecord {
  productId: number;
  sku: string;
  email: string;
  language: CustomerLanguage;
  status: BackInStockStatus;
  createdAt: string;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
  confirmedAt?: string;
  notifiedAt?: string;
}

const WAITING = 'BACKINSTOCK#WAITING';
const DAY_SECONDS = 24 * 3600;

export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export const backInStockKeys = {
  request: (productId: number, sku: string, email: string) => ({ PK: `BACKINSTOCK#${productId}`, SK: `${sku}#${emailHash(email)}` }),
  optedOut: (email: string) => ({ PK: `UNSUBSCRIBED#${emailHash(email)}`, SK: 'BACK_IN_STOCK' }),
};

const waitingIndex = (productId: number, createdAt: string) => ({ GSI1PK: WAITING, GSI1SK: `${String(productId).padStart(10, '0')}#${createdAt}` });

export const isExpired = (request: Pick<BackInStockRecord, 'expiresAt'>, now: Date) => request.expiresAt * 1000 <= now.getTime();

/**
 * A stored request as the code reads it: parsed, so a malformed item is a clear error naming its
 * key and field, never a record cast into a shape it does not have (its keys are dropped).
 */
const backInStockRecordSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  email: z.string(),
  language: z.enum(customerLanguages),
  status: z.enum(['pending', 'waiting', 'notified', 'unsubscribed']),
  createdAt: z.string(),
  expiresAt: z.number(),
  confirmedAt: z.string().optional(),
  notifiedAt: z.string().optional(),
}) satisfies z.ZodType<BackInStockRecord>;

export function fromItem(item: Record<string, unknown>): BackInStockRecord {
  const parsed = backInStockRecordSchema.safeParse(item);
  if (!parsed.success) throw new Error(`Stored back-in-stock item ${String(item.PK)} / ${String(item.SK)} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Starts a request, unless the same address already has a live one for this product and size
 * (pending or waiting, not expired): then nothing is written and the live one is answered, so a
 * repeated form sends no second confirmation. A request that ended (notified, unsubscribed,
 * expired) is replaced by the new one.
 */
export async function startBackInStockRequest(input: Pick<BackInStockRecord, 'productId' | 'sku' | 'email' | 'language'> & { confirmed: boolean }, now: Date): Promise<{ created: boolean; record: BackInStockRecord }> {
  const createdAt = now.toISOString();
  const record: BackInStockRecord = {
    productId: input.productId,
    sku: input.sku,
    email: input.email.trim().toLowerCase(),
    language: input.language,
    status: input.confirmed ? 'waiting' : 'pending',
    createdAt,
    expiresAt: Math.floor(now.getTime() / 1000) + BACK_IN_STOCK_REQUEST_DAYS * DAY_SECONDS,
    ...(input.confirmed ? { confirmedAt: createdAt } : {}),
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...backInStockKeys.request(record.productId, record.sku, record.email),
          ...(input.confirmed ? waitingIndex(record.productId, createdAt) : {}),
          entityType: 'back-in-stock-request',
          schemaVersion: 1,
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR #status IN (:notified, :unsubscribed) OR expiresAt <= :nowSeconds',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':notified': 'notified', ':unsubscribed': 'unsubscribed', ':nowSeconds': Math.floor(now.getTime() / 1000) },
      }),
    );
    return { created: true, record };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const live = await getBackInStockRequest(record.productId, record.sku, record.email);
    if (!live) return startBackInStockRequest(input, now); // it expired and was deleted in between
    if (live.status === 'pending' && input.confirmed) {
      // A signed-in customer asks again for their own address: no link needed any more.
      await confirmBackInStockRequest(live, now);
      return { created: false, record: { ...live, status: 'waiting' } };
    }
    return { created: false, record: live };
  }
}

export async function getBackInStockRequest(productId: number, sku: string, email: string): Promise<BackInStockRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: backInStockKeys.request(productId, sku, email), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/** pending → waiting, for this request cycle only. False when it is not pending (confirmed already, ended, replaced). */
export async function confirmBackInStockRequest(request: Pick<BackInStockRecord, 'productId' | 'sku' | 'email' | 'createdAt'>, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: backInStockKeys.request(request.productId, request.sku, request.email),
        UpdateExpression: 'SET #status = :waiting, confirmedAt = :at, GSI1PK = :gpk, GSI1SK = :gsk',
        ConditionExpression: '#status = :pending AND createdAt = :createdAt AND expiresAt > :nowSeconds',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':waiting': 'waiting',
          ':pending': 'pending',
          ':at': now.toISOString(),
          ':createdAt': request.createdAt,
          ':nowSeconds': Math.floor(now.getTime() / 1000),
          ':gpk': WAITING,
          ':gsk': waitingIndex(request.productId, request.createdAt).GSI1SK,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Claims a waiting request for its one e-mail: waiting → notified (out of the index), conditional
 * on it still being this waiting cycle. Only one of several racing claims wins; the winner sends.
 */
export async function claimBackInStockNotification(request: BackInStockRecord, at: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: backInStockKeys.request(request.productId, request.sku, request.email),
        UpdateExpression: 'SET #status = :notified, notifiedAt = :at REMOVE GSI1PK, GSI1SK',
        ConditionExpression: '#status = :waiting AND createdAt = :createdAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':notified': 'notified', ':waiting': 'waiting', ':at': at, ':createdAt': request.createdAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back when its e-mail could not be sent: the next run tries again. */
export async function releaseBackInStockNotification(request: BackInStockRecord, claimedAt: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: backInStockKeys.request(request.productId, request.sku, request.email),
        UpdateExpression: 'SET #status = :waiting, GSI1PK = :gpk, GSI1SK = :gsk REMOVE notifiedAt',
        ConditionExpression: '#status = :notified AND notifiedAt = :at AND createdAt = :createdAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':notified': 'notified', ':waiting': 'waiting', ':at': claimedAt, ':createdAt': request.createdAt, ':gpk': WAITING, ':gsk': waitingIndex(request.productId, request.createdAt).GSI1SK },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Ends a request (pending or waiting) by the e-mail's unsubscribe link; an ended one stays as it is. */
export async function endBackInStockRequest(productId: number, sku: string, email: string, at: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: backInStockKeys.request(productId, sku, email),
        UpdateExpression: 'SET #status = :unsubscribed, unsubscribedAt = :at REMOVE GSI1PK, GSI1SK',
        ConditionExpression: '#status IN (:pending, :waiting)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':pending': 'pending', ':waiting': 'waiting', ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Every waiting request (the notify job's work list), oldest first per product. */
export async function listWaitingBackInStockRequests(): Promise<BackInStockRecord[]> {
  return (await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': WAITING } })).map(fromItem);
}

/** The address wants no more back-in-stock e-mails (the unsubscribe link); kept by a hash of it. */
export async function optOutOfBackInStock(email: string, at: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...backInStockKeys.optedOut(email), entityType: 'unsubscribe', schemaVersion: 1, at } }));
}

/** A signed-in customer asking with their own verified address opts in again. */
export async function optBackIntoBackInStock(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: backInStockKeys.optedOut(email) }));
}

export async function hasOptedOutOfBackInStock(email: string): Promise<boolean> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: backInStockKeys.optedOut(email), ConsistentRead: true }));
  return !!out.Item;
}
