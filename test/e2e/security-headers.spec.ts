import type { APIRequestContext, Page } from '@playwright/test';
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
const DEMO_PASSWORD = 'Demo1234!';

/** A guest checkout of one unit (the API, no browser), paid through the Stripe fake's test hook when asked. */
async function checkoutSession(request: APIRequestContext, pay: boolean): Promise<string> {
  const products = (await (await request.get('/api/products')).json()) as { items: { id: number; inStock: boolean }[] };
  const product = products.items.find((p) => p.inStock)!;
  const checkout = await request.post('/api/checkout', { data: { lineItems: [{ productId: product.id, quantity: 1 }], delivery: { method: 'pickup' } } });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  if (pay) expect((await request.post(`/stripe-fake/__fake/sessions/${sessionId}/pay`, { data: { outcome: 'card' } })).ok()).toBe(true);
  return sessionId;
}

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

test('the payment result pages load under the policy in each of their states', async ({ page, request, cspViolations }) => {
  test.setTimeout(90_000);
  const open = await checkoutSession(request, false);
  const paid = await checkoutSession(request, true);

  // Left on the payment page: the session is closed at once and the page says the units are back.
  await settle(page, `${paths.paymentCancel}?session_id=${open}`);
  await expect(page.getByRole('status')).toHaveText(/wróciły do sprzedaży/);
  // Paid after all (another tab): the cancel page says the payment came through.
  await settle(page, `${paths.paymentCancel}?session_id=${paid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność jednak dotarła' })).toBeVisible();
  // A session the shop does not know, and the success page of the paid one.
  await settle(page, `${paths.paymentCancel}?session_id=cs_test_unknown`);
  await settle(page, `${paths.paymentSuccess}?session_id=${paid}`);
  expect(cspViolations).toEqual([]);
});

test('every admin page loads under the policy, signed in as the admin', async ({ page, cspViolations }) => {
  test.setTimeout(120_000);
  await page.goto(paths.login);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

  for (const path of adminPages) await settle(page, path);
  // The invoices list (issue 18) shows its table or its empty state, not an error.
  await settle(page, adminPaths.invoices);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
