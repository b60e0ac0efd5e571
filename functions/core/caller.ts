import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { routeKey, routes, type Access } from '../routes.js';
import { config, jwksUrl } from './config.js';
import { forbidden, unauthorized } from './errors.js';
import type { HttpEvent } from './http.js';

/**
 * Who is calling. Cognito groups are the only source of roles: nothing the client sends, no
 * profile attribute, ever makes anyone a dealer or an admin.
 */
export type Group = 'admin' | 'dealer';
export interface Caller {
  /** Cognito `sub`: stable for the life of the account; owns orders and wishlists. */
  userId: string;
  /** Cognito user name, which the admin APIs take. */
  username: string;
  email: string;
  /** Cognito's `email_verified`: the address was proven to be the user's (a code was confirmed). */
  emailVerified: boolean;
  name?: string;
  groups: ReadonlySet<Group>;
}

export const isAdmin = (caller: Caller | null): boolean => !!caller?.groups.has('admin');
export const isDealer = (caller: Caller | null): boolean => !!caller?.groups.has('dealer');

type Claims = Record<string, unknown>;

/**
 * API Gateway's JWT authorizer hands claims over as strings: an array claim arrives as
 * "[admin dealer]". The local server reproduces that, so both arrive here the same way.
 */
export function parseGroupsClaim(value: unknown): Group[] {
  const names = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.replace(/^\[|\]$/g, '').split(/[\s,]+/)
      : [];
  return names.filter((n): n is Group => n === 'admin' || n === 'dealer');
}

export function callerFromClaims(claims: Claims): Caller {
  return {
    userId: String(claims.sub),
    username: String(claims['cognito:username'] ?? claims.sub),
    email: String(claims.email ?? ''),
    // API Gateway hands every claim over as a string: "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    ...(claims.name ? { name: String(claims.name) } : {}),
    groups: new Set(parseGroupsClaim(claims['cognito:groups'])),
  };
}

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
let jwksFor: string | undefined;

/**
 * Verifies a Cognito ID token the way the HTTP API's JWT authorizer does: signature against the
 * pool's JWKS, issuer, audience (the SPA client), expiry; plus `token_use: id` (an access token
 * carries no e-mail). RS256 only, so `alg: none` and HMAC tricks fail.
 */
export async function verifyIdToken(token: string): Promise<JWTPayload> {
  const c = config();
  const url = jwksUrl(c);
  if (!jwks || jwksFor !== url) {
    jwks = createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60 * 1000 });
    jwksFor = url;
  }
  const { payload } = await jwtVerify(token, jwks, {
    issuer: c.COGNITO_ISSUER,
    audience: c.COGNITO_CLIENT_ID,
    algorithms: ['RS256'],
  });
  if (payload.token_use !== 'id') throw new Error('not an id token');
  return payload;
}

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.authorization;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

const accessByRouteKey = new Map<string, Access>(routes.map((r) => [routeKey(r), r.access]));

/**
 * The caller of a request, and the route's access level enforced:
 * - on protected routes API Gateway has verified the token and passes its claims;
 * - on public routes a bearer token is optional (a dealer sees dealer prices) but, when sent,
 *   must be valid: a forged or expired token is a 401, never a silent "anonymous".
 */
export async function resolveCaller(event: HttpEvent): Promise<Caller | null> {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  let caller: Caller | null = null;
  if (claims) {
    caller = callerFromClaims(claims);
  } else {
    const token = bearerToken(event.headers ?? {});
    if (token) {
      try {
        caller = callerFromClaims(await verifyIdToken(token));
      } catch {
        throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      }
    }
  }
  const access = accessByRouteKey.get(event.routeKey) ?? 'public';
  if (access !== 'public' && !caller) throw unauthorized();
  if (access === 'dealer' && !isDealer(caller)) throw forbidden('Only dealers may do this');
  if (access === 'admin' && !isAdmin(caller)) throw forbidden('Only administrators may do this');
  return caller;
}
