import { CloudFrontClient, GetDistributionCommand, GetDistributionConfigCommand, UpdateDistributionCommand, type DistributionConfig } from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import type { SecretsManagerRotationEventStep } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../functions/core/logger.js';
import { handler } from '../../functions/core/origin-verify-rotation.js';

/**
 * The origin-verify secret's rotation, step by step as Secrets Manager calls it. Neither Secrets
 * Manager's version stages nor a CloudFront distribution has an emulator here: both are small
 * in-memory models behind aws-sdk-client-mock, which answer the calls the way the services do
 * (stages move, an ETag changes with every update, a stale ETag is refused).
 */
const secretsClient = mockClient(SecretsManagerClient);
const cloudFrontClient = mockClient(CloudFrontClient);

const SECRET_ID = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:OriginVerify-AbCdEf';
const DISTRIBUTION_ID = 'E2SHOPDIST';
const TOKEN = 'rotation-token-1';

interface SecretModel {
  rotationEnabled: boolean;
  versions: Map<string, { value?: string; stages: string[] }>;
}
interface DistributionModel {
  config: DistributionConfig;
  etag: number;
  status: 'InProgress' | 'Deployed';
  /** How many reads until a change reaches every edge. */
  readsUntilDeployed: number;
}

let secret: SecretModel;
let distribution: DistributionModel;

const apiHeader = (config: DistributionConfig) =>
  config.Origins!.Items!.find((o) => o.Id === 'api')!.CustomHeaders!.Items!.find((h) => h.HeaderName === 'x-origin-verify')!.HeaderValue;

function modelSecretsManager() {
  const notFound = () => Object.assign(new Error('not found'), { name: 'ResourceNotFoundException' });
  secretsClient.on(DescribeSecretCommand).callsFake(() => ({
    RotationEnabled: secret.rotationEnabled,
    VersionIdsToStages: Object.fromEntries([...secret.versions].map(([id, v]) => [id, [...v.stages]])),
  }));
  secretsClient.on(GetSecretValueCommand).callsFake((input: { VersionId?: string; VersionStage?: string }) => {
    const stage = input.VersionStage ?? 'AWSCURRENT';
    const entry = [...secret.versions].find(([id, v]) => (!input.VersionId || id === input.VersionId) && v.stages.includes(stage) && v.value !== undefined);
    if (!entry) throw notFound();
    return { VersionId: entry[0], SecretString: JSON.stringify({ value: entry[1].value }) };
  });
  secretsClient.on(GetRandomPasswordCommand).callsFake((input: { PasswordLength: number; ExcludePunctuation?: boolean }) => {
    expect(input.ExcludePunctuation).toBe(true);
    return { RandomPassword: 'N'.repeat(input.PasswordLength - 4) + String(1000 + secret.versions.size) };
  });
  secretsClient.on(PutSecretValueCommand).callsFake((input: { ClientRequestToken: string; SecretString: string; VersionStages: string[] }) => {
    for (const v of secret.versions.values()) v.stages = v.stages.filter((s) => !input.VersionStages.includes(s));
    secret.versions.set(input.ClientRequestToken, { value: (JSON.parse(input.SecretString) as { value: string }).value, stages: [...input.VersionStages] });
    return {};
  });
  secretsClient.on(UpdateSecretVersionStageCommand).callsFake((input: { VersionStage: string; MoveToVersionId: string; RemoveFromVersionId?: string }) => {
    const holder = [...secret.versions].find(([, v]) => v.stages.includes(input.VersionStage));
    if (holder && holder[0] !== input.RemoveFromVersionId) throw Object.assign(new Error('stage attached elsewhere'), { name: 'InvalidParameterException' });
    for (const v of secret.versions.values()) v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS' && s !== input.VersionStage);
    if (holder) holder[1].stages.push('AWSPREVIOUS');
    secret.versions.get(input.MoveToVersionId)!.stages.push(input.VersionStage);
    return {};
  });
}

function modelCloudFront() {
  cloudFrontClient.on(GetDistributionConfigCommand).callsFake(() => ({ DistributionConfig: structuredClone(distribution.config), ETag: `E${distribution.etag}` }));
  cloudFrontClient.on(UpdateDistributionCommand).callsFake((input: { IfMatch?: string; DistributionConfig: DistributionConfig }) => {
    if (input.IfMatch !== `E${distribution.etag}`) throw Object.assign(new Error('The request failed because it didn’t meet the preconditions'), { name: 'PreconditionFailed' });
    distribution = { config: structuredClone(input.DistributionConfig), etag: distribution.etag + 1, status: 'InProgress', readsUntilDeployed: 2 };
    return { ETag: `E${distribution.etag}` };
  });
  cloudFrontClient.on(GetDistributionCommand).callsFake(() => {
    if (distribution.status === 'InProgress' && --distribution.readsUntilDeployed <= 0) distribution.status = 'Deployed';
    return { Distribution: { Id: DISTRIBUTION_ID, Status: distribution.status, DistributionConfig: structuredClone(distribution.config) } };
  });
}

const rotate = (step: SecretsManagerRotationEventStep, token = TOKEN) => handler({ Step: step, SecretId: SECRET_ID, ClientRequestToken: token });

beforeAll(() => logger.setLogLevel('SILENT'));
beforeEach(() => {
  process.env.DISTRIBUTION_ID = DISTRIBUTION_ID;
  secretsClient.reset();
  cloudFrontClient.reset();
  // RotateSecret stages the new version's id as AWSPENDING, still without a value, before it
  // calls createSecret.
  secret = {
    rotationEnabled: true,
    versions: new Map([
      ['version-0', { value: 'old-value', stages: ['AWSCURRENT'] }],
      [TOKEN, { stages: ['AWSPENDING'] }],
    ]),
  };
  distribution = {
    config: {
      CallerReference: 'shop',
      Comment: 'shop',
      Enabled: true,
      Origins: {
        Quantity: 2,
        Items: [
          { Id: 'site', DomainName: 'site.s3.eu-central-1.amazonaws.com', CustomHeaders: { Quantity: 0, Items: [] } },
          {
            Id: 'api',
            DomainName: 'abc.execute-api.eu-central-1.amazonaws.com',
            CustomHeaders: { Quantity: 2, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: 'old-value' }, { HeaderName: 'x-other', HeaderValue: 'kept' }] },
          },
        ],
      },
    } as DistributionConfig,
    etag: 1,
    status: 'Deployed',
    readsUntilDeployed: 0,
  };
  modelSecretsManager();
  modelCloudFront();
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

/** Runs testSecret while the fake clock moves the poll's waits along. */
async function testStep(): Promise<void> {
  const done = rotate('testSecret');
  const settled = done.then(() => undefined, () => undefined);
  for (let i = 0; i < 60; i++) await vi.advanceTimersByTimeAsync(15_000);
  await settled;
  return done;
}

describe('rotating the origin-verify secret', () => {
  it('runs the four steps: CloudFront sends the new value before it becomes current, and the old one stays previous', async () => {
    await rotate('createSecret');
    const pending = secret.versions.get(TOKEN)!;
    expect(pending.stages).toEqual(['AWSPENDING']);
    expect(pending.value).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(pending.value).not.toBe('old-value');

    await rotate('setSecret');
    expect(apiHeader(distribution.config)).toBe(pending.value);
    // Only the header changed: the other header and the other origin are as they were.
    expect(distribution.config.Origins!.Items![1]!.CustomHeaders!.Items![1]).toEqual({ HeaderName: 'x-other', HeaderValue: 'kept' });
    expect(distribution.config.Origins!.Items![0]).toEqual({ Id: 'site', DomainName: 'site.s3.eu-central-1.amazonaws.com', CustomHeaders: { Quantity: 0, Items: [] } });
    expect(cloudFrontClient.commandCalls(UpdateDistributionCommand)[0]!.args[0].input.IfMatch).toBe('E1');
    // Still current: the edges send the old value until the change reaches them.
    expect(secret.versions.get('version-0')!.stages).toEqual(['AWSCURRENT']);

    await testStep();
    expect(distribution.status).toBe('Deployed');

    await rotate('finishSecret');
    expect(secret.versions.get(TOKEN)!.stages).toContain('AWSCURRENT');
    expect(secret.versions.get('version-0')!.stages).toEqual(['AWSPREVIOUS']);
  });

  it('repeats a step without harm when Secrets Manager tries the rotation again', async () => {
    await rotate('createSecret');
    const value = secret.versions.get(TOKEN)!.value;
    await rotate('createSecret');
    expect(secret.versions.get(TOKEN)!.value).toBe(value);
    expect(secretsClient.commandCalls(PutSecretValueCommand)).toHaveLength(1);

    await rotate('setSecret');
    await rotate('setSecret');
    expect(cloudFrontClient.commandCalls(UpdateDistributionCommand)).toHaveLength(1);

    await testStep();
    await rotate('finishSecret');
    await rotate('finishSecret');
    expect(secret.versions.get(TOKEN)!.stages).toContain('AWSCURRENT');
    expect(secret.versions.get('version-0')!.stages).toEqual(['AWSPREVIOUS']);
  });

  it('does not finish while the distribution has not reached every edge', async () => {
    await rotate('createSecret');
    await rotate('setSecret');
    distribution.readsUntilDeployed = Number.POSITIVE_INFINITY;
    await expect(testStep()).rejects.toThrow(/still InProgress/);
  });

  it('fails the test step when the distribution does not send the pending value (a deploy put the old one back)', async () => {
    await rotate('createSecret');
    await rotate('setSecret');
    distribution.config.Origins!.Items![1]!.CustomHeaders!.Items![0]!.HeaderValue = 'old-value';
    await expect(testStep()).rejects.toThrow(/does not send the pending/);
  });

  it('leaves the distribution alone when it changed between reading and writing (the ETag no longer matches)', async () => {
    await rotate('createSecret');
    cloudFrontClient.on(GetDistributionConfigCommand).callsFake(() => {
      const answer = { DistributionConfig: structuredClone(distribution.config), ETag: `E${distribution.etag}` };
      distribution.etag++; // a deploy lands in between
      return answer;
    });
    await expect(rotate('setSecret')).rejects.toThrow(/preconditions/);
    expect(apiHeader(distribution.config)).toBe('old-value');
  });

  it('refuses to rotate a secret whose rotation is off, or a version that is not pending', async () => {
    secret.rotationEnabled = false;
    await expect(rotate('createSecret')).rejects.toThrow(/not enabled for rotation/);
    secret.rotationEnabled = true;
    await expect(rotate('setSecret', 'no-such-version')).rejects.toThrow(/has no stage/);
    secret.versions.set('stale', { value: 'x', stages: ['AWSPREVIOUS'] });
    await expect(rotate('setSecret', 'stale')).rejects.toThrow(/not set as AWSPENDING/);
    expect(cloudFrontClient.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });
});
