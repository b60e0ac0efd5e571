import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table.js';

/**
 * The keys that sign the links the shop e-mails (a review link, "confirm my back-in-stock
 * request", "unsubscribe"): each 32 random bytes kept in the table (`PK = SECRET, SK = {name}`),
 * made once by a conditional put (two first requests at once agree on one key). It works the same
 * in every environment with no extra secret to provision, and every function that already reads
 * the table can verify. Rotating one (deleting its item) voids the links it signed.
 */
const cachedKeys = new Map<string, Uint8Array>();

export async function linkSigningKey(name: string): Promise<Uint8Array> {
  const cached = cachedKeys.get(name);
  if (cached) return cached;
  const keyItem = { PK: 'SECRET', SK: name };
  const read = async () => (await db().send(new GetCommand({ TableName: tableName(), Key: keyItem, ConsistentRead: true }))).Item?.key as string | undefined;
  let key = await read();
  if (!key) {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keyItem, key: randomBytes(32).toString('base64'), entityType: 'secret', schemaVersion: 1 },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
    key = await read();
  }
  const bytes = new Uint8Array(Buffer.from(key!, 'base64'));
  cachedKeys.set(name, bytes);
  return bytes;
}
