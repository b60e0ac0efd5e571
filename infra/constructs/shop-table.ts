import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/core/table-definition.js';

/** Every key attribute of the single-table design is a string (`PRODUCT#12`, `USER#…`). */
function stringKey(name: string): dynamodb.Attribute {
  return { name, type: dynamodb.AttributeType.STRING };
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
export class ShopTable extends dynamodb.TableV2 {
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
