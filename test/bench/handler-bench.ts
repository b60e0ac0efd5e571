import { handlers } from '../../functions/catalog/handlers.js';
import type { ProductListResponse } from '../../functions/contracts/product.js';
import { db } from '../../functions/core/table.js';
import { routes } from '../../functions/routes.js';
import { anonymousGet, lambdaContext } from '../support/api-gateway-event.js';
import type { BenchQuery } from './queries.js';
import { summarise, type Latency } from './stats.js';

/**
 * The catalog function's handlers, called in this process the way the Lambda runtime calls them:
 * an API Gateway v2 event in, a structured result out. What is timed is the whole call: middy,
 * zod, the live catalogue (memory; its freshness check runs in the background), the query and
 * the JSON serialisation of the answer. API Gateway and the network are not in it; PostgreSQL
 * would have them in front of it too.
 */
export interface EngineAnswer {
  ids: number[];
  total: number;
}

/**
 * Requests the handlers' DynamoDB client has sent. A warm container reads the table only in its
 * background freshness check (the catalogue head, once a second at most); a timed call during
 * which the counter moved shared the process with that check's I/O.
 */
let tableReads = 0;
let counting = false;
function countTableReads(): void {
  if (counting) return;
  counting = true;
  db().middlewareStack.add(
    (next) => (args) => {
      tableReads++;
      return next(args);
    },
    { step: 'initialize', name: 'benchCountTableReads' },
  );
}

const catalogRoute = (path: string) => routes.find((r) => r.domain === 'catalog' && r.method === 'GET' && r.path === path)!;

/** One call of a catalog route, timed from just before the handler is entered to just after its result is back. */
export async function timeRoute(
  routePath: string,
  path: string,
  query: Record<string, string> = {},
  pathParameters?: Record<string, string>,
): Promise<{ ms: number; body: unknown; readTable: boolean }> {
  countTableReads();
  const route = catalogRoute(routePath);
  const event = anonymousGet(`GET ${route.path}`, path, query, pathParameters); // built outside the clock: the runtime hands it over ready
  const readsBefore = tableReads;
  const started = process.hrtime.bigint();
  const result = await handlers[route.handler]!(event, lambdaContext);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.statusCode !== 200) throw new Error(`${route.handler} answered ${result.statusCode} to ${path}?${new URLSearchParams(query)}: ${result.body}`);
  return { ms, body: JSON.parse(result.body ?? ''), readTable: tableReads !== readsBefore };
}

/** `GET /api/products` with a bench query. */
export async function timeHandlerCall(query: BenchQuery): Promise<{ ms: number; answer: EngineAnswer; readTable: boolean }> {
  const { ms, body, readTable } = await timeRoute('/api/products', '/api/products', query.params);
  const page = body as ProductListResponse;
  return { ms, answer: { ids: page.items.map((p) => p.id), total: page.total }, readTable };
}

export interface EndpointLatency {
  endpoint: string;
  latency: Latency;
}

/**
 * Every catalogue endpoint of the shop, from the same live catalogue: the listing (the 200 bench
 * queries), the product page and its similar products (product ids spread over the catalogue),
 * and the home page's curated lists. The endpoints take turns, call by call.
 */
export async function endpointLatencies(queries: readonly BenchQuery[], productIds: readonly number[], calls: number): Promise<EndpointLatency[]> {
  const endpoints: { name: string; call: (i: number) => Promise<unknown> }[] = [
    { name: 'GET /api/products (the 216 queries)', call: (i) => timeHandlerCall(queries[i % queries.length]!) },
    { name: 'GET /api/products/{id}', call: (i) => timeRoute('/api/products/{id}', `/api/products/${productIds[i % productIds.length]}`, {}, { id: String(productIds[i % productIds.length]) }) },
    {
      name: 'GET /api/products/{id}/similar',
      call: (i) => timeRoute('/api/products/{id}/similar', `/api/products/${productIds[i % productIds.length]}/similar`, {}, { id: String(productIds[i % productIds.length]) }),
    },
    { name: 'GET /api/products/featured', call: () => timeRoute('/api/products/featured', '/api/products/featured') },
    { name: 'GET /api/products/bestsellers', call: () => timeRoute('/api/products/bestsellers', '/api/products/bestsellers') },
    { name: 'GET /api/products/promotions', call: () => timeRoute('/api/products/promotions', '/api/products/promotions') },
  ];
  const samples = endpoints.map((): number[] => []);
  for (let i = 0; i < 50; i++) for (const endpoint of endpoints) await endpoint.call(i); // warm-up
  for (let i = 0; i < calls; i++) {
    for (let e = 0; e < endpoints.length; e++) samples[e]!.push(((await endpoints[e]!.call(i)) as { ms: number }).ms);
  }
  return endpoints.map((endpoint, e) => ({ endpoint: endpoint.name, latency: summarise(samples[e]!) }));
}
