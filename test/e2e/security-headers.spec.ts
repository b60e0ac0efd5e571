import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../../web/src/config/paths.js';
import { appReady, expect, settled, test, withoutSizes } from './fixtures.js';

/**
 * The SPA under the Content-Security-Policy CloudFront sends (the local server sends the same,
 * infra/constructs/response-headers.ts): the `cspViolations` fixture fails any journey on
 * anything the policy blocked, a changed inline script included. Every page of the app is swept
 * by phones.spec.ts (visitor, customer, dealer, admin); here the payment result pages in each of
 * their states, the API's and media's own policies, and proof that the check catches a violation.
 */

/** A guest checkout of one unit (the API, no browser), paid through the Stripe fake's test hook when asked. */
async function checkoutSession(request: APIRequestContext, pay: boolean): Promise<string> {
  const products = (await (await request.get('/api/products')).json()) as { items: { id: number; inStock: boolean; optionCounts?: Record<string, number> }[] };
  // One without sizes: its checkout line names no variant.
  const product = products.items.find((p) => p.inStock && withoutSizes(p))!;
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
  await settled(page);
}

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
