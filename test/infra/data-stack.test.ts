import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/core/table-definition.js';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';
import { settings as baseSettings, testApp } from './support.js';

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
