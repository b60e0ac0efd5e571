import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDefinition } from '../../functions/routes.js';
import { baseUrl } from './api.js';
import { newUser } from './auth.js';

/**
 * Property-based fuzzing of every route in the route table (fast-check): malformed path
 * parameters (cut percent-encoding, text where an id belongs), queries, bodies and headers. The
 * shop must answer each with a 4xx or a 2xx, never a 5xx, and every 4xx in our error shape
 * `{ error: { code, message } }` (a protected route may also get API Gateway's own
 * `{ message: 'Unauthorized' }` for a mangled token). Routes come from the table itself, so a
 * route added to it is fuzzed with no other change.
 *
 * The caller is a fresh admin (every route's handler is reached). Path parameters are never a
 * plausible id of real data (no small positive number, no UUID), so nothing shared is changed.
 */
const RUNS_PER_ROUTE = 15;

let adminToken = '';
beforeAll(async () => {
  adminToken = (await newUser('admin', 'Fuzz Admin')).token;
});

/** A path segment nobody's data answers to, raw as a client may send it (percent-encoding left as is). */
const pathParam = fc.oneof(
  fc.constantFrom('%E0%A4%A', '%zz', '%', '%%', '%C3%28', '%ED%A0%80', '0', '-1', '99999999999999999999', '1.5', 'null', 'undefined', '%20', '..', '%2e%2e', 'NaN'),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }).map((s) => encodeURIComponent(s).replace(/%/g, (m, i: number) => (i % 2 ? '%' : m))),
).filter((s) => s.length > 0 && !(/^\d{1,7}$/.test(decodeSafely(s)) && Number(decodeSafely(s)) > 0));

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '0', '1e9', 'true', '%zz', '')), { maxKeys: 4 });

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"lineItems":', 'null', '[]', '{"__proto__":{"admin":true}}', '\u0000\uFFFF', 'x'.repeat(70_000)),
);

const headers = fc.record(
  {
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', ''),
    garbageToken: fc.boolean(),
    extra: fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  },
  { requiredKeys: ['contentType', 'garbageToken'] },
);

function pathOf(route: RouteDefinition, param: string): string {
  return route.path.replace(/\{\w+\}/g, param);
}

async function send(route: RouteDefinition, input: { param: string; query: Record<string, string>; body: string | undefined; headers: { contentType: string; garbageToken: boolean; extra?: string } }) {
  const search = new URLSearchParams(input.query).toString();
  const h: Record<string, string> = { authorization: input.headers.garbageToken ? 'Bearer not.a.token' : `Bearer ${adminToken}`, 'x-fuzz': input.headers.extra ?? '' };
  if (input.headers.contentType) h['content-type'] = input.headers.contentType;
  const hasBody = route.method !== 'GET' && input.body !== undefined;
  const res = await fetch(`${baseUrl()}${pathOf(route, input.param)}${search ? `?${search}` : ''}`, { method: route.method, headers: h, ...(hasBody ? { body: input.body } : {}) });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', json: json as { error?: { code?: unknown; message?: unknown }; message?: unknown } };
}

describe('every route, fuzzed', () => {
  it(`answers malformed input with a 4xx in the error shape, never a 5xx (${RUNS_PER_ROUTE} cases a route, ${routes.length} routes)`, async () => {
    await Promise.all(
      routes.map((route) =>
        fc.assert(
          fc.asyncProperty(pathParam, query, body, headers, async (param, q, b, h) => {
            const res = await send(route, { param, query: q, body: b, headers: h });
            const label = `${routeKey(route)} → ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`;
            expect(res.status, label).toBeLessThan(500);
            // A document route (the product page's HTML) answers a bad id with the page and 404, for the app to show.
            const document = res.type.startsWith('text/html');
            if (res.status >= 400 && !document) {
              const apiGatewayUnauthorized = route.access !== 'public' && res.status === 401 && res.json?.message === 'Unauthorized';
              if (!apiGatewayUnauthorized) {
                expect(typeof res.json?.error?.code, label).toBe('string');
                expect(typeof res.json?.error?.message, label).toBe('string');
              }
            }
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        ),
      ),
    );
  }, 60_000);
});
