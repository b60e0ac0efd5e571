import { deflateSync } from 'node:zlib';
import { appReady, expect, expectAccessible, idToken, newSignedInPage, signIn, test, withoutSizes } from './fixtures';

/**
 * The admin area end to end on a fresh seeded stack: the guard, a product created with an
 * uploaded image and a personal dealer price (seen by the demo dealer), and an order moved to
 * shipped with a tracking number that its customer then sees.
 */

/** A real 16×16 PNG (orange square), built here so the upload passes the server's magic-byte check. */
function pngFile(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [233, 120, 47]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}


test('the admin area sends a signed-out visitor to /login and a customer to /', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'customer@example.com');
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Produkty' })).toHaveCount(0);
});

test('an admin creates a product with an uploaded image and a dealer price that the dealer then sees', async ({ page, visit, browser }) => {
  test.setTimeout(180_000);
  const name = `Filtr E2E ${Date.now()}`;
  await signIn(page, 'admin@example.com');

  await visit('/admin/products/new');
  await expect(page.getByText('Produkt musi być zapisany, zanim dodasz ceny dla dealerów.')).toBeVisible();
  // The spec's messages first, then a valid product.
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  await expect(page.getByText('Nazwa produktu jest wymagana')).toBeVisible();
  await expect(page.getByText('Główne zdjęcie produktu jest wymagane')).toBeVisible();

  await page.getByLabel('Nazwa produktu').fill(name);
  await page.getByLabel('Podkategoria').selectOption({ label: 'Filtry' });
  await page.getByLabel('Cena (zł)').fill('321.50');
  await page.getByLabel(/^Krótki opis(?! po angielsku)/).fill('Filtr dodany przez test end-to-end.');
  await page.getByLabel('Gabaryt').selectOption('A');
  await page.getByLabel('Waga z opakowaniem (g)').fill('450');
  await page.getByLabel('Prześlij zdjęcie główne').setInputFiles({ name: 'filtr.png', mimeType: 'image/png', buffer: pngFile() });
  await expect(page.getByLabel('Zdjęcie główne – adres URL lub klucz')).toHaveValue(/^products\//, { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Podgląd zdjęcia głównego' })).toBeVisible();
  // Publishing needs its safety data (GPSR, issue 30; refusals: gpsr.spec.ts).
  await page.getByLabel('Producent', { exact: true }).selectOption({ label: 'Chopper Works Sp. z o.o.' });
  await page.getByLabel('Numer katalogowy').fill('CW-ENG-E2E1');
  await page.getByLabel('Informacje o bezpieczeństwie i ostrzeżenia (PL)').fill('Montaż powierz mechanikowi.');
  await page.getByLabel('Informacje o bezpieczeństwie i ostrzeżenia (EN)').fill('Have a mechanic fit it.');
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/products$/);
  const edit = page.getByRole('link', { name: `Edytuj ${name}` });
  await expect(edit).toBeVisible();
  const id = /\/admin\/products\/(\d+)\/edit/.exec((await edit.getAttribute('href')) ?? '')?.[1];
  expect(id).toBeTruthy();

  // A personal price for the demo dealer.
  await visit(`/admin/products/${id}/edit`);
  await page.getByRole('button', { name: 'Dodaj cenę' }).click();
  await expect(page.getByText('Wybierz dealera i wprowadź poprawną cenę.')).toBeVisible();
  const dealerSelect = page.getByLabel('Dealer', { exact: true });
  const dealerOption = dealerSelect.locator('option', { hasText: 'dealer@example.com' });
  await expect(dealerOption).toHaveCount(1);
  await dealerSelect.selectOption({ label: (await dealerOption.textContent())! });
  await page.locator('[role="group"]').getByLabel('Cena (zł)').fill('199.99');
  await page.getByRole('button', { name: 'Dodaj cenę' }).click();
  await expect(page.getByRole('list', { name: 'Ceny dla dealerów' }).getByText('199,99\u00a0zł')).toBeVisible();

  // Editing keeps every loaded value: only the stock changes.
  await expect(page.getByLabel('Podkategoria')).toHaveValue('filters');
  await page.getByLabel('Stan magazynowy (szt.)').fill('7');
  await page.getByRole('button', { name: 'Zaktualizuj produkt' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await visit(`/admin/products/${id}/edit`);
  await expect(page.getByLabel('Stan magazynowy (szt.)')).toHaveValue('7');
  await expect(page.getByLabel('Podkategoria')).toHaveValue('filters');
  await expect(page.getByLabel('Gabaryt')).toHaveValue('A');

  // The shop lists it.
  await visit(`/shop?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // The dealer sees the personal price on the product page.
  const dealer = await newSignedInPage(browser, 'dealer@example.com');
  await dealer.goto(`/product/${id}`);
  await expect(dealer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(dealer.getByText('199,99\u00a0zł').first()).toBeVisible();
  await dealer.context().close();
});

test('an admin ships a paid order with a tracking number that the customer sees', async ({ page, visit, browser }) => {
  test.setTimeout(180_000);
  // The customer orders and pays (the Stripe fake's test hook plays the card payment).
  const customer = await newSignedInPage(browser, 'customer@example.com');
  const token = await idToken(customer);
  const products = await (await customer.request.get('/api/products')).json();
  // One without sizes: its checkout line names no variant.
  const product = products.items.find((p: { inStock: boolean; optionCounts?: Record<string, number> }) => p.inStock && withoutSizes(p));
  const checkout = await customer.request.post('/api/checkout', {
    headers: { authorization: `Bearer ${token}` },
    // To a parcel locker: a pickup order's "shipped" reads "ready to collect".
    // Bought in English: the admin sees which language the customer's e-mails go out in.
    data: { lineItems: [{ productId: product.id, quantity: 1 }], delivery: { method: 'locker', pointCode: 'KRA010', phone: '600100200' }, language: 'en' },
  });
  expect(checkout.ok()).toBe(true);
  const { orderId, sessionId } = await checkout.json();
  const paid = await customer.request.post(`/stripe-fake/__fake/sessions/${sessionId}/pay`, { data: { outcome: 'card' } });
  expect(paid.ok()).toBe(true);

  await signIn(page, 'admin@example.com');
  await visit(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Zamówienie #${String(orderId).slice(0, 8)}` })).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByText('Język klienta (e-maile)').locator('xpath=following-sibling::dd[1]')).toHaveText('angielski');
  const update = page.getByRole('button', { name: 'Zaktualizuj status' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Status', { exact: true }).selectOption('shipped');
  await page.getByLabel('Przewoźnik').selectOption('inpost');
  await page.getByLabel('Numer przesyłki').fill('620012345678');
  await update.click();
  await expect(page.getByText('Status zamówienia został zaktualizowany')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historia statusów' })).toBeVisible();
  await expectAccessible(page, 'order detail after shipping');

  // The list shows it as shipped too.
  await visit('/admin/orders?status=shipped');
  await expect(page.getByRole('link', { name: `Zamówienie #${String(orderId).slice(0, 8)}` })).toBeVisible();

  // The customer's order page: shipped, with the carrier's tracking page for that parcel number.
  await customer.goto(`/order/${orderId}`);
  await expect(customer.getByRole('region', { name: 'Status zamówienia' }).getByText('Wysłane')).toBeVisible();
  await expect(customer.getByRole('link', { name: /Śledź przesyłkę/ })).toHaveAttribute('href', /620012345678/);
  await customer.context().close();
});

test('the dashboard shows revenue, counts and the chart with a table alternative', async ({ page, visit }) => {
  await signIn(page, 'admin@example.com');
  await visit('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel administracyjny' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Podsumowanie sprzedaży' });
  await expect(summary.getByText('Przychód', { exact: true })).toBeVisible();
  await expect(summary.getByText(/^\d[\d\u00a0]*,\d{2}\u00a0zł$/)).toBeVisible();
  await expect(summary.getByRole('link', { name: /Wysłane/ })).toHaveAttribute('href', '/admin/orders?status=shipped');
  await expect(page.getByRole('link', { name: 'Zarządzaj zamówieniami' })).toHaveAttribute('href', '/admin/orders');
  await page.getByRole('button', { name: 'Ostatnie 12 miesięcy' }).click();
  await page.getByText('Pokaż dane wykresu w tabeli').click();
  await expect(page.getByRole('columnheader', { name: 'Miesiąc' })).toBeVisible();
  await visit('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
});

test('the cart drawer offers admins the payment connection test, and nobody else', async ({ page, browser }) => {
  await page.goto('/shop');
  await appReady(page);
  await page.getByRole('button', { name: 'Koszyk, 0 produktów' }).click();
  await expect(page.getByRole('dialog', { name: 'Koszyk (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test payment connection' })).toHaveCount(0);

  const admin = await newSignedInPage(browser, 'admin@example.com');
  await admin.goto('/shop');
  await appReady(admin);
  await admin.getByRole('button', { name: 'Koszyk, 0 produktów' }).click();
  await admin.getByRole('button', { name: 'Test payment connection' }).click();
  await expect(admin.getByText('Payment connection works')).toBeVisible();
  await expectAccessible(admin, 'connection test result');
  await admin.context().close();
});
