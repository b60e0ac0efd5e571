import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';

/**
 * The one shared DynamoDB document client (created on first use, reused across invocations).
 * Entity modules take the table name from here; nothing else builds a client.
 */
let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!client) {
    const c = config();
    const raw = new DynamoDBClient({
      region: c.AWS_REGION,
      ...(c.DYNAMODB_ENDPOINT
        ? { endpoint: c.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    client = DynamoDBDocumentClient.from(raw, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return client;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

/** Every item a query selects, page after page (DynamoDB answers at most 1 MB a request). */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db() }, { TableName: tableName(), ...input })) items.push(...(page.Items ?? []));
  return items;
}

/** Every item carries its entity type and the version of its shape, for migrations. */
export interface ItemMeta {
  PK: string;
  SK: string;
  entityType: string;
  schemaVersion: number;
}

/**
 * The reasons DynamoDB gave for cancelling a transaction, one per item in the transaction's
 * order (empty for any other error). Matched by name so that errors from another copy of the SDK
 * (a bundled one) are recognised too.
 */
export function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/**
 * The one test for "a write's condition did not hold": a single conditional write's
 * ConditionalCheckFailedException, or a transaction cancelled because one of its conditions failed.
 */
export function isConditionFailure(error: unknown): boolean {
  return (error instanceof Error && error.name === 'ConditionalCheckFailedException') || cancellationCodes(error).includes('ConditionalCheckFailed');
}
