import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/table.js';

/**
 * The local outbox: on the local stack every e-mail the shop would send is stored here instead,
 * and the dev server shows them at /dev/outbox (Cognito's codes included).
 *
 * | access pattern  | key                                         |
 * |-----------------|---------------------------------------------|
 * | newestFirst     | PK = OUTBOX, SK = {sentAt}#{id} (desc)      |
 *
 * Items expire after 30 days (TTL).
 */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra header fields the e-mail carries (`List-Unsubscribe`…), as SES would send them. */
  headers?: Record<string, string>;
  /** What the e-mail is, for tests and the outbox page: `contact`, `dealer-application`, … */
  kind: string;
  sentAt: string;
}

export async function putOutboxEmail(email: OutboxEmail): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        PK: 'OUTBOX',
        SK: `${email.sentAt}#${email.id}`,
        entityType: 'outbox-email',
        schemaVersion: 1,
        expiresAt: Math.floor(Date.parse(email.sentAt) / 1000) + 30 * 24 * 3600,
        ...email,
      },
    }),
  );
}

export async function listOutboxEmails(limit = 100): Promise<OutboxEmail[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'OUTBOX' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(({ PK: _pk, SK: _sk, entityType: _t, schemaVersion: _v, expiresAt: _e, ...email }) => email as OutboxEmail);
}
