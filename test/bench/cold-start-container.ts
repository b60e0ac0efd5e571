import { handler } from '../../functions/catalog/lambda.js';
import { anonymousGet, lambdaContext } from '../support/api-gateway-event.js';

/**
 * A catalog Lambda container's cold start, bundled like the deployed function (cold-start.ts)
 * and run as a fresh process: load the module, answer the shop's first page, report.
 * `performance.now()` counts from the process's start.
 */
const moduleLoadedMs = performance.now();
const result = await handler(anonymousGet('GET /api/products', '/api/products'), lambdaContext);
const answeredMs = performance.now();
const body = JSON.parse(result.body ?? '{}') as { total?: number };
process.stdout.write(
  `${JSON.stringify({ status: result.statusCode, total: body.total, moduleLoadedMs, answeredMs, memory: process.memoryUsage(), maxRssKb: process.resourceUsage().maxRSS })}\n`,
);
