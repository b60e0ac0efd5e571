import { timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header.js';
import { jsonSecret } from './secrets.js';

/**
 * The API answers only requests that came through the shop's CloudFront distribution, where the
 * WAF, the response headers and the caching are: CloudFront adds this header to every request
 * it sends to the API, with a value from Secrets Manager (the API stack's `OriginVerify` secret,
 * whose ARN is ORIGIN_VERIFY_SECRET_ARN), and the domain Lambdas refuse anything else with a 403
 * before any handler runs (header name: origin-verify-header.ts). An HTTP API has no resource policy, and turning its default endpoint
 * off would leave CloudFront nothing to call. Unset (the local stack): every request is let in.
 */

/** A mismatch may mean the value was rotated: read it again, but at most this often. */
const REFRESH_ON_MISMATCH_MS = 60_000;
let lastForcedRead = 0;

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function cameThroughCloudFront(headers: Record<string, string | undefined>): Promise<boolean> {
  const arn = config().ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) return true;
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (!given) return false;
  if (same(given, (await jsonSecret<{ value: string }>(arn)).value)) return true;
  if (Date.now() - lastForcedRead < REFRESH_ON_MISMATCH_MS) return false;
  lastForcedRead = Date.now();
  return same(given, (await jsonSecret<{ value: string }>(arn, { forceFetch: true })).value);
}
