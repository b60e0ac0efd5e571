import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});
import { reloadConfig } from '../../functions/core/config.js';
import { logger } from '../../functions/core/logger.js';
import { cameThroughCloudFront } from '../../functions/core/origin-verify.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/origin-verify-header.js';

/**
 * The origin-verify check while the secret is switched to a new value: CloudFront's edges send
 * the old value or the new one for a few minutes, and neither may be refused. Secrets Manager's
 * version stages are mocked at the SDK (no emulator here has Secrets Manager).
 */
const secrets = mockClient(SecretsManagerClient);
const notFound = Object.assign(new Error("Secrets Manager can't find the specified secret value for staging label: AWSPREVIOUS"), { name: 'ResourceNotFoundException' });

/** A fresh secret ARN per test: Powertools caches values by name for five minutes. */
let arn = '';
let n = 0;
function secretWith(stages: { current: string; previous?: string; pending?: string }) {
  arn = `arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-verify-${++n}-AbCdEf`;
  process.env.ORIGIN_VERIFY_SECRET_ARN = arn;
  reloadConfig();
  secrets.reset();
  const answer = (value: string | undefined) => (value === undefined ? Promise.reject(notFound) : Promise.resolve({ SecretString: JSON.stringify({ value }) }));
  secrets.on(GetSecretValueCommand).callsFake((input: { VersionStage?: string }) =>
    answer(input.VersionStage === 'AWSPREVIOUS' ? stages.previous : input.VersionStage === 'AWSPENDING' ? stages.pending : stages.current),
  );
}

const through = (value: string | undefined) => cameThroughCloudFront(value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value });

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'shop-test',
    MEDIA_BUCKET: 'shop-media',
    COGNITO_USER_POOL_ID: 'eu-central-1_test',
    COGNITO_CLIENT_ID: 'client',
    COGNITO_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_test',
  });
  logger.setLogLevel('SILENT');
});
beforeEach(() => {
  // Each test may force one re-read on a mismatch (at most once a minute).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2026, 5, 1, 12, n * 5)));
});

describe('the origin-verify header while its secret is switched', () => {
  it('lets in the current value and refuses anything else, on a secret never switched', async () => {
    secretWith({ current: 'value-one' });
    expect(await through('value-one')).toBe(true);
    expect(await through('value-guess')).toBe(false);
    expect(await through(undefined)).toBe(false);
  });

  it('lets in the previous value after a switch (edges CloudFront has not reached yet) and the new one', async () => {
    secretWith({ current: 'value-two', previous: 'value-one' });
    expect(await through('value-one')).toBe(true);
    expect(await through('value-two')).toBe(true);
    expect(await through('value-zero')).toBe(false);
  });

  it('lets in the pending value of a switch under way (CloudFront may send it before it becomes current)', async () => {
    secretWith({ current: 'value-two', previous: 'value-one', pending: 'value-three' });
    expect(await through('value-three')).toBe(true);
    expect(await through('value-two')).toBe(true);
  });

  it('reads the secret again when a value does not match, and so learns of a switch made since it cached the secret', async () => {
    secretWith({ current: 'value-one' });
    expect(await through('value-one')).toBe(true);
    // The switch, after the values were cached: value-two current, value-one previous.
    secrets.on(GetSecretValueCommand).callsFake((input: { VersionStage?: string }) =>
      Promise.resolve({ SecretString: JSON.stringify({ value: input.VersionStage === 'AWSPREVIOUS' ? 'value-one' : 'value-two' }) }),
    );
    expect(await through('value-two')).toBe(true);
    expect(await through('value-one')).toBe(true);
  });
});
