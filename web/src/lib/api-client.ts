import type { ErrorCode } from '@contracts/errors';
import { takeEarlyResponse } from '@/first-load/early-data';
import { getRuntimeConfig } from './runtime-config';

/**
 * The one fetch wrapper of the web app. Paths are relative to the runtime `apiBase`
 * (`api.get('/products')` → `/api/products`). Every non-2xx becomes an `ApiError`, whichever
 * body it carried: our `{ error: { code, message, fields } }`, API Gateway's bare `{ message }`
 * (401 from the JWT authorizer), or none at all (an HTML 502 from a proxy).
 */

/** Codes of the API plus two that only the client produces. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'invalid_response';

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS). */
  readonly status: number;
  readonly code: ApiErrorCode | (string & {});
  readonly fields?: Record<string, string>;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string> }, options?: ErrorOptions) {
    super(init.message, options);
    this.status = init.status;
    this.code = init.code;
    if (init.fields) this.fields = init.fields;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const codeForStatus: Record<number, ErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Builds the ApiError for a non-2xx answer from whatever body came with it. */
export function errorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const fallbackCode = codeForStatus[status] ?? 'internal';
  const fallbackMessage = statusText || `Request failed with status ${status}`;
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, fields } = body.error;
    return new ApiError({
      status,
      code: typeof code === 'string' ? code : fallbackCode,
      message: typeof message === 'string' ? message : fallbackMessage,
      fields: stringRecord(fields),
    });
  }
  if (isRecord(body) && typeof body.message === 'string') {
    return new ApiError({ status, code: fallbackCode, message: body.message });
  }
  return new ApiError({ status, code: fallbackCode, message: fallbackMessage });
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; null and undefined are left out. */
  params?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Accounts come later: the auth module registers a provider of the current access token here,
 * so this file never imports Amplify (which must stay out of the initial bundle).
 */
type TokenProvider = () => Promise<string | null | undefined>;
let tokenProvider: TokenProvider | undefined;
export function setAccessTokenProvider(provider: TokenProvider | undefined): void {
  tokenProvider = provider;
}

export function buildUrl(path: string, params?: RequestOptions['params']): string {
  const base = getRuntimeConfig().apiBase.replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined) search.append(key, String(v));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/** The document's request of the first page's data (first-load/early-data.ts), for a GET without a token. */
function takeEarlyAnswer(method: string, url: string, token: string | null | undefined) {
  return method === 'GET' && !token ? takeEarlyResponse(url, (path) => buildUrl(path)) : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = await tokenProvider?.();
  if (token) headers.authorization = `Bearer ${token}`;

  const url = buildUrl(path, options.params);
  // A signed-in request skips the browser's HTTP cache: it keys on the URL alone, so it could hand
  // back an anonymous catalogue answer (public, max-age) kept before sign-in, without the dealer's
  // prices, should a proxy drop the answer's `Vary: Authorization`. Signed-in answers are never stored.
  const cache: RequestCache | undefined = token ? 'no-store' : undefined;
  let response: Response;
  try {
    response = (await takeEarlyAnswer(method, url, token)) ?? (await fetch(url, { method, headers, body, signal: options.signal, ...(cache ? { cache } : {}) }));
  } catch (cause) {
    // An abort is react-query cancelling a stale request: let it through untouched.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network request failed' }, { cause });
  }

  const payload = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, payload);
  if (payload !== undefined && typeof payload === 'string') {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: 'Expected a JSON response' });
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
