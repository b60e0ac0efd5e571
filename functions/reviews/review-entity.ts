import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { customerLanguages, type CustomerLanguage } from '../contracts/languages.js';
import { reviewStatuses, type PublicReview, type Review, type ReviewDistribution, type ReviewStatus } from '../contracts/reviews.js';
import { catalogChange } from '../catalog/catalog-head-entity.js';
import { conflict } from '../core/errors.js';
import { cancellationCodes, db, isConditionFailure, queryAll, tableName } from '../core/table.js';

/**
 * Review entity, and the per-product review statistics the product's stars are computed from.
 *
 * | access pattern          | key                                                              |
 * |-------------------------|------------------------------------------------------------------|
 * | byProductAndAuthor      | PK = PRODUCT#{productId}, SK = REVIEW#{authorKey}                |
 * | approvedOfProduct       | GSI1PK = REVIEWS#PRODUCT#{productId} (approved only), GSI1SK = {createdAt}#{id} |
 * | byStatus (admin queue)  | GSI2PK = REVIEWS#{status}, GSI2SK = {updatedAt}#{id}             |
 * | stats                   | PK = PRODUCT#{productId}, SK = REVIEW_STATS                      |
 * | allStats (publisher)    | GSI1PK = REVIEW_STATS, GSI1SK = {productId, 10 digits}           |
 * | vote                    | PK = PRODUCT#{productId}, SK = VOTE#{authorKey}#{voterKey}       |
 * | report                  | PK = PRODUCT#{productId}, SK = REPORT#{authorKey}#{reporterKey}  |
 *
 * The review id is `{productId}.{authorKey}` (`u-{cognito sub}` for a signed-in buyer,
 * `g-{hash of the e-mail}` for a guest): "one review per product per buyer" is the key itself,
 * and a second review is refused by the conditional put (409).
 *
 * Two writers, one record: nothing here puts back a review read earlier. Every change is an
 * update of its own fields, conditional on the review's `version` (bumped by every content or
 * status change), and a change that enters or leaves the approved set moves the statistics item
 * by ADD (count, sum of stars, count of its stars) in the same transaction, with the catalogue
 * announcement (catalog-head-entity.ts) that makes the shop read the product again. The
 * statistics are never recomputed from a read: concurrent approvals each add their own review.
 */
const REVIEW_SCHEMA_VERSION = 1;

export interface ReviewRecord {
  id: string;
  productId: number;
  authorKey: string;
  /** The Cognito sub of a signed-in author; null for a guest (signed link). */
  userId: string | null;
  email: string;
  authorName: string;
  orderId: string;
  productName: string;
  language: CustomerLanguage;
  stars: number;
  title: string;
  text: string;
  photos: string[];
  vehicleId: string | null;
  status: ReviewStatus;
  createdAt: string;
  updatedAt: string;
  helpful: number;
  reports: number;
  reply: string | null;
  repliedAt: string | null;
  rejectionReason: string | null;
  version: number;
}

export const reviewKeys = {
  byProductAndAuthor: (productId: number, authorKey: string) => ({ PK: `PRODUCT#${productId}`, SK: `REVIEW#${authorKey}` }),
  approvedOfProduct: (productId: number) => `REVIEWS#PRODUCT#${productId}`,
  byStatus: (status: ReviewStatus) => `REVIEWS#${status}`,
  stats: (productId: number) => ({ PK: `PRODUCT#${productId}`, SK: 'REVIEW_STATS' }),
  vote: (productId: number, authorKey: string, voterKey: string) => ({ PK: `PRODUCT#${productId}`, SK: `VOTE#${authorKey}#${voterKey}` }),
  report: (productId: number, authorKey: string, reporterKey: string) => ({ PK: `PRODUCT#${productId}`, SK: `REPORT#${authorKey}#${reporterKey}` }),
};

export const reviewIdOf = (productId: number, authorKey: string) => `${productId}.${authorKey}`;
export function parseReviewId(id: string): { productId: number; authorKey: string } {
  const dot = id.indexOf('.');
  return { productId: Number(id.slice(0, dot)), authorKey: id.slice(dot + 1) };
}

function indexKeys(review: Pick<ReviewRecord, 'id' | 'productId' | 'status' | 'createdAt' | 'updatedAt'>) {
  return {
    GSI2PK: reviewKeys.byStatus(review.status),
    GSI2SK: `${review.updatedAt}#${review.id}`,
    ...(review.status === 'approved' ? { GSI1PK: reviewKeys.approvedOfProduct(review.productId), GSI1SK: `${review.createdAt}#${review.id}` } : {}),
  };
}

/**
 * A stored review as the code reads it: parsed, so a malformed item is a clear error naming its
 * key and field, never a record cast into a shape it does not have. The nullable fields read as
 * null where an item lacks them (as they are written when empty).
 */
const reviewRecordSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  authorKey: z.string(),
  userId: z.string().nullable().default(null),
  email: z.string(),
  authorName: z.string(),
  orderId: z.string(),
  productName: z.string(),
  language: z.enum(customerLanguages),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  photos: z.array(z.string()).default([]),
  vehicleId: z.string().nullable().default(null),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  helpful: z.number().int().default(0),
  reports: z.number().int().default(0),
  reply: z.string().nullable().default(null),
  repliedAt: z.string().nullable().default(null),
  rejectionReason: z.string().nullable().default(null),
  version: z.number().int(),
}) satisfies z.ZodType<ReviewRecord>;

export function fromItem(item: Record<string, unknown>): ReviewRecord {
  const parsed = reviewRecordSchema.safeParse(item);
  if (!parsed.success) throw new Error(`Stored review item ${String(item.PK)} / ${String(item.SK)} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function toPublicReview(r: ReviewRecord): PublicReview {
  return {
    id: r.id,
    productId: r.productId,
    stars: r.stars,
    title: r.title,
    text: r.text,
    photos: r.photos,
    authorName: r.authorName,
    vehicleId: r.vehicleId,
    verifiedPurchase: true,
    createdAt: r.createdAt,
    helpful: r.helpful,
    reply: r.reply,
    repliedAt: r.repliedAt,
  };
}

export function toReview(r: ReviewRecord): Review {
  return { ...toPublicReview(r), status: r.status, orderId: r.orderId, productName: r.productName, updatedAt: r.updatedAt, rejectionReason: r.rejectionReason, reports: r.reports };
}

// ---- statistics ---------------------------------------------------------------------------------

export interface ReviewStats {
  count: number;
  starSum: number;
  distribution: ReviewDistribution;
}
export const NO_REVIEWS: ReviewStats = { count: 0, starSum: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };

/** The product's `rating`: the average of approved reviews, one decimal; 0 when there is none. */
export const averageOf = (stats: Pick<ReviewStats, 'count' | 'starSum'>): number => (stats.count > 0 ? Math.round((stats.starSum / stats.count) * 10) / 10 : 0);

export function statsFromItem(item: Record<string, unknown> | undefined): ReviewStats {
  if (!item) return NO_REVIEWS;
  const n = (name: string) => Math.max(0, Number(item[name] ?? 0));
  return { count: n('count'), starSum: n('starSum'), distribution: { '1': n('s1'), '2': n('s2'), '3': n('s3'), '4': n('s4'), '5': n('s5') } };
}

/** The ADD that moves one review of `stars` into (+1) or out of (−1) the approved set. */
function statsMove(productId: number, stars: number, direction: 1 | -1) {
  return {
    Update: {
      TableName: tableName(),
      Key: reviewKeys.stats(productId),
      UpdateExpression: `ADD #count :d, starSum :s, #star :d SET entityType = :type, schemaVersion = :sv, GSI1PK = :g1, GSI1SK = :g1s`,
      ExpressionAttributeNames: { '#count': 'count', '#star': `s${stars}` },
      ExpressionAttributeValues: {
        ':d': direction,
        ':s': direction * stars,
        ':type': 'review-stats',
        ':sv': 1,
        ':g1': 'REVIEW_STATS',
        ':g1s': String(productId).padStart(10, '0'),
      },
    },
  };
}

export async function getReviewStats(productId: number, options: { consistent?: boolean } = {}): Promise<ReviewStats> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: reviewKeys.stats(productId), ConsistentRead: options.consistent }));
  return statsFromItem(out.Item);
}

// ---- reads --------------------------------------------------------------------------------------

export async function getReview(productId: number, authorKey: string): Promise<ReviewRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: reviewKeys.byProductAndAuthor(productId, authorKey), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/** The author's reviews of these products (one per product at most), by product id. */
export async function reviewsOfAuthor(authorKey: string, productIds: readonly number[]): Promise<Map<number, ReviewRecord>> {
  const found = new Map<number, ReviewRecord>();
  const unique = [...new Set(productIds)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((id) => reviewKeys.byProductAndAuthor(id, authorKey));
    for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
      const out: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const review = fromItem(item);
        found.set(review.productId, review);
      }
      keys = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}

/** Every approved review of a product (a product has hundreds at most: sorted and paged in memory). */
export async function approvedReviewsOf(productId: number): Promise<ReviewRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': reviewKeys.approvedOfProduct(productId) },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

/** The newest approved reviews of a product: one query of at most `limit` items (the product page's JSON-LD). */
export async function newestApprovedReviews(productId: number, limit: number): Promise<ReviewRecord[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': reviewKeys.approvedOfProduct(productId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(fromItem);
}

/** The admin's queue: reviews in a status, the most recently changed first. */
export async function reviewsByStatus(status: ReviewStatus, limit = 200): Promise<ReviewRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': reviewKeys.byStatus(status) },
    ScanIndexForward: status !== 'pending', // the queue oldest first: who waited longest is served first
    Limit: limit,
  });
  return items.slice(0, limit).map(fromItem);
}

// ---- writes -------------------------------------------------------------------------------------


const CONFLICT_TRIES = 8;

/**
 * A transaction, tried again while DynamoDB cancels it only for a concurrent transaction on one of
 * its items (`TransactionConflict`: nothing was written). Concurrent approvals of one product all
 * touch its statistics item and the catalogue head, so they conflict by design; each is retried
 * with a jittered back-off until it lands, and the ADDs keep every one of them.
 */
export async function transactWithRetry(items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const reasons = cancellationCodes(error);
      const conflicted = reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
      if (!conflicted || attempt >= CONFLICT_TRIES) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
}

/**
 * A new review, pending moderation. Refused with 409 when the buyer already reviewed the product:
 * under this author key (the put's condition) or under `sameBuyerKeys`, the buyer's other author
 * keys (a guest's review written before the order was claimed), checked in the same transaction.
 */
export async function createReview(
  review: Omit<ReviewRecord, 'id' | 'version' | 'helpful' | 'reports' | 'reply' | 'repliedAt' | 'rejectionReason' | 'status' | 'updatedAt'>,
  sameBuyerKeys: readonly string[] = [],
): Promise<ReviewRecord> {
  const record: ReviewRecord = {
    ...review,
    id: reviewIdOf(review.productId, review.authorKey),
    status: 'pending',
    updatedAt: review.createdAt,
    helpful: 0,
    reports: 0,
    reply: null,
    repliedAt: null,
    rejectionReason: null,
    version: 1,
  };
  try {
    await transactWithRetry([
      {
        Put: {
          TableName: tableName(),
          Item: { ...reviewKeys.byProductAndAuthor(record.productId, record.authorKey), ...indexKeys(record), entityType: 'review', schemaVersion: REVIEW_SCHEMA_VERSION, hasPhotos: record.photos.length > 0, ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...sameBuyerKeys
        .filter((key) => key !== record.authorKey)
        .map((key) => ({ ConditionCheck: { TableName: tableName(), Key: reviewKeys.byProductAndAuthor(record.productId, key), ConditionExpression: 'attribute_not_exists(PK)' } })),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('conflict', 'You have already reviewed this product');
    throw error;
  }
  return record;
}

/** The statistics moves of a review going from `before` to `after` (either may be absent: created, deleted). */
function statsMoves(before: Pick<ReviewRecord, 'status' | 'stars' | 'productId'> | undefined, after: Pick<ReviewRecord, 'status' | 'stars'> | undefined) {
  const moves: ReturnType<typeof statsMove>[] = [];
  const wasCounted = before?.status === 'approved';
  const isCounted = after?.status === 'approved';
  const productId = before!.productId;
  if (wasCounted && (!isCounted || before.stars !== after!.stars)) moves.push(statsMove(productId, before.stars, -1));
  if (isCounted && (!wasCounted || before!.stars !== after.stars)) moves.push(statsMove(productId, after.stars, 1));
  return moves;
}

/**
 * Moves a review as read to `change`: its fields only (SET/REMOVE), conditional on its version;
 * the statistics and the catalogue in the same transaction when its approved contribution moves.
 * False when the review changed since it was read (the caller reads again and decides again).
 */
export async function changeReview(read: ReviewRecord, change: Partial<Pick<ReviewRecord, 'status' | 'stars' | 'title' | 'text' | 'photos' | 'vehicleId' | 'reply' | 'repliedAt' | 'rejectionReason'>>, at: string): Promise<ReviewRecord | false> {
  const next: ReviewRecord = { ...read, ...change, updatedAt: at, version: read.version + 1 };
  // Every field through a name placeholder: `status` and `text` are DynamoDB reserved words.
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const fields = { ...change, updatedAt: at, version: next.version, hasPhotos: next.photos.length > 0, GSI2PK: reviewKeys.byStatus(next.status), GSI2SK: `${at}#${next.id}` };
  for (const [field, value] of Object.entries(fields)) {
    names[`#${field}`] = field;
    sets.push(`#${field} = :${field}`);
    values[`:${field}`] = value;
  }
  let update = `SET ${sets.join(', ')}`;
  if (next.status === 'approved') {
    update += ', GSI1PK = :g1, GSI1SK = :g1s';
    values[':g1'] = reviewKeys.approvedOfProduct(next.productId);
    values[':g1s'] = `${next.createdAt}#${next.id}`;
  } else update += ' REMOVE GSI1PK, GSI1SK';
  const moves = statsMoves(read, next);
  try {
    await transactWithRetry([
      {
        Update: {
          TableName: tableName(),
          Key: reviewKeys.byProductAndAuthor(read.productId, read.authorKey),
          UpdateExpression: update,
          ConditionExpression: '#version = :read',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':read': read.version },
        },
      },
      ...moves,
      // The shop shows what is approved: an approved review's change reaches the catalogue (its stars, its count).
      ...(moves.length ? [catalogChange([read.productId])] : []),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  return next;
}

/** The author deletes their review (its votes and reports stay, orphaned and harmless). False when it changed since read. */
export async function deleteReview(read: ReviewRecord): Promise<boolean> {
  const moves = statsMoves(read, undefined);
  try {
    await transactWithRetry([
      { Delete: { TableName: tableName(), Key: reviewKeys.byProductAndAuthor(read.productId, read.authorKey), ConditionExpression: '#version = :read', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':read': read.version } } },
      ...moves,
      ...(moves.length ? [catalogChange([read.productId])] : []),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * One mark per person on a review (a helpful vote or a report): the mark's item is put only if
 * absent, and the review's counter moves by ADD in the same transaction, so two votes of one
 * person at once count once and votes of different people all count. False: already marked.
 */
export async function markReview(review: Pick<ReviewRecord, 'productId' | 'authorKey'>, mark: 'vote' | 'report', personKey: string, at: string, reason?: string): Promise<boolean> {
  const key = mark === 'vote' ? reviewKeys.vote(review.productId, review.authorKey, personKey) : reviewKeys.report(review.productId, review.authorKey, personKey);
  const counter = mark === 'vote' ? 'helpful' : 'reports';
  try {
    await transactWithRetry([
      { Put: { TableName: tableName(), Item: { ...key, entityType: `review-${mark}`, schemaVersion: 1, at, ...(reason ? { reason } : {}) }, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: tableName(),
          Key: reviewKeys.byProductAndAuthor(review.productId, review.authorKey),
          UpdateExpression: `ADD ${counter} :one`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The reasons visitors gave when reporting a review (admin). */
export async function reportsOf(review: Pick<ReviewRecord, 'productId' | 'authorKey'>): Promise<{ reason: string; at: string }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': `PRODUCT#${review.productId}`, ':sk': `REPORT#${review.authorKey}#` },
  });
  return items.map((i) => ({ reason: String(i.reason ?? ''), at: String(i.at ?? '') }));
}
