import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Company } from '../contracts/company.js';
import { db, tableName } from '../core/table.js';

/**
 * The company a user buys as (profile: NIP, name, address), kept in the table rather than in
 * Cognito attributes: a user pool's attribute schema cannot be changed after it is created.
 *
 * | access pattern | key                                   |
 * |----------------|---------------------------------------|
 * | ofUser         | PK = USER#{userId}, SK = COMPANY      |
 */
const key = (userId: string) => ({ PK: `USER#${userId}`, SK: 'COMPANY' });

export async function getCompanyProfile(userId: string): Promise<Company | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key(userId) }));
  return out.Item ? { nip: String(out.Item.nip), name: String(out.Item.name), address: String(out.Item.address) } : null;
}

/** The user's own record, written whole: only its owner writes it. */
export async function putCompanyProfile(userId: string, company: Company | null): Promise<void> {
  if (!company) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key(userId) }));
    return;
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key(userId), entityType: 'company-profile', schemaVersion: 1, ...company } }));
}
