import { publishableSafety } from '../support/gpsr-input';
import type { APIRequestContext } from '@playwright/test';
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

/** A published product made through the admin API for one journey (its own name: specs share a stack), with a photo the shop's media has. */
async function createProduct(request: APIRequestContext, token: string, fields: { name: string; nameEn: string; price: number; dealerPrice?: number; volumeBreaks?: unknown[] }) {
  // A photo the shop's media already has (the CSP allows only the shop's own images).
  const imageUrl = ((await (await request.get('/api/products/1')).json()) as { imageUrl: string }).imageUrl;
  const created = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      description: `${fields.name}: produkt testu cen ilościowych`,
      descriptionEn: `${fields.nameEn}: a volume price test product`,
      brand: 'AccessoryPro',
      categoryKey: 'accessories',
      subcategory: 'gloves',
      imageUrl,
      stock: 50,
      parcelSize: 'A',
      weightGrams: 100,
      ...publishableSafety,
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; productNumber: string };
}

/**
 * A product page first seen as a visitor, then the visitor signs in as a dealer in the same tab:
 * going back to the page shows the dealer's price and breaks without a reload. The browser's HTTP
 * cache had kept the visitor's answer (public, max-age=30) and gave it to the dealer's request
 * too, since nothing said the answer depends on the Authorization header.
 */
test('a product page seen as a visitor shows the dealer price and breaks once the dealer signs in, without a reload', async ({ page, browser, visit }) => {
  test.setTimeout(120_000);
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const { id: productId } = await createProduct(admin.request, await idToken(admin), {
    name: 'Taśma izolacyjna warsztatowa',
    nameEn: 'Workshop insulating tape',
    price: 5_000,
    dealerPrice: 4_000,
    volumeBreaks: [{ minQuantity: 10, percentOff: 10 }],
  });
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
  // The product's own price comes first; similar products below carry theirs.
  await expect(page.getByTestId('dealer-price').first()).toContainText(/40,00\s?zł/);
  await expect(page.getByRole('table', { name: 'Ceny ilościowe' }).getByRole('row')).toHaveText([/Ilość\s*Cena za szt\./, /od 10 szt\. −10\s%\s*36,00\s?zł/]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

/**
 * A line put in the cart by quick order (or a product card) carries no breaks of its own: the
 * drawer asks the server how checkout will price the dealer's cart and shows that, break included.
 */
test('a quick-order line in the cart shows the dealer break price checkout will charge', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const { productNumber } = await createProduct(admin.request, await idToken(admin), {
    name: 'Opaski zaciskowe warsztatowe',
    nameEn: 'Workshop cable ties',
    price: 5_000,
    dealerPrice: 4_000,
    volumeBreaks: [{ minQuantity: 10, percentOff: 20 }],
  });
  await admin.context().close();

  await signIn(page, 'dealer@example.com');
  await page.goto('/dealer/quick-order');
  await page.getByLabel('Linie SKU;ilość').fill(`${productNumber};10`);
  await page.getByRole('button', { name: 'Sprawdź dostępność' }).click();
  await expect(page.getByText('Gotowe do koszyka: 1 z 1')).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj do koszyka (1)' }).click();
  const drawer = page.getByRole('dialog', { name: /^Koszyk/ });
  await expect(drawer.getByTestId('cart-line-break')).toHaveText(/Cena ilościowa od 10 szt\. −20\s%/);
  await expect(drawer.getByText('32,00 zł / szt.')).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveText(/320,00\s?zł/);
  await expectAccessible(page, 'cart with a quick-order line at its break');
  if (SHOTS) {
    for (const language of ['pl', 'en'] as const) {
      if (language === 'en') {
        await page.keyboard.press('Escape');
        await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
        await page.getByRole('button', { name: /^Cart/ }).first().click();
        await expect(page.getByRole('dialog', { name: /^Cart/ }).getByTestId('cart-line-break')).toHaveText(/Volume price from 10 pcs −20%/);
      }
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/cart-quick-order-${language}-${width}.png` });
      }
    }
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: /^Koszyk/ }).first().click();
  }
  // One unit fewer: below the break, the dealer's own price.
  const quantity = drawer.getByRole('spinbutton', { name: /Ilość: Opaski zaciskowe warsztatowe/ });
  await quantity.fill('9');
  await quantity.press('Enter');
  await expect(drawer.getByTestId('cart-line-break')).toHaveCount(0);
  await expect(drawer.getByTestId('cart-total')).toHaveText(/360,00\s?zł/);
  await expect(drawer.getByText('40,00 zł / szt.')).toBeVisible();
});

/**
 * The admin's category breaks page: a row the server refuses says why under its field; saved rows
 * show as what dealers get now and reach the API; removing them all leaves the category without.
 */
test('the admin sets a category’s volume breaks on its page, with the server’s field errors, and removes them', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/volume-breaks');
  await expect(page.getByRole('heading', { name: 'Ceny ilościowe dla dealerów', level: 1 })).toBeVisible();
  const panel = page.getByTestId('category-breaks-electrical');
  await expect(panel.getByText('Teraz bez progów')).toBeVisible();

  // From 1 unit is not a break: the server's field error under the field, the toast says to correct.
  await panel.getByRole('button', { name: 'Dodaj próg' }).click();
  const first = panel.getByRole('group', { name: 'Elektryka: próg 1' });
  await first.getByLabel('Od (szt.)').fill('1');
  await first.getByLabel('Rabat (%)').fill('5');
  await panel.getByRole('button', { name: 'Zapisz progi: Elektryka' }).click();
  await expect(first.getByText('Podaj liczbę sztuk: cała liczba od 2 do 999')).toBeVisible();
  await expect(first.getByLabel('Od (szt.)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Popraw zaznaczone pola progów')).toBeVisible();

  await first.getByLabel('Od (szt.)').fill('10');
  await panel.getByRole('button', { name: 'Dodaj próg' }).click();
  const second = panel.getByRole('group', { name: 'Elektryka: próg 2' });
  await second.getByLabel('Od (szt.)').fill('25');
  await second.getByLabel('Rabat (%)').fill('7,5');
  await panel.getByRole('button', { name: 'Zapisz progi: Elektryka' }).click();
  await expect(page.getByText('Zapisano progi kategorii Elektryka')).toBeVisible();
  await expect(panel.getByText(/Teraz: od 10 szt\. −5\s%, od 25 szt\. −7,5\s%/)).toBeVisible();
  await expect(first.getByText('Podaj liczbę sztuk')).toHaveCount(0);
  const token = await idToken(page);
  const stored = async () =>
    ((await (await page.request.get('/api/admin/volume-breaks', { headers: { authorization: `Bearer ${token}` } })).json()) as { categories: Record<string, unknown[]> }).categories.electrical ?? [];
  expect(await stored()).toEqual([
    { minQuantity: 10, percentOff: 5, unitPrice: null },
    { minQuantity: 25, percentOff: 7.5, unitPrice: null },
  ]);
  await expectAccessible(page, 'category volume breaks');
  if (SHOTS) await languageShots(page, SHOTS, 'admin-volume-breaks', 'Volume prices for dealers');

  // Both rows removed and saved: the category has no breaks again (other journeys buy electrical parts).
  await panel.getByRole('button', { name: 'Usuń – Elektryka: próg 2' }).click();
  await panel.getByRole('button', { name: 'Usuń – Elektryka: próg 1' }).click();
  await expect(panel.getByRole('group', { name: /Elektryka: próg/ })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Zapisz progi: Elektryka' }).click();
  await expect(panel.getByText('Teraz bez progów')).toBeVisible();
  expect(await stored()).toEqual([]);
});

/**
 * The product form's own breaks: a row with both a percentage and a price says to pick one; a
 * fixed unit price saved in zł reaches the product (in grosze), and the form shows it again.
 */
test('the admin gives a product its own volume breaks in the product form', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com');
  const token = await idToken(page);
  const { id: productId } = await createProduct(page.request, token, { name: 'Smar do łańcucha hurtowy', nameEn: 'Chain lube, trade pack', price: 6_000 });

  await page.goto(`/admin/products/${productId}/edit`);
  const section = page.getByRole('region', { name: 'Ceny ilościowe dla dealerów' });
  await expect(section.getByText('Ten produkt nie ma własnych progów')).toBeVisible();
  await section.getByRole('button', { name: 'Dodaj próg' }).click();
  const row = section.getByRole('group', { name: 'Ceny ilościowe dla dealerów: próg 1' });
  await row.getByLabel('Od (szt.)').fill('5');
  await row.getByLabel('Rabat (%)').fill('5');
  await row.getByLabel('albo cena/szt. (zł)').fill('30,00');
  await page.getByRole('button', { name: 'Zaktualizuj produkt' }).click();
  await expect(row.getByText('Podaj rabat w % albo cenę za sztukę (jedno z dwóch)')).toBeVisible();

  await row.getByLabel('Rabat (%)').fill('');
  await page.getByRole('button', { name: 'Zaktualizuj produkt' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const saved = (await (await page.request.get(`/api/admin/products/${productId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { volumeBreaks?: unknown[] };
  expect(saved.volumeBreaks).toEqual([{ minQuantity: 5, percentOff: null, unitPrice: 3_000 }]);

  await page.goto(`/admin/products/${productId}/edit`);
  await expect(section.getByLabel('Od (szt.)')).toHaveValue('5');
  await expect(section.getByLabel('albo cena/szt. (zł)')).toHaveValue('30.00');
  await expectAccessible(page, 'product form with volume breaks');
});
