import type { CheckoutResponse } from '@contracts/order';
import type { ProductListResponse } from '@contracts/product';
import { expect, expectAccessible, newSignedInPage, signIn, test } from './fixtures';

/**
 * Delivery end to end (issue 17): a customer finds a parcel locker by postal code and pays; the
 * admin creates the InPost shipment and downloads its label; the InPost fake's dev page moves
 * the parcel to delivered; the customer sees each status and receives each e-mail.
 */

/** `1 234,56 zł` → 123456 (grosze). */
const grosze = (text: string | null) => Math.round(Number(text!.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test('a parcel locker found by postal code, paid, shipped by the admin with its label, and followed by the customer to delivered', async ({ page, request, browser }) => {
  test.setTimeout(360_000); // two sign-ins, the payment round trip, six parcel steps
  // A small part (an oil or air filter fits the smallest locker compartment).
  const filters = ((await (await request.get('/api/products?inStock=true&category=engine&subcategory=filters')).json()) as ProductListResponse).items;
  const product = filters[0]!;
  await signIn(page, 'customer@example.com');

  // The cart, then the checkout page.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await page.getByRole('dialog', { name: /^Koszyk/ }).getByRole('link', { name: /^Przejdź do płatności/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The locker by postal code: the nearest first, with distances; then the phone for InPost's SMS.
  await page.getByRole('radio', { name: /Paczkomat InPost 24\/7/ }).check();
  // A returning buyer sees their last locker chosen, with the search behind "Zmień".
  const change = page.getByRole('button', { name: 'Zmień', exact: true });
  if (await change.isVisible()) await change.click();
  const search = page.getByRole('searchbox', { name: 'Miasto, kod pocztowy lub ulica' });
  await search.fill('30-001');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Znaleźliśmy \d+ Paczkomat/ })).toBeVisible();
  const nearest = page.getByRole('radio', { name: /Paczkomat® KRA/ }).first();
  await expect(page.getByText(/km od 30-001|m od 30-001/).first()).toBeVisible();
  await nearest.check();
  const chosen = page.getByText('Wybrany Paczkomat').locator('..');
  const code = /KRA\d\d[0-9A-Z]/.exec((await chosen.textContent()) ?? '')![0];
  await page.getByLabel('Telefon komórkowy').fill('600 100 200');

  // Products + delivery = total, as the server priced them.
  const [products, delivery, total] = await Promise.all(['checkout-products', 'checkout-delivery', 'checkout-total'].map((id) => page.getByTestId(id).textContent()));
  expect(grosze(delivery)).toBeGreaterThan(0);
  expect(grosze(products) + grosze(delivery)).toBe(grosze(total));
  await expectAccessible(page, 'checkout with the locker picker');

  // Pay (the Stripe fake's page).
  const answers: CheckoutResponse[] = [];
  await page.route('**/api/checkout', async (route) => {
    const response = await route.fetch();
    answers.push((await response.json()) as CheckoutResponse);
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page).toHaveURL(/\/stripe-fake\/pay\//);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
  const { orderId } = answers[0]!;
  const short = orderId.slice(0, 8);

  // The admin ships it through InPost and prints the label.
  const admin = await newSignedInPage(browser, 'admin@example.com');
  await admin.goto(`/admin/orders/${orderId}`);
  const panel = admin.getByRole('region', { name: 'Przesyłka' });
  await panel.getByRole('button', { name: 'Nadaj przesyłkę' }).click();
  await expect(admin.getByText('Przesyłka nadana w InPost.')).toBeVisible();
  await expect(panel.getByText('Nadana', { exact: true }).first()).toBeVisible();
  await expectAccessible(admin, 'admin order with its shipment');
  const download = admin.waitForEvent('download');
  await panel.getByRole('button', { name: 'Pobierz etykietę (PDF)' }).click();
  const label = await download;
  expect(label.suggestedFilename()).toMatch(/^etykieta-\d{24}\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await label.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // The customer's order: shipped, to that locker.
  const parcel = page.getByRole('region', { name: 'Dostawa' });
  const seeStatus = async (text: string) => {
    await page.goto(`/order/${orderId}`);
    await expect(parcel.getByText(text, { exact: true }).first()).toBeVisible();
  };
  await seeStatus('Nadana');
  await expect(parcel.getByText(`Paczkomat® ${code}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status zamówienia' }).getByText('Wysłane')).toBeVisible();

  // The InPost fake's dev page moves the parcel on, step by step (each a webhook to the shop);
  // the customer's page follows (every step is in its history at the end).
  const fake = admin;
  await fake.goto('/inpost-fake/');
  const card = fake.getByRole('listitem').filter({ hasText: `Zamówienie ${short}` });
  for (const [step, customerSees] of [
    ['collected_from_sender', 'W drodze'],
    ['adopted_at_sorting_center', null],
    ['out_for_delivery', 'Wydana do doręczenia'],
    ['ready_to_pickup', 'Czeka w Paczkomacie'],
    ['delivered', 'Dostarczona'],
  ] as const) {
    await card.getByRole('button', { name: new RegExp(`^Next status: ${step}`) }).click();
    await expect(card.getByTestId(/^status-/)).toHaveText(step);
    if (customerSees) await seeStatus(customerSees);
  }
  await expect(page.getByRole('region', { name: 'Status zamówienia' }).getByText('Dostarczone', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Historia przesyłki' }).getByRole('listitem')).toHaveText([/Przygotowujemy przesyłkę/, /Nadana/, /W drodze/, /Wydana do doręczenia/, /Czeka w Paczkomacie/, /Dostarczona/]);
  await expectAccessible(page, 'order delivered');

  // Each step's e-mail, once: confirmation, shipped, waiting in the locker, delivered.
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as { emails: { kind: string; subject: string; text: string }[] };
  const mine = outbox.emails.filter((e) => e.subject.includes(short));
  expect(mine.map((e) => e.kind).sort()).toEqual(['order-confirmation', 'order-delivered', 'order-ready-to-pickup', 'order-shipped']);
  expect(mine.find((e) => e.kind === 'order-ready-to-pickup')!.text).toContain(code);
  expect(mine.find((e) => e.kind === 'order-shipped')!.text).toContain('Przewoźnik: InPost');
  await admin.context().close();
});
