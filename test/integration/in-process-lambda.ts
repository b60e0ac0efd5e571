import { inject } from 'vitest';
import { CATALOG_BUCKET, MEDIA_BUCKET, TABLE_NAME } from '../../infra/local/stack.js';
import { baseUrl } from './api.js';

/**
 * Makes this test process a Lambda of the local stack, for a test that calls a handler or a job
 * in-process (the deploy's backfill, the import job, a second catalogue container): the
 * environment a deployed function reads (table, buckets, emulator endpoints, user pool), metrics
 * off, logs silent, and the configuration read afresh. `extra` adds or overrides variables.
 */
export async function becomeStackLambda(extra: Record<string, string> = {}): Promise<void> {
  const { dynamodb, s3 } = inject('endpoints');
  const { userPoolId, clientId } = inject('userPool');
  Object.assign(process.env, {
    TABLE_NAME,
    MEDIA_BUCKET,
    CATALOG_BUCKET,
    DYNAMODB_ENDPOINT: dynamodb,
    S3_ENDPOINT: s3,
    COGNITO_USER_POOL_ID: userPoolId,
    COGNITO_CLIENT_ID: clientId,
    COGNITO_ISSUER: `${baseUrl()}/cognito/${userPoolId}`,
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...extra,
  });
  (await import('../../functions/core/config.js')).reloadConfig();
  (await import('../../functions/core/logger.js')).logger.setLogLevel('SILENT');
}
