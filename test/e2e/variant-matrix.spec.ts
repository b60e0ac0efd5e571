import { mkdirSync } from 'node:fs';
import { bootsInput } from '../support/variant-input';
import { expect, expectAccessible, idToken, signIn, test } from './fixtures';

/**
 * The admin's variant matrix on the product form (issues 27 and 33): a wide matrix scrolls inside
 * its own box while the page never scrolls sideways, and each size gets a low-stock threshold of
 * its own (empty: the product's).
 */

/** Screenshots of the matrix at 390 and 1440 px in both languages go here. */
const SHOTS = process.env.E2E_SHOTS ?? '/work/shots/VARIANTS_UI';

test('the variant matrix of a demo product with sizes scrolls inside its box, never the page, from 320 to 1440 px in both languages', async ({ page, visit }) => {
  await signIn(page, 'admin@example.com');
  await visit('/admin/products/3/edit');
  const matrix = page.getByTestId('variant-matrix');
  await expect(matrix).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  for (const language of ['pl', 'en']) {
    if (language === 'en') {
      await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
      await expect(page.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible();
    }
    for (const width of [320, 390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      if (width !== 320) {
        // The options editor at the section's top, then the matrix.
        await page.getByRole('region', { name: language === 'pl' ? 'Warianty: rozmiary, kolory, wykończenia' : 'Variants: sizes, colours, finishes' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: `${SHOTS}/product-3-options-${language}-${width}.png` });
        await matrix.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${SHOTS}/product-3-matrix-${language}-${width}.png` });
      }
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect.soft(widths.document, `the document is no wider than the ${width} px viewport (${language})`).toBeLessThanOrEqual(widths.viewport);
      if (width === 390) {
        // The matrix is wider than a phone: its own box scrolls.
        const box = await matrix.evaluate((table) => ({ scroll: table.parentElement!.scrollWidth, client: table.parentElement!.clientWidth }));
        expect.soft(box.scroll, 'the matrix scrolls inside its box').toBeGreaterThan(box.client);
      }
    }
  }
});

test("an admin gives sizes their own low-stock thresholds in the matrix: a wrong one is refused on its row, saved ones decide which sizes run low", async ({ page, visit }) => {
  await signIn(page, 'admin@example.com');
  const auth = { authorization: `Bearer ${await idToken(page)}` };
  // A picture the shop serves (the page's CSP admits no other origin): a demo product's.
  const { imageUrl } = (await (await page.request.get('/api/admin/products/1', { headers: auth })).json()) as { imageUrl: string };
  const boots = { ...bootsInput(`E2E${Date.now() % 1_000_000}`), imageUrl };
  const created = await page.request.post('/api/admin/products', { headers: auth, data: boots });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;

  // 42 has 5 pairs, 43 one, 44 none; the product has no threshold of its own (the default: 2).
  await visit(`/admin/products/${productId}/edit`);
  const threshold = (size: string) => page.getByLabel(`Próg niskiego stanu: ${size}`, { exact: true });
  await expect(threshold('42')).toHaveValue('');
  await expect(threshold('42')).toHaveAttribute('placeholder', 'jak produkt');

  // Act: 7 for every size at once, then 43 back to the product's and 42 typed wrong.
  const bulk = page.getByRole('group', { name: 'Ustaw wszystkim wariantom' });
  await bulk.getByLabel('Próg niskiego stanu (szt.)').fill('7');
  await bulk.getByRole('button', { name: 'Ustaw próg wszystkim' }).click();
  await expect(threshold('44')).toHaveValue('7');
  await threshold('43').fill('');
  await threshold('42').fill('-1');
  await page.getByRole('button', { name: 'Zaktualizuj produkt', exact: true }).click();

  // Assert: refused under its field in its row.
  await expect(page.getByTestId('variant-row').nth(0).getByText('Wpisz poprawną liczbę')).toBeVisible();
  await expect(threshold('42')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'variant matrix with a threshold error');

  // Act: fixed to 6, the product saves.
  await threshold('42').fill('6');
  await page.getByRole('button', { name: 'Zaktualizuj produkt', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // Assert: 42 (5 ≤ its own 6) and 43 (1 ≤ the product's 2) run low; 44 is sold out.
  await visit(`/admin/products?search=${encodeURIComponent(boots.name)}`);
  await expect(page.getByTestId('variant-summary')).toHaveText('3 rozmiary, 1 wyprzedany, 2 z niskim stanem');
  const saved = (await (await page.request.get(`/api/admin/products/${productId}`, { headers: auth })).json()) as { variants: { lowStockThreshold: number | null }[] };
  expect(saved.variants.map((v) => v.lowStockThreshold)).toEqual([6, null, 7]);
  await visit(`/admin/products/${productId}/edit`);
  await expect(threshold('42')).toHaveValue('6');
  await expect(threshold('43')).toHaveValue('');
});
