import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { reloadConfig } from '../../functions/core/config.js';
import { logger } from '../../functions/core/logger.js';

/** The table name the offline command tests expect in every command they pin. */
export const OFFLINE_TABLE = 'shop-test';

/**
 * The configuration a handler needs to run in a unit test whose DynamoDB client is mocked
 * (aws-sdk-client-mock): the offline command tests (ledger-commands, follow-up-commands). `extra`
 * adds settings (a webhook secret…); the log stays quiet.
 */
export function useOfflineTable(extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    TABLE_NAME: OFFLINE_TABLE,
    MEDIA_BUCKET: 'shop-media',
    COGNITO_USER_POOL_ID: 'eu-central-1_test',
    COGNITO_CLIENT_ID: 'client',
    COGNITO_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_test',
    ...extra,
  });
  reloadConfig();
  logger.setLogLevel('SILENT');
}

/** DynamoDB's answer to a cancelled transaction, one cancellation code per item (`None`, `ConditionalCheckFailed`…). */
export const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });
