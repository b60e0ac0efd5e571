// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { earlyDataFor } from '@/first-load/early-data';
import { getProduct } from '@/features/catalog/api/get-product';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { parseShopSearchParams, productListApiParams } from '@/features/catalog/utils/shop-query';
import { api, setAccessTokenProvider } from '@/lib/api-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { jsonResponse, testConfig } from '@/testing/fixtures';

/**
 * A document requests the first page's data itself (first-load/pages.ts `data`, first-load/document-script.ts);
 * the app must ask for exactly that URL to take the answer, and only when it asks without a token.
 */
beforeAll(() => setRuntimeConfig(testConfig));
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(undefined);
  window.__cwEarly = undefined;
});

function stubFetch(body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What the document script requests for a page URL (or undefined). */
const earlyPath = (pageUrl: string) => earlyDataFor(pageUrl)?.api;

describe('the first page data a document requests', () => {
  it('is the request the unfiltered shop makes', async () => {
    const fetchMock = stubFetch({ items: [], total: 0, page: 1, pageSize: 12 });
    const params = productListApiParams(parseShopSearchParams(new URLSearchParams('')));
    await getProductsQueryOptions(params).queryFn!({ signal: new AbortController().signal } as never);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api${earlyPath('/shop')}`);
    expect(earlyPath('/shop/')).toBe(earlyPath('/shop'));
  });

  it('is the request a product page makes', async () => {
    const fetchMock = stubFetch({ id: 12 });
    await getProduct({ id: 12 });
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api${earlyPath('/product/12')}`);
  });

  it('is nothing for a filtered shop or another page: their URL maps to other requests', () => {
    expect(earlyPath('/shop?category=engine')).toBeUndefined();
    expect(earlyPath('/shop?page=2')).toBeUndefined();
    expect(earlyPath('/product/abc')).toBeUndefined();
    // Ids the product route does not read as ids (parseProductId): the app asks for nothing.
    expect(earlyPath('/product/007')).toBeUndefined();
    expect(earlyPath('/product/0')).toBeUndefined();
    expect(earlyPath('/')).toBeUndefined();
  });
});

describe('the api client and the early answer', () => {
  const early = (body: unknown, status = 200) => ({ path: '/products/12', response: Promise.resolve(jsonResponse(body, status)) });

  it('takes it, once, for the same URL asked without a token', async () => {
    const fetchMock = stubFetch({ id: 12, name: 'asked again' });
    window.__cwEarly = early({ id: 12, name: 'early' });
    await expect(api.get('/products/12')).resolves.toEqual({ id: 12, name: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/products/12')).resolves.toEqual({ id: 12, name: 'asked again' });
  });

  it('leaves it for another URL', async () => {
    stubFetch({ id: 13 });
    window.__cwEarly = early({ id: 12 });
    await api.get('/products/13');
    expect(window.__cwEarly).toBeDefined();
  });

  it('asks itself when it has a token: the caller may have dealer prices', async () => {
    const fetchMock = stubFetch({ id: 12, dealer: { price: 100 } });
    setAccessTokenProvider(async () => 'token');
    window.__cwEarly = early({ id: 12 });
    await expect(api.get('/products/12')).resolves.toEqual({ id: 12, dealer: { price: 100 } });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks again when the early request failed', async () => {
    const fetchMock = stubFetch({ id: 12 });
    window.__cwEarly = early({ error: { code: 'internal', message: 'x' } }, 503);
    await expect(api.get('/products/12')).resolves.toEqual({ id: 12 });
    window.__cwEarly = { path: '/products/12', response: Promise.reject(new TypeError('offline')) };
    await expect(api.get('/products/12')).resolves.toEqual({ id: 12 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
