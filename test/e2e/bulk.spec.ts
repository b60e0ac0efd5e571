import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';

const SHOTS = process.env.E2E_SHOTS;

/**
 * Issue 33 in the admin: the product editor's stock history shows every change of the stock (a
 * checkout's hold, the admin's own edit) with before → after, and the products list exports the
 * list as filtered as a CSV for a Polish spreadsheet.
 */
test("the product editor's stock history shows a checkout's hold and the admin's edit; the list exports a Polish CSV", async ({ page, visit }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com');
  // A demo product without sizes (a line of one with sizes names its size).
  const productId = 4;
  // A buyer holds one unit (the API is the buyer; the journey is the admin's).
  const held = await page.request.post('/api/checkout', { data: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } } });
  expect(held.status()).toBe(200);

  await visit(`/admin/products/${productId}/edit`);
  const history = page.getByRole('table', { name: 'Historia stanu magazynowego' });
  await expect(history).toBeVisible();
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Zamówienie (rezerwacja)');
  await expect(newest).toContainText('-1');
  await expect(history).toContainText('Utworzenie produktu');

  // The admin restocks: the stock becomes 40 and the history says who did it, 1 unit → 40.
  const stock = page.getByLabel('Stan magazynowy (szt.)');
  const before = Number(await stock.inputValue());
  await stock.fill('40');
  await page.getByRole('button', { name: 'Zaktualizuj produkt' }).click();
  await expect(page.getByText(/Zapisano zmiany produktu/)).toBeVisible();
  // Saving leads back to the list; the editor, opened again, shows the edit on top.
  await visit(`/admin/products/${productId}/edit`);
  const edited = history.getByRole('row').nth(1);
  await expect(edited).toContainText('Zmiana przez administratora');
  await expect(edited).toContainText(`${before} → 40`);
  await expect(edited).toContainText('admin@example.com');

  if (SHOTS) {
    const section = page.getByRole('heading', { name: 'Historia stanu magazynowego' });
    for (const language of ['pl', 'en']) {
      if (language === 'en') {
        await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
        await expect(page.getByRole('heading', { name: 'Stock history' })).toBeVisible();
      }
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await (language === 'en' ? page.getByRole('heading', { name: 'Stock history' }) : section).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/stock-log-${language}-${width}.png` });
      }
    }
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
  }

  // The list's export: the filtered list, BOM, semicolons, decimal comma.
  await visit('/admin/products?search=t%C5%82ok');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^produkty-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toMatch(/^id;sku;productNumber;status;name;/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => /;\d+,\d{2};/.test(line))).toBe(true);
  await expect(page.getByText('Plik CSV pobrany')).toBeVisible();
});
