import { CfnOutput, Stack, type CfnResource, type StackProps } from 'aws-cdk-lib';
import type * as backup from 'aws-cdk-lib/aws-backup';
import type { Construct } from 'constructs';
import { MediaBucket, mediaBucketName } from '../constructs/media-bucket.js';
import { importShopTable, ShopTable, type ShopTableRef } from '../constructs/shop-table.js';
import { lockedVault, TableBackups, type VaultLockMode } from '../constructs/table-backups.js';

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
  /**
   * Run the stage on this existing table instead of creating one: a table restored from a
   * backup (the restore runbook in docs/operations.md). @default the stack's own table, `ShopTable`
   */
  readonly existingTableName?: string;
  /** The table's backups: the lock of their vaults, and the vault in the second region (BackupCopyStack). */
  readonly backups: { readonly lock: VaultLockMode; readonly copyVault: backup.IBackupVault };
}

/**
 * The stateful part of the shop: the table, its backups and the media bucket, all retained.
 * Pointed at an existing table (`existingTableName`), the stack no longer holds its own: a
 * table it created before stays in the account (retained, deletion-protected) for a person to
 * delete deliberately, and the backup plan covers the table the stage now runs on.
 */
export class DataStack extends Stack {
  readonly table: ShopTableRef;
  readonly mediaBucket: MediaBucket;
  readonly backupVault: backup.BackupVault;
  readonly backups: TableBackups;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    if (props.existingTableName) {
      this.table = importShopTable(this, 'Table', props.existingTableName);
    } else {
      const table = new ShopTable(this, 'Table');
      pinLogicalId(table, PINNED_LOGICAL_IDS.table);
      this.table = table;
    }

    this.backupVault = lockedVault(this, 'BackupVault', { namePrefix: `shop-${props.stage}-backups-`, lock: props.backups.lock });
    this.backups = new TableBackups(this, 'TableBackups', { planName: `shop-${props.stage}-table`, table: this.table, vault: this.backupVault, copyVault: props.backups.copyVault });

    this.mediaBucket = new MediaBucket(this, 'MediaBucket', { uploadOrigins: props.uploadOrigins, bucketName: mediaBucketName(props.stage) });
    pinLogicalId(this.mediaBucket, PINNED_LOGICAL_IDS.mediaBucket);

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'BackupVaultName', { value: this.backupVault.backupVaultName });
    new CfnOutput(this, 'BackupRoleArn', { value: this.backups.role.roleArn, description: 'The role a restore job runs with (docs/operations.md: restoring the table)' });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
  }
}

function pinLogicalId(construct: Construct, logicalId: string): void {
  (construct.node.defaultChild as CfnResource).overrideLogicalId(logicalId);
}
