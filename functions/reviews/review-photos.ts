import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/table.js';

/**
 * Who published a review photo. The media pipeline (functions/media) verifies and publishes a
 * buyer's upload under `reviews/{uploadId}` and records its owner here (a signed-in buyer's author
 * key, or a guest's review link: `linkUploaderKey`); a review may name only photos its author
 * published, so nobody can attach someone else's picture (or a product image).
 *
 * | access pattern | key                                       |
 * |----------------|-------------------------------------------|
 * | owner          | PK = UPLOAD#{uploadId}, SK = REVIEW_PHOTO |
 * | ticket         | PK = UPLOAD#{uploadId}, SK = REVIEW_PHOTO_TICKET |
 *
 * The ticket is written when the buyer asks for a presigned POST: only whoever asked for it may
 * complete (verify and publish) that upload, so nobody can claim another buyer's raw file.
 */
const key = (uploadId: string) => ({ PK: `UPLOAD#${uploadId}`, SK: 'REVIEW_PHOTO' });
const ticketKey = (uploadId: string) => ({ PK: `UPLOAD#${uploadId}`, SK: 'REVIEW_PHOTO_TICKET' });
const uploadIdOf = (mediaKey: string) => mediaKey.slice('reviews/'.length);

/**
 * Who uploads under a guest's review link: the link itself (its order and product), not the
 * buyer behind it, so a guest can attach only the photos sent under the very link they review
 * with. A signed-in buyer uploads as their author key (`u-{sub}`, eligibility.ts).
 */
export const linkUploaderKey = (claims: { orderId: string; productId: number }) => `link-${claims.orderId}-${claims.productId}`;

export async function recordReviewPhoto(uploadId: string, ownerKey: string, at: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key(uploadId), owner: ownerKey, at, entityType: 'review-photo', schemaVersion: 1 } }));
}

export async function recordReviewPhotoTicket(uploadId: string, ownerKey: string, at: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...ticketKey(uploadId), owner: ownerKey, at, entityType: 'review-photo-ticket', schemaVersion: 1 } }));
}

/** Who asked for the upload's presigned POST (undefined: no such review-photo upload). */
export async function reviewPhotoTicketOwner(uploadId: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: ticketKey(uploadId), ConsistentRead: true }));
  return out.Item?.owner as string | undefined;
}

export async function photosOwnedBy(mediaKeys: readonly string[], ownerKey: string): Promise<boolean> {
  if (!mediaKeys.length) return true;
  const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: mediaKeys.map((k) => key(uploadIdOf(k))), ConsistentRead: true } } }));
  const owners = out.Responses?.[tableName()] ?? [];
  return owners.length === new Set(mediaKeys).size && owners.every((item) => item.owner === ownerKey);
}
