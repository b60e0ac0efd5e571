/**
 * The shape of the one DynamoDB table, shared by infra (CDK) and the local stack so that both
 * create exactly the same keys and indexes. Add an index only with a named access pattern in an
 * entity module that needs it.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  globalSecondaryIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
  /** Epoch seconds; DynamoDB deletes the item some time after (idempotency records, holds). */
  timeToLiveAttribute: 'expiresAt',
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
