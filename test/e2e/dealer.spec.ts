import type { DealerBalance, PriceListResponse } from '@contracts/dealer';
import { expect, expectAccessible, idToken, newSignedInPage, signIn, test } from './fixtures';
import { shotsInBothLanguages } from './page-shots';

/**
 * The dealer programme (issue 34), end to end: the admin gives the dealer 14-day payment terms;
 * the dealer quick-orders 30 part numbers (pasted SKU;quantity lines), puts them in the cart in
 * one step and checks out on terms, without Stripe; the KSeF job sends the invoice with its due
 * date; the dealer sees the balance; over the limit they are told why terms are unavailable; the
 * admin records the transfer and the balance is zero. With E2E_SHOTS=dir, screenshots of the
 * quick order and the balance at 390 and 1440 px in Polish and English.
 */
const SHOTS = process.env.E2E_SHOTS;

test('a dealer on 14-day terms quick-orders 30 lines, checks out on terms, gets the KSeF invoice with the due date, sees the balance; over the limit is told why; the transfer brings the balance to zero', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'dealer@example.com');
  const dealerToken = await idToken(page);
  const dealerId = ((await (await page.request.get('/api/me', { headers: { authorization: `Bearer ${dealerToken}` } })).json()) as { userId: string }).userId;
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const adminToken = await idToken(admin);
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const setTerms = async (creditLimit: number) =>
    expect((await admin.request.patch(`/api/admin/dealers/${dealerId}`, { headers: asAdmin, data: { paymentTermsDays: 14, creditLimit } })).status()).toBe(200);
  await setTerms(5_000_000_00);

  // Quick order: 30 lines pasted as SKU;quantity, checked, all in the cart in one step.
  const priceList = (await (await page.request.get('/api/dealer/price-list', { headers: { authorization: `Bearer ${dealerToken}` } })).json()) as PriceListResponse;
  const skus = priceList.items.filter((i) => i.inStock).slice(0, 30).map((i) => i.sku);
  expect(skus).toHaveLength(30);
  await page.goto('/dealer/quick-order');
  await expect(page.getByRole('heading', { name: 'Szybkie zamówienie', level: 1 })).toBeVisible();
  await page.getByLabel('Linie SKU;ilość').fill(skus.map((sku) => `${sku};1`).join('\n'));
  await page.getByRole('button', { name: 'Sprawdź dostępność' }).click();
  await expect(page.getByText('Gotowe do koszyka: 30 z 30')).toBeVisible();
  await expectAccessible(page, 'quick order with results');
  if (SHOTS) await shotsInBothLanguages(page, SHOTS, 'quick-order', 'Quick order');
  await page.getByRole('button', { name: 'Dodaj do koszyka (30)' }).click();
  const drawer = page.getByRole('dialog', { name: /^Koszyk \(30\)$/ });
  await drawer.getByRole('link', { name: /Przejdź do płatności/ }).click();

  // Checkout on terms: the company from the profile, "przelew z terminem płatności", no Stripe.
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: /Odbiór osobisty w warsztacie/ }).check();
  const choice = page.getByTestId('payment-choice');
  await choice.getByRole('radio', { name: 'Przelew z terminem płatności (14 dni)' }).check();
  await expectAccessible(page, 'checkout with the payment terms choice');
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const orderId = page.url().split('/').pop()!;

  // The KSeF job sends the invoice: unpaid, due in 14 days, to the shop's account.
  expect((await page.request.post('/dev/run-ksef-job')).status()).toBe(200);
  const xml = await (await page.request.get(`/api/me/orders/${orderId}/invoice/xml`, { headers: { authorization: `Bearer ${dealerToken}` } })).text();
  const due = /<TerminPlatnosci><Termin>(\d{4}-\d{2}-\d{2})<\/Termin><\/TerminPlatnosci><FormaPlatnosci>6<\/FormaPlatnosci><RachunekBankowy><NrRB>\d{26}<\/NrRB>/.exec(xml)?.[1];
  expect(due, 'the invoice names its due date and the account').toBeTruthy();

  // The balance: the order's total, its invoice and due date.
  const balance = (await (await page.request.get('/api/dealer/balance', { headers: { authorization: `Bearer ${dealerToken}` } })).json()) as DealerBalance;
  expect(balance.openBalance).toBeGreaterThan(0);
  await page.goto('/dealer/balance');
  await expect(page.getByTestId('open-balance')).toHaveText(new RegExp(`${(balance.openBalance / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?')}`));
  await expect(page.getByRole('link', { name: balance.invoices[0]!.invoiceNumber! })).toBeVisible();
  await expect(page.getByTestId('terms-status')).toHaveText('Możesz zamawiać na przelew z terminem płatności.');
  await expectAccessible(page, 'dealer balance');

  // Over the limit: the admin lowers it below the balance; the dealer is told why, here and at checkout.
  await setTerms(100_00);
  await page.reload();
  await expect(page.getByTestId('terms-status')).toContainText('Przekroczony limit kredytowy');
  if (SHOTS) await shotsInBothLanguages(page, SHOTS, 'balance', 'Balance and invoices');
  await page.goto(`/product/${priceList.items.find((i) => i.inStock)!.productId}`);
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await page.getByRole('dialog', { name: /^Koszyk/ }).getByRole('link', { name: /Przejdź do płatności/ }).click();
  await expect(page.getByTestId('terms-reason')).toContainText('Przekroczony limit kredytowy');
  await expect(page.getByTestId('payment-choice').getByRole('radio', { name: /Przelew z terminem płatności/ })).toBeDisabled();

  // The admin records the transfer: the balance returns to zero.
  const paid = await admin.request.post(`/api/admin/orders/${orderId}/payments`, { headers: asAdmin, data: { amount: balance.openBalance, receivedAt: new Date().toISOString().slice(0, 10), reference: `Przelew ${balance.invoices[0]!.invoiceNumber}` } });
  expect(paid.status()).toBe(200);
  await page.goto('/dealer/balance');
  await expect(page.getByTestId('open-balance')).toHaveText(/^0,00\s?zł$/);
  await expect(page.getByText('Nie masz otwartych faktur.')).toBeVisible();
  await admin.context().close();
});
