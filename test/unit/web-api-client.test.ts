import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, errorFromResponse, setAccessTokenProvider } from '@/lib/api-client';
import { parseRuntimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { jsonResponse, testConfig } from '@/testing/fixtures';

beforeAll(() => setRuntimeConfig(testConfig));
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(undefined);
});

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(typeof response === 'function' ? response : async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('prefixes paths with apiBase and drops empty query parameters', () => {
    expect(buildUrl('/products', { page: 2, search: undefined, brand: ['A', 'B'], none: null })).toBe('/api/products?page=2&brand=A&brand=B');
    expect(buildUrl('products/7')).toBe('/api/products/7');
  });

  it('returns the parsed JSON of a 2xx answer', async () => {
    const fetchMock = stubFetch(jsonResponse({ items: [], total: 0, page: 1, pageSize: 12 }));
    await expect(api.get('/products', { params: { page: 1 } })).resolves.toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
    const [url, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/api/products?page=1');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).accept).toBe('application/json');
  });

  it('sends a JSON body and the access token when one is provided', async () => {
    const fetchMock = stubFetch(jsonResponse({ ok: true }, 201));
    setAccessTokenProvider(async () => 'token-123');
    await api.post('/checkout', { lineItems: [{ productId: 1, quantity: 2 }] });
    const [, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(init.body).toBe('{"lineItems":[{"productId":1,"quantity":2}]}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-123');
  });

  it("keeps a signed-in request out of the browser's HTTP cache, and a visitor's in it", async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ id: 1 }));
    await api.get('/products/1');
    expect((fetchMock.mock.calls[0]! as unknown as [string, RequestInit])[1].cache).toBeUndefined();
    setAccessTokenProvider(async () => 'token-123');
    await api.get('/products/1');
    expect((fetchMock.mock.calls[1]! as unknown as [string, RequestInit])[1].cache).toBe('no-store');
  });

  it('throws a typed ApiError with code, message and fields for our error body', async () => {
    stubFetch(jsonResponse({ error: { code: 'invalid_request', message: 'Bad page', fields: { page: 'Must be ≥ 1' } } }, 400));
    const error = await api.get('/products').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', message: 'Bad page', fields: { page: 'Must be ≥ 1' } });
  });

  it('marks a 404 as not found', async () => {
    stubFetch(jsonResponse({ error: { code: 'not_found', message: 'Product 9 not found' } }, 404));
    const error = (await api.get('/products/9').catch((e: unknown) => e)) as ApiError;
    expect(error.isNotFound).toBe(true);
    expect(error.code).toBe('not_found');
  });

  it("handles API Gateway's bare { message } body", () => {
    const error = errorFromResponse(401, 'Unauthorized', { message: 'Unauthorized' });
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Unauthorized' });
  });

  it('handles a non-JSON error page from a proxy', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await api.get('/products').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 502, code: 'internal', message: 'Bad Gateway' });
  });

  it('turns a network failure into status 0 network_error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await api.get('/products').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/wishlist/1')).resolves.toBeUndefined();
  });
});

describe('runtime config', () => {
  it('accepts the contract shape', () => {
    expect(parseRuntimeConfig({ ...testConfig, userPoolEndpoint: 'http://localhost:3000/cognito' })).toMatchObject({ apiBase: '/api', mediaBase: '/media' });
  });

  it('rejects a config missing apiBase or with an unknown auth flow', () => {
    const { apiBase: _omit, ...withoutApiBase } = testConfig;
    expect(() => parseRuntimeConfig(withoutApiBase)).toThrow(/apiBase/);
    expect(() => parseRuntimeConfig({ ...testConfig, authFlowType: 'SMS' })).toThrow(/authFlowType/);
    expect(() => parseRuntimeConfig('nope')).toThrow();
  });
});
