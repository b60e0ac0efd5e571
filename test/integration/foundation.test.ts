import { describe, expect, it } from 'vitest';
import { productCardSchema, productListResponseSchema, productSchema } from '../../functions/contracts/product.js';
import { runtimeConfigSchema } from '../../functions/contracts/runtime-config.js';
import { generateDemoCatalogue } from '../../infra/local/seed/index.js';
import { api, baseUrl } from './api.js';
import { SEED_BASE_DATE } from './global-setup.js';

// What the stack seeded, recomputed from the same deterministic generator.
const demo = generateDemoCatalogue({ baseDate: new Date(SEED_BASE_DATE) }).products;
const newestFirst = [...demo].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

describe('GET /api/health', () => {
  it('answers ok once the emulators answer', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('GET /api/products', () => {
  // Other test files share this stack and add products, so nothing here assumes a pristine catalogue.
  async function everyPage() {
    const first = productListResponseSchema.parse((await api('/api/products')).body);
    const pages = [first];
    for (let page = 2; page <= Math.ceil(first.total / 12); page++) {
      pages.push(productListResponseSchema.parse((await api(`/api/products?page=${page}`)).body));
    }
    return { total: first.total, pages, items: pages.flatMap((p) => p.items) };
  }

  it('lists the catalogue newest first, 12 a page, with the exact total', async () => {
    const res = await api('/api/products');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const { total, pages, items } = await everyPage();
    expect(items).toHaveLength(total);
    expect(new Set(items.map((p) => p.id)).size).toBe(total);
    expect(pages.slice(0, -1).every((p) => p.items.length === 12)).toBe(true);
    // Every seeded product is there, in the seed's own newest-first order.
    const ids = items.map((p) => p.id);
    const seeded = newestFirst.map((p) => p.id);
    expect(ids.filter((id) => seeded.includes(id))).toEqual(seeded);
  });

  it('answers an empty page past the end with a 200 and the same total', async () => {
    const { total } = await everyPage();
    const beyond = await api(`/api/products?page=${Math.ceil(total / 12) + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBe(total);
  });

  it('never exposes stock counts or dealer prices to the public', async () => {
    const res = await api('/api/products');
    for (const item of res.body.items) {
      expect(item).not.toHaveProperty('stock');
      expect(item).not.toHaveProperty('dealerPrice');
    }
  });

  it('lists cards: what a card shows, not the long description, specifications or gallery', async () => {
    const res = await api('/api/products');
    // The English name and description are there when the product has them (the demo catalogue does),
    // the option counts when it has options (issue 31).
    const whenTheProductHasThem = ['nameEn', 'descriptionEn', 'optionCounts'];
    for (const item of res.body.items) {
      const expected = Object.keys(productCardSchema.shape).filter((k) => k !== 'dealer' && (!whenTheProductHasThem.includes(k) || k in item));
      expect(Object.keys(item).sort()).toEqual(expected.sort());
    }
  });

  it.each(['page=0', 'page=abc', 'page=-1'])('rejects %s with 400 invalid_request', async (query) => {
    const res = await api(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product in the contract shape', async () => {
    const expected = demo[0]!;
    const res = await api(`/api/products/${expected.id}`);
    expect(res.status).toBe(200);
    const product = productSchema.parse(res.body);
    expect(product.name).toBe(expected.name);
    expect(product.inStock).toBe(expected.stock > 0);
  });

  it('answers 404 not_found for an unknown id and 400 for a malformed one', async () => {
    const missing = await api('/api/products/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const malformed = await api('/api/products/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_request');
  });
});

describe('the API front door', () => {
  it('answers 404 for an unknown route and 405 with Allow for a wrong method, in the error shape', async () => {
    const unknown = await api('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const wrong = await api('/api/products', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.body.error.code).toBe('method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('rejects a forged bearer token with 401 even on a public route', async () => {
    const res = await api('/api/products', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });
});

describe('one origin, like CloudFront', () => {
  it('serves /config.json with what the SPA needs at run time', async () => {
    const res = await api('/config.json');
    const config = runtimeConfigSchema.parse(res.body);
    expect(config.stage).toBe('local');
    expect(config.authFlowType).toBe('USER_PASSWORD_AUTH');
    expect(config.userPoolEndpoint).toBe(`${baseUrl()}/cognito/`);
  });

  it('serves the seeded product images under /media as WebP', async () => {
    const key = demo[0]!.imageUrl!;
    const res = await fetch(`${baseUrl()}/media/${key}/w400.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('proxies cognito-local on the same origin (JWKS for token checks)', async () => {
    const { userPoolId } = (await api('/config.json')).body;
    const res = await api(`/cognito/${userPoolId}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.body.keys[0].kty).toBe('RSA');
  });
});
