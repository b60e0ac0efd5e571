import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/table.js';
import type { ContactMessageInput, DealerApplicationInput } from '../contracts/messages.js';

/**
 * What visitors send the workshop: contact messages and dealer applications.
 *
 * | access pattern              | key                                                        |
 * |-----------------------------|------------------------------------------------------------|
 * | contactById                 | PK = CONTACT#{id}, SK = CONTACT                            |
 * | contactsNewestFirst (admin) | GSI1PK = CONTACTS, GSI1SK = {createdAt}                    |
 * | applicationById             | PK = DEALER_APPLICATION#{id}, SK = DEALER_APPLICATION      |
 * | applicationsNewestFirst     | GSI1PK = DEALER_APPLICATIONS, GSI1SK = {createdAt}         |
 */
export interface ContactMessage extends Omit<ContactMessageInput, 'consent'> {
  id: string;
  createdAt: string;
  consentAt: string;
}

export type DealerApplicationStatus = 'pending' | 'approved' | 'rejected';
export interface DealerApplication extends Omit<DealerApplicationInput, 'yearsInBusiness'> {
  id: string;
  yearsInBusiness: number;
  status: DealerApplicationStatus;
  createdAt: string;
  /** The signed-in user who applied, if any. */
  userId?: string;
  decidedAt?: string;
  outcome?: 'promoted' | 'invited';
}

const strip = <T>({ PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, entityType: _t, schemaVersion: _v, ...rest }: Record<string, unknown>) => rest as T;

export async function putContactMessage(message: ContactMessage): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: `CONTACT#${message.id}`, SK: 'CONTACT', GSI1PK: 'CONTACTS', GSI1SK: message.createdAt, entityType: 'contact-message', schemaVersion: 1, ...message },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function putDealerApplication(application: DealerApplication): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        PK: `DEALER_APPLICATION#${application.id}`,
        SK: 'DEALER_APPLICATION',
        GSI1PK: 'DEALER_APPLICATIONS',
        GSI1SK: application.createdAt,
        entityType: 'dealer-application',
        schemaVersion: 1,
        ...application,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

async function newestFirst<T>(gsi1pk: string, limit: number): Promise<T[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => strip<T>(item));
}

export const listContactMessages = (limit = 200) => newestFirst<ContactMessage>('CONTACTS', limit);
export const listDealerApplications = (limit = 200) => newestFirst<DealerApplication>('DEALER_APPLICATIONS', limit);

export async function getDealerApplication(id: string): Promise<DealerApplication | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: { PK: `DEALER_APPLICATION#${id}`, SK: 'DEALER_APPLICATION' }, ConsistentRead: true }));
  return out.Item ? strip<DealerApplication>(out.Item) : undefined;
}

export async function decideDealerApplication(id: string, status: 'approved' | 'rejected', outcome?: 'promoted' | 'invited'): Promise<DealerApplication> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: `DEALER_APPLICATION#${id}`, SK: 'DEALER_APPLICATION' },
      UpdateExpression: `SET #status = :status, decidedAt = :at${outcome ? ', outcome = :outcome' : ''}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':at': new Date().toISOString(), ...(outcome ? { ':outcome': outcome } : {}) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return strip<DealerApplication>(out.Attributes!);
}
