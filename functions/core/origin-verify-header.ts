/**
 * The header CloudFront adds to every request it sends to the API (core/origin-verify.ts checks
 * it). Like routes.ts, this module has no imports, so infra may import it.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
