import type { Context } from 'aws-lambda';
import { routeKey, routesOf, type Domain } from '../routes.js';
import { errorResponse, type HttpEvent, type HttpResult, type LambdaHttpHandler } from './http.js';
import { matchRoute } from './route-match.js';

/**
 * One Lambda per domain: API Gateway tells us the matched route in `event.routeKey`, and the
 * route table names the handler. `$default` (no route matched) answers 404 or 405.
 */
export function createDomainLambda(domain: Domain, handlers: Record<string, LambdaHttpHandler>) {
  const byRouteKey = new Map<string, LambdaHttpHandler>();
  for (const route of routesOf(domain)) {
    const handler = handlers[route.handler];
    if (!handler) throw new Error(`routes.ts names ${domain}.${route.handler}, which handlers.ts does not export`);
    byRouteKey.set(routeKey(route), handler);
  }
  return async function domainLambda(event: HttpEvent, context: Context): Promise<HttpResult> {
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
