import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/core/table-definition.js';

/** Every key attribute of the single-table design is a string (`PRODUCT#12`, `USER#…`). */
function stringKey(name: string): dynamodb.Attribute {
  return { name, type: dynamodb.AttributeType.STRING };
}

/**
 * What the rest of the app needs of the table: a table (created by the stack, or an existing one
 * a stage was pointed at) and the names of its indexes, for grants that name each index.
 */
export interface ShopTableRef extends dynamodb.ITableV2 {
  readonly indexNames: readonly string[];
}

/**
 * The shop's one DynamoDB table. Its keys, indexes and TTL attribute come from
 * `tableDefinition` (functions/core/table-definition.ts), the same object the local stack
 * creates its table from, so AWS and local never disagree on the shape.
 *
 * Stateful and precious: on-demand billing, point-in-time recovery, deletion protection and
 * `RETAIN`, so neither a mistaken deploy nor `cdk destroy` can take the data with it. The stream
 * carries old and new images for consumers that react to changes.
 *
 * A TableV2 (CloudFormation `GlobalTable`): CDK's recommended table construct, and the one that
 * can later gain replicas in other regions without replacing the table.
 */
export class ShopTable extends dynamodb.TableV2 implements ShopTableRef {
  /** The names of the global secondary indexes, for grants that name each index. */
  readonly indexNames: readonly string[] = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName);

  constructor(scope: Construct, id: string) {
    super(scope, id, {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      })),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      dynamoStream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

/**
 * An existing table of the shop's shape, by name: a table restored from a backup that a stage
 * is pointed at (context `tableName`, see the restore runbook in docs/operations.md). The stack does not own
 * it: its settings (point-in-time recovery, TTL, deletion protection) are set by the runbook.
 */
export function importShopTable(scope: Construct, id: string, tableName: string): ShopTableRef {
  const table = dynamodb.TableV2.fromTableAttributes(scope, id, { tableName, grantIndexPermissions: true });
  return Object.assign(table, { indexNames: tableDefinition.globalSecondaryIndexes.map((index) => index.indexName) });
}
