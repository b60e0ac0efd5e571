import type { Locator, Page } from '@playwright/test';
import { appReady, expect, expectAccessible, test } from './fixtures';
import { documentScripts } from '../../web/build/first-load-weight.js';

/** The shop journeys: search, the mega-menu, filters in the URL, sort, pages, product, language. */

/** `1 234,56 zł` → 1234.56 */
function zloty(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function visiblePrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('price').allTextContents();
  return texts.map(zloty);
}

/** While new results load, the previous ones stay on screen, dimmed and marked busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

function isAscending(prices: number[], count: number): boolean {
  return prices.length === count && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
}

async function resultCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('result-count').textContent())!.match(/\d+/)![0]);
}

test('search, category from the mega-menu, sort, page 2, a product and a similar one, then English', async ({ page, visit }) => {
  test.slow(); // a long journey on a shared, busy machine
  // Search from the home page. (Opened without `visit`: the home page is another feature's, and
  // its own spec runs axe on it.)
  await page.goto('/');
  await appReady(page);
  await expect(page.getByRole('main')).toBeVisible();
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Szukaj w sklepie' });
  await search.fill('filtr');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=filtr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ produkt/);
  const found = await resultCount(page);
  expect(found).toBeGreaterThan(0);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(found, 12));
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Szukaj produktów' })).toHaveValue('filtr');

  // Category from the header's mega-menu: it opens on hover and holds the category list.
  await page.getByRole('banner').getByRole('link', { name: 'Sklep', exact: true }).hover();
  const menu = page.getByTestId('shop-mega-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('menu-featured').getByRole('link')).toHaveCount(3);
  await menu.getByRole('link', { name: /Części silnika/ }).click();
  await expect(page).toHaveURL(/\/shop\?category=engine$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Części silnika' })).toBeChecked();
  await expect.poll(() => resultCount(page)).toBeGreaterThan(12); // two pages at 12 a page
  await settled(page);
  const inCategory = await resultCount(page);
  await expectAccessible(page, 'shop, engine');

  // Sort by price, lowest first: the visible prices ascend.
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption('price-asc');
  await expect(page).toHaveURL(/\/shop\?category=engine&sortBy=price-asc$/);
  // The previous (newest-first) results stay on screen until the sorted ones arrive.
  await expect.poll(async () => isAscending(await visiblePrices(page), 12)).toBe(true);
  const firstPage = await visiblePrices(page);

  // Page 2 continues where page 1 ended.
  const pagination = page.getByRole('navigation', { name: 'Strony wyników' });
  await pagination.getByRole('link', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/\/shop\?category=engine&sortBy=price-asc&page=2$/);
  await expect(pagination.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => isAscending(await visiblePrices(page), inCategory - 12)).toBe(true);
  const secondPage = await visiblePrices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
  await settled(page);

  // A product, then one of its similar products.
  const firstCard = page.getByTestId('product-card').first();
  const productName = (await firstCard.getByRole('heading').textContent())!;
  await firstCard.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const similar = page.getByRole('region', { name: 'Podobne produkty' });
  await expect(similar.getByTestId('product-card').first()).toBeVisible();
  expect(await similar.getByTestId('product-card').count()).toBeLessThanOrEqual(4);
  await expectAccessible(page, 'product page');
  const similarName = (await similar.getByTestId('product-card').first().getByRole('heading').textContent())!;
  expect(similarName).not.toBe(productName);
  await similar.getByRole('link', { name: similarName }).click();
  await expect(page.getByRole('heading', { level: 1, name: similarName })).toBeVisible();
  const jsonLd = JSON.parse((await page.getByTestId('product-json-ld').textContent())!) as { name: string; offers: { priceCurrency: string } };
  expect(jsonLd.name).toBe(similarName);
  expect(jsonLd.offers.priceCurrency).toBe('PLN');

  // English on the shop with filters set: the URL keeps them, the texts change.
  await visit('/shop?category=engine&onSale=true&sortBy=price-desc');
  await expect(page.getByRole('checkbox', { name: 'Tylko promocje' })).toBeChecked();
  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  await expect(page.getByRole('checkbox', { name: 'On sale only' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Engine parts' })).toBeChecked();
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ products?/);
  expect(new URL(page.url()).search).toBe('?category=engine&onSale=true&sortBy=price-desc');
});

test('the mega-menu works from the keyboard', async ({ page, visit }) => {
  await visit('/shop');
  const toggle = page.getByRole('button', { name: 'Otwórz menu sklepu' });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The menu's search suggests as you type: a combobox (search.spec.ts follows its suggestions).
  const menuSearch = page.getByTestId('shop-mega-menu').getByRole('combobox', { name: 'Szukaj w sklepie' });
  await expect(menuSearch).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('shop-mega-menu')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menuSearch).toBeFocused();
  await menuSearch.fill('siodło');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=siod%C5%82o$/);
  await expect(page.getByTestId('shop-mega-menu')).toBeHidden();
});

test('on a phone the filters open in a collapsible panel; the empty state resets all but the search @phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The filter lists' data (the empty state below asks for the categories itself: its popular ones).
  const panelData: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/catalog\/filters$/.test(new URL(request.url()).pathname)) panelData.push(request.url());
  });
  await visit('/shop?search=filtr&category=accessories&onSale=true');
  // On a phone the filters sit in a collapsed panel behind a button; its lists' data is not part
  // of the page load (it comes once the page is in use).
  const toggle = page.getByRole('button', { name: /^Filtry/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('checkbox', { name: 'Tylko dostępne' })).toBeHidden();
  await expect(page.getByTestId('product-card').or(page.getByRole('heading', { name: 'Nie znaleziono produktów' })).first()).toBeVisible();
  expect(panelData).toEqual([]);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('checkbox', { name: 'Tylko dostępne' })).toBeVisible();
  // The lists that come from the catalogue are there too.
  await expect(page.getByRole('checkbox', { name: 'ChainMaster' })).toBeVisible();
  expect(panelData.length).toBeGreaterThan(0);
  await expectAccessible(page, 'phone filter panel');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await expect(page.getByRole('heading', { name: 'Nie znaleziono produktów' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Wyczyść filtry' }).last().click();
  await expect(page).toHaveURL(/\/shop\?search=filtr$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

/**
 * Scripts among `requests` that the document's budget count (web/build/first-load-weight.ts: its
 * entry and module preloads, ≤ 160 kB gzip, checked by the build) does not include.
 */
function scriptsOutsideTheCount(requests: string[], documentHtml: string): string[] {
  const counted = new Set(documentScripts(documentHtml));
  return requests.filter((r) => r.endsWith('.js')).map((r) => r.replace(/^\//, '')).filter((file) => !counted.has(file));
}

/**
 * The first page's data and photos are requested by the document itself, before the app's
 * scripts (web/src/first-load/document-script.ts, early-data.ts); the app then uses that answer instead of asking again,
 * and the photo it shows is the file the document preloaded. With a session the app asks itself.
 */
test('a product page and the shop ask for their data, first photos and fonts once, before the app, and run no script outside the budget count', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  /** Every file fetched of the photo the <img> shows: one, the width it picked (no second size). */
  const filesOfPhoto = async (img: Locator) => {
    const shown = new URL(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
    const folder = shown.slice(0, shown.lastIndexOf('/') + 1);
    expect(folder).toMatch(/^\/media\/products\/[^/]+\/$/);
    return requests.filter((r) => r.startsWith(folder));
  };

  const productDocument = await page.goto('/product/3');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scriptsOutsideTheCount(requests, await productDocument!.text()), 'scripts the first render loaded beyond the budget count').toEqual([]);
  await expect(page.locator('link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(1);
  const photo = page.getByRole('main').locator('img[fetchpriority="high"]').first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await filesOfPhoto(photo), 'the preloaded file is the one shown').toHaveLength(1);
  expect(requests.filter((r) => r === '/api/products/3')).toHaveLength(1);
  // The brand fonts every page shows are preloaded by the document (at low priority), and each
  // file is downloaded once: the stylesheet's @font-face takes the preloaded file.
  await expect(page.locator('link[rel="preload"][as="font"][fetchpriority="low"]')).toHaveCount(4);
  await page.evaluate(() => document.fonts.ready);
  const fonts = requests.filter((r) => r.endsWith('.woff2'));
  expect(fonts.map((f) => f.replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual(['/assets/inter-latin', '/assets/inter-latin-ext-a', '/assets/oswald-latin', '/assets/oswald-latin-ext-a']);

  requests.length = 0;
  const shopDocument = await page.goto('/shop');
  await appReady(page);
  await expect(page.locator('link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(2);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(scriptsOutsideTheCount(requests, await shopDocument!.text()), 'scripts the first render loaded beyond the budget count').toEqual([]);
  expect(requests.filter((r) => r === '/api/products?page=1')).toHaveLength(1);
  for (const index of [0, 1]) {
    const img = cards.nth(index).locator('img');
    await expect(img).toHaveJSProperty('complete', true);
    expect(await filesOfPhoto(img), `card ${index + 1}: the preloaded file is the one shown`).toHaveLength(1);
  }
  // Chromium warns about a preload left unused 3 s after the load event.
  await page.waitForTimeout(3500);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});
