import { expect, test } from './fixtures';

/** Content pages: home search, contact and dealer forms really sent, the gallery viewer, every page in PL and EN. */

const contentPages = [
  { path: '/', pl: 'Custom motocykle i części', en: 'Custom motorcycles and parts' },
  { path: '/gallery', pl: 'Galeria', en: 'Gallery' },
  { path: '/about', pl: 'O nas', en: 'About us' },
  { path: '/contact', pl: 'Kontakt', en: 'Contact' },
  { path: '/dealers', pl: 'Dla dealerów', en: 'For dealers' },
  { path: '/privacy-policy', pl: 'Polityka prywatności', en: 'Privacy policy' },
  { path: '/cookie-policy', pl: 'Polityka cookies', en: 'Cookie policy' },
  { path: '/terms', pl: 'Regulamin sklepu', en: 'Terms of sale' },
];

interface OutboxEmail {
  to: string;
  replyTo?: string;
  kind: string;
  subject: string;
  text: string;
}

test('a search from the home page lands on the shop with the text', async ({ page, visit }) => {
  await visit('/');
  const search = page.getByRole('searchbox', { name: 'Szukaj w sklepie' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await search.fill('filtr powietrza');
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?search=filtr(\+|%20)powietrza$/);
});

test('the contact form sends the message: success on screen, e-mail in the outbox', async ({ page, visit }) => {
  const email = `kontakt-${Date.now()}@example.com`;
  await visit('/contact');
  const form = page.getByRole('form', { name: 'Napisz do nas' });
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(form.getByText('Podaj adres e-mail')).toBeVisible();

  await form.getByLabel('Imię i nazwisko').fill('Jan Testowy');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/Temat/).fill('Wycena bobbera');
  await form.getByLabel(/Wiadomość/).fill('Dzień dobry, proszę o wycenę przebudowy Sportstera na bobbera.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();

  await expect(page.getByRole('heading', { name: 'Dziękujemy za wiadomość!' })).toBeVisible();
  await expect(page.getByText(`odpowiemy w ciągu 24 godzin na adres ${email}`)).toBeVisible();

  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { emails: OutboxEmail[] };
  const toWorkshop = outbox.emails.find((e) => e.kind === 'contact' && e.replyTo === email);
  expect(toWorkshop?.text).toContain('Wycena bobbera');
  expect(outbox.emails.some((e) => e.to === email)).toBe(true);
});

test('a dealer application is sent and promised an answer within 48 hours', async ({ page, visit }) => {
  const email = `dealer-${Date.now()}@example.com`;
  await visit('/dealers');
  await page.getByRole('button', { name: 'Złóż zgłoszenie' }).click();
  const form = page.getByRole('form', { name: 'Zgłoszenie dealerskie' });
  await expect(form.getByLabel('Nazwa firmy')).toBeFocused();

  await form.getByLabel('Nazwa firmy').fill('Moto Garage Kraków');
  await form.getByLabel('NIP').fill('123-456-32-19');
  await form.getByLabel('Osoba kontaktowa').fill('Piotr Dealer');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel('Telefon').fill('+48 600 100 200');
  await form.getByLabel('Lata działalności w branży').fill('5');
  await form.getByLabel('Adres firmy').fill('ul. Motocyklowa 1, 30-001 Kraków');
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(form.getByText('Wprowadź poprawny NIP (10 cyfr)')).toBeVisible();

  await form.getByLabel('NIP').fill('123-456-32-18');
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy za zgłoszenie!' })).toBeVisible();
  await expect(page.getByText(`Odpowiemy w ciągu 48 godzin na adres ${email}`)).toBeVisible();

  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { emails: OutboxEmail[] };
  expect(outbox.emails.some((e) => e.text.includes('Moto Garage Kraków'))).toBe(true);
});

test('the gallery viewer opens on a photo and closes with Escape', async ({ page, visit }) => {
  await visit('/gallery');
  await expect(page.getByRole('button', { name: /^Powiększ zdjęcie:/ })).toHaveCount(8);
  const thumbnail = page.getByRole('button', { name: /^Powiększ zdjęcie: Silnik V-twin/ });
  await thumbnail.click();

  const viewer = page.getByRole('dialog', { name: 'Podgląd zdjęcia' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: /Silnik V-twin/ })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Zamknij podgląd' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('3 / 8')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();

  await page.getByRole('button', { name: 'Pokaż więcej zdjęć' }).click();
  await expect(page.getByRole('button', { name: /^Powiększ zdjęcie:/ })).toHaveCount(12);
});

test('every content page has its title and passes axe, in Polish', async ({ page, visit }) => {
  test.setTimeout(240_000); // eight pages, each through axe
  for (const { path, pl } of contentPages) {
    await visit(path);
    await expect(page).toHaveTitle(`${pl} | Chopper Works`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('every content page has its title and passes axe, in English', async ({ page, context, baseURL, visit }) => {
  test.setTimeout(240_000);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  for (const { path, en } of contentPages) {
    await visit(path);
    await expect(page).toHaveTitle(`${en} | Chopper Works`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  await visit('/cookie-policy');
  await expect(page.getByRole('table', { name: 'What the shop stores in your browser' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 2, name: /Your rights/ })).toBeVisible();
});

test('home page on a phone @phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/');
  await expect(page.getByRole('heading', { level: 1, name: /Choppery z charakterem/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Szukaj w sklepie' })).toBeVisible();
  const bestsellers = page.getByRole('list', { name: 'Bestsellery: przewijana lista produktów' });
  // The product blocks sit below the fold: their cards are drawn as the visitor scrolls to them,
  // and the contact form at the foot of the page loads only then too.
  await expect(page.getByTestId('home-bestsellers').getByRole('status')).toBeAttached();
  await expect(bestsellers).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Imię/ })).toHaveCount(0);
  // A keyboard user tabbing down reaches the block's "view all" link first: the cards come as it
  // scrolls into view, and the focus stays on the link (now in the carousel's toolbar).
  const viewAll = page.getByTestId('home-bestsellers').getByRole('link', { name: 'Zobacz cały sklep' });
  await viewAll.focus();
  await expect(bestsellers.getByRole('listitem').first()).toBeVisible();
  await expect(viewAll).toBeFocused();
  // Cards are 250 px wide on phones; nothing makes the page scroll sideways.
  expect(Math.round((await bestsellers.getByRole('listitem').first().boundingBox())!.width)).toBe(250);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: 'Imię i nazwisko' })).toBeVisible();
});
