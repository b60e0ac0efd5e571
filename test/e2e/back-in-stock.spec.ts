import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductListResponse } from '@contracts/product';
import { expect, idToken, newSignedInPage, test, withoutSizes } from './fixtures';

/**
 * Back in stock (issue 33) as a guest and the workshop live it: a guest on a sold-out product
 * leaves an e-mail address in "Powiadom mnie o dostępności", confirms it from the e-mailed link
 * (the outbox), the admin restocks the product, exactly one e-mail arrives, and its link opens
 * the product's page.
 */
/** Set to a folder to keep screenshots of the form (390 and 1440 px, both languages). */
const SHOTS = process.env.E2E_SHOTS;

interface OutboxEmail {
  to: string;
  kind: string;
  text: string;
}

const outbox = async (request: APIRequestContext, to: string, kind: string) =>
  ((await (await request.get('/dev/outbox.json')).json()) as { emails: OutboxEmail[] }).emails.filter((m) => m.to === to && m.kind === kind);

/** The admin's product edit, as the form saves it: every field as loaded, the stock changed from the one it showed. */
async function setStock(admin: Page, productId: number, stock: number) {
  const headers = { authorization: `Bearer ${await idToken(admin)}` };
  const current = (await (await admin.request.get(`/api/admin/products/${productId}`, { headers })).json()) as Record<string, unknown>;
  const { id: _id, inStock: _i, lowestPrice30d: _l, unitsSold: _u, archivedAt: _a, rating: _r, reviews: _v, mpn: _m, safety: _s, options: _o, variants: _vs, ...input } = current;
  const saved = await admin.request.put(`/api/admin/products/${productId}`, { headers, data: { ...input, stock, expectedStock: current.stock } });
  expect(saved.status()).toBe(200);
}

test('a guest leaves an e-mail on a sold-out product, confirms it, the admin restocks: exactly one e-mail, whose link opens the product', async ({ page, visit, request, browser }) => {
  test.setTimeout(180_000);
  const email = `powrot.${Date.now()}@example.com`;
  const { items } = (await (await request.get('/api/products?inStock=true')).json()) as ProductListResponse;
  const product = items.find((p) => p.inStock && withoutSizes(p))!;
  expect(product, 'a product in stock without sizes').toBeTruthy();
  const admin = await newSignedInPage(browser, 'admin@example.com');
  await setStock(admin, product.id, 0);

  // The guest on the sold-out product: the form, with its label.
  await visit(`/product/${product.id}`);
  const form = page.getByTestId('back-in-stock-form');
  await expect(form.getByRole('heading', { name: 'Powiadom mnie o dostępności' })).toBeVisible();
  if (SHOTS) await shoot(page, product.id, `${SHOTS}/notify-form`);
  await form.getByLabel('Adres e-mail').fill('nie-adres');
  await form.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(form.getByText('Podaj poprawny adres e-mail.')).toBeVisible();
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(page.getByText('Sprawdź skrzynkę: wysłaliśmy link, którym potwierdzisz powiadomienie.')).toBeVisible();

  // The confirmation link from the outbox.
  const [confirmation] = await outbox(request, email, 'back-in-stock-confirm');
  const confirmLink = /\S+\/back-in-stock\/confirm\?token=\S+/.exec(confirmation!.text)![0];
  await visit(new URL(confirmLink).pathname + new URL(confirmLink).search);
  await expect(page.getByText('Potwierdzone. Napiszemy raz, gdy produkt znów będzie dostępny.')).toBeVisible();

  // Nothing while it is sold out; the admin restocks; the job runs (twice: still one e-mail).
  expect((await request.post('/dev/run-back-in-stock')).status()).toBe(200);
  expect(await outbox(request, email, 'back-in-stock')).toEqual([]);
  await setStock(admin, product.id, 5);
  for (let i = 0; i < 2; i++) expect((await request.post('/dev/run-back-in-stock')).status()).toBe(200);
  // The local stack's own timer also runs the job: the run that won the claim may still be sending.
  await expect.poll(async () => (await outbox(request, email, 'back-in-stock')).length, { timeout: 15_000 }).toBe(1);
  expect((await request.post('/dev/run-back-in-stock')).status()).toBe(200);
  const sent = await outbox(request, email, 'back-in-stock');
  expect(sent).toHaveLength(1);

  // Its link opens the product's page. (Its stock line follows once the shop's catalogue snapshot
  // has been republished, which the local stack does on its own timer: not asserted here.)
  const productLink = new RegExp(`\\S+/product/${product.id}`).exec(sent[0]!.text)![0];
  await visit(new URL(productLink).pathname);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await admin.context().close();
});

/** The form at 390 and 1440 px, in Polish and English. */
async function shoot(page: Page, productId: number, prefix: string) {
  for (const language of ['pl', 'en'] as const) {
    await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/product/${productId}?lang=${language}`);
      const form = page.getByTestId('back-in-stock-form');
      await form.scrollIntoViewIfNeeded();
      await expect(form).toBeVisible();
      await page.screenshot({ path: `${prefix}-${language}-${width}.png`, fullPage: false });
    }
  }
  await page.context().addCookies([{ name: 'lang', value: 'pl', url: page.url() }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/product/${productId}?lang=pl`);
}
