import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_CLAIM, resolveCaller } from '../../functions/core/caller.js';
import { reloadConfig } from '../../functions/core/config.js';
import type { HttpEvent } from '../../functions/core/http.js';
import { HttpError } from '../../functions/core/errors.js';

/**
 * Administrators need a sign-in with a second factor where ADMIN_MFA_REQUIRED (every AWS stage):
 * the API decides from the ID token's claims as API Gateway's JWT authorizer passes them, never
 * from anything the SPA says.
 */
const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'shop-test',
    MEDIA_BUCKET: 'shop-media',
    COGNITO_USER_POOL_ID: 'local_pool',
    COGNITO_CLIENT_ID: 'client',
    COGNITO_ISSUER: 'http://localhost/issuer',
    ADMIN_MFA_REQUIRED: 'true',
  });
  reloadConfig();
});
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

/** A request to a route with the claims API Gateway's authorizer passes (every claim a string, lists as "[a b]"). */
function request(routeKey: string, claims: Record<string, string>): HttpEvent {
  return { routeKey, headers: {}, requestContext: { authorizer: { jwt: { claims } } } } as unknown as HttpEvent;
}
const admin = { sub: 'u-1', email: 'admin@example.com', 'cognito:groups': '[admin]' };

async function refusal(event: HttpEvent): Promise<{ status: number; code: string } | undefined> {
  try {
    await resolveCaller(event);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code };
    throw error;
  }
}

describe('admin routes and the second factor', () => {
  it('refuses an administrator who signed in with the password alone, with mfa_required', async () => {
    expect(await refusal(request('GET /api/admin/stats', admin))).toEqual({ status: 403, code: 'mfa_required' });
  });

  it('lets in an administrator whose token carries the trigger\'s mark', async () => {
    const caller = await resolveCaller(request('GET /api/admin/stats', { ...admin, [MFA_CLAIM]: 'totp' }));

    expect(caller?.groups.has('admin')).toBe(true);
    expect(caller?.secondFactor).toBe(true);
  });

  it('lets in an administrator whose token has Cognito\'s own amr with mfa', async () => {
    const caller = await resolveCaller(request('GET /api/admin/orders', { ...admin, amr: '[pwd otp mfa]' }));

    expect(caller?.groups.has('admin')).toBe(true);
  });

  it('treats an administrator without a second factor as a customer elsewhere', async () => {
    const caller = await resolveCaller(request('GET /api/me', admin));

    expect(caller?.groups.has('admin')).toBe(false);
    expect(caller?.email).toBe('admin@example.com');
  });

  it('does not ask customers and dealers for a second factor', async () => {
    const dealer = await resolveCaller(request('GET /api/me', { sub: 'u-2', email: 'd@example.com', 'cognito:groups': '[dealer]' }));

    expect(dealer?.groups.has('dealer')).toBe(true);
  });

  it('accepts the password alone where the stage does not require a second factor (the local demo)', async () => {
    process.env.ADMIN_MFA_REQUIRED = 'false';
    reloadConfig();

    const caller = await resolveCaller(request('GET /api/admin/stats', admin));

    expect(caller?.groups.has('admin')).toBe(true);
    process.env.ADMIN_MFA_REQUIRED = 'true';
    reloadConfig();
  });
});
