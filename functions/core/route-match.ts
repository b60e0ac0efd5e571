import { routeKey, routes, type RouteDefinition } from '../routes.js';

/**
 * Matches a request path against the route table's API Gateway templates (`/api/products/{id}`),
 * the way API Gateway does: literal segments win over parameters, so `/api/products/featured`
 * is its own route even though `/api/products/{id}` would also fit.
 */
interface CompiledRoute {
  route: RouteDefinition;
  regex: RegExp;
  names: string[];
  literalSegments: number;
}

function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const pattern = route.path
    .split('/')
    .map((segment) => {
      const param = segment.match(/^\{(\w+)\}$/);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  const literalSegments = route.path.split('/').filter((s) => s && !s.startsWith('{')).length;
  return { route, regex: new RegExp(`^${pattern}/?$`), names, literalSegments };
}

const compiled = routes.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);

export interface RouteMatch {
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string>;
}

export type MatchResult = { kind: 'match'; match: RouteMatch } | { kind: 'method_not_allowed'; allowed: string[] } | { kind: 'not_found' };

/**
 * A path segment as API Gateway passes it: percent-decoded, or as sent when it does not decode
 * (`%zz`, a cut UTF-8 sequence). Never throws: the http stack answers such a value with a 400
 * (core/http.ts, isMalformedPathValue), on every route alike.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchRoute(method: string, path: string): MatchResult {
  const allowed: string[] = [];
  for (const c of compiled) {
    const m = c.regex.exec(path);
    if (!m) continue;
    if (c.route.method !== method.toUpperCase()) {
      allowed.push(c.route.method);
      continue;
    }
    const pathParameters: Record<string, string> = {};
    c.names.forEach((name, i) => (pathParameters[name] = decodePathSegment(m[i + 1]!)));
    return { kind: 'match', match: { route: c.route, routeKey: routeKey(c.route), pathParameters } };
  }
  return allowed.length ? { kind: 'method_not_allowed', allowed: [...new Set(allowed)] } : { kind: 'not_found' };
}
