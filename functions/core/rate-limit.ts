import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table.js';

/**
 * A fixed-window counter in the table: at most `limit` hits per `windowSeconds` for one key
 * (an e-mail address, an IP). Hand-written because the shop's state lives in its one table
 * (Lambdas share no memory) and the counter is one atomic ADD: a library would bring its own
 * store. The window's item expires by TTL shortly after the window ends.
 *
 * | item          | PK                               | SK                     |
 * |---------------|----------------------------------|------------------------|
 * | rate window   | RATE#{scope}#{sha256(key)}       | {window start, epoch s}|
 *
 * Keys are hashed: what a counter is for needs no readable address.
 */
export interface RateLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window ends (what Retry-After says when not allowed). */
  retryAfterSeconds: number;
}

export async function hit(rule: RateLimit, key: string, now = new Date()): Promise<RateVerdict> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const windowEnd = windowStart + rule.windowSeconds;
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: `RATE#${rule.scope}#${createHash('sha256').update(key.trim().toLowerCase()).digest('base64url')}`, SK: String(windowStart) },
      UpdateExpression: 'ADD hits :one SET expiresAt = :expires, entityType = :type, schemaVersion = :sv',
      ExpressionAttributeValues: { ':one': 1, ':expires': windowEnd + 60, ':type': 'rate-window', ':sv': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return { allowed: Number(out.Attributes?.hits) <= rule.limit, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
}
