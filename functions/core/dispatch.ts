import type { Context } from 'aws-lambda';
import { routeKey, routesOf, type Domain } from '../routes.js';
import { HttpError } from './errors.js';
import { errorResponse, type HttpEvent, type HttpResult, type LambdaHttpHandler } from './http.js';
import { cameThroughCloudFront } from './origin-verify.js';
import { matchRoute } from './route-match.js';

export interface DomainLambdaOptions {
  /**
   * Runs before every request, e.g. to refresh a run-time secret (functions/core/secrets.ts);
   * an HttpError it throws is the answer (a 503 when Secrets Manager is out of reach).
   */
  readonly beforeRequest?: () => Promise<void>;
}

/**
 * One Lambda per domain: API Gateway tells us the matched route in `event.routeKey`, and the
 * route table names the handler. `$default` (no route matched) answers 404 or 405. A request
 * that did not come through CloudFront is refused first (core/origin-verify.ts).
 */
export function createDomainLambda(domain: Domain, handlers: Record<string, LambdaHttpHandler>, options: DomainLambdaOptions = {}) {
  const byRouteKey = new Map<string, LambdaHttpHandler>();
  for (const route of routesOf(domain)) {
    const handler = handlers[route.handler];
    if (!handler) throw new Error(`routes.ts names ${domain}.${route.handler}, which handlers.ts does not export`);
    byRouteKey.set(routeKey(route), handler);
  }
  return async function domainLambda(event: HttpEvent, context: Context): Promise<HttpResult> {
    try {
      if (!(await cameThroughCloudFront(event.headers ?? {}))) {
        return errorResponse(403, 'forbidden', "This API answers through the shop's own site only");
      }
      await options.beforeRequest?.();
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.code, error.message);
      throw error;
    }
    const handler = byRouteKey.get(event.routeKey);
    if (handler) return handler(event, context);
    return unmatchedRoute(event);
  };
}

/** What API Gateway's `$default` route answers: our JSON error shape, never its own. */
export function unmatchedRoute(event: Pick<HttpEvent, 'rawPath' | 'requestContext'>): HttpResult {
  const method = event.requestContext?.http?.method ?? 'GET';
  const result = matchRoute(method, event.rawPath);
  if (result.kind === 'method_not_allowed') {
    const response = errorResponse(405, 'method_not_allowed', `${method} is not allowed here`);
    return { ...response, headers: { ...response.headers, allow: result.allowed.join(', ') } };
  }
  return errorResponse(404, 'not_found', 'No such API route');
}
