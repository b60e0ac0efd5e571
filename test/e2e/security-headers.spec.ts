import type { Page } from '@playwright/test';
import { adminPaths } from '../../web/src/features/admin/paths.js';
import { paths } from '../../web/src/config/paths.js';
import { appReady, expect, test } from './fixtures.js';

/**
 * Every page of the SPA under the Content-Security-Policy CloudFront sends (the local server
 * sends the same, infra/constructs/response-headers.ts): the `cspViolations` fixture fails the
 * test on anything the policy blocked, a changed inline script included. The pages come from the
 * app's own path lists, so a new page is covered; the journeys check the rest of each flow.
 */
const staticPaths = (list: Record<string, unknown>) => Object.values(list).filter((p): p is string => typeof p === 'string');
const publicPages = [...staticPaths(paths).filter((p) => !p.startsWith('/admin')), paths.product(1)];
const adminPages = [...staticPaths(adminPaths), adminPaths.editProduct(1)];

async function settle(page: Page, path: string) {
  // A page that redirects (the auth callback, payment results) may still be leaving when the
  // next one is asked for: ask again.
  const response = await page.goto(path).catch(() => page.goto(path));
  expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await appReady(page);
  await page.waitForLoadState('networkidle');
}

test('every page loads under the site\'s Content-Security-Policy', async ({ page, cspViolations }) => {
  test.setTimeout(120_000);
  // Signed out: the account pages show their sign-in screens; the admin pages, seen signed in,
  // are the admin journeys' (admin.spec.ts), which the same fixture checks.
  for (const path of [...publicPages, ...adminPages.slice(0, 1)]) await settle(page, path);
  expect(cspViolations).toEqual([]);
});

test('API answers and media carry their own policy: nothing runs in them', async ({ request }) => {
  const api = await request.get('/api/products?page=1');
  const media = await request.get('/media/no-such-image.webp');

  for (const response of [api, media]) {
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['permissions-policy']).toContain('camera=()');
  }
});

test('an inline script the build did not ship is blocked, and the check reports it', async ({ page, cspViolations }) => {
  await page.goto(paths.home);
  await appReady(page);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });

  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  cspViolations.length = 0; // seen and expected: the fixture's final check is for the unexpected ones
});
