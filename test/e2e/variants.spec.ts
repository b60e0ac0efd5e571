import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, signIn, test } from './fixtures';

/**
 * Sizes end to end (issue 31): the admin adds boots in 12 sizes in one form (options editor and
 * variant matrix, a duplicate SKU refused on its row), one size sold out; a buyer picks a size,
 * the URL names it, the sold-out size cannot be chosen, and the cart names the size.
 */

/** Screenshots of the product page (390 and 1440 px, both languages) go here. */
const SHOTS = process.env.E2E_SHOTS ?? '/work/shots/VARWEB';
const SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47'];

test('an admin adds boots in 12 sizes in one form; a buyer picks a size, shares it in the URL, cannot pick the sold-out one, and the cart names it', async ({ page, visit }) => {
  test.setTimeout(240_000);
  const name = `Buty Engineer E2E ${Date.now()}`;
  const partNumber = `CW-BOOT-${Date.now() % 100_000}`;
  // A real photo of the demo catalogue's boots, as a media key.
  const found = (await (await page.request.get('/api/products?search=Buty%20Engineer')).json()) as { items: { imageUrl: string | null }[] };
  const photo = found.items.find((p) => p.imageUrl)?.imageUrl;
  expect(photo).toBeTruthy();

  await signIn(page, 'admin@example.com');
  await visit('/admin/products/new');
  await page.getByLabel('Nazwa produktu').fill(name);
  await page.getByLabel('Kategoria', { exact: true }).selectOption('accessories');
  await page.getByLabel('Podkategoria').selectOption({ label: 'Buty' });
  await page.getByLabel('Cena (zł)').fill('899');
  await page.getByLabel(/^Krótki opis(?! po angielsku)/).fill('Skórzane buty motocyklowe ze stalowym noskiem, szyte ręcznie.');
  await page.getByLabel('Nazwa po angielsku').fill(`Engineer boots E2E ${partNumber}`);
  await page.getByLabel('Gabaryt').selectOption('B');
  await page.getByLabel('Waga z opakowaniem (g)').fill('2400');
  await page.getByLabel('Zdjęcie główne – adres URL lub klucz').fill(photo!);
  await page.getByLabel('Producent', { exact: true }).selectOption({ label: 'Chopper Works Sp. z o.o.' });
  await page.getByLabel('Numer katalogowy').fill(partNumber);
  await page.getByLabel('Informacje o bezpieczeństwie i ostrzeżenia (PL)').fill('Sprawdź rozmiar przed jazdą.');
  await page.getByLabel('Informacje o bezpieczeństwie i ostrzeżenia (EN)').fill('Check the size before riding.');

  // Options: Rozmiar with 12 values typed at once; then the matrix.
  await page.getByRole('button', { name: 'Dodaj opcje i warianty' }).click();
  await page.getByRole('button', { name: 'Dodaj opcję: Rozmiar' }).click();
  await page.getByLabel('Dodaj wartości').fill(SIZES.join(', '));
  await page.getByRole('button', { name: 'Dodaj wartości' }).click();
  await page.getByRole('button', { name: 'Wygeneruj kombinacje (12)' }).click();
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(12);
  const bulk = page.getByRole('group', { name: 'Ustaw wszystkim wariantom' });
  await bulk.getByLabel('Stan (szt.)').fill('4');
  await bulk.getByRole('button', { name: 'Ustaw stan wszystkim' }).click();
  await page.getByLabel('Stan: 43', { exact: true }).fill('0');
  await page.getByLabel('Cena: 47', { exact: true }).fill('949');
  await expect(page.getByText('12 wariantów, razem 44 szt.')).toBeVisible();
  await expect(page.getByTestId('variant-units-total')).toHaveValue('44');

  // A SKU twice is refused on its row; fixed, the product saves.
  const sku37 = page.getByLabel('SKU: 37', { exact: true });
  await sku37.fill(`${partNumber}-36`);
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  await expect(rows.nth(1).getByText('Ten SKU już jest w innym wariancie')).toBeVisible();
  await expect(sku37).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'variant matrix with a row error');
  await sku37.fill(`${partNumber}-37`);
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const edit = page.getByRole('link', { name: `Edytuj ${name}` });
  const id = /\/admin\/products\/(\d+)\/edit/.exec((await edit.getAttribute('href')) ?? '')?.[1];
  expect(id).toBeTruthy();
  // The list sums the sizes up, and opened names each size's units; the low-stock view lists the boots (43 is out).
  const card = page.getByRole('article').filter({ has: edit });
  const summary = card.getByTestId('variant-summary');
  await expect(summary).toHaveText('12 rozmiarów, 1 wyprzedany');
  await summary.click();
  await expect(card.getByTestId('variant-units').getByRole('listitem')).toHaveCount(12);
  await expect(card.getByTestId('variant-units').getByRole('listitem').nth(7)).toContainText('43 0');
  await visit(`/admin/products?low=1&search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: `Edytuj ${name}` })).toBeVisible();

  // The buyer's side.
  await visit(`/product/${id}`);
  const sizes = page.getByRole('group', { name: 'Rozmiar' });
  await expect(sizes.getByRole('radio')).toHaveCount(12);
  await expect(sizes.getByRole('radio', { name: /^43/ })).toBeDisabled();
  await expect(sizes.locator('label[data-state="soldOut"]')).toHaveText(/43/);
  // No size yet: refused, with the reason.
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wybierz rozmiar' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await sizes.getByRole('radio', { name: '42', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`/product/${id}\\?variant=${partNumber}-42$`));
  await sizes.getByRole('radio', { name: '47', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`variant=${partNumber}-47$`));
  await expect(page.getByTestId('price').first()).toHaveText('949,00\u00a0zł');
  // Choosing replaced the URL instead of stacking history entries: back leaves the product.
  await sizes.getByRole('radio', { name: '42', exact: true }).check();
  await expect(page.getByTestId('price').first()).toHaveText('899,00\u00a0zł');
  await expectAccessible(page, 'product page with a size chosen');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products\?low=1/);

  // A shared link opens that size.
  await visit(`/product/${id}?variant=${partNumber}-44`);
  await expect(page.getByRole('radio', { name: '44', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('cart-line-name')).toHaveText(`${name} – rozmiar 44`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: { sku?: string }[] });
  expect(stored.items.map((i) => i.sku)).toEqual([`${partNumber}-44`]);
  await expectAccessible(page, 'cart drawer with a size');
  await drawer.getByRole('button', { name: 'Zamknij koszyk' }).click();

  // The checkout's summary names the size too.
  await visit('/checkout');
  await expect(page.getByTestId('checkout-line')).toContainText(`${name} – rozmiar 44`);

  mkdirSync(SHOTS, { recursive: true });
  for (const language of ['pl', 'en']) {
    await visit(`/product/${id}?variant=${partNumber}-42`);
    if (language === 'en') {
      await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
      await expect(page.getByRole('group', { name: 'Size' })).toBeVisible();
    }
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      // On a phone the buy box is below the photo: the shot shows the pickers.
      if (width < 900) await page.getByTestId('variant-picker').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      else await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/product-sizes-${language}-${width}.png`, fullPage: false });
    }
  }
  // The size guide opens in a dialog (its own chunk).
  await page.getByRole('button', { name: 'Size guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Size guide: boots' }).getByTestId('size-guide-table')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/size-guide-en-1440.png` });
});
