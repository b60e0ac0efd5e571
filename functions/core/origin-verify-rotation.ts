import { CloudFrontClient, GetDistributionCommand, GetDistributionConfigCommand, UpdateDistributionCommand, type DistributionConfig } from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import type { SecretsManagerRotationEvent } from 'aws-lambda';
import { logger } from './logger.js';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header.js';

/**
 * Secrets Manager's rotation function for the origin-verify secret (the API stack's
 * `OriginVerify`, `{"value": "…"}`): a new value reaches CloudFront before it becomes current,
 * so the API never refuses CloudFront's requests while the value changes.
 *
 * Secrets Manager calls it four times per rotation, with the version id of the new value
 * (ClientRequestToken), in the order of its rotation steps
 * (docs.aws.amazon.com/secretsmanager/latest/userguide/rotate-secrets_lambda-functions.html):
 *
 * 1. `createSecret`: a new random value, stored as the AWSPENDING version.
 * 2. `setSecret`: the distribution's origins that carry the header are given the pending value.
 *    From now on CloudFront's edges send the old value or the new one for a few minutes; the API
 *    lets in the current, previous and pending values (origin-verify.ts), so both pass.
 * 3. `testSecret`: the distribution has the pending value and is deployed to every edge. Until
 *    then it throws, and Secrets Manager tries the rotation again later (each step is idempotent).
 * 4. `finishSecret`: AWSCURRENT moves to the new version; the old one becomes AWSPREVIOUS, still
 *    let in while the API's cached values expire.
 *
 * A CloudFormation update of the distribution later resolves the header from the secret's
 * AWSCURRENT (web-stack.ts), the value the distribution already has.
 *
 * Environment: DISTRIBUTION_ID, the site's CloudFront distribution.
 */

const secrets = new SecretsManagerClient({});
const cloudFront = new CloudFrontClient({});

/** Same shape as the secret CDK generates (api-stack.ts): 48 letters and digits. */
const VALUE_LENGTH = 48;

/** How long testSecret waits for the distribution to reach every edge before trying again later. */
const DEPLOYED_WAIT_MS = 8 * 60_000;
const DEPLOYED_POLL_MS = 15_000;

export async function handler(event: SecretsManagerRotationEvent): Promise<void> {
  const { SecretId: secretId, ClientRequestToken: token, Step: step } = event;
  const distributionId = process.env.DISTRIBUTION_ID;
  if (!distributionId) throw new Error('DISTRIBUTION_ID is not set');
  await checkVersionToRotate(secretId, token);
  logger.info('rotating the origin-verify secret', { step, secretId, token });
  switch (step) {
    case 'createSecret':
      return createSecret(secretId, token);
    case 'setSecret':
      return setSecret(distributionId, await pendingValue(secretId, token));
    case 'testSecret':
      return testSecret(distributionId, await pendingValue(secretId, token));
    case 'finishSecret':
      return finishSecret(secretId, token);
    default:
      throw new Error(`Unknown rotation step ${String(step)}`);
  }
}

/**
 * The checks every rotation function makes first: rotation is on, the token names a version of
 * this secret, and that version is the pending one (or already current: a repeated finish).
 */
async function checkVersionToRotate(secretId: string, token: string): Promise<void> {
  const secret = await secrets.send(new DescribeSecretCommand({ SecretId: secretId }));
  if (!secret.RotationEnabled) throw new Error(`Secret ${secretId} is not enabled for rotation`);
  const stages = secret.VersionIdsToStages?.[token];
  if (!stages) throw new Error(`Secret version ${token} has no stage for rotation of secret ${secretId}`);
  if (!stages.includes('AWSCURRENT') && !stages.includes('AWSPENDING')) {
    throw new Error(`Secret version ${token} is not set as AWSPENDING for rotation of secret ${secretId}`);
  }
}

async function createSecret(secretId: string, token: string): Promise<void> {
  try {
    await secrets.send(new GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: 'AWSPENDING' }));
    return; // created by an earlier try of this rotation
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const { RandomPassword: value } = await secrets.send(
    new GetRandomPasswordCommand({ PasswordLength: VALUE_LENGTH, ExcludePunctuation: true, IncludeSpace: false }),
  );
  if (!value) throw new Error('Secrets Manager returned no random value');
  await secrets.send(
    new PutSecretValueCommand({ SecretId: secretId, ClientRequestToken: token, SecretString: JSON.stringify({ value }), VersionStages: ['AWSPENDING'] }),
  );
}

async function pendingValue(secretId: string, token: string): Promise<string> {
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: 'AWSPENDING' }));
  const value = (JSON.parse(SecretString ?? '{}') as { value?: unknown }).value;
  if (typeof value !== 'string' || !value) throw new Error(`The pending version of ${secretId} has no "value"`);
  return value;
}

/** The origins that send the header (the API's; the buckets' origins have none). */
function originsWithHeader(config: DistributionConfig) {
  return (config.Origins?.Items ?? []).filter((origin) => origin.CustomHeaders?.Items?.some((h) => h.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER));
}

async function setSecret(distributionId: string, value: string): Promise<void> {
  const { DistributionConfig: config, ETag } = await cloudFront.send(new GetDistributionConfigCommand({ Id: distributionId }));
  if (!config) throw new Error(`Distribution ${distributionId} has no configuration`);
  const origins = originsWithHeader(config);
  if (origins.length === 0) throw new Error(`No origin of distribution ${distributionId} sends the ${ORIGIN_VERIFY_HEADER} header`);
  const stale = origins.filter((origin) => origin.CustomHeaders!.Items!.some((h) => h.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER && h.HeaderValue !== value));
  if (stale.length === 0) return; // set by an earlier try of this rotation
  for (const origin of stale) {
    for (const header of origin.CustomHeaders!.Items!) {
      if (header.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER) header.HeaderValue = value;
    }
  }
  // IfMatch: a distribution changed meanwhile (a deploy) fails with PreconditionFailed, and the
  // rotation is tried again later on the new configuration.
  await cloudFront.send(new UpdateDistributionCommand({ Id: distributionId, IfMatch: ETag, DistributionConfig: config }));
  logger.info('the distribution sends the pending origin-verify value', { distributionId, origins: stale.map((o) => o.Id) });
}

async function testSecret(distributionId: string, value: string): Promise<void> {
  const deadline = Date.now() + DEPLOYED_WAIT_MS;
  for (;;) {
    const { Distribution: distribution } = await cloudFront.send(new GetDistributionCommand({ Id: distributionId }));
    const config = distribution?.DistributionConfig;
    const origins = config ? originsWithHeader(config) : [];
    const sendsPending =
      origins.length > 0 && origins.every((origin) => origin.CustomHeaders!.Items!.every((h) => h.HeaderName?.toLowerCase() !== ORIGIN_VERIFY_HEADER || h.HeaderValue === value));
    if (!sendsPending) throw new Error(`Distribution ${distributionId} does not send the pending origin-verify value`);
    if (distribution?.Status === 'Deployed') return;
    if (Date.now() + DEPLOYED_POLL_MS > deadline) {
      throw new Error(`Distribution ${distributionId} is still ${distribution?.Status ?? 'unknown'}: the rotation finishes on a later try`);
    }
    await new Promise((resolve) => setTimeout(resolve, DEPLOYED_POLL_MS));
  }
}

async function finishSecret(secretId: string, token: string): Promise<void> {
  const secret = await secrets.send(new DescribeSecretCommand({ SecretId: secretId }));
  const current = Object.entries(secret.VersionIdsToStages ?? {}).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
  if (current === token) return; // finished by an earlier try
  await secrets.send(
    new UpdateSecretVersionStageCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, ...(current ? { RemoveFromVersionId: current } : {}) }),
  );
  logger.info('the pending origin-verify value is current', { secretId, token });
}
