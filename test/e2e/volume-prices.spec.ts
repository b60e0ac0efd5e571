import { publishableSafety } from '../support/gpsr-input';
import { expect, expectAccessible, idToken, languageShots, newSignedInPage, signIn, stackUrl, test } from './fixtures';


/**
 * Dealers' volume prices (issue 34) in the browser: the admin gives a product breaks (from 10
 * units −5 %, from 25 −8 %); a signed-in dealer sees them with the unit price at each on the
 * product page, and the cart applies the break the units reach, naming it on the line. A
 * visitor sees no breaks. With E2E_SHOTS=dir, screenshots of the product page, the cart and the
 * price list (quick order page) at 390 and 1440 px in Polish and English.
 */
const SHOTS = process.env.E2E_SHOTS;

test('a dealer sees the volume breaks on a product page and the cart applies them; a visitor sees none', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await newSignedInPage(browser, 'admin@example.com');
  // A photo the shop's media already has (the CSP allows only the shop's own images).
  const imageUrl = ((await (await admin.request.get('/api/products/1')).json()) as { imageUrl: string }).imageUrl;
  const created = await admin.request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${await idToken(admin)}` },
    data: {
      name: 'Rękawice warsztatowe hurtowe',
      nameEn: 'Workshop gloves, trade pack',
      description: 'Rękawice do testu cen ilościowych',
      descriptionEn: 'Gloves for the volume price test',
      brand: 'AccessoryPro',
      categoryKey: 'accessories',
      subcategory: 'gloves',
      price: 10_000,
      dealerPrice: 8_000,
      imageUrl,
      stock: 100,
      parcelSize: 'A',
      weightGrams: 300,
      ...publishableSafety,
      volumeBreaks: [
        { minQuantity: 10, percentOff: 5 },
        { minQuantity: 25, percentOff: 8 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  await admin.context().close();

  // A visitor (a browser of their own): the public price, no breaks.
  const visitor = await (await browser.newContext({ baseURL: stackUrl(test.info().parallelIndex), locale: 'pl-PL' })).newPage();
  await visitor.goto(`/product/${productId}`);
  await expect(visitor.getByRole('heading', { name: 'Rękawice warsztatowe hurtowe', level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('volume-breaks')).toHaveCount(0);
  await visitor.context().close();

  // The dealer: the table with the unit price at each break.
  await signIn(page, 'dealer@example.com');
  await page.goto(`/product/${productId}`);
  const breaks = page.getByRole('table', { name: 'Ceny ilościowe' });
  await expect(breaks).toBeVisible();
  await expect(breaks.getByRole('row')).toHaveText([/Ilość\s*Cena za szt\./, /od 10 szt\. −5\s%\s*76,00\s?zł/, /od 25 szt\. −8\s%\s*73,60\s?zł/]);
  await expectAccessible(page, 'product page with volume breaks');
  if (SHOTS) await languageShots(page, SHOTS, 'product-breaks', 'Workshop gloves, trade pack');

  // The cart: one unit at the dealer price; ten units reach the first break, named on the line.
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /^Koszyk/ });
  await expect(drawer.getByText('80,00 zł / szt.')).toBeVisible();
  await expect(drawer.getByTestId('cart-line-break')).toHaveCount(0);
  const quantity = drawer.getByRole('spinbutton', { name: /Ilość: Rękawice warsztatowe hurtowe/ });
  await quantity.fill('10');
  await quantity.press('Enter');
  await expect(drawer.getByTestId('cart-line-break')).toHaveText(/Cena ilościowa od 10 szt\. −5\s%/);
  await expect(drawer.getByText('76,00 zł / szt.')).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveText(/760,00\s?zł/);
  await quantity.fill('9');
  await quantity.press('Enter');
  await expect(drawer.getByTestId('cart-line-break')).toHaveCount(0);
  await expect(drawer.getByTestId('cart-total')).toHaveText(/720,00\s?zł/);
  await quantity.fill('25');
  await quantity.press('Enter');
  await expect(drawer.getByTestId('cart-line-break')).toHaveText(/od 25 szt\. −8\s%/);
  await expect(drawer.getByTestId('cart-total')).toHaveText(/1\s?840,00\s?zł/);
  await expectAccessible(page, 'cart with a volume break');
  if (SHOTS) {
    for (const language of ['pl', 'en'] as const) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/cart-${language}-${width}.png` });
      }
      if (language === 'pl') {
        await page.keyboard.press('Escape');
        await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
        await page.getByRole('button', { name: /^Cart/ }).first().click();
        await expect(page.getByRole('dialog', { name: /^Cart/ }).getByTestId('cart-line-break')).toHaveText(/Volume price from 25 pcs −8%/);
      }
    }
    await page.keyboard.press('Escape');
    await page.goto('/dealer/quick-order');
    await expect(page.getByRole('button', { name: 'Download the price list (PDF)' })).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/price-list-en-${width}.png`, fullPage: true });
    }
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
    await expect(page.getByRole('button', { name: 'Pobierz cennik (PDF)' })).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/price-list-pl-${width}.png`, fullPage: true });
    }
  }
});

/**
 * A product page first seen as a visitor, then the visitor signs in as a dealer in the same tab:
 * going back to the page shows the dealer's price and breaks without a reload. The browser's HTTP
 * cache had kept the visitor's answer (public, max-age=30) and gave it to the dealer's request
 * too, since nothing said the answer depends on the Authorization header.
 */
test('a product page seen as a visitor shows the dealer price and breaks once the dealer signs in, without a reload', async ({ page, browser, visit }) => {
  test.setTimeout(120_000);
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const imageUrl = ((await (await admin.request.get('/api/products/1')).json()) as { imageUrl: string }).imageUrl;
  const created = await admin.request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${await idToken(admin)}` },
    data: {
      name: 'Taśma izolacyjna warsztatowa',
      nameEn: 'Workshop insulating tape',
      description: 'Taśma do testu cen dealera po zalogowaniu',
      descriptionEn: 'Tape for the dealer price after sign-in test',
      brand: 'AccessoryPro',
      categoryKey: 'accessories',
      subcategory: 'gloves',
      price: 5_000,
      dealerPrice: 4_000,
      imageUrl,
      stock: 50,
      parcelSize: 'A',
      weightGrams: 100,
      ...publishableSafety,
      volumeBreaks: [{ minQuantity: 10, percentOff: 10 }],
    },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  await admin.context().close();

  await visit(`/product/${productId}`);
  await expect(page.getByRole('heading', { name: 'Taśma izolacyjna warsztatowa', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dealer-price')).toHaveCount(0);

  // Sign in through the header's link and the form, in this tab: the app lands on the shop.
  await page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).click();
  await page.getByLabel('E-mail').fill('dealer@example.com');
  await page.getByLabel('Hasło', { exact: true }).fill('Demo1234!');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/shop/, { timeout: 20_000 });

  // Back to the product in the same document (history, no reload): the dealer's answer.
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByTestId('dealer-price')).toContainText(/40,00\s?zł/);
  await expect(page.getByRole('table', { name: 'Ceny ilościowe' }).getByRole('row')).toHaveText([/Ilość\s*Cena za szt\./, /od 10 szt\. −10\s%\s*36,00\s?zł/]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
