import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as backup from 'aws-cdk-lib/aws-backup';
import type { Construct } from 'constructs';
import { lockedVault, type VaultLockMode } from '../constructs/table-backups.js';

/** The second region the table's backups are copied to: in the EU, as the shop's data must stay. */
export const DEFAULT_BACKUP_COPY_REGION = 'eu-west-1';

export interface BackupCopyStackProps extends StackProps {
  readonly stage: string;
  readonly lock: VaultLockMode;
}

/**
 * The vault in the second region that the table's backups are copied into (TableBackups in the
 * data stack), locked like the first. Deployed before the data stack, which names it.
 */
export class BackupCopyStack extends Stack {
  readonly vault: backup.BackupVault;

  constructor(scope: Construct, id: string, props: BackupCopyStackProps) {
    super(scope, id, props);
    this.vault = lockedVault(this, 'Vault', { namePrefix: `shop-${props.stage}-backup-copies-`, lock: props.lock });
    new CfnOutput(this, 'BackupCopyVaultName', { value: this.vault.backupVaultName });
  }
}
