import type { BrowserContext, Page } from '@playwright/test';
import type { CheckoutResponse } from '../../functions/contracts/order.js';
import type { ProductListResponse } from '../../functions/contracts/product.js';
import { adminPaths } from '../../web/src/features/admin/paths.js';
import { paths } from '../../web/src/config/paths.js';
import { appReady, expect, idToken, settled, signIn, stackUrl, test, withoutSizes } from './fixtures';

/**
 * Every page fits a phone: at 390 and at 320 px, in Polish and in English, for every role (a
 * visitor, a customer with a wishlist and a cart, a dealer, the admin), nothing makes the
 * document scroll sideways (its scrollWidth stays within its clientWidth). A page is loaded once
 * a language, at 390 px, then narrowed to 320 px. The pages are the app's routes, the ledger's
 * payment result states and the admin's refunds, archive and invoices among them.
 *
 * The pages come from the app's own path lists, so a new page is covered; and as every journey
 * runs under the site's Content-Security-Policy (the `cspViolations` fixture), these sweeps are
 * also the check that every page of the SPA loads under it.
 */
const staticPaths = (list: Record<string, unknown>) => Object.values(list).filter((p): p is string => typeof p === 'string');
/** Every page a visitor can open (the account pages show their sign-in screens), one product's among them. */
const visitorPages = [...staticPaths(paths).filter((p) => !p.startsWith('/admin')), paths.product(1), '/shop?isOnSale=true&page=2', '/no-such-page'];
const adminPages = staticPaths(adminPaths);
const WIDTHS = [390, 320] as const;
const LANGUAGES = ['pl', 'en'] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await expect(page.locator('main')).toBeVisible();
  await settled(page);
}

/** The document's overflow at each phone width, as `path @ width: scrollWidth > clientWidth` lines (none when it fits). */
async function overflowAtPhoneWidths(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // One frame for layouts that follow the width in script (matchMedia) to redraw.
    const { scroll, client, culprit } = await page.evaluate(
      () =>
        new Promise<{ scroll: number; client: number; culprit: string }>((resolve) =>
          requestAnimationFrame(() => {
            const { scrollWidth: scroll, clientWidth: client } = document.documentElement;
            // The deepest element reaching past the edge names the culprit in the failure.
            const past = scroll > client ? [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > client + 0.5) : [];
            const deepest = past.find((e) => !past.some((other) => other !== e && e.contains(other)));
            resolve({ scroll, client, culprit: deepest ? `${deepest.tagName.toLowerCase()}.${[...deepest.classList].join('.')}` : '' });
          }),
        ),
    );
    if (scroll > client) problems.push(`${what} @ ${width}px: ${scroll} > ${client} (${culprit})`);
  }
  return problems;
}

/** Opens each path in each language and collects every overflow, so one run names all the pages that do not fit. */
async function expectPagesFit(page: Page, context: BrowserContext, paths: readonly string[]) {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    await context.addCookies([{ name: 'lang', value: language, url: stackUrl(test.info().parallelIndex) }]);
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await open(page, path);
      problems.push(...(await overflowAtPhoneWidths(page, `${language} ${path}`)));
    }
  }
  await context.addCookies([{ name: 'lang', value: 'pl', url: stackUrl(test.info().parallelIndex) }]);
  expect(problems).toEqual([]);
}

/** Signs in at a phone's width (the login page's own fit is part of the visitor's sweep). */
async function signInOnPhone(page: Page, email: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await signIn(page, email);
}


test('a visitor: every public page fits 390 and 320 px in both languages', async ({ page, context }) => {
  test.setTimeout(180_000);
  await expectPagesFit(page, context, visitorPages);
});

test('a customer with a wishlist, a cart and a paid order: the header, the cart drawer, the checkout with the company section, the payment result and the account pages fit', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await signInOnPhone(page, 'customer@example.com');
  const product = ((await (await request.get('/api/products?inStock=true')).json()) as ProductListResponse).items.find(withoutSizes)!;

  // A non-empty wishlist and cart: the header carries both counts (it overflowed at 390 px once).
  await open(page, `/product/${product.id}`);
  // The product's own heart (the similar products' cards follow it).
  const heart = page.getByRole('main').getByTestId('wishlist-toggle').first();
  if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /^Koszyk \(\d+\)$/ });
  await expect(drawer).toBeVisible();
  expect(await overflowAtPhoneWidths(page, 'cart drawer')).toEqual([]);

  // The checkout page with the company section opened.
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await drawer.getByRole('link', { name: /^Przejdź do płatności/ }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await page.getByTestId('company-section').getByRole('checkbox').check();
  await expect(page.getByLabel('NIP lub numer VAT UE')).toBeVisible();
  expect(await overflowAtPhoneWidths(page, 'checkout with the company section')).toEqual([]);

  // A paid order of the customer's (pickup at the workshop), paid on the (fake) payment page.
  const checkout = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${await idToken(page)}` },
    data: { lineItems: [{ productId: product.id, quantity: 1 }], delivery: { method: 'pickup' } },
  });
  expect(checkout.status()).toBe(200);
  const { orderId, sessionId } = (await checkout.json()) as CheckoutResponse;
  expect((await request.post(`/stripe-fake/__fake/sessions/${sessionId}/pay`, { data: { outcome: 'card' } })).ok()).toBe(true);

  await expectPagesFit(page, context, [`/product/${product.id}`, '/profile', '/wishlist', '/orders', `/order/${encodeURIComponent(orderId)}`, `/payment/success?session_id=${sessionId}`]);
});

test('a dealer: the shop with dealer prices and the profile with its company fit', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInOnPhone(page, 'dealer@example.com');
  await expectPagesFit(page, context, ['/shop', '/product/1', '/profile']);
});

test('the admin: every admin page fits, the order with its refunds, the archive and the invoices among them', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await signInOnPhone(page, 'admin@example.com');
  // An order of its own (a checkout attempt, which the admin's list shows), for the order page.
  const product = ((await (await request.get('/api/products?inStock=true')).json()) as ProductListResponse).items.find(withoutSizes)!;
  const response = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${await idToken(page)}` },
    data: { lineItems: [{ productId: product.id, quantity: 1 }], delivery: { method: 'pickup' } },
  });
  expect(response.status()).toBe(200);
  const { orderId } = (await response.json()) as CheckoutResponse;

  await expectPagesFit(page, context, [...adminPages, adminPaths.order(orderId), adminPaths.editProduct(product.id)]);

  // The admin menu is one row on a phone: the page itself begins in the first screen, and the current tab is in view.
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await open(page, adminPaths.shipping);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.y).toBeLessThan(320);
  await expect(page.getByRole('navigation', { name: 'Panel administracyjny' }).getByRole('link', { name: 'Wysyłka' })).toBeInViewport();
});
