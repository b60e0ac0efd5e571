import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../functions/core/route-match.js';
import { parseGroupsClaim } from '../../functions/core/caller.js';
import { routeKey, routes } from '../../functions/routes.js';
import { domainHandlers } from '../../infra/local/domain-handlers.js';

describe('the route table', () => {
  it('names a real handler for every route', () => {
    for (const route of routes) {
      expect(domainHandlers[route.domain][route.handler], `${routeKey(route)} → ${route.domain}.${route.handler}`).toBeTypeOf('function');
    }
  });

  it('has no route twice and keeps every route under /api', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(route.path).toMatch(/^\/api\//);
  });
});

describe('route matching (what API Gateway does locally)', () => {
  it('extracts path parameters', () => {
    const result = matchRoute('GET', '/api/products/42');
    expect(result.kind).toBe('match');
    if (result.kind === 'match') {
      expect(result.match.routeKey).toBe('GET /api/products/{id}');
      expect(result.match.pathParameters).toEqual({ id: '42' });
    }
  });

  it('never throws on malformed percent-encoding: the segment is passed on as sent, for the http stack to refuse', () => {
    for (const raw of ['%E0%A4%A', '%zz', '%']) {
      const result = matchRoute('GET', `/api/products/${raw}`);
      expect(result.kind).toBe('match');
      if (result.kind === 'match') expect(result.match.pathParameters).toEqual({ id: raw });
    }
  });

  it('tells a wrong method (405, with the allowed ones) from an unknown path (404)', () => {
    expect(matchRoute('DELETE', '/api/products')).toEqual({ kind: 'method_not_allowed', allowed: ['GET'] });
    expect(matchRoute('GET', '/api/no-such-thing')).toEqual({ kind: 'not_found' });
    expect(matchRoute('GET', '/api/products/1/2/3')).toEqual({ kind: 'not_found' });
  });
});

describe('the groups claim', () => {
  it('reads API Gateway\'s "[a b]" strings and plain arrays alike, and ignores unknown groups', () => {
    expect(parseGroupsClaim('[admin dealer]')).toEqual(['admin', 'dealer']);
    expect(parseGroupsClaim(['dealer', 'superuser'])).toEqual(['dealer']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
    expect(parseGroupsClaim('[]')).toEqual([]);
  });
});
