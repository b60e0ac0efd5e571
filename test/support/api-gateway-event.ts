import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../functions/core/http.js';

/**
 * An API Gateway v2 event for an anonymous GET, as the dev server (infra/local/dev-server.ts)
 * builds it and the Lambda runtime hands it over: for calling a handler in-process, the way a
 * Lambda container does (the bench, and tests of a second catalog container).
 */
export function anonymousGet(routeKey: string, path: string, query: Record<string, string> = {}, pathParameters?: Record<string, string>): HttpEvent {
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: { host: 'localhost', 'accept-encoding': 'gzip', 'user-agent': 'in-process' },
    queryStringParameters: Object.keys(query).length ? { ...query } : undefined,
    ...(pathParameters ? { pathParameters } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'in-process' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

export const lambdaContext = {
  functionName: 'shop-catalog',
  awsRequestId: 'in-process',
  getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;
