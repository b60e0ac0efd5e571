import { readFileSync } from 'node:fs';
import { expect, expectAccessible, idToken, languageShots, signIn, test } from './fixtures';

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

/**
 * Issue 33's settings page: the admin changes the shop's default low-stock threshold and the
 * abandoned-checkout delay; both are kept after a reload. A value out of range says so under its
 * field and is not sent. The stored settings are put back at the end (other journeys use them).
 */
test('the admin changes the notification settings, sees them kept after a reload, and a bad value shows the field error', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com');
  const headers = { authorization: `Bearer ${await idToken(page)}` };
  const before = await (await page.request.get('/api/admin/notification-settings', { headers })).json();
  try {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Panel administracyjny' }).getByRole('link', { name: 'Powiadomienia' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Ustawienia powiadomień', level: 1 })).toBeVisible();
    const threshold = page.getByLabel('Domyślny próg niskiego stanu (szt.)');
    const hours = page.getByLabel('Przypomnienie po (godz.)');
    await expect(threshold).toHaveValue(String(before.lowStockThreshold));

    await hours.fill('0');
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expect(page.getByText('Wpisz całą liczbę godzin od 1 do 336 (14 dni).')).toBeVisible();
    await expect(hours).toHaveAttribute('aria-invalid', 'true');
    await expect(hours).toBeFocused();

    await threshold.fill('7');
    await hours.fill('12');
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expect(page.getByText('Ustawienia powiadomień zapisane.')).toBeVisible();
    await expect(page.getByText('Wpisz całą liczbę godzin')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Domyślny próg niskiego stanu (szt.)')).toHaveValue('7');
    await expect(page.getByLabel('Przypomnienie po (godz.)')).toHaveValue('12');
    expect(await (await page.request.get('/api/admin/notification-settings', { headers })).json()).toEqual({ lowStockThreshold: 7, abandonedCheckoutHours: 12 });
    await expectAccessible(page, 'notification settings');
    // The narrowest phone: the page does not scroll sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1440, height: 900 });
    if (SHOTS) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await languageShots(page, SHOTS, 'admin-notification-settings', 'Notification settings');
    }
  } finally {
    await page.request.put('/api/admin/notification-settings', { headers, data: before });
  }
});
