import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { IMPORT_JOB_ENTITY, IMPORT_RESUME_ENTITY } from '../../functions/catalog/bulk/import-entity.js';
import { IMPORT_JOB_ENTITY_TYPE, IMPORT_RESUME_ENTITY_TYPE } from '../../infra/stacks/api-stack.js';
import { addShopStacks } from '../../infra/stacks/shop.js';
import { policyStatements, settings, testApp, type Resource } from './support.js';

/**
 * The products CSV import job (issue 33) in AWS: its own function, started off the request by
 * the table's stream on a new job item only, with retries and a dead-letter queue; the uploaded
 * files are never served by CloudFront and expire.
 */
describe('the products import job', () => {
  const shop = addShopStacks(testApp(), settings);
  const api = Template.fromStack(shop.api);
  const data = Template.fromStack(shop.data);
  const resources = api.toJSON().Resources as Record<string, Resource>;
  const jobId = shop.api.getLogicalId(shop.api.importJob!.node.defaultChild as never);

  it('runs for up to 15 minutes in its own function', () => {
    const job = resources[jobId]!;
    expect(job.Properties.Timeout).toBe(900);
    expect(job.Properties.MemorySize).toBe(1024);
  });

  it("is started by the table's stream on new import job items only, one at a time, retried, then dead-lettered", () => {
    const mappings = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.Properties;
    expect(mapping.FunctionName).toEqual({ Ref: jobId });
    expect(mapping.BatchSize).toBe(1);
    expect(mapping.MaximumRetryAttempts).toBe(2);
    expect(mapping.DestinationConfig.OnFailure.Destination).toBeDefined();
    // The filter's entity types are the ones the job's item and its continuations are written with.
    expect(IMPORT_JOB_ENTITY_TYPE).toBe(IMPORT_JOB_ENTITY);
    expect(IMPORT_RESUME_ENTITY_TYPE).toBe(IMPORT_RESUME_ENTITY);
    expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entityType: { S: ['import-job', 'import-job-resume'] } } } },
    ]);
  });

  it("raises an alarm to the stage's alert topic as soon as a job's record reaches the dead-letter queue", () => {
    const mapping = Object.values(resources).find((r) => r.Type === 'AWS::Lambda::EventSourceMapping')!.Properties;
    const queueId = mapping.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
    expect(resources[queueId]!.Type).toBe('AWS::SQS::Queue');
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [Match.anyValue()],
    });
  });

  it('may read the media bucket but not write it, and write the table', () => {
    const statements = policyStatements(resources).filter((s) => s.roles.includes(jobId.replace(/[0-9A-F]{8}$/, '')));
    const actions = statements.flatMap((s) => s.action);
    expect(actions).toEqual(expect.arrayContaining(['s3:GetObject', 'dynamodb:UpdateItem', 'dynamodb:GetRecords']));
    expect(actions.some((a) => a.startsWith('s3:Put') || a.startsWith('s3:Delete'))).toBe(false);
  });

  it('keeps uploaded import files away from CloudFront and lets them expire after a week', () => {
    const policy = Object.values(data.findResources('AWS::S3::BucketPolicy'))[0] as Resource;
    const denies = policy.Properties.PolicyDocument.Statement.filter((s: { Sid?: string }) => s.Sid === 'CloudFrontNeverServesImports');
    expect(denies).toEqual([expect.objectContaining({ Effect: 'Deny', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' })]);
    expect(JSON.stringify(denies[0].Resource)).toContain('/imports/*');
    const bucket = Object.values(data.findResources('AWS::S3::Bucket')).find((b) => (b as Resource).Properties.LifecycleConfiguration) as Resource;
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(expect.arrayContaining([expect.objectContaining({ Prefix: 'imports/', ExpirationInDays: 7, Status: 'Enabled' })]));
  });
});
