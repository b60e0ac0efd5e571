import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { listProducts } from '../../functions/catalog/handlers/list-products.js';
import type { ProductListResponse } from '../../functions/contracts/product.js';
import type { HttpEvent } from '../../functions/core/http.js';
import { db } from '../../functions/core/table.js';
import type { BenchQuery } from './queries.js';

/**
 * The real `GET /api/products` handler, called in this process the way the Lambda runtime calls
 * it: an API Gateway v2 event in, a structured result out. What is timed is the whole call,
 * middy stack, zod parsing, the catalogue snapshot check, the query and JSON serialisation of
 * the response included; what is not is API Gateway and the network, which PostgreSQL would
 * have in front of it too.
 */
export interface EngineAnswer {
  ids: number[];
  total: number;
}

const ROUTE_KEY = 'GET /api/products';

/** The event the dev server (infra/local/dev-server.ts) builds for an anonymous shop request. */
function shopEvent(params: Record<string, string>): HttpEvent {
  const rawQueryString = new URLSearchParams(params).toString();
  return {
    version: '2.0',
    routeKey: ROUTE_KEY,
    rawPath: '/api/products',
    rawQueryString,
    headers: { host: 'localhost', 'accept-encoding': 'gzip', 'user-agent': 'bench' },
    queryStringParameters: Object.keys(params).length ? { ...params } : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/api/products', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: randomUUID(),
      routeKey: ROUTE_KEY,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

const context = {
  functionName: 'shop-catalog',
  awsRequestId: 'bench',
  getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;

/**
 * Requests the handlers' DynamoDB client has sent. A warm handler reads the table only to check
 * the catalogue version (at most once per CATALOG_REFRESH_MS), so a call that moved this counter
 * paid for a DynamoDB round trip: the report says how many did, and what p99 is without them.
 */
let tableReads = 0;
let counting = false;
function countTableReads(): void {
  if (counting) return;
  counting = true;
  db().middlewareStack.add((next) => (args) => {
    tableReads++;
    return next(args);
  }, { step: 'initialize', name: 'benchCountTableReads' });
}

/** One call, timed from just before the handler is entered to just after its result is back. */
export async function timeHandlerCall(query: BenchQuery): Promise<{ ms: number; answer: EngineAnswer; readTable: boolean }> {
  countTableReads();
  const event = shopEvent(query.params); // built outside the clock: the runtime hands it over ready
  const readsBefore = tableReads;
  const started = process.hrtime.bigint();
  const result = await listProducts(event, context);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const readTable = tableReads !== readsBefore;
  if (result.statusCode !== 200) throw new Error(`handler answered ${result.statusCode} to ${query.label}: ${result.body}`);
  const body = JSON.parse(result.body ?? '') as ProductListResponse;
  return { ms, answer: { ids: body.items.map((p) => p.id), total: body.total }, readTable };
}
