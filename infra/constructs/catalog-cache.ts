import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { apiHttpOrigin, type ApiHttpOriginOptions } from './api-origin.js';
import type { Construct } from 'constructs';

/** The catalogue's public answers (functions/routes.ts: every GET under these is `public`). */
export const CATALOG_CACHED_PATHS = ['/api/products*', '/api/catalog/*'] as const;

/**
 * CloudFront's cache for the anonymous catalogue answers, so repeats and a catalog container's
 * cold start stay off the Lambda.
 *
 * - Keyed on the whole query string (every shop filter, sort and page is a different answer).
 * - Keyed on the Authorization header too: a signed-in caller (a dealer sees dealer prices) never
 *   gets an anonymous copy or leaves one behind, and those answers say `private, no-store`
 *   (functions/core/http.ts), which CloudFront honours with a minimum TTL of 0. CloudFront also
 *   forwards Authorization only when it is part of the key.
 * - No cookies: the API reads none.
 * - How long comes from the answer's own Cache-Control (functions/catalog/handlers/cache.ts: 30 s,
 *   the vocabulary 5 minutes); an answer without one (an error) is not kept.
 */
export class CatalogCachePolicy extends cloudfront.CachePolicy {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      comment: 'Anonymous catalogue answers: keyed on the query string and Authorization; TTL from Cache-Control',
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }
}

/** What the catalogue behaviour shares with `/api/*` (site.ts): the API, its origin check, its headers. */
export interface CatalogCacheBehaviorOptions {
  /** The API origin, as `/api/*` has it (api-origin.ts). */
  readonly apiOrigin: ApiHttpOriginOptions;
  readonly responseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
}

/**
 * The behaviour of the catalogue paths: to the HTTP API like `/api/*` (HTTPS only, every viewer
 * header but Host forwarded, the origin-verify header, the API's response headers), with the
 * catalogue cache policy, compressed at the edge.
 */
export function catalogCacheBehaviors(scope: Construct, options: CatalogCacheBehaviorOptions): Record<string, cloudfront.BehaviorOptions> {
  const behavior: cloudfront.BehaviorOptions = {
    origin: apiHttpOrigin(options.apiOrigin),
    responseHeadersPolicy: options.responseHeadersPolicy,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
    // Every method reaches the API, which answers 405 itself for what the route table lacks.
    allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
    cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
    cachePolicy: new CatalogCachePolicy(scope, 'CatalogCachePolicy'),
    originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    compress: true,
  };
  return Object.fromEntries(CATALOG_CACHED_PATHS.map((path) => [path, behavior]));
}
