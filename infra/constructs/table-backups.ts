import { Aws, Duration, Fn, RemovalPolicy, TimeZone, Validations } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { ShopTableRef } from './shop-table.js';

/**
 * How long the table's copies are kept. Polish law keeps invoices (and the orders behind them)
 * for five years from the end of the year their tax was due, so up to six years: the monthly
 * copies cover that (six years of 365 days plus the two leap days six years can hold); the daily
 * ones go back as far as point-in-time recovery does (35 days).
 */
export const BACKUP_RETENTION = {
  daily: Duration.days(35),
  monthly: Duration.days(6 * 365 + 2),
  /** Monthly copies move to the cheaper cold tier after this (AWS Backup keeps them there ≥ 90 days). */
  monthlyToColdStorage: Duration.days(90),
} as const;

/**
 * A vault lock in governance mode can be removed by a user with the right to do so (a stage that
 * is torn down); in compliance mode it cannot, by anyone, once its grace period has passed: no
 * copy can be deleted before its retention ends, the vault neither (what the law wants of prod).
 */
export type VaultLockMode = 'governance' | 'compliance';

/** The days a compliance lock can still be removed after it is set (AWS Backup's minimum, 3). */
export const COMPLIANCE_LOCK_GRACE = Duration.days(3);

/**
 * A backup vault whose lock holds every copy at least as long as the shortest rule keeps it and
 * no copy longer than the longest. Retained: deleting a stack never deletes its backups. The
 * name ends with the first part of its stack's id, as the media bucket's does, so a stage torn
 * down (its vault retained) can be deployed again beside the old vault.
 */
export function lockedVault(scope: Construct, id: string, props: { readonly namePrefix: string; readonly lock: VaultLockMode }): backup.BackupVault {
  const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
  return new backup.BackupVault(scope, id, {
    backupVaultName: `${props.namePrefix}${Fn.select(0, Fn.split('-', stackUuid))}`,
    removalPolicy: RemovalPolicy.RETAIN,
    lockConfiguration: {
      minRetention: BACKUP_RETENTION.daily,
      maxRetention: BACKUP_RETENTION.monthly,
      ...(props.lock === 'compliance' ? { changeableFor: COMPLIANCE_LOCK_GRACE } : {}),
    },
  });
}

export interface TableBackupsProps {
  /** The plan's name, unique in the account and region (`shop-<stage>-table`). */
  readonly planName: string;
  readonly table: ShopTableRef;
  /** The vault in the table's region (DataStack). */
  readonly vault: backup.IBackupVault;
  /** The vault in the second region each copy is copied to (BackupCopyStack). */
  readonly copyVault: backup.IBackupVault;
}

/**
 * The table's AWS Backup plan: a copy every night (kept {@link BACKUP_RETENTION}.daily) and one
 * on the first of each month (kept {@link BACKUP_RETENTION}.monthly), each copied at once to the
 * vault in the second region with the same retention, so neither a lost region nor a lost table
 * loses the invoices. Times are Warsaw's: the copies run when the shop is quiet. (Copies and
 * their copies need AWS Backup's advanced DynamoDB features, the default on accounts created
 * since November 2021; docs/deploying.md says how to check.)
 */
export class TableBackups extends Construct {
  readonly plan: backup.BackupPlan;
  readonly selection: backup.BackupSelection;
  /** The role AWS Backup takes for this plan; it may restore too, so the restore runbook names it. */
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: TableBackupsProps) {
    super(scope, id);
    const warsaw = TimeZone.of('Europe/Warsaw');
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: props.planName,
      backupVault: props.vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: events.Schedule.cron({ hour: '3', minute: '0' }),
          scheduleExpressionTimezone: warsaw,
          deleteAfter: BACKUP_RETENTION.daily,
          copyActions: [{ destinationBackupVault: props.copyVault, deleteAfter: BACKUP_RETENTION.daily }],
        }),
        new backup.BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: events.Schedule.cron({ day: '1', hour: '4', minute: '0' }),
          scheduleExpressionTimezone: warsaw,
          moveToColdStorageAfter: BACKUP_RETENTION.monthlyToColdStorage,
          deleteAfter: BACKUP_RETENTION.monthly,
          copyActions: [
            { destinationBackupVault: props.copyVault, moveToColdStorageAfter: BACKUP_RETENTION.monthlyToColdStorage, deleteAfter: BACKUP_RETENTION.monthly },
          ],
        }),
      ],
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      description: "Backs up the shop table and restores its copies (AWS Backup's service role for this plan)",
    });
    this.selection = this.plan.addSelection('Table', {
      resources: [backup.BackupResource.fromArn(props.table.tableArn)],
      role: this.role,
      allowRestores: true,
    });
    for (const policy of ['AWSBackupServiceRolePolicyForBackup', 'AWSBackupServiceRolePolicyForRestores']) {
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/${policy}]`,
        reason: "AWS Backup's own managed policies are what AWS documents for advanced DynamoDB backups and restores; AWS keeps them in step with the service.",
      });
    }
  }
}
