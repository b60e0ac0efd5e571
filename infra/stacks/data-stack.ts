import { CfnOutput, Stack, type CfnResource, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { MediaBucket, mediaBucketName } from '../constructs/media-bucket.js';
import { ShopTable } from '../constructs/shop-table.js';

/**
 * Logical ids of the stateful resources, fixed forever. CloudFormation replaces a resource
 * whose logical id changes, and replacing these would mean a new, empty database or bucket.
 * A refactor of construct ids must never touch them; the infra tests hold them in place.
 */
export const PINNED_LOGICAL_IDS = { table: 'ShopTable', mediaBucket: 'MediaBucket' } as const;

export interface DataStackProps extends StackProps {
  /** Origins allowed to upload media from the browser (CORS of the media bucket). */
  readonly uploadOrigins: string[];
  readonly stage: string;
}

/** The stateful part of the shop: the table and the media bucket, both retained. */
export class DataStack extends Stack {
  readonly table: ShopTable;
  readonly mediaBucket: MediaBucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = new ShopTable(this, 'Table');
    pinLogicalId(this.table, PINNED_LOGICAL_IDS.table);

    this.mediaBucket = new MediaBucket(this, 'MediaBucket', { uploadOrigins: props.uploadOrigins, bucketName: mediaBucketName(props.stage) });
    pinLogicalId(this.mediaBucket, PINNED_LOGICAL_IDS.mediaBucket);

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
  }
}

function pinLogicalId(construct: Construct, logicalId: string): void {
  (construct.node.defaultChild as CfnResource).overrideLogicalId(logicalId);
}
