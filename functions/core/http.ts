import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type z, type ZodType } from 'zod';
import { resolveCaller, type Caller } from './caller.js';
import { config } from './config.js';
import { HttpError, invalidRequest, payloadTooLarge } from './errors.js';
import { logger } from './logger.js';
import { publishMetrics } from './metrics.js';

/**
 * The http stack every route handler is wrapped in (middy). In order:
 *   metrics flush → errors → request logging → normalise (headers, base64 body, size limit) → JSON body →
 *   caller (from the authorizer's claims or a verified bearer token) → zod (params, query, body)
 *   → the handler.
 * Handlers receive parsed, typed input and return a value (200 JSON) or a `reply(...)`.
 * They throw `HttpError`s for 4xx; anything else becomes a logged 500 `internal`.
 */

export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes?: string[] } };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type LambdaHttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/**
 * A handler whose module is imported on its first call, not at the function's cold start: for the
 * routes few requests take (the dealer programme, admin downloads) in a function most requests
 * reach for something else, so its cold start loads only what those need (the budget of
 * test/unit/function-bundles.test.ts).
 */
export function loadedOnFirstCall(load: () => Promise<LambdaHttpHandler>): LambdaHttpHandler {
  let loaded: Promise<LambdaHttpHandler> | undefined;
  return async (event, context) => (await (loaded ??= load()))(event, context);
}

const REPLY = Symbol('reply');
export interface Reply<T> {
  [REPLY]: true;
  status: number;
  body: T | undefined;
  headers: Record<string, string>;
}

/** A response with a chosen status and headers. `reply(204)` has no body; a Buffer body is sent as binary. */
export function reply<T>(status: number, body?: T, headers: Record<string, string> = {}): Reply<T> {
  return { [REPLY]: true, status, body, headers };
}

function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && REPLY in value;
}

export interface HttpRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  caller: Caller | null;
  headers: Record<string, string>;
  /** The raw body as bytes (e.g. for signature checks); present only with `rawBody: true`. */
  rawBody?: Buffer;
  event: HttpEvent;
}

export interface HttpHandlerOptions<P extends ZodType, Q extends ZodType, B extends ZodType> {
  params?: P;
  query?: Q;
  body?: B;
  /** Skip JSON parsing and hand the raw bytes to the handler (webhooks verify signatures on them). */
  rawBody?: boolean;
  /** Overrides MAX_BODY_BYTES for this route. */
  maxBodyBytes?: number;
  /** Default Cache-Control of a 2xx answer; handlers may override per reply. */
  cacheControl?: string;
}

/** What the middlewares parsed, by event: middy hands the base handler only (event, context). */
interface Parsed {
  rawBody?: Buffer;
  json?: unknown;
  caller?: Caller | null;
}
const parsedByEvent = new WeakMap<HttpEvent, Parsed>();
function parsed(event: HttpEvent): Parsed {
  let value = parsedByEvent.get(event);
  if (!value) {
    value = {};
    parsedByEvent.set(event, value);
  }
  return value;
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };

/** Seconds a client is asked to wait after a 503 (DynamoDB throttling clears in about that time). */
export const RETRY_AFTER_SECONDS = 2;

export function errorResponse(status: number, code: string, message: string, fields?: Record<string, string>): HttpResult {
  return {
    statusCode: status,
    headers: { ...jsonHeaders, 'cache-control': 'no-store', ...(status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}) },
    body: JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } }),
  };
}

const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);
const UNAVAILABLE = new Set(['InternalServerError', 'ServiceUnavailable', 'ServiceUnavailableException', 'TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET']);
const TRANSACTION_OUTAGE_REASONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);

/**
 * Whether an error is an outage of a service the shop depends on, not a bug and not the client's
 * fault: DynamoDB throttling or unreachable (or a transaction cancelled only for throttling),
 * the AWS SDK giving up on a server fault, a network error, Stripe unreachable or overloaded.
 * Those answer 503 `service_unavailable` with Retry-After: the client may simply try again.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as {
    name?: string;
    code?: string;
    type?: string;
    statusCode?: number;
    $fault?: string;
    $metadata?: { httpStatusCode?: number };
    $retryable?: { throttling?: boolean };
    CancellationReasons?: { Code?: string }[];
    cause?: unknown;
    errors?: unknown[];
  };
  if (e.name && (THROTTLING.has(e.name) || UNAVAILABLE.has(e.name))) return true;
  if (e.$retryable?.throttling) return true;
  if (e.$fault === 'server' || (e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if (e.name === 'TransactionCanceledException') {
    const codes = (e.CancellationReasons ?? []).map((r) => r.Code).filter((c) => c && c !== 'None');
    return codes.length > 0 && codes.every((c) => TRANSACTION_OUTAGE_REASONS.has(c!));
  }
  // Stripe's SDK: could not connect, rate limited, or Stripe's own 5xx.
  if (e.type === 'StripeConnectionError' || e.type === 'StripeRateLimitError' || (e.type === 'StripeAPIError' && (e.statusCode ?? 500) >= 500)) return true;
  // Node's fetch and AggregateErrors wrap the socket error.
  if (e.cause && isServiceUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => isServiceUnavailable(inner, depth + 1));
}

/**
 * Last line of defence: HttpErrors become their status; an outage of DynamoDB or Stripe a 503
 * `service_unavailable` with Retry-After; everything else a 500 with no detail.
 */
function httpErrors(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    onError: function httpErrorsOnError(request) {
      const error = request.error;
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error('request failed', { error });
        else logger.info('request rejected', { status: error.status, code: error.code, reason: error.message });
        request.response = errorResponse(error.status, error.code, error.message, error.fields);
        return;
      }
      if (isServiceUnavailable(error)) {
        logger.warn('a service the shop depends on is unavailable', { error: error as Error });
        request.response = errorResponse(503, 'service_unavailable', 'The shop is busy or a service it depends on is unavailable. Please try again in a moment.');
        return;
      }
      logger.error('unexpected error', { error: error as Error });
      request.response = errorResponse(500, 'internal', 'Something went wrong on our side. Please try again.');
    },
  };
}

/**
 * Path parameters are ids. API Gateway hands them over percent-decoded; a segment that does not
 * decode (`%zz`, `%E0%A4%A`: a cut UTF-8 sequence) arrives still encoded, or with U+FFFD where
 * its bytes were not UTF-8. No id of this shop contains `%` or U+FFFD, so such a value is the
 * client's mistake: 400 `invalid_request` on every route, before any schema or handler sees it.
 */
export function isMalformedPathValue(value: string): boolean {
  return value.includes('%') || value.includes('\uFFFD');
}

/** Writes the metrics the request counted (core/metrics.ts), whether it succeeded or failed. */
function flushMetrics(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    after: function flushMetricsAfter() {
      publishMetrics();
    },
    onError: function flushMetricsOnError() {
      publishMetrics();
    },
  };
}

function requestLogging(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    before: function requestLoggingBefore(request) {
      logger.addContext(request.context);
      logger.appendKeys({ requestId: request.event.requestContext?.requestId, route: request.event.routeKey });
    },
    after: function requestLoggingAfter() {
      logger.resetKeys();
    },
    onError: function requestLoggingOnError() {
      // Keys are reset after the error handler logged with them (onError runs in reverse order).
    },
  };
}

/**
 * Lower-cases header names (API Gateway v2 already does; the local server does too, but a
 * caller of `invoke` in a test may not), decodes a base64 body and enforces the size limit
 * before anything reads the body.
 */
function normaliseRequest(maxBodyBytesOverride: number | undefined): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    before: function normaliseRequestBefore(request) {
      const event = request.event;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(event.headers ?? {})) {
        if (value !== undefined) headers[name.toLowerCase()] = value;
      }
      event.headers = headers;
      event.queryStringParameters ??= {};
      event.pathParameters ??= {};
      for (const [name, value] of Object.entries(event.pathParameters)) {
        if (value !== undefined && isMalformedPathValue(value)) {
          throw invalidRequest(`The path parameter ${name} is not a well-formed value`);
        }
      }
      if (event.body !== undefined && event.body !== null) {
        const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
        const maxBodyBytes = maxBodyBytesOverride ?? config().MAX_BODY_BYTES;
        if (raw.byteLength > maxBodyBytes) throw payloadTooLarge(maxBodyBytes);
        parsed(event).rawBody = raw;
      }
    },
  };
}

function jsonBody(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    before: function jsonBodyBefore(request) {
      const raw = parsed(request.event).rawBody;
      if (!raw || raw.byteLength === 0) return;
      const contentType = request.event.headers['content-type'] ?? '';
      if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json');
      }
      try {
        parsed(request.event).json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw invalidRequest('The request body is not valid JSON');
      }
    },
  };
}

function callerFromToken(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    before: async function callerFromTokenBefore(request) {
      parsed(request.event).caller = await resolveCaller(request.event);
    },
  };
}

/** Turns zod issues into `{ 'lineItems.0.quantity': 'message' }`, the shape forms show per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function parseWith<T extends ZodType>(schema: T | undefined, value: unknown, part: string): z.infer<T> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.entries(fields)[0];
    throw invalidRequest(`Invalid ${part}${first ? `: ${first[0]} ${first[1]}` : ''}`, fields);
  }
  return result.data;
}

/**
 * Wraps a route handler in the http stack. Example:
 *   export const getProduct = httpHandler({ params: productIdParamsSchema }, async ({ params }) => …);
 */
export function httpHandler<
  P extends ZodType = ZodType<Record<string, string>>,
  Q extends ZodType = ZodType<Record<string, string>>,
  B extends ZodType = ZodType<unknown>,
  R = unknown,
>(
  options: HttpHandlerOptions<P, Q, B>,
  handle: (request: HttpRequest<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<R | Reply<R>>,
): LambdaHttpHandler {
  const stack = middy<HttpEvent, HttpResult, Error, Context>({ timeoutEarlyInMillis: 0 })
    .use(flushMetrics())
    .use(httpErrors())
    .use(requestLogging())
    .use(normaliseRequest(options.maxBodyBytes));
  if (!options.rawBody) stack.use(jsonBody());
  stack.use(callerFromToken());

  return stack.handler(async function handleRoute(event) {
    const input = parsed(event);
    const params = parseWith(options.params, event.pathParameters, 'path parameters');
    const query = parseWith(options.query, event.queryStringParameters, 'query');
    const body = options.rawBody ? undefined : parseWith(options.body, input.json ?? (options.body ? {} : undefined), 'body');
    const result = await handle({
      params: params as z.infer<P>,
      query: query as z.infer<Q>,
      body: body as z.infer<B>,
      caller: input.caller ?? null,
      headers: event.headers as Record<string, string>,
      rawBody: options.rawBody ? (input.rawBody ?? Buffer.alloc(0)) : undefined,
      event,
    });
    const answer = isReply(result) ? result : reply(200, result);
    const binary = Buffer.isBuffer(answer.body);
    const headers: Record<string, string> = {
      ...(answer.body !== undefined && !binary ? jsonHeaders : {}),
      'cache-control': options.cacheControl ?? 'no-store',
      ...answer.headers,
    };
    // Whatever depends on who asks must never be stored by a shared cache.
    if (input.caller) headers['cache-control'] = 'private, no-store';
    // A cacheable public answer is the anonymous one: without `Vary`, the browser's HTTP cache
    // (keyed on the URL alone) would hand a visitor's copy to the same tab's request once the
    // visitor signs in, and a dealer would see the visitor's prices until it expired.
    if (options.cacheControl) headers.vary = 'Authorization';
    if (binary) {
      // API Gateway decodes base64 bodies flagged so for the client (PDFs, images).
      return { statusCode: answer.status, headers, body: (answer.body as Buffer).toString('base64'), isBase64Encoded: true };
    }
    return {
      statusCode: answer.status,
      headers,
      ...(answer.body !== undefined ? { body: JSON.stringify(answer.body) } : {}),
    };
  });
}
