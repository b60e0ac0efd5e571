import type { APIRequestContext, Page } from '@playwright/test';
import type { CheckoutResponse, Order } from '@contracts/order';
import type { ProductCard, ProductListResponse } from '@contracts/product';
import { expect, expectAccessible, idToken, signIn, test, withoutSizes } from './fixtures';

/**
 * Cart and checkout journeys against the local stack and its Stripe fake: pay with BLIK and find
 * the order (and its invoice) in the account; cancel on the hosted page, expire the session and
 * see the order cancelled and the stock back; the drawer on a phone.
 */

const CUSTOMER = { email: 'customer@example.com', password: 'Demo1234!' };

async function inStockProducts(request: APIRequestContext, query = ''): Promise<ProductCard[]> {
  const response = await request.get(`/api/products?inStock=true${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductListResponse).items.filter((p) => p.inStock && withoutSizes(p));
}



/** From the cart drawer to the checkout page, pickup at the workshop (no address needed), then pay. */
async function toCheckoutWithPickup(page: Page, drawer: ReturnType<Page['getByRole']>, count: string) {
  await drawer.getByRole('link', { name: `Przejdź do płatności (${count})` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: /Odbiór osobisty w warsztacie/ }).check();
}

/** Records the answers of POST /api/checkout (the page navigates away before they could be read). */
function recordCheckouts(page: Page): { answers: { status: number; body: unknown }[] } {
  const record = { answers: [] as { status: number; body: unknown }[] };
  void page.route('**/api/checkout', async (route) => {
    const response = await route.fetch();
    record.answers.push({ status: response.status(), body: await response.json() });
    await route.fulfill({ response });
  });
  return record;
}

async function addFromProductPage(page: Page, product: ProductCard, { navigate = true } = {}) {
  if (navigate) await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /^Koszyk \(\d+\)$/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
  return drawer;
}

test('two products from their pages, a quantity change, BLIK payment, the order and its invoice in the account', async ({ page, request }) => {
  test.setTimeout(180_000); // sign-in, two product pages, the payment round trip, BLIK settling
  const [first, second] = await inStockProducts(request);
  expect(first && second, 'two products in stock').toBeTruthy();

  await signIn(page, CUSTOMER.email);

  // The first product: the drawer opens with it, titled 'Koszyk (1)'.
  let drawer = await addFromProductPage(page, first!);
  await expect(drawer.getByRole('heading', { name: 'Koszyk (1)' })).toBeVisible();
  await expectAccessible(page, 'cart drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Focus went back to the button that opened it.
  await expect(page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true })).toBeFocused();

  // The second product, then one more unit of it in the drawer.
  drawer = await addFromProductPage(page, second!);
  await expect(drawer.getByRole('heading', { name: 'Koszyk (2)' })).toBeVisible();
  await drawer.getByRole('button', { name: `Zwiększ ilość: ${second!.name}` }).click();
  await expect(drawer.getByRole('spinbutton', { name: `Ilość: ${second!.name}` })).toHaveValue('2');
  await expect(drawer.getByRole('heading', { name: 'Koszyk (3)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Koszyk, 3 produkty' })).toBeVisible();
  const unit = (p: ProductCard) => p.dealer?.price ?? p.price;
  const expectedTotal = unit(first!) + 2 * unit(second!);
  const shown = (await drawer.getByTestId('cart-total').textContent())!;
  expect(Number(shown.replace(/[^\d,]/g, '').replace(',', '.'))).toBeCloseTo(expectedTotal / 100, 2);

  // The cart survives a reload (localStorage 'cart').
  await page.reload();
  await page.getByRole('button', { name: 'Koszyk, 3 produkty' }).click();
  drawer = page.getByRole('dialog', { name: 'Koszyk (3)' });
  await expect(drawer).toBeVisible();

  // Check out: delivery on the checkout page, then the hosted (fake) Stripe page.
  const checkouts = recordCheckouts(page);
  await toCheckoutWithPickup(page, drawer, '3 produkty');
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page).toHaveURL(/\/stripe-fake\/pay\//);
  expect(checkouts.answers.map((a) => a.status)).toEqual([200]);
  const checkout = checkouts.answers[0]!.body as CheckoutResponse;
  await page.getByRole('button', { name: 'Pay with BLIK' }).click();

  // Back in the shop: success page, cart emptied.
  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie!' })).toBeVisible();
  await expectAccessible(page, 'payment success');
  await expect(page.getByRole('button', { name: 'Koszyk, 0 produktów' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  await page.getByRole('main').getByRole('link', { name: 'Moje zamówienia' }).click();

  // The order in the account: 'W realizacji' once BLIK settles (a few seconds after the redirect).
  await expect(page).toHaveURL(/\/orders$/);
  const shortId = checkout.orderId.slice(0, 8);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Zamówienie #${shortId}` }) });
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('W realizacji')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card.getByText('3 produkty')).toBeVisible();
  await expectAccessible(page, 'orders');

  // Its detail page and the invoice PDF.
  await card.getByRole('link', { name: `Szczegóły zamówienia #${shortId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Zamówienie #${shortId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: first!.name })).toHaveAttribute('href', `/product/${first!.id}`);
  await expectAccessible(page, 'order detail');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz fakturę' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a checkout cancelled on the payment page: the session expires at once, the order is cancelled, the stock comes back, the cart stays', async ({ page, visit, request }) => {
  test.setTimeout(180_000);
  // A limited edition has 1–5 units: put them all in the cart so the hold empties the stock.
  const [product] = await inStockProducts(request, '&isLimitedEdition=true');
  expect(product, 'a limited-edition product in stock').toBeTruthy();

  await signIn(page, CUSTOMER.email);
  const drawer = await addFromProductPage(page, product!);
  const quantity = drawer.getByRole('spinbutton', { name: `Ilość: ${product!.name}` });
  await quantity.fill('6');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('6');

  // More than in stock: the API refuses and the toast names the product; one unit less each time
  // (in the drawer, opened from the checkout page's summary).
  const checkouts = recordCheckouts(page);
  await toCheckoutWithPickup(page, drawer, '6 produktów');
  let checkout: CheckoutResponse | undefined;
  for (let units = 6; units >= 1 && !checkout; units--) {
    const before = checkouts.answers.length;
    await page.getByRole('button', { name: /^Zapłać/ }).click();
    await expect.poll(() => checkouts.answers.length).toBe(before + 1);
    const response = checkouts.answers.at(-1)!;
    if (response.status === 409) {
      const toast = page.getByText(`Niewystarczająca ilość w magazynie: ${product!.name}.`, { exact: false }).last();
      await expect(toast).toBeVisible();
      await page.getByRole('button', { name: 'Zmień zawartość koszyka' }).click();
      await drawer.getByRole('button', { name: `Zmniejsz ilość: ${product!.name}` }).click();
      await expect(quantity).toHaveValue(String(units - 1));
      await page.keyboard.press('Escape');
    } else {
      expect(response.status).toBe(200);
      checkout = response.body as CheckoutResponse;
    }
  }
  expect(checkout, 'a checkout within the stock').toBeTruthy();

  await expect(page).toHaveURL(/\/stripe-fake\/pay\//);
  // The whole stock is held by the pending order, and the shop shows it at once.
  expect(((await (await request.get(`/api/products/${product!.id}`)).json()) as ProductCard).inStock).toBe(false);
  await page.getByRole('button', { name: /Cancel and return to the shop/ }).click();
  await expect(page).toHaveURL(/\/payment\/cancel\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność anulowana' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '+48 123 456 789' })).toHaveAttribute('href', 'tel:+48123456789');
  await expect(page.getByRole('main').getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute('href', '/contact');
  await expectAccessible(page, 'payment cancel');
  // Cancelling keeps the cart.
  await expect(page.getByRole('button', { name: /^Koszyk, [1-9]/ })).toBeVisible();

  // Cancelling on the payment page expires the session at once: the order is cancelled and the
  // held units are back in stock now, not when the 30-minute hold would have run out.
  const session = await request.get(`/stripe-fake/v1/checkout/sessions/${checkout!.sessionId}`, {
    headers: { authorization: 'Bearer sk_test_local_fake' },
  });
  expect(((await session.json()) as { status: string }).status).toBe('expired');
  const token = await idToken(page);
  await expect
    .poll(async () => {
      const response = await request.get(`/api/me/orders/${checkout!.orderId}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as Order).status;
    }, { timeout: 20_000 })
    .toBe('cancelled');
  await expect.poll(async () => ((await (await request.get(`/api/products/${product!.id}`)).json()) as ProductCard).inStock, { timeout: 20_000 }).toBe(true);

  // The account shows it cancelled, without an invoice.
  await visit(`/order/${checkout!.orderId}`);
  await expect(page.getByText('Anulowane').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pobierz fakturę' })).toBeDisabled();
});

test('@phone the cart drawer at 390 px', async ({ page, visit, request }) => {
  const [product] = await inStockProducts(request);
  await visit(`/product/${product!.id}`);
  await page.getByRole('button', { name: 'Koszyk, 0 produktów' }).click();
  const empty = page.getByRole('dialog', { name: 'Koszyk (0)' });
  await expect(empty.getByText('Twój koszyk jest pusty')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Przejdź do sklepu' })).toHaveAttribute('href', '/shop');
  await page.keyboard.press('Escape');
  await expect(empty).toBeHidden();

  const drawer = await addFromProductPage(page, product!, { navigate: false });
  // On a phone the drawer takes the whole width; elsewhere it is a side panel.
  const viewport = page.viewportSize()!;
  // Measure where the drawer comes to rest, not mid-way through its 300 ms slide-in.
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: false }).map((a) => a.finished)));
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  if (viewport.width <= 460) expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
  const checkoutButton = drawer.getByRole('link', { name: 'Przejdź do płatności (1 produkt)' });
  await expect(checkoutButton).toBeInViewport();
  await expectAccessible(page, 'cart drawer on a phone');

  // Emptying the cart from the drawer.
  await drawer.getByRole('button', { name: 'Wyczyść koszyk' }).click();
  await expect(drawer.getByText('Twój koszyk jest pusty')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Koszyk (0)' })).toBeVisible();
});
