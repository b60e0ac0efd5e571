import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/core/table-definition.js';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';
import { everything, settings as baseSettings, testApp } from './support.js';

const settings: ShopSettings = { ...baseSettings, siteUrl: 'https://shop.example.com' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON is untyped
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

describe('data stack: the table', () => {
  const template = Template.fromStack(addShopStacks(testApp(), settings).data);
  const resources = template.toJSON().Resources as Record<string, Resource>;

  it('keeps the logical id ShopTable, so no refactor can replace the database', () => {
    // These literals are the pin: changing them in the code must fail this test.
    expect(resources.ShopTable?.Type).toBe('AWS::DynamoDB::GlobalTable');
  });

  it('survives stack deletion and deletion requests', () => {
    const table = resources.ShopTable!;

    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.Replicas).toEqual([expect.objectContaining({ DeletionProtectionEnabled: true })]);
    expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('has the keys, indexes and TTL of tableDefinition', () => {
    const table = resources.ShopTable!.Properties;
    const keySchema = (partition: string, sort: string) => [
      { AttributeName: partition, KeyType: 'HASH' },
      { AttributeName: sort, KeyType: 'RANGE' },
    ];

    expect(table.KeySchema).toEqual(keySchema(tableDefinition.partitionKey, tableDefinition.sortKey));
    expect(table.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true });
  });

  it('bills per request and streams old and new images', () => {
    const table = resources.ShopTable!.Properties;

    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });
});

describe('data stack: the media bucket', () => {
  const template = Template.fromStack(addShopStacks(testApp(), settings).data);
  const resources = template.toJSON().Resources as Record<string, Resource>;

  it('keeps the logical id MediaBucket and is retained', () => {
    expect(resources.MediaBucket?.Type).toBe('AWS::S3::Bucket');
    expect(resources.MediaBucket!.DeletionPolicy).toBe('Retain');
  });

  it('blocks every kind of public access', () => {
    expect(resources.MediaBucket!.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('refuses requests without TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: 'MediaBucket' },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets CloudFront read objects, and nobody else through the policy', () => {
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy'))[0] as Resource;
    const allows = policy.Properties.PolicyDocument.Statement.filter((s: { Effect: string }) => s.Effect === 'Allow');

    expect(allows).toEqual([
      expect.objectContaining({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
    ]);
  });

  it('accepts browser uploads (POST, PUT) from the site origin only', () => {
    expect(resources.MediaBucket!.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: [settings.siteUrl], AllowedMethods: ['POST', 'PUT'] }),
    ]);
  });
});

describe('data stack: the table\'s backups', () => {
  const shop = addShopStacks(testApp(), settings);
  const data = Template.fromStack(shop.data);
  const copies = Template.fromStack(shop.backupCopy);
  const [plan] = Object.values(data.findResources('AWS::Backup::BackupPlan')) as Resource[];
  const rules = plan!.Properties.BackupPlan.BackupPlanRule as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const rule = (name: string) => rules.find((r) => r.RuleName === name)!;
  const days = (years: number) => years * 365;

  it('copies the table every night and keeps those copies 35 days', () => {
    expect(rule('Daily')).toMatchObject({
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Warsaw',
      Lifecycle: { DeleteAfterDays: 35 },
      TargetBackupVault: { 'Fn::GetAtt': [expect.stringMatching(/^BackupVault/), 'BackupVaultName'] },
    });
  });

  it('copies it on the first of every month and keeps those six years (invoices: five years from the end of the tax year)', () => {
    const monthly = rule('Monthly');
    expect(monthly.ScheduleExpression).toBe('cron(0 4 1 * ? *)');
    expect(monthly.Lifecycle.DeleteAfterDays).toBeGreaterThanOrEqual(days(6));
    expect(monthly.Lifecycle.MoveToColdStorageAfterDays).toBe(90);
  });

  it('copies each backup to the locked vault in the second region, with the same retention', () => {
    expect(shop.backupCopy.region).toBe('eu-west-1');
    for (const name of ['Daily', 'Monthly']) {
      const [copy] = rule(name).CopyActions;
      expect(copy.Lifecycle, name).toEqual(rule(name).Lifecycle);
      expect(copy.DestinationBackupVaultArn, name).toEqual({
        'Fn::GetStackOutput': { StackName: 'Shop-test-BackupCopy', Region: 'eu-west-1', OutputName: expect.stringMatching(/BackupVaultArn/) },
      });
    }
  });

  it('backs up the table the stage runs on, with a role that may restore it', () => {
    data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: { Resources: [{ 'Fn::GetAtt': ['ShopTable', 'Arn'] }], IamRoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('TableBackupsRole'), 'Arn'] } },
    });
    const role = Object.values(data.findResources('AWS::IAM::Role')).find((r) => JSON.stringify(r).includes('backup.amazonaws.com')) as Resource;
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain('AWSBackupServiceRolePolicyForRestores');
  });

  it('locks both vaults: no copy is deleted before 35 days or kept past six years, and neither vault goes with its stack', () => {
    for (const template of [data, copies]) {
      const [vault] = Object.values(template.findResources('AWS::Backup::BackupVault')) as Resource[];
      expect(vault!.DeletionPolicy).toBe('Retain');
      expect(vault!.Properties.LockConfiguration).toEqual({ MinRetentionDays: 35, MaxRetentionDays: rule('Monthly').Lifecycle.DeleteAfterDays });
    }
  });

  it('names each vault after its stack\'s id, so a torn-down stage (vaults retained) can be deployed again', () => {
    for (const template of [data, copies]) {
      const [vault] = Object.values(template.findResources('AWS::Backup::BackupVault')) as Resource[];
      expect(JSON.stringify(vault!.Properties.BackupVaultName)).toContain('AWS::StackId');
    }
  });

  it('locks prod\'s vaults in compliance mode (immutable after three days) and other stages\' in governance mode', () => {
    const prod = addShopStacks(testApp(), { ...settings, stage: 'prod', alarmEmail: 'ops@example.com', mail: { sesIdentity: 'example.com', from: 'Shop <sklep@example.com>' }, apiOrigin: everything().apiOrigin, seller: everything().seller });
    for (const stack of [prod.data, prod.backupCopy]) {
      Template.fromStack(stack).hasResourceProperties('AWS::Backup::BackupVault', { LockConfiguration: { MinRetentionDays: 35, ChangeableForDays: 3 } });
    }
    for (const template of [data, copies]) {
      const [vault] = Object.values(template.findResources('AWS::Backup::BackupVault')) as Resource[];
      expect(vault!.Properties.LockConfiguration.ChangeableForDays).toBeUndefined();
    }
  });

  it('copies to another region when told to, and never to the stage\'s own', () => {
    expect(addShopStacks(testApp(), { ...settings, backupCopyRegion: 'eu-north-1' }).backupCopy.region).toBe('eu-north-1');
    expect(addShopStacks(testApp(), { ...settings, env: { region: 'eu-west-1' } }).backupCopy.region).toBe('eu-central-1');
    expect(() => addShopStacks(testApp(), { ...settings, backupCopyRegion: 'eu-central-1' })).toThrow(/backupCopyRegion "eu-central-1" is the stage's own region/);
  });
});

describe('data stack: pointed at an existing (restored) table', () => {
  const shop = addShopStacks(testApp(), { ...settings, existingTableName: 'shop-restored-2027-03-01' });
  const data = Template.fromStack(shop.data);
  const api = Template.fromStack(shop.api);

  it('creates no table of its own and backs up the one it was pointed at', () => {
    expect(data.findResources('AWS::DynamoDB::GlobalTable')).toEqual({});
    const [selection] = Object.values(data.findResources('AWS::Backup::BackupSelection')) as Resource[];
    expect(JSON.stringify(selection!.Properties.BackupSelection.Resources)).toContain(':table/shop-restored-2027-03-01');
  });

  it('runs every function on it: its name in TABLE_NAME, grants on it and each of its indexes', () => {
    const functions = Object.values(api.findResources('AWS::Lambda::Function')) as Resource[];
    const tableNames = new Set(functions.map((fn) => fn.Properties.Environment?.Variables?.TABLE_NAME).filter(Boolean));
    expect([...tableNames]).toEqual(['shop-restored-2027-03-01']);
    const grants = JSON.stringify(api.findResources('AWS::IAM::Policy'));
    for (const index of tableDefinition.globalSecondaryIndexes) expect(grants).toContain(`:table/shop-restored-2027-03-01/index/${index.indexName}`);
  });
});
