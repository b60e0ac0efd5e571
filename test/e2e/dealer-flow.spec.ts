import type { Page } from '@playwright/test';
import type { PriceListResponse } from '@contracts/dealer';
import { expect, expectAccessible, idToken, languageShots, newSignedInPage, registerCustomer, test } from './fixtures';

/**
 * Issue 34's "done when", the way people go: a NEW workshop registers on the register page,
 * confirms the e-mail from the outbox, applies for the dealer programme; the admin approves the
 * application and, in the admin's dealer page, gives 14-day terms with a credit limit; the dealer
 * quick-orders 30 part numbers, checks out on terms (no Stripe), the KSeF fake receives the
 * invoice with the due date and the shop's account, the dealer sees the balance; the admin
 * records the transfer on the order's page and the balance is zero again; an order over the
 * limit is told why terms are unavailable. With E2E_SHOTS=dir, screenshots of quick order and the
 * balance at 390 and 1440 px in Polish and English.
 */
const SHOTS = process.env.E2E_SHOTS;

test('a new dealer registers, applies, gets 14-day terms from the admin UI, quick-orders 30 lines on terms, gets the KSeF invoice with the due date; the admin records the transfer; over the limit they are told why', async ({ page, browser, request, visit }) => {
  test.setTimeout(420_000);
  const tag = Date.now().toString(36);
  const email = `warsztat-${tag}@example.com`;
  const password = 'Warsztat1234!';
  const company = `Warsztat Kowalski ${tag} Sp. z o.o.`;

  // A new account through the register page and the confirmation link from the outbox.
  await registerCustomer(page, request, visit, { email, name: 'Jan Kowalski', password });

  // The dealer application, from the dealers page.
  await visit('/dealers');
  const form = page.getByRole('form', { name: 'Zgłoszenie dealerskie' });
  await form.getByLabel('Nazwa firmy').fill(company);
  await form.getByLabel('NIP').fill('526-025-02-74');
  await form.getByLabel('Osoba kontaktowa').fill('Jan Kowalski');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefon').fill('+48 600 100 200');
  await form.getByLabel('Lata działalności w branży').fill('7');
  await form.getByLabel('Adres firmy').fill('ul. Długa 12, 31-147 Kraków');
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy za zgłoszenie!' })).toBeVisible();

  // The admin approves it and sets the terms in the dealer's page: a mistyped limit is refused by
  // the server with its field error under the field; 14 days and 50 000 zł are saved.
  const admin = await newSignedInPage(browser, 'admin@example.com');
  await admin.goto('/admin/dealer-applications');
  await admin.getByRole('article', { name: company }).getByRole('button', { name: 'Zatwierdź' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(admin.getByText(`Konto ${email} ma teraz status dealera`)).toBeVisible();
  await admin.getByRole('navigation', { name: 'Panel administracyjny' }).getByRole('link', { name: 'Dealerzy' }).click();
  await admin.getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).or(admin.getByRole('link', { name: company })).first().click();
  await expect(admin.getByTestId('admin-terms-status')).toHaveText('Niedostępny: brak terminu płatności');
  await admin.getByLabel('Termin płatności').selectOption({ label: '14 dni' });
  const limit = admin.getByLabel('Limit kredytowy (zł)');
  await limit.fill('-5');
  await admin.getByRole('button', { name: 'Zapisz warunki' }).click();
  await expect(admin.getByText('Wpisz limit w zł (0 lub więcej)')).toBeVisible();
  await expect(limit).toHaveAttribute('aria-invalid', 'true');
  await limit.fill('50000');
  await admin.getByRole('button', { name: 'Zapisz warunki' }).click();
  await expect(admin.getByText('Zapisano warunki płatności dealera')).toBeVisible();
  await expect(admin.getByTestId('admin-terms-status')).toHaveText('Dostępny');
  await expectAccessible(admin, 'admin dealer page');

  // The dealer signs in again (the new session carries the dealer group).
  await signInAgain(page, email, password);
  const dealerToken = await idToken(page);
  const asDealer = { authorization: `Bearer ${dealerToken}` };

  // Quick order: 30 part numbers in stock pasted as SKU;quantity, all into the cart in one step.
  const priceList = (await (await page.request.get('/api/dealer/price-list', { headers: asDealer })).json()) as PriceListResponse;
  const skus = priceList.items.filter((i) => i.inStock).slice(0, 30).map((i) => i.sku);
  expect(skus).toHaveLength(30);
  await page.goto('/dealer/quick-order');
  await expect(page.getByRole('heading', { name: 'Szybkie zamówienie', level: 1 })).toBeVisible();
  await page.getByLabel('Linie SKU;ilość').fill(skus.map((sku) => `${sku};1`).join('\n'));
  await page.getByRole('button', { name: 'Sprawdź dostępność' }).click();
  await expect(page.getByText('Gotowe do koszyka: 30 z 30')).toBeVisible();
  if (SHOTS) await languageShots(page, SHOTS, 'quick-order', 'Quick order');
  await page.getByRole('button', { name: 'Dodaj do koszyka (30)' }).click();
  await page.getByRole('dialog', { name: /^Koszyk \(30\)$/ }).getByRole('link', { name: /Przejdź do płatności/ }).click();

  // Checkout on terms: pickup, the company for the invoice, "przelew z terminem płatności".
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: /Odbiór osobisty w warsztacie/ }).check();
  await fillCompany(page, company);
  await page.getByTestId('payment-choice').getByRole('radio', { name: 'Przelew z terminem płatności (14 dni)' }).check();
  await page.getByRole('button', { name: 'Złóż zamówienie (przelew z terminem płatności)' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const orderId = page.url().split('/').pop()!;

  // The KSeF fake receives the invoice: due in 14 days, to the shop's account, nothing paid yet.
  expect((await page.request.post('/dev/run-ksef-job')).status()).toBe(200);
  const xml = await (await page.request.get(`/api/me/orders/${orderId}/invoice/xml`, { headers: asDealer })).text();
  const due = /<TerminPlatnosci><Termin>(\d{4}-\d{2}-\d{2})<\/Termin><\/TerminPlatnosci><FormaPlatnosci>6<\/FormaPlatnosci><RachunekBankowy><NrRB>\d{26}<\/NrRB>/.exec(xml)?.[1];
  expect(due, 'the invoice names its due date and the account').toBeTruthy();
  expect(Math.round((Date.parse(due!) - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(13);
  expect(xml).not.toContain('<Zaplacono>');

  // The dealer's balance: the order's total, the invoice with its due date.
  await page.goto('/dealer/balance');
  await expect(page.getByTestId('open-balance')).not.toHaveText(/^0,00\s?zł$/);
  await expect(page.getByTestId('terms-status')).toHaveText('Możesz zamawiać na przelew z terminem płatności.');
  await expect(page.getByRole('row').filter({ hasText: /FV\// })).toHaveCount(1);
  await expectAccessible(page, 'dealer balance');
  if (SHOTS) await languageShots(page, SHOTS, 'balance', 'Balance and invoices');

  // A part of the order is credited (a price reduction): the admin issues a correction of 10 zł on
  // the order's page; the amount left to pay drops by exactly that, and the dealer's balance page
  // lists the correction invoice once the follow-up numbers it.
  await admin.goto(`/admin/orders/${orderId}`);
  const leftBefore = await admin.getByTestId('terms-left').innerText();
  const credit = admin.getByTestId('terms-credit');
  await credit.getByLabel('Kwota korekty (zł)').fill('10');
  await credit.getByRole('button', { name: 'Wystaw korektę' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Wystaw korektę' }).click();
  await expect(admin.getByText('Korekta wystawiona, saldo dealera zmniejszone')).toBeVisible();
  const grosze = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  await expect.poll(async () => grosze(await admin.getByTestId('terms-left').innerText())).toBe(grosze(leftBefore) - 1000);
  await page.goto('/dealer/balance');
  await expect(page.getByTestId('credits')).toContainText(/FK\//);
  await expect(page.getByTestId('credits')).toContainText(/10,00\s?zł/);
  if (SHOTS) await languageShots(page, SHOTS, 'balance-credit', 'Balance and invoices');

  // The admin records the transfer on the order's page (the amount left is filled in).
  await admin.goto(`/admin/orders/${orderId}`);
  const payments = admin.getByRole('form', { name: 'Zarejestruj wpłatę' });
  await payments.getByLabel('Tytuł lub numer referencyjny przelewu').fill(`Przelew za zamówienie ${orderId.slice(0, 8)}`);
  await payments.getByRole('button', { name: 'Zarejestruj wpłatę' }).click();
  await expect(admin.getByText(/^Zarejestrowano wpłatę/)).toBeVisible();
  await expect(admin.getByTestId('terms-left')).toHaveText(/^0,00\s?zł$/);
  await expect(admin.getByTestId('terms-payments')).toContainText(`Przelew za zamówienie ${orderId.slice(0, 8)}`);
  await expectAccessible(admin, 'admin order page of a terms order');

  // The balance is zero again, for the dealer and in the admin's dealer page.
  await page.goto('/dealer/balance');
  await expect(page.getByTestId('open-balance')).toHaveText(/^0,00\s?zł$/);
  await expect(page.getByText('Nie masz otwartych faktur.')).toBeVisible();
  await admin.getByRole('link', { name: 'Saldo i warunki dealera' }).click();
  await expect(admin.getByTestId('admin-open-balance')).toHaveText(/^0,00\s?zł$/);

  // Over the limit: the admin lowers it to 100 zł; an order above it is refused on terms with the reason.
  await admin.getByLabel('Limit kredytowy (zł)').fill('100');
  await admin.getByRole('button', { name: 'Zapisz warunki' }).click();
  await expect(admin.getByText('Zapisano warunki płatności dealera')).toBeVisible();
  const dear = priceList.items.find((i) => i.inStock && i.dealerPrice > 100_00)!;
  await page.goto('/dealer/quick-order');
  await page.getByLabel('Linie SKU;ilość').fill(`${dear.sku};1`);
  await page.getByRole('button', { name: 'Sprawdź dostępność' }).click();
  await page.getByRole('button', { name: 'Dodaj do koszyka (1)' }).click();
  await page.getByRole('dialog', { name: /^Koszyk/ }).getByRole('link', { name: /Przejdź do płatności/ }).click();
  await page.getByRole('radio', { name: /Odbiór osobisty w warsztacie/ }).check();
  await fillCompany(page, company);
  await page.getByTestId('payment-choice').getByRole('radio', { name: 'Przelew z terminem płatności (14 dni)' }).check();
  await page.getByRole('button', { name: 'Złóż zamówienie (przelew z terminem płatności)' }).click();
  await expect(page.getByText('To zamówienie przekroczyłoby Twój limit kredytowy. Zapłać online albo ureguluj otwarte faktury.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await admin.context().close();
});

/** Signs out (the stored session dropped) and in again through the login form. */
async function signInAgain(page: Page, email: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/** The checkout's invoice section: buying as the workshop's company. */
async function fillCompany(page: Page, name: string) {
  const section = page.getByTestId('company-section');
  await section.getByRole('checkbox', { name: 'Kupuję jako firma' }).check();
  await section.getByLabel('NIP lub numer VAT UE').fill('526-025-02-74');
  await section.getByLabel('Nazwa firmy').fill(name);
  await section.getByLabel('Adres siedziby').fill('ul. Długa 12, 31-147 Kraków');
}
