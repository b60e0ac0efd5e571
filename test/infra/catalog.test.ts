import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import {
  DEPLOY_PUBLISH_BUDGET_MS,
  DEPLOY_PUBLISH_QUERY_INTERVAL_SECONDS,
  DEPLOY_PUBLISH_TOTAL_TIMEOUT_MINUTES,
  PUBLISHER_LEASE_MS,
  PUBLISHER_TIMEOUT_SECONDS,
} from '../../functions/catalog/publisher-timing.js';
import { CATALOG_CACHED_PATHS } from '../../infra/constructs/catalog-cache.js';
import { CATALOG_FUNCTION_MEMORY_MB } from '../../infra/stacks/api-stack.js';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';

/** Synth without bundling or CloudFormation validation: the templates, fast. */
const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
const settings: ShopSettings = { stage: 'test', shopName: 'Test Shop', bootstrapAdminEmail: 'admin@example.com', logLevel: 'INFO', authDomainPrefix: 'test-shop-test' };
const shop = addShopStacks(app, settings);
const api = Template.fromStack(shop.api);
const resources = api.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] }>;
const idOf = (construct: { node: { defaultChild?: unknown } }) => shop.api.getLogicalId(construct.node.defaultChild as never);
const catalogId = idOf(shop.api.functions.get('catalog')!);
const publisherId = idOf(shop.api.catalogSnapshots.publisher);
const bucketId = idOf(shop.api.catalogSnapshots.bucket);
const deployPublisherId = idOf(shop.api.catalogSnapshots.deployPublisher);

/** The actions each statement of a role's policies grants on the snapshot bucket. */
function bucketActionsOf(functionId: string): string[] {
  const role = (resources[functionId]!.Properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(role!))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement)
    .filter((s) => JSON.stringify(s.Resource).includes(bucketId))
    .flatMap((s) => [s.Action].flat());
}

describe('the published catalogue in AWS', () => {
  it('lets CloudFront read the public files (sitemap, feeds, robots.txt) and nothing else of the bucket', () => {
    const policy = Object.values(resources).find((r) => r.Type === 'AWS::S3::BucketPolicy' && JSON.stringify(r.Properties.Bucket).includes(bucketId))!;
    const statements = (policy.Properties.PolicyDocument as { Statement: { Sid?: string; Principal?: unknown; Action: unknown; Resource: unknown; Condition?: unknown }[] }).Statement;
    const cloudfront = statements.filter((s) => JSON.stringify(s.Principal).includes('cloudfront.amazonaws.com'));
    expect(cloudfront).toHaveLength(1);
    expect(cloudfront[0]!.Action).toBe('s3:GetObject');
    expect(JSON.stringify(cloudfront[0]!.Resource)).toMatch(/\/public\/\*"/);
    expect(JSON.stringify(cloudfront[0]!.Condition)).toContain(':distribution/*');
  });

  it('lets the catalog function read snapshots, and only read them, from the bucket it is told about', () => {
    const env = (resources[catalogId]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.CATALOG_BUCKET).toEqual({ Ref: bucketId });
    expect(bucketActionsOf(catalogId)).toEqual(['s3:GetObject']);
    expect(resources[catalogId]!.Properties.MemorySize).toBe(CATALOG_FUNCTION_MEMORY_MB);
  });

  it('publishes with functions that write, list and delete snapshots, one run at a time by the lock, with no reserved concurrency', () => {
    expect(bucketActionsOf(publisherId).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    expect(bucketActionsOf(deployPublisherId).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    // A new account's concurrency quota (10) cannot reserve any: the lock item does it.
    for (const id of [publisherId, deployPublisherId]) {
      expect(resources[id]!.Properties.ReservedConcurrentExecutions).toBeUndefined();
      // The lock's lease outlives a run: Lambda stops a run at this timeout.
      expect(resources[id]!.Properties.Timeout).toBe(PUBLISHER_TIMEOUT_SECONDS);
    }
    expect(PUBLISHER_LEASE_MS).toBeGreaterThan(PUBLISHER_TIMEOUT_SECONDS * 1000);
  });

  it('compacts every minute and audits every hour', () => {
    for (const [rate, mode] of [
      ['rate(1 minute)', 'compact'],
      ['rate(1 hour)', 'audit'],
    ]) {
      api.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: rate,
        Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [publisherId, 'Arn'] }, Input: JSON.stringify({ mode }) })]),
      });
    }
  });

  it('publishes during every deploy, before the catalog function is updated, waiting out the lock and throttling', () => {
    const [publishId, publish] = Object.entries(resources).find(([, r]) => r.Type === 'Custom::CatalogPublishOnDeploy')!;
    expect(Object.values(resources).some((r) => r.Type === 'Custom::Trigger')).toBe(false);
    expect(resources[catalogId]!.DependsOn).toEqual(expect.arrayContaining([publishId]));
    // Run again whenever the publisher's code changes (its version), as CDK's Trigger did.
    const version = resources[(publish.Properties.PublisherVersion as { Ref: string }).Ref]!;
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(version.Properties.FunctionName).toEqual({ Ref: publisherId });
    // CDK's provider framework: onEvent and isComplete are the deploy publisher; its waiter asks
    // again every 10 s for 25 minutes, retrying every error (a throttled invocation included).
    const framework = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties.Environment ?? {}).includes('USER_ON_EVENT_FUNCTION_ARN'));
    expect(framework.map((r) => (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables.USER_ON_EVENT_FUNCTION_ARN)).toContainEqual({ 'Fn::GetAtt': [deployPublisherId, 'Arn'] });
    expect(framework.map((r) => (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables.USER_IS_COMPLETE_FUNCTION_ARN)).toContainEqual({ 'Fn::GetAtt': [deployPublisherId, 'Arn'] });
    const waiter = Object.values(resources).find((r) => r.Type === 'AWS::StepFunctions::StateMachine')!;
    const definition = JSON.stringify(waiter.Properties.DefinitionString);
    expect(definition).toContain(`\\"ErrorEquals\\":[\\"States.ALL\\"],\\"IntervalSeconds\\":${DEPLOY_PUBLISH_QUERY_INTERVAL_SECONDS},\\"MaxAttempts\\":${(DEPLOY_PUBLISH_TOTAL_TIMEOUT_MINUTES * 60) / DEPLOY_PUBLISH_QUERY_INTERVAL_SECONDS}`);
    // The handler gives up (without failing the deploy) before the waiter's own timeout fails it.
    expect(DEPLOY_PUBLISH_BUDGET_MS + PUBLISHER_TIMEOUT_SECONDS * 1000).toBeLessThan(DEPLOY_PUBLISH_TOTAL_TIMEOUT_MINUTES * 60_000);
  });
});

describe('CloudFront in front of the catalogue', () => {
  const web = Template.fromStack(shop.web).toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const config = Object.values(web).find((r) => r.Type === 'AWS::CloudFront::Distribution')!.Properties.DistributionConfig;
  const behaviors = config.CacheBehaviors as { PathPattern: string; CachePolicyId: unknown; Compress: boolean }[];
  const policyOf = (pattern: string) => {
    const ref = (behaviors.find((b) => b.PathPattern === pattern)!.CachePolicyId as { Ref?: string }).Ref;
    return ref ? web[ref]!.Properties.CachePolicyConfig : undefined;
  };

  it('caches the public catalogue routes, and nothing else of the API', () => {
    const patterns = behaviors.map((b) => b.PathPattern);
    // Checked before /api/*, which stays uncached (a managed policy, no cache policy of ours).
    expect(patterns.indexOf('/api/*')).toBeGreaterThan(Math.max(...CATALOG_CACHED_PATHS.map((p) => patterns.indexOf(p))));
    expect(policyOf('/api/*')).toBeUndefined();
    // Every GET these patterns catch is public; only GET and HEAD are ever cached, so the one
    // write under them (a back-in-stock request, public too) goes through to the API every time.
    const caught = routes.filter((r) => r.path.startsWith('/api/products') || r.path.startsWith('/api/catalog/'));
    expect(caught.length).toBeGreaterThan(5);
    expect(caught.every((r) => r.access === 'public')).toBe(true);
    expect(caught.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/products/{id}/back-in-stock']);
    const catalogue = behaviors.find((b) => b.PathPattern === '/api/products*') as unknown as { CachedMethods: string[] };
    expect(catalogue.CachedMethods.sort()).toEqual(['GET', 'HEAD']);
  });

  it('keys answers on the query string and on Authorization, with no cookies, and lets the answer say how long', () => {
    for (const pattern of CATALOG_CACHED_PATHS) {
      const policy = policyOf(pattern);
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
      });
      // Minimum 0: `private, no-store` (every signed-in caller's answer) is never kept.
      expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
      expect(behaviors.find((b) => b.PathPattern === pattern)!.Compress).toBe(true);
    }
  });
});
