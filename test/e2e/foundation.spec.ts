import { appReady, expect, expectAccessible, signIn, test } from './fixtures.js';

/**
 * The first journey a visitor takes: the home page with the demo catalogue, English and back
 * (the choice lives in a cookie for a year and survives a reload), and a product page.
 */
test('home in Polish, English and back, then a product', async ({ page, visit, context }) => {
  await visit('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sklep', exact: true })).toBeVisible();

  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('en');
  // About a year, as the cookie policy says.
  expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(360);

  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sklep', exact: true })).toBeVisible();

  // A product from the home page's first carousel.
  const firstProduct = page.getByRole('main').locator('a[href^="/product/"]').first();
  const href = await firstProduct.getAttribute('href');
  await visit(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toBeVisible();
  await expect(page).toHaveTitle(/Chopper Works/);
});

test('an unknown page shows the 404 page', async ({ page, visit }) => {
  await visit('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /sklep|strona główna/i }).first()).toBeVisible();
});

/**
 * Home and the shop paint from HTML before any script runs (web/build/first-load.ts, web/src/prerender.tsx): the
 * document already holds the page's header, texts and loading placeholders, in the language of
 * the visitor's cookie, with the page's own title. Then the app takes over and works.
 */
test('home and the shop arrive prerendered in the visitor\'s language, then come alive', async ({ page, request, browser, baseURL }) => {
  const html = async (path: string, cookie?: string) => (await request.get(path, { headers: cookie ? { cookie } : {} })).text();

  const home = await html('/');
  expect(home).toContain('<html lang="pl">');
  expect(home).toContain('<title>Custom motocykle i części | Chopper Works</title>');
  expect(home).toMatch(/<div id="root" aria-busy="true">.*Choppery z charakterem\..*<\/footer>/s);
  const homeEn = await html('/', 'lang=en');
  expect(homeEn).toContain('<html lang="en">');
  expect(homeEn).toContain('Choppers with character.');
  expect(await html('/shop')).toMatch(/<title>Sklep \| Chopper Works<\/title>[\s\S]*aria-busy="true"/);
  // A filtered shop and product pages are rendered by the app alone: an empty root.
  expect(await html('/shop?category=engine')).toContain('<div id="root"></div>');
  expect(await html('/product/3')).toContain('<div id="root"></div>');

  // Before the app's scripts have loaded (here: never) a visitor already sees the page: the hero,
  // the navigation, the footer, accessible as they are.
  const noScript = await browser.newContext({ baseURL });
  await noScript.route('**/assets/*.js', (route) => route.abort());
  const staticPage = await noScript.newPage();
  await staticPage.goto('/');
  await expect(staticPage.getByRole('heading', { level: 1 })).toContainText('Choppery z charakterem.');
  await expect(staticPage.getByRole('banner').getByRole('link', { name: 'Sklep', exact: true })).toBeVisible();
  await expect(staticPage.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(staticPage, 'prerendered home before its scripts');
  // Its search form is a plain form too: Enter goes to the shop's search.
  const search = staticPage.getByRole('main').getByRole('searchbox', { name: 'Szukaj w sklepie' });
  await search.fill('filtr');
  await search.press('Enter');
  await expect(staticPage).toHaveURL(/\/shop\?search=filtr$/);
  await noScript.close();

  // With them, the page comes alive: the bestsellers load, links route in the app.
  await page.goto('/');
  await appReady(page);
  await expect(page.getByTestId('home-bestsellers').locator('a[href^="/product/"]').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sklep', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
});

/**
 * The app hydrates the prerendered markup instead of building the page again (first-load/hydration.ts):
 * the elements painted from HTML stay, React reports no mismatch, and what the browser keeps
 * (the cart, the shop's list layout) shows right after, though the documents were built without it.
 */
test('the app takes over the prerendered page without rebuilding it', async ({ page, context }) => {
  // Marks the static elements once the document is parsed, before the app's scripts run.
  await context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll<HTMLElement>('header, main, footer')) element.dataset.prerendered = 'kept';
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/terms');
  await page.evaluate(() => {
    const product = { name: 'Filtr powietrza', brand: 'K&N', imageUrl: null, price: 25_900, originalPrice: null, inStock: true };
    localStorage.setItem('cart', JSON.stringify([{ productId: 4, quantity: 2, product }]));
    localStorage.setItem('shop-layout', 'list');
  });

  for (const path of ['/', '/shop']) {
    await page.goto(path);
    await appReady(page);
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      await expect(page.getByRole(landmark), `${path}: the prerendered ${landmark} is the live one`).toHaveAttribute('data-prerendered', 'kept');
    }
    await expect(page.getByRole('banner').getByRole('button', { name: 'Koszyk, 2 produkty' })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Lista', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  // Hydrated, the page works: the cart drawer opens from the header.
  await page.getByRole('banner').getByRole('button', { name: 'Koszyk, 2 produkty' }).click();
  await expect(page.getByRole('dialog')).toContainText('Filtr powietrza');
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('the header stays one line at every desktop width, signed in or not, in both languages', async ({ page, context }) => {
  test.setTimeout(120_000);
  const widths = [1024, 1200, 1280, 1366, 1440, 1536, 1920];
  /** Every header item on one line, inside the bar, and the navigation clear of the icons. */
  const problems = async (what: string) =>
    page.evaluate((what) => {
      const header = document.querySelector('header')!;
      const inner = header.firstElementChild as HTMLElement;
      const found: string[] = [];
      if (inner.scrollWidth > inner.clientWidth) found.push(`${what}: the bar overflows (${inner.scrollWidth} > ${inner.clientWidth})`);
      for (const link of header.querySelectorAll<HTMLElement>('nav li > a, nav li > button')) {
        // The links have a fixed height: a wrapped label spills out of it, so count the text's lines.
        const range = document.createRange();
        range.selectNodeContents(link);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(`${what}: '${link.textContent}' breaks onto ${lines.size} lines`);
      }
      const nav = header.querySelector('nav')!.getBoundingClientRect();
      const actions = (header.querySelector('nav')!.nextElementSibling as HTMLElement).getBoundingClientRect();
      if (nav.width && nav.right > actions.left) found.push(`${what}: the navigation runs under the icons`);
      return found;
    }, what);
  const sweep = async (who: string) => {
    const found: string[] = [];
    for (const language of ['pl', 'en']) {
      await context.addCookies([{ name: 'lang', value: language, url: page.url() }]);
      await page.goto('/shop');
      await appReady(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        found.push(...(await problems(`${who} ${language} @ ${width}px`)));
      }
    }
    await context.addCookies([{ name: 'lang', value: 'pl', url: page.url() }]);
    return found;
  };
  await page.goto('/shop');
  const guest = await sweep('guest');
  await signIn(page, 'customer@example.com');
  expect([...guest, ...(await sweep('customer'))]).toEqual([]);
});
