import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../core/table.js';

/**
 * Wishlist entries: which products a user keeps, and since when.
 *
 * | access pattern   | key                                                   |
 * |------------------|-------------------------------------------------------|
 * | forUser          | PK = USER#{userId}, SK begins_with WISHLIST#          |
 * | entry            | PK = USER#{userId}, SK = WISHLIST#{productId}         |
 */
export interface WishlistRecord {
  productId: number;
  addedAt: string;
}

const key = (userId: string, productId: number) => ({ PK: `USER#${userId}`, SK: `WISHLIST#${productId}` });

/** Newest first. */
export async function listWishlist(userId: string): Promise<WishlistRecord[]> {
  const entries: WishlistRecord[] = [];
  for (const item of await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'WISHLIST#' },
  })) entries.push({ productId: Number(item.productId), addedAt: String(item.addedAt) });
  return entries.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || b.productId - a.productId);
}

/** Adds once: adding again keeps the first date (a duplicate add is not an error). */
export async function addToWishlist(userId: string, productId: number, addedAt: string): Promise<WishlistRecord> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(userId, productId), entityType: 'wishlist-entry', schemaVersion: 1, productId, addedAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { productId, addedAt };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const existing = await db().send(new GetCommand({ TableName: tableName(), Key: key(userId, productId) }));
    return { productId, addedAt: String(existing.Item?.addedAt ?? addedAt) };
  }
}

export async function removeFromWishlist(userId: string, productId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(userId, productId) }));
}
