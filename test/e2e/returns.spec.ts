import type { CheckoutResponse, Order } from '@contracts/order';
import type { ProductListResponse } from '@contracts/product';
import { expect, expectAccessible, idToken, newSignedInPage, signIn, test, withoutSizes } from './fixtures';

/** Set to a folder to keep screenshots of the admin's refunds list (390 and 1440 px, both languages). */
const SHOTS = process.env.E2E_SHOTS;

/**
 * Withdrawal end to end (issue 19): a customer withdraws from two of the three lines of a
 * delivered order on its page; the admin receives the parcel and refunds them; the customer sees
 * 'Zwrócono' and downloads the correction invoice, which the refund's e-mail names. The order is
 * placed, paid and delivered through the API: the journey is the withdrawal.
 */
test('a customer withdraws two of three lines, the admin receives and refunds them, the customer sees Zwrócono and gets the correction invoice', async ({ page, browser, visit }) => {
  test.setTimeout(180_000);
  const customer = await newSignedInPage(browser, 'customer@example.com');
  const token = await idToken(customer);
  const products = ((await (await customer.request.get('/api/products?inStock=true')).json()) as ProductListResponse).items.filter(withoutSizes).slice(0, 3);
  expect(products).toHaveLength(3);
  const placed = await customer.request.post('/api/checkout', {
    headers: { authorization: `Bearer ${token}` },
    data: { lineItems: products.map((p) => ({ productId: p.id, quantity: 1 })), delivery: { method: 'courier', phone: '600100200', address: { name: 'Jan Zwrotny', street: 'Długa', buildingNumber: '5', postalCode: '31-147', city: 'Kraków' } } },
  });
  expect(placed.ok()).toBe(true);
  const { orderId, sessionId } = (await placed.json()) as CheckoutResponse;
  expect((await customer.request.post(`/stripe-fake/__fake/sessions/${sessionId}/pay`, { data: { outcome: 'card' } })).ok()).toBe(true);

  await signIn(page, 'admin@example.com');
  const admin = await idToken(page);
  // Paid (the fake's webhook has landed), then sent and delivered as the tracking would move it.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/orders/${orderId}`, { headers: { authorization: `Bearer ${admin}` } })).json()) as Order).status)
    .toBe('processing');
  for (const status of ['shipped', 'delivered']) {
    await expect
      .poll(async () => (await page.request.patch(`/api/admin/orders/${orderId}`, { headers: { authorization: `Bearer ${admin}` }, data: { status } })).status())
      .toBe(200);
  }

  // The shop offers returns through InPost's Szybkie Zwroty (the admin's shipping settings), so the
  // acknowledgement and the order show the Paczkomat first; the settings are put back afterwards.
  const inpostPage = 'https://szybkiezwroty.pl/pl/chopper-works';
  const asAdmin = { authorization: `Bearer ${admin}` };
  const { version, updatedAt: _at, inpostShipments: _shipx, ...shipping } = await (await page.request.get('/api/admin/shipping-settings', { headers: asAdmin })).json();
  const saveReturns = async (inpostReturns: unknown, over: number) =>
    expect((await page.request.put('/api/admin/shipping-settings', { headers: asAdmin, data: { ...shipping, inpostReturns, version: over } })).status()).toBe(200);
  await saveReturns({ url: inpostPage, paidBy: 'buyer' }, version);

  // The customer withdraws from the first two lines: choose, review, confirm; the confirmation at once.
  try {
    await customer.goto(`/order/${orderId}`);
    await customer.getByRole('button', { name: 'Odstąp od umowy', exact: true }).click();
    const dialog = customer.getByRole('dialog', { name: /Odstąpienie od umowy — zamówienie/ });
    await dialog.getByRole('checkbox', { name: products[0]!.name }).check();
    await dialog.getByRole('checkbox', { name: products[1]!.name }).check();
    await dialog.getByLabel(/Powód/).fill('Zmiana planów');
    await dialog.getByRole('button', { name: 'Dalej' }).click();
    await expect(dialog.getByTestId('withdrawal-review')).toContainText(products[0]!.name);
    await expect(dialog.getByTestId('withdrawal-review')).not.toContainText(products[2]!.name);
    await expectAccessible(customer, 'withdrawal review');
    await dialog.getByRole('button', { name: 'Potwierdzam odstąpienie od umowy' }).click();
    await expect(dialog.getByTestId('withdrawal-done')).toContainText('Odstąpienie od umowy przyjęte');
    await expect(dialog.getByTestId('withdrawal-done')).toContainText('Odeślij przez Paczkomat InPost');
    await expect(dialog.getByRole('link', { name: /Otwórz stronę zwrotów InPost/ })).toHaveAttribute('href', inpostPage);
    await expect(dialog.getByTestId('withdrawal-done')).toContainText('Poręba Spytkowska');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(customer.getByTestId('order-return')).toContainText('Zgłoszono');
    await expect(customer.getByTestId('order-returns').getByRole('link', { name: /Otwórz stronę zwrotów InPost/ })).toHaveAttribute('href', inpostPage);
  } finally {
    const { version: now } = await (await page.request.get('/api/admin/shipping-settings', { headers: asAdmin })).json();
    await saveReturns(shipping.inpostReturns, now);
  }

  // The admin: the returns list, the parcel received, the return accepted and refunded.
  await visit('/admin/returns?status=requested');
  await page.getByRole('link', { name: new RegExp(`Zamówienie #${orderId.slice(0, 8)}`) }).click();
  await page.getByRole('button', { name: 'Paczka odebrana' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Paczka odebrana');
  await page.getByRole('button', { name: /^Uznaj i zwróć/ }).click();
  await expect(page.getByTestId('return-status')).toHaveText(/Zwrot zlecony|Zwrócono/);
  await expectAccessible(page, 'admin return detail');

  // The customer sees 'Zwrócono' and downloads the correction invoice.
  await expect
    .poll(async () => {
      const order = (await (await customer.request.get(`/api/me/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Order;
      return order.returns?.[0]?.status;
    })
    .toBe('refunded');
  await customer.reload();
  await expect(customer.getByTestId('order-return')).toContainText('Zwrócono');
  await expect(customer.getByTestId('order-return')).toContainText(/Faktura korygująca FK\/\d{4}\/\d{5}/);
  const download = customer.waitForEvent('download');
  await customer.getByRole('button', { name: 'Pobierz fakturę korygującą' }).click();
  expect((await download).suggestedFilename()).toMatch(/^korekta-FK-\d{4}-\d{5}\.pdf$/);
  const mails = (await (await customer.request.get('/dev/outbox.json')).json()) as { emails: { kind: string; subject: string; text: string }[] };
  expect(mails.emails.filter((m) => m.kind === 'order-refund' && m.subject.includes(orderId.slice(0, 8))).map((m) => m.text).join()).toMatch(/Faktura korygująca FK\//);
  await customer.context().close();

  // The admin's refunds list, from the menu, names the withdrawal's refund, settled.
  await page.getByRole('link', { name: 'Zwroty płatności' }).click();
  const refundRow = page.getByTestId('refund-row').filter({ has: page.getByRole('link', { name: `Zamówienie #${orderId.slice(0, 8)}` }) });
  await expect(refundRow).toContainText('odstąpienie od umowy');
  await expect(refundRow).toContainText('zwrócony');
  await expectAccessible(page, 'admin refunds list');
  if (SHOTS) {
    for (const language of ['pl', 'en']) {
      if (language === 'en') {
        await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
        await expect(page.getByRole('heading', { name: 'Refunds' })).toBeVisible();
      }
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/admin-refunds-${language}-${width}.png`, fullPage: true });
      }
    }
  }
});
