import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * GPSR (issue 30) in the browser: the product page's "Bezpieczeństwo produktu" section in both
 * languages, and the admin form that will not publish a product without its safety data.
 */

/**
 * The section is a chunk the first render never asks for: it loads once the visitor scrolls (or
 * after a few seconds). The visitor's scroll, then the section in view.
 */
async function safetySection(page: Page, name: string) {
  await page.mouse.wheel(0, 1500);
  const section = page.getByRole('region', { name });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * A demo product (ids 1–75) of an American brand (PowerMax): its section names the EU responsible
 * person. Not any PowerMax product: other specs create products of that brand with their own
 * safety data (test/support/gpsr-input.ts).
 */
async function powerMaxProductId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/products?brand=PowerMax')).json()) as { items: { id: number }[] };
  const demo = list.items.find((item) => item.id <= 75);
  expect(demo, 'a demo PowerMax product is listed').toBeTruthy();
  return demo!.id;
}

test('the product page shows the manufacturer, the EU responsible person, the identifiers and the warnings, in Polish and in English', async ({ page, visit, context, baseURL }) => {
  const id = await powerMaxProductId(page.request);
  const product = await (await page.request.get(`/api/products/${id}`)).json();

  await visit(`/product/${id}`);
  const section = await safetySection(page, 'Bezpieczeństwo produktu');
  await expect(section).toBeVisible();
  await expect(section.getByText('PowerMax Performance Inc.')).toBeVisible();
  await expect(section.getByText('1200 W Canal St, Milwaukee, WI 53233, USA')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Osoba odpowiedzialna w UE' })).toBeVisible();
  await expect(section.getByText('V-Twin Parts Europe Sp. z o.o.')).toBeVisible();
  await expect(section.getByText(product.gtin)).toBeVisible();
  await expect(section.getByText(product.mpn)).toBeVisible();
  await expect(section.getByText(product.safety.warnings.slice(0, 40))).toBeVisible();

  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await visit(`/product/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = await safetySection(page, 'Product safety');
  await expect(english.getByRole('heading', { name: 'EU responsible person' })).toBeVisible();
  await expect(english.getByText(product.safety.warningsEn.slice(0, 40))).toBeVisible();
  await expect(english.getByText(product.safety.warnings.slice(0, 40))).toHaveCount(0);
  await expect(english.getByText('Part number (MPN)')).toBeVisible();
});

test('the workshop\'s own product names Chopper Works in Poręba Spytkowska and no responsible person', async ({ page, visit }) => {
  const list = await (await page.request.get('/api/products?brand=Chopper%20Works')).json();
  await visit(`/product/${list.items[0].id}`);
  const section = await safetySection(page, 'Bezpieczeństwo produktu');
  await expect(section.getByText('Chopper Works Sp. z o.o.')).toBeVisible();
  await expect(section.getByText(/Poręba Spytkowska 1, 32-800 Brzesko/)).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Osoba odpowiedzialna w UE' })).toHaveCount(0);
});

test('the admin cannot publish a product without its safety data, sees each field error, and publishes once it is given', async ({ page, visit }) => {
  test.setTimeout(180_000);
  const name = `GPSR E2E ${Date.now()}`;
  await signIn(page, 'admin@example.com');
  await visit('/admin/products/new');
  await page.getByLabel('Nazwa produktu').fill(name);
  await page.getByLabel('Podkategoria').selectOption({ label: 'Filtry' });
  await page.getByLabel('Cena (zł)').fill('99');
  await page.getByLabel(/^Krótki opis(?! po angielsku)/).fill('Filtr do testu GPSR.');
  await page.getByLabel('Gabaryt').selectOption('A');
  await page.getByLabel('Waga z opakowaniem (g)').fill('300');
  await page.getByLabel('Zdjęcie główne – adres URL lub klucz').fill('products/p1-1');
  await page.getByLabel('GTIN / EAN').fill('5901234123458');
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();

  await expect(page.getByText('Aby opublikować produkt, wybierz producenta')).toBeVisible();
  await expect(page.getByText('Aby opublikować produkt, podaj numer katalogowy (part number)')).toBeVisible();
  await expect(page.getByText('Aby opublikować produkt, podaj informacje o bezpieczeństwie i ostrzeżenia')).toHaveCount(2);
  await expect(page.getByText(/Nieprawidłowy GTIN\/EAN/)).toBeVisible();
  await expect(page.getByLabel('Producent', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  await page.getByLabel('Producent', { exact: true }).selectOption({ label: 'PowerMax Performance Inc.' });
  await page.getByLabel('Numer katalogowy').fill('PM-GPSR-1');
  await page.getByLabel('GTIN / EAN').fill('5901234123457');
  await page.getByLabel('Informacje o bezpieczeństwie i ostrzeżenia (PL)').fill('Montaż powierz mechanikowi.');
  await page.getByLabel('Informacje o bezpieczeństwie i ostrzeżenia (EN)').fill('Have a mechanic fit it.');
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const list = await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json();
  expect(list.items).toHaveLength(1);
  await visit(`/product/${list.items[0].id}`);
  const section = await safetySection(page, 'Bezpieczeństwo produktu');
  await expect(section.getByText('PowerMax Performance Inc.')).toBeVisible();
  await expect(section.getByText('5901234123457')).toBeVisible();
  await expect(section.getByText('PM-GPSR-1')).toBeVisible();
});

test('the manufacturers register: the workshop is listed, an entry outside the EU asks for its EU responsible person', async ({ page, visit }) => {
  await signIn(page, 'admin@example.com');
  await visit('/admin/manufacturers');
  await expect(page.getByRole('heading', { level: 1, name: 'Producenci' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chopper Works Sp. z o.o.' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj producenta' }).click();
  await page.getByLabel('Nazwa (firma)').fill('E2E Cycle Parts Inc.');
  await page.getByLabel('Adres pocztowy').fill('1 Main St, Austin, TX 78701, USA');
  await page.getByLabel('Kraj siedziby').selectOption('US');
  await page.getByRole('button', { name: 'Zapisz producenta' }).click();
  await expect(page.getByText('Podaj adres e-mail lub stronę kontaktową producenta').first()).toBeVisible();
  await expect(page.getByText('Producent spoza UE musi mieć osobę odpowiedzialną w UE (nazwa, adres, e-mail)')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('safety@cycle-parts.example');
  await page.getByLabel('Nazwa osoby odpowiedzialnej').fill('EU Rep Sp. z o.o.');
  await page.getByLabel('Adres osoby odpowiedzialnej').fill('ul. Testowa 2, 00-001 Warszawa');
  await page.getByLabel('E-mail osoby odpowiedzialnej').fill('rep@eu-rep.example');
  await page.getByRole('button', { name: 'Zapisz producenta' }).click();
  await expect(page.getByRole('heading', { name: 'E2E Cycle Parts Inc.' })).toBeVisible();
});
