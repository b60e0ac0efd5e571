import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});
import { deployPublishStep, handler } from '../../functions/catalog/publish-on-deploy.js';
import { DEPLOY_PUBLISH_BUDGET_MS } from '../../functions/catalog/publisher-timing.js';
import { reloadConfig } from '../../functions/core/config.js';
import { logger } from '../../functions/core/logger.js';

/**
 * The deploy-time publish's retry policy (functions/catalog/publish-on-deploy.ts), and its
 * handler as CDK's provider framework calls it, with the table throttling or the lock held: the
 * failures an emulator cannot produce on demand, mocked at the SDK. (The lock itself is tested
 * on DynamoDB Local: test/integration/catalog-publisher-lock.test.ts.)
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const throttled = Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ProvisionedThroughputExceededException', $retryable: { throttling: true } });
const lockHeld = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
const bug = new TypeError("Cannot read properties of undefined (reading 'key')");
/** A head whose snapshot is current: an audit is always due, so every attempt goes for the lock. */
const head = { Item: { PK: 'CATALOG', SK: 'HEAD', version: 3, snapshotKey: 'v3.snap', snapshotVersion: 3, publishedAt: '2026-06-01T00:00:00.000Z' } };

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'shop-test',
    MEDIA_BUCKET: 'shop-media',
    CATALOG_BUCKET: 'shop-catalog',
    COGNITO_USER_POOL_ID: 'eu-central-1_test',
    COGNITO_CLIENT_ID: 'client',
    COGNITO_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_test',
  });
  reloadConfig();
  logger.setLogLevel('SILENT');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00.000Z'));
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  dynamo.reset();
});

describe('the retry policy of the deploy-time publish', () => {
  const ran = (published: boolean) => ({ result: { published, reason: 'audit', ms: 5 } });
  const locked = { result: { published: false, locked: true, reason: 'another publisher run holds the lock', ms: 1 } };

  it('is done when a run published, or found nothing newer to publish', () => {
    expect(deployPublishStep(ran(true), 0)).toMatchObject({ next: 'done', published: true });
    expect(deployPublishStep(ran(false), 0)).toMatchObject({ next: 'done', published: false });
  });

  it('waits while another run holds the lock, and on throttling or an outage', () => {
    expect(deployPublishStep(locked, 60_000)).toMatchObject({ next: 'retry' });
    expect(deployPublishStep({ error: throttled }, 60_000)).toMatchObject({ next: 'retry', reason: expect.stringContaining('ProvisionedThroughputExceeded') });
    const lambdaThrottled = Object.assign(new Error('Rate Exceeded.'), { name: 'TooManyRequestsException' });
    expect(deployPublishStep({ error: lambdaThrottled }, 0)).toMatchObject({ next: 'retry' });
    const s3Down = Object.assign(new Error('We encountered an internal error.'), { name: 'InternalError', $fault: 'server' });
    expect(deployPublishStep({ error: s3Down }, 0)).toMatchObject({ next: 'retry' });
  });

  it('gives up without failing once its budget is spent, and fails at once on a bug', () => {
    expect(deployPublishStep(locked, DEPLOY_PUBLISH_BUDGET_MS)).toMatchObject({ next: 'give-up' });
    expect(deployPublishStep({ error: throttled }, DEPLOY_PUBLISH_BUDGET_MS + 1)).toMatchObject({ next: 'give-up' });
    expect(deployPublishStep({ error: bug }, 0)).toEqual({ next: 'fail', error: bug });
  });
});

describe('the deploy-time publish as the provider framework calls it', () => {
  it('answers "not complete" while the table throttles, so the waiter asks again', async () => {
    dynamo.on(GetCommand).rejects(throttled);

    const first = await handler({ RequestType: 'Create' });

    // onEvent's answer starts the clock every isComplete call reads.
    expect(first).toMatchObject({ IsComplete: false, Data: { Done: 'false', StartedAt: '2026-06-01T12:00:00.000Z', Reason: expect.stringContaining('ProvisionedThroughputExceeded') } });
  });

  it('answers "not complete" while a scheduled run holds the lock, then "complete, deferred" once the budget is spent', async () => {
    dynamo.on(GetCommand).resolves(head);
    // The timed sales the publisher checks before it builds (none).
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(PutCommand).rejects(lockHeld);
    const startedAt = new Date(Date.now() - 60_000).toISOString();

    const meanwhile = await handler({ RequestType: 'Update', PhysicalResourceId: 'catalog-publish-on-deploy', Data: { StartedAt: startedAt, Done: 'false' } });
    // Without Data: CDK's framework treats Data in a "not yet" as an error instead of asking again.
    expect(meanwhile).toEqual({ PhysicalResourceId: 'catalog-publish-on-deploy', IsComplete: false });

    const spent = new Date(Date.now() - DEPLOY_PUBLISH_BUDGET_MS).toISOString();
    const last = await handler({ RequestType: 'Update', PhysicalResourceId: 'catalog-publish-on-deploy', Data: { StartedAt: spent, Done: 'false' } });
    // Complete, so CloudFormation goes on with the deploy instead of rolling it back.
    expect(last).toMatchObject({ IsComplete: true, Data: { Done: 'true', Published: 'deferred' } });
  });

  it('fails the deploy on a bug (new code that cannot publish must not go live)', async () => {
    dynamo.on(GetCommand).rejects(bug);
    await expect(handler({ RequestType: 'Create' })).rejects.toThrow(bug);
  });

  it('does nothing on delete, and nothing again once onEvent published', async () => {
    expect(await handler({ RequestType: 'Delete', PhysicalResourceId: 'catalog-publish-on-deploy' })).toEqual({ PhysicalResourceId: 'catalog-publish-on-deploy', IsComplete: true });
    expect(await handler({ RequestType: 'Create', Data: { Done: 'true' } })).toMatchObject({ IsComplete: true });
    expect(dynamo.calls()).toHaveLength(0);
  });
});
