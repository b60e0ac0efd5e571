import { ProvisionedThroughputExceededException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reloadConfig } from '../../functions/core/config.js';
import { notFound } from '../../functions/core/errors.js';
import { httpHandler, reply, type HttpEvent } from '../../functions/core/http.js';
import { logger } from '../../functions/core/logger.js';

// The http stack without any I/O: public routes with no token never reach Cognito.
beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'unit-table',
    MEDIA_BUCKET: 'unit-media',
    COGNITO_USER_POOL_ID: 'local_unit',
    COGNITO_CLIENT_ID: 'unit-client',
    COGNITO_ISSUER: 'http://127.0.0.1:1/local_unit',
    MAX_BODY_BYTES: '1024',
  });
  reloadConfig();
  logger.setLogLevel('SILENT');
});

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(over: Partial<HttpEvent> = {}): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/unit-test',
    rawPath: '/api/unit-test',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId: 'r1', http: { method: 'POST', path: '/api/unit-test' } } as HttpEvent['requestContext'],
    ...over,
  };
}

const echo = httpHandler(
  {
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    body: z.object({ name: z.string().min(2) }),
  },
  async ({ params, query, body, caller }) => ({ id: params.id, page: query.page, name: body.name, caller }),
);

const json = (r: { body?: string }) => JSON.parse(r.body ?? 'null');

describe('http stack', () => {
  it('hands typed, parsed input to the handler and answers JSON 200', async () => {
    const res = await echo(
      event({ pathParameters: { id: '7' }, queryStringParameters: { page: '2' }, headers: { 'Content-Type': 'application/json' }, body: '{"name":"Ala"}' }),
      context,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    expect(json(res)).toEqual({ id: 7, page: 2, name: 'Ala', caller: null });
  });

  it('decodes a base64 body as API Gateway sends binary-flagged payloads', async () => {
    const body = Buffer.from('{"name":"Żaneta"}').toString('base64');
    const res = await echo(event({ pathParameters: { id: '1' }, headers: { 'content-type': 'application/json' }, body, isBase64Encoded: true }), context);
    expect(json(res).name).toBe('Żaneta');
  });

  it('rejects invalid input with 400 invalid_request and per-field messages', async () => {
    const res = await echo(event({ pathParameters: { id: '0' }, headers: { 'content-type': 'application/json' }, body: '{"name":"A"}' }), context);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('invalid_request');
    expect(json(res).error.fields).toHaveProperty('id');
  });

  it('rejects malformed JSON with 400 and a non-JSON body with 415', async () => {
    const bad = await echo(event({ pathParameters: { id: '1' }, headers: { 'content-type': 'application/json' }, body: '{"name":' }), context);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toMatch(/not valid JSON/);
    const text = await echo(event({ pathParameters: { id: '1' }, headers: { 'content-type': 'text/plain' }, body: 'name=Ala' }), context);
    expect(text.statusCode).toBe(415);
    expect(json(text).error.code).toBe('unsupported_media_type');
  });

  it('answers 413 payload_too_large past the body limit, before parsing', async () => {
    const res = await echo(event({ pathParameters: { id: '1' }, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(2000) }) }), context);
    expect(res.statusCode).toBe(413);
    expect(json(res).error.code).toBe('payload_too_large');
  });

  it('turns thrown HttpErrors into their status and code', async () => {
    const handler = httpHandler({}, async () => {
      throw notFound('No such thing');
    });
    const res = await handler(event(), context);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ error: { code: 'not_found', message: 'No such thing' } });
  });

  it('answers an unexpected failure with a bare 500 internal: no stack, no detail', async () => {
    const handler = httpHandler({}, async () => {
      throw new Error('secret database detail at /var/task/index.js:12');
    });
    const res = await handler(event(), context);
    expect(res.statusCode).toBe(500);
    expect(json(res).error.code).toBe('internal');
    expect(res.body).not.toMatch(/secret|index\.js|at /);
  });

  it('lets handlers choose status and headers, and never lets a shared cache keep errors', async () => {
    const created = httpHandler({ cacheControl: 'public, max-age=60' }, async () => reply(201, { ok: true }, { location: '/api/x/1' }));
    const res = await created(event(), context);
    expect(res.statusCode).toBe(201);
    expect(res.headers?.location).toBe('/api/x/1');
    expect(res.headers?.['cache-control']).toBe('public, max-age=60');
    // A public answer kept by a cache must not be handed to a caller with a token (dealer prices).
    expect(res.headers?.vary).toBe('Authorization');
    expect((await echo(event({ pathParameters: { id: '7' }, body: '{"name":"Ala"}' }), context)).headers?.vary).toBeUndefined();
    const failing = httpHandler({ cacheControl: 'public, max-age=60' }, async () => {
      throw notFound();
    });
    expect((await failing(event(), context)).headers?.['cache-control']).toBe('no-store');
  });

  it('rejects a bearer token that does not verify with 401, never treating it as anonymous', async () => {
    const res = await echo(
      event({ pathParameters: { id: '1' }, headers: { authorization: 'Bearer not.a.token', 'content-type': 'application/json' }, body: '{"name":"Ala"}' }),
      context,
    );
    expect(res.statusCode).toBe(401);
    expect(json(res).error.code).toBe('unauthorized');
  });

  it.each([
    ['DynamoDB throttling', () => new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} })],
    ['a transaction cancelled for throttling', () => new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }] })],
    ['DynamoDB unreachable', () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
    ['fetch failing on a refused socket', () => new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) })],
    ['Stripe unreachable', () => Object.assign(new Error('An error occurred with our connection to Stripe'), { type: 'StripeConnectionError' })],
  ])('answers %s with 503 service_unavailable and Retry-After, never a 500', async (_what, makeError) => {
    const handler = httpHandler({}, async () => {
      throw makeError();
    });
    const res = await handler(event(), context);
    expect(res.statusCode).toBe(503);
    expect(json(res).error.code).toBe('service_unavailable');
    expect(Number(res.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('still answers a transaction refused by a condition as the bug it would be: 500, not 503', async () => {
    const handler = httpHandler({}, async () => {
      throw new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
    });
    expect((await handler(event(), context)).statusCode).toBe(500);
  });

  it.each(['%E0%A4%A', '%zz', '1\uFFFD'])('answers a malformed path parameter %j with 400 invalid_request', async (id) => {
    const res = await echo(event({ pathParameters: { id }, headers: { 'content-type': 'application/json' }, body: '{"name":"Ala"}' }), context);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('invalid_request');
    expect(json(res).error.message).toMatch(/path parameter id/);
  });
});
