import { expect, test } from './fixtures.js';

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
