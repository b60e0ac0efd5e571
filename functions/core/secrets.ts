import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { HttpError } from './errors.js';
import { logger } from './logger.js';

/**
 * Credentials of outside services (Stripe, InPost ShipX, KSeF) in AWS: each is a Secrets Manager
 * secret holding a JSON object, whose ARN the CDK puts in the function's environment. It is read
 * at run time and cached for SECRET_MAX_AGE_SECONDS, so a rotated key reaches warm functions
 * within minutes; a value resolved into an environment variable at deploy would never change.
 * Locally each service reads plain environment variables or talks to its fake instead.
 */
export const SECRET_MAX_AGE_SECONDS = 300;

/**
 * The secret's JSON object; a 503 when Secrets Manager cannot be read (an outage, not the caller's
 * fault). `forceFetch` skips the cache (a value that no longer matches may have been rotated).
 */
export async function jsonSecret<T extends Record<string, unknown>>(arn: string, options: { forceFetch?: boolean } = {}): Promise<T> {
  try {
    const value: unknown = await getSecret(arn, { maxAge: SECRET_MAX_AGE_SECONDS, transform: 'json', forceFetch: options.forceFetch ?? false });
    if (!value || typeof value !== 'object') throw new Error('the secret is empty or not a JSON object');
    return value as T;
  } catch (error) {
    logger.error('could not read a secret', { arn, error: error as Error });
    throw new HttpError(503, 'service_unavailable', 'A service the shop depends on is not reachable. Please try again in a moment.');
  }
}
