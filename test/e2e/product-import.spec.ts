import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectAccessible, idToken, languageShots, signIn, test } from './fixtures';

/** With E2E_SHOTS=dir, screenshots of the preview at 390 and 1440 px in Polish and English. */
const SHOTS = process.env.E2E_SHOTS;

/**
 * The products CSV import (issue 33) in the browser: the admin exports a product, edits its price
 * and stock in the file, uploads it on /admin/products/import, sees the dry run's preview (old →
 * new, no errors), applies it, follows the progress to the result and downloads the report.
 */
test('an admin imports an edited export: preview, apply with progress, result and report', async ({ page, visit }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com');
  const auth = { authorization: `Bearer ${await idToken(page)}` };
  const name = `Tłok importowy E2E ${Date.now()}`;
  // A picture the shop serves (the page's CSP admits no other origin): a demo product's.
  const { imageUrl } = (await (await page.request.get('/api/admin/products/1', { headers: auth })).json()) as { imageUrl: string };
  const created = await page.request.post('/api/admin/products', {
    headers: auth,
    data: {
      name,
      description: 'Opis',
      brand: 'PowerMax',
      categoryKey: 'engine',
      subcategory: 'pistons',
      price: 12_300,
      stock: 4,
      imageUrl,
      parcelSize: 'A',
      weightGrams: 500,
      manufacturerId: 'chopper-works',
      productNumber: `E2E-IMP-${Date.now()}`,
      safetyWarnings: 'Montaż powierz mechanikowi.',
      safetyWarningsEn: 'Have a mechanic fit it.',
    },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;

  // The export, edited as a spreadsheet would: a new price and a new stock.
  const exported = await page.request.get(`/api/admin/products/export?q=${encodeURIComponent(name)}`, { headers: auth });
  const rows: Record<string, string>[] = parse(await exported.text(), { bom: true, delimiter: ';', columns: true });
  expect(rows).toHaveLength(1);
  rows[0]!.price = '149,90';
  rows[0]!.stock = '12';
  const file = join(mkdtempSync(join(tmpdir(), 'import-e2e-')), 'produkty.csv');
  writeFileSync(file, stringify(rows, { bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: Object.keys(rows[0]!) }));

  await visit('/admin/products');
  await page.getByRole('link', { name: 'Importuj CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import produktów z CSV', level: 1 })).toBeVisible();
  const apply = page.getByRole('button', { name: 'Zastosuj zmiany' });
  await expect(apply).toBeDisabled();

  await page.getByRole('button', { name: 'Plik CSV' }).setInputFiles(file);
  await page.getByRole('button', { name: 'Sprawdź plik (próbny import)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Próbny import zakończony: nic nie zostało zapisane.' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Brak błędów.')).toBeVisible();
  const changes = page.getByRole('table', { name: 'Zmiany (2)' });
  await expect(changes.getByRole('row', { name: /Cena.*123,00.*149,90/ })).toBeVisible();
  await expect(changes.getByRole('row', { name: /Stan.*4.*12/ })).toBeVisible();
  await expectAccessible(page, 'the import preview');
  if (SHOTS) await languageShots(page, SHOTS, 'import-preview', 'Import products from CSV');
  // A dry run writes nothing.
  expect(((await (await page.request.get(`/api/admin/products/${productId}`, { headers: auth })).json()) as { price: number }).price).toBe(12_300);

  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: 'Import zakończony.' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Postęp importu' })).toHaveAttribute('value', '100');
  await expect(page.getByText('Zmienione', { exact: true }).locator('..')).toContainText('1');
  // Applied once, the button stays disabled: the same file needs a new dry run.
  await expect(apply).toBeDisabled();
  const product = (await (await page.request.get(`/api/admin/products/${productId}`, { headers: auth })).json()) as { price: number; stock: number };
  expect([product.price, product.stock]).toEqual([14_990, 12]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz raport (CSV)' }).click();
  const report: Record<string, string>[] = parse(readFileSync(await (await download).path()), { bom: true, delimiter: ';', columns: true });
  expect(report.map((r) => [r.outcome, r.field, r.old, r.new])).toEqual([
    ['update', 'price', '123,00', '149,90'],
    ['update', 'stock', '4', '12'],
  ]);
  await expectAccessible(page, 'the import result');
});
