import type { CheckoutResponse } from '@contracts/order';
import type { ProductListResponse } from '@contracts/product';
import { readPdf } from '../support/pdf-reader';
import { expect, expectAccessible, signIn, test, withoutSizes } from './fixtures';

/**
 * Buying as a company, end to end: on the checkout page, next to delivery, the demo dealer's
 * company section is filled from their profile and checked in the VAT white list (fake); after payment the KSeF job sends the
 * FA(3) invoice to KSeF (fake); the admin sees its KSeF number; the invoice PDF prints the number
 * and a QR code that reads as the KOD I link.
 */

test('a dealer buys as the company; KSeF accepts the invoice; the admin sees its number; the PDF prints it and the QR code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const product = ((await (await request.get('/api/products?inStock=true')).json()) as ProductListResponse).items.find((p) => p.inStock && withoutSizes(p))!;

  await signIn(page, 'dealer@example.com');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /^Koszyk \(1\)$/ });
  await drawer.getByRole('link', { name: 'Przejdź do płatności (1 produkt)' }).click();

  // The checkout page: delivery (pickup at the workshop), then the invoice step with the company
  // section, ticked and filled from the dealer's profile; the NIP looked up.
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: /Odbiór osobisty w warsztacie/ }).check();
  const invoiceStep = page.getByRole('region', { name: 'Faktura', exact: true });
  const section = invoiceStep.getByTestId('company-section');
  await expect(section.getByRole('checkbox', { name: 'Kupuję jako firma' })).toBeChecked();
  await expect(section.getByLabel('NIP lub numer VAT UE')).toHaveValue('5260250274');
  await expect(section.getByLabel('Nazwa firmy')).toHaveValue('Moto Diler Sp. z o.o.');
  await section.getByRole('button', { name: 'Szukaj' }).click();
  await expect(section.getByText('Czynny podatnik VAT')).toBeVisible();
  await expect(section.getByLabel('Nazwa firmy')).toHaveValue('MOTO DILER SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
  await expectAccessible(page, 'checkout page with the company section');

  // An invalid NIP stops checkout at the field; the corrected one goes through.
  const nip = section.getByLabel('NIP lub numer VAT UE');
  await nip.fill('526-025-02-75');
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(section.getByText('Nieprawidłowy NIP lub numer VAT UE (sprawdź cyfry)')).toBeVisible();
  await expect(nip).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await nip.fill('526-025-02-74');

  // One request carries both the delivery and the company.
  const answers: CheckoutResponse[] = [];
  const requests: { delivery?: { method: string }; company?: { nip: string } }[] = [];
  await page.route('**/api/checkout', async (route) => {
    requests.push(route.request().postDataJSON() as (typeof requests)[number]);
    const response = await route.fetch();
    answers.push((await response.json()) as CheckoutResponse);
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page).toHaveURL(/\/stripe-fake\/pay\//);
  expect(requests).toEqual([expect.objectContaining({ delivery: expect.objectContaining({ method: 'pickup' }), company: expect.objectContaining({ nip: '526-025-02-74' }) })]);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
  const { orderId } = answers[0]!;

  // The KSeF job (every few seconds locally) issues and sends the invoice once the order is paid.
  await expect(async () => {
    expect((await request.post('/dev/run-ksef-job')).ok()).toBe(true);
    await page.goto(`/order/${orderId}`);
    await expect(page.getByTestId('ksef-status')).toContainText('Numer KSeF', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('order-company')).toContainText('MOTO DILER');
  const ksefNumber = /Numer KSeF: (\S+)/.exec((await page.getByTestId('ksef-status').textContent())!)![1]!;
  await expectAccessible(page, 'order with a KSeF invoice');

  // The PDF prints the KSeF number and a QR code linking to KSeF's verification of this invoice.
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz fakturę' }).click();
  const pdf = readPdf(await (await downloadEvent).path());
  expect(pdf.text).toContain(`Numer KSeF: ${ksefNumber}`);
  expect(pdf.text).toContain('NIP: 526-025-02-74');
  // The delivery line is the order's: pickup at the workshop, 0,00 zł.
  expect(pdf.text).toMatch(/Odbiór osobisty w warsztacie\s+1 usł\.\s+0,00\s?zł/);
  expect(pdf.qr).toMatch(/^https:\/\/qr-test\.ksef\.mf\.gov\.pl\/invoice\/5260001246\/\d{2}-\d{2}-\d{4}\/[\w-]{43}$/);

  // The admin sees the invoice accepted in KSeF, with its number.
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/invoices');
  const row = page.getByTestId('invoice-row').filter({ hasText: ksefNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText('Przyjęta')).toBeVisible();
  await expectAccessible(page, 'admin invoices');
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('admin-ksef-number')).toContainText(ksefNumber);
});
