import { timingSafeEqual } from 'node:crypto';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { config } from './config.js';
import { logger } from './logger.js';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header.js';
import { jsonSecret, SECRET_MAX_AGE_SECONDS } from './secrets.js';

/**
 * The API answers only requests that came through the shop's CloudFront distribution, where the
 * WAF, the response headers and the caching are: CloudFront adds this header to every request
 * it sends to the API, with a value from Secrets Manager (the API stack's `OriginVerify` secret,
 * whose ARN is ORIGIN_VERIFY_SECRET_ARN), and the domain Lambdas refuse anything else with a 403
 * before any handler runs (header name: origin-verify-header.ts). An HTTP API has no resource
 * policy; a stage with an API origin domain (infra/constructs/api-origin.ts) turns the execute-api
 * host off and lets only CloudFront's client certificate in, before any Lambda, and this check
 * stays as a second lock. Unset (the local stack): every request is let in.
 */

/**
 * While the value is switched, CloudFront's edges send the old value or the new one for a few
 * minutes (a distribution change takes that long to reach them all), so besides the current
 * value (AWSCURRENT) the previous (AWSPREVIOUS: the value before the last switch) and the pending
 * one (AWSPENDING: a switch under way, which CloudFront may already send) are let in. A secret
 * never switched has neither; reading one that is missing is not an error.
 */
const OTHER_STAGES = ['AWSPREVIOUS', 'AWSPENDING'] as const;
/**
 * One provider per stage: Powertools caches a secret by name and transform, not by the version
 * asked for, so the stages must not share a cache.
 */
const providerOf = new Map(OTHER_STAGES.map((stage) => [stage, new SecretsProvider()]));

/** A mismatch may mean the value was rotated: read it again, but at most this often. */
const REFRESH_ON_MISMATCH_MS = 60_000;
let lastForcedRead = 0;

function same(given: string, expected: string | undefined): boolean {
  if (expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function valueAt(arn: string, stage: (typeof OTHER_STAGES)[number], forceFetch: boolean): Promise<string | undefined> {
  try {
    const secret = await providerOf.get(stage)!.get<{ value?: string }>(arn, {
      maxAge: SECRET_MAX_AGE_SECONDS,
      transform: 'json',
      forceFetch,
      sdkOptions: { VersionStage: stage },
    });
    return typeof secret?.value === 'string' ? secret.value : undefined;
  } catch (error) {
    // ResourceNotFoundException when no version has the stage (never rotated): nothing to accept.
    if ((error as { cause?: { name?: string } }).cause?.name !== 'ResourceNotFoundException') {
      logger.warn('could not read a version of the origin-verify secret', { stage, error: error as Error });
    }
    return undefined;
  }
}

/** Whether the header holds the current value, or the previous or pending one of a switch. */
async function matches(arn: string, given: string, forceFetch: boolean): Promise<boolean> {
  // The current value first: a 503 when Secrets Manager is out of reach (jsonSecret).
  if (same(given, (await jsonSecret<{ value: string }>(arn, { forceFetch })).value)) return true;
  for (const stage of OTHER_STAGES) if (same(given, await valueAt(arn, stage, forceFetch))) return true;
  return false;
}

export async function cameThroughCloudFront(headers: Record<string, string | undefined>): Promise<boolean> {
  const arn = config().ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) return true;
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (!given) return false;
  if (await matches(arn, given, false)) return true;
  if (Date.now() - lastForcedRead < REFRESH_ON_MISMATCH_MS) return false;
  lastForcedRead = Date.now();
  return matches(arn, given, true);
}
