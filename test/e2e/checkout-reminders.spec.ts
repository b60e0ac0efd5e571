import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { REMINDER_CONSENT_TEXTS } from '@contracts/checkout-reminders';
import { publishableSafety } from '../support/gpsr-input';
import { expect, idToken, languageShots, newSignedInPage, registerCustomer, stackUrl, test } from './fixtures';

/**
 * The abandoned-checkout reminder (issue 33) the way a buyer lives it: a guest puts a part in the
 * cart, ticks "remind me" on /checkout with an address, reaches the payment page and walks away.
 * Stripe expires the session (the fake's expire call stands for its 30 minutes), the reminder job
 * runs as if five hours later (`/dev/run-checkout-reminders?at=`), and the outbox holds exactly one
 * reminder in Polish. Its restore link, opened in another browser, fills that browser's cart and
 * says what changed (the workshop changed the price meanwhile); its withdrawal link, confirmed,
 * says so; another run sends nothing more. A buyer who unticks the box gets nothing.
 * With E2E_SHOTS=dir, screenshots of the box, the e-mail and both pages at 390 and 1440 px, pl and en.
 */
const SHOTS = process.env.E2E_SHOTS;

interface OutboxEmail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

const reminders = async (request: APIRequestContext, to: string) =>
  ((await (await request.get('/dev/outbox.json')).json()) as { emails: OutboxEmail[] }).emails.filter((m) => m.to === to && m.kind === 'checkout-reminder');

/** The reminder job as if it ran `hours` from now (the shop's default delay is 4 hours). */
async function runRemindersIn(request: APIRequestContext, hours: number) {
  const at = new Date(Date.now() + hours * 3600_000).toISOString();
  expect((await request.post(`/dev/run-checkout-reminders?at=${encodeURIComponent(at)}`)).status()).toBe(200);
}

/** A part of this spec's own (a price the test may change without touching the demo catalogue). */
async function createPart(admin: Page, name: string, nameEn: string): Promise<number> {
  // A photo the shop's media already has (the CSP allows only the shop's own images).
  const imageUrl = ((await (await admin.request.get('/api/products/1')).json()) as { imageUrl: string }).imageUrl;
  const created = await admin.request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${await idToken(admin)}` },
    data: { name, nameEn, description: 'Osłona do testu przypomnień', descriptionEn: 'A guard for the reminder test', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 24_900, imageUrl, stock: 50, parcelSize: 'A', weightGrams: 400, ...publishableSafety },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The admin's product edit, as the form saves it: every field as loaded, the price changed. */
async function changePrice(admin: Page, productId: number, price: number) {
  const headers = { authorization: `Bearer ${await idToken(admin)}` };
  const current = (await (await admin.request.get(`/api/admin/products/${productId}`, { headers })).json()) as Record<string, unknown>;
  const { id: _id, inStock: _i, lowestPrice30d: _l, unitsSold: _u, archivedAt: _a, rating: _r, reviews: _v, mpn: _m, safety: _s, options: _o, variants: _vs, ...input } = current;
  const saved = await admin.request.put(`/api/admin/products/${productId}`, { headers, data: { ...input, price, expectedStock: current.stock } });
  expect(saved.status()).toBe(200);
}

/** What the buyer reads on the way to the payment page, in the shop's two languages. */
const SHOP_TEXTS = {
  pl: { add: 'Dodaj do koszyka', cart: 'Koszyk (1)', toPayment: 'Przejdź do płatności (1 produkt)', pickup: /Odbiór osobisty w warsztacie/, pay: /^Zapłać/ },
  en: { add: 'Add to cart', cart: 'Cart (1)', toPayment: 'Proceed to payment (1 item)', pickup: /Pickup at the workshop/, pay: /^Pay/ },
} as const;

/**
 * From the product's page to the payment page, the box ticked (a guest also types `email`) and
 * left ticked or unticked again, then away from the payment page: answers the Stripe session's id.
 */
async function leaveAtPayment(page: Page, productId: number, productName: string, reminder: { email?: string; keepTicked: boolean; language?: 'pl' | 'en' }) {
  const language = reminder.language ?? 'pl';
  const texts = SHOP_TEXTS[language];
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: texts.add, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: texts.cart });
  await drawer.getByRole('link', { name: texts.toPayment }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: texts.pickup }).check();

  // The box is unticked until the buyer ticks it; then it asks a guest for the address.
  const box = page.getByRole('checkbox', { name: REMINDER_CONSENT_TEXTS[1]![language] });
  await expect(box).not.toBeChecked();
  await box.check();
  if (reminder.email) {
    await page.getByLabel('Adres e-mail do przypomnienia').fill(reminder.email);
    await expect(page.getByText('Tylko do tego jednego przypomnienia.')).toBeVisible();
    await expectFitsPhone(page);
    if (SHOTS) await consentShots(page);
  }
  if (!reminder.keepTicked) {
    await box.uncheck();
    await expect(page.getByLabel('Adres e-mail do przypomnienia')).toBeHidden();
  }

  await page.getByRole('button', { name: texts.pay }).click();
  await expect(page).toHaveURL(/\/stripe-fake\/pay\//);
  const sessionId = /\/stripe-fake\/pay\/([^/?#]+)/.exec(page.url())![1]!;
  // The buyer walks away from the payment page (neither pays nor cancels).
  await page.goto('/shop');
  return sessionId;
}

/** Stripe expires a session left unpaid (after 30 minutes; the fake at once); the order is then cancelled by Stripe, not the buyer. */
async function stripeExpires(request: APIRequestContext, sessionId: string) {
  const expired = await request.post(`/stripe-fake/v1/checkout/sessions/${sessionId}/expire`, { headers: { authorization: 'Bearer sk_test_local_fake' } });
  expect(expired.ok()).toBe(true);
  await expect.poll(async () => ((await (await request.get(`/api/checkout/sessions/${sessionId}`)).json()) as { orderStatus?: string }).orderStatus, { timeout: 20_000 }).toBe('cancelled');
}

/** A fresh browser, as when the e-mail is opened on another device: its own, empty cart. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: stackUrl(test.info().parallelIndex), locale: 'pl-PL', viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

/** The page as a 320 px phone shows it: nothing wider than the screen (no sideways scroll). */
async function expectFitsPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(size);
}

const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

test('a guest ticks the box, leaves at the payment page, gets one reminder; its links restore the cart and withdraw the consent', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const email = `przypomnienie.${Date.now()}@example.com`;
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const name = `Osłona łańcucha Rewir ${Date.now() % 100_000}`;
  const productId = await createPart(admin, name, `Chain guard Rewir ${Date.now() % 100_000}`);

  const sessionId = await leaveAtPayment(page, productId, name, { email, keepTicked: true });
  await stripeExpires(request, sessionId);

  // Three hours on, nothing is due; five hours on, exactly one reminder, in Polish, naming the part.
  await runRemindersIn(request, 3);
  expect(await reminders(request, email)).toEqual([]);
  await runRemindersIn(request, 5);
  await expect.poll(async () => (await reminders(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [reminder] = await reminders(request, email);
  expect(reminder!.subject).toContain('Twoje zamówienie czeka na dokończenie');
  expect(reminder!.text).toContain(`${name} × 1`);
  const restoreLink = /\S+\/cart\/restore\?token=\S+/.exec(reminder!.text)![0];
  const withdrawLink = /\S+\/checkout-reminder\/withdraw\?token=\S+/.exec(reminder!.text)![0];
  if (SHOTS) await emailShots(page, email, 'email-pl');

  // Meanwhile the workshop raised the price: the restored cart has today's price, and says so.
  await changePrice(admin, productId, 26_900);
  await admin.context().close();

  // The restore link, on another device: its empty cart gets the line, and the page names the change.
  const reader = await otherBrowser(browser);
  await reader.goto('/shop');
  await expect(reader.getByRole('button', { name: 'Koszyk, 0 produktów' })).toBeVisible();
  await reader.goto(pathOf(restoreLink));
  await expect(reader.getByRole('heading', { level: 1, name: 'Przywracanie koszyka' })).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Koszyk przywrócony' })).toBeVisible();
  await expect(reader.getByText('Po dzisiejszych cenach i stanach.')).toBeVisible();
  const result = reader.getByTestId('restore-result');
  await expect(result.getByRole('heading', { name: 'Co się zmieniło' })).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveText(new RegExp(`${name}: cena zmieniła się z 249,00\\s?zł na 269,00\\s?zł`));
  await expect(reader.getByRole('button', { name: 'Koszyk, 1 produkt' })).toBeVisible();
  await expectFitsPhone(reader);
  if (SHOTS) await languageShots(reader, SHOTS, 'restore', 'Restoring your cart');
  await reader.getByRole('button', { name: 'Koszyk, 1 produkt' }).click();
  const drawer = reader.getByRole('dialog', { name: 'Koszyk (1)' });
  await expect(drawer.getByRole('link', { name })).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveText(/269,00\s?zł/);
  await reader.keyboard.press('Escape');

  // The withdrawal link: a visit alone withdraws nothing; the button does, and says so.
  await reader.goto(pathOf(withdrawLink));
  await expect(reader.getByRole('heading', { level: 1, name: 'Wycofanie zgody na przypomnienia' })).toBeVisible();
  const confirm = reader.getByRole('button', { name: 'Wycofaj zgodę' });
  if (SHOTS) await languageShots(reader, SHOTS, 'withdraw-before', 'Withdraw consent to reminders');
  await expectFitsPhone(reader);
  await confirm.focus();
  await reader.keyboard.press('Enter');
  await expect(reader.getByRole('heading', { name: 'Zgoda wycofana' })).toBeVisible();
  await expect(reader.getByText('Nie wyślemy więcej przypomnień o niedokończonych zamówieniach.')).toBeVisible();
  // The button is gone: the keyboard user is taken to the answer, not back to the page's top.
  await expect(reader.getByTestId('withdraw-answer')).toBeFocused();
  await expectFitsPhone(reader);
  if (SHOTS) await languageShots(reader, SHOTS, 'withdraw-after', 'Withdraw consent to reminders');
  await reader.context().close();

  // Another run, a day on: still the one reminder.
  await runRemindersIn(request, 24);
  await page.waitForTimeout(1_000);
  expect(await reminders(request, email)).toHaveLength(1);
});

test('a guest who unticks the box before paying and walks away gets no reminder', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const email = `bez.zgody.${Date.now()}@example.com`;
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const name = `Osłona zębatki Rewir ${Date.now() % 100_000}`;
  const productId = await createPart(admin, name, `Sprocket guard Rewir ${Date.now() % 100_000}`);
  await admin.context().close();

  const sessionId = await leaveAtPayment(page, productId, name, { email, keepTicked: false });
  await stripeExpires(request, sessionId);
  await runRemindersIn(request, 5);
  await page.waitForTimeout(1_000);
  expect(await reminders(request, email)).toEqual([]);
});

test('a newly registered customer shopping in English ticks the box and leaves: one reminder, in English, to the account\'s address', async ({ page, request, browser, visit }) => {
  test.setTimeout(240_000);
  const customer = { email: `nowy.klient.${Date.now()}@example.com`, name: 'Jan Rewirowy', password: 'Demo1234!' };
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const nameEn = `Chain tensioner Rewir ${Date.now() % 100_000}`;
  const productId = await createPart(admin, `Napinacz łańcucha Rewir ${Date.now() % 100_000}`, nameEn);
  await admin.context().close();

  await registerCustomer(page, request, visit, customer);
  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  // Signed in, the box asks for no address: the reminder goes to the account's.
  const sessionId = await leaveAtPayment(page, productId, nameEn, { keepTicked: true, language: 'en' });
  await stripeExpires(request, sessionId);

  await runRemindersIn(request, 5);
  await expect.poll(async () => (await reminders(request, customer.email)).length, { timeout: 15_000 }).toBe(1);
  const [reminder] = await reminders(request, customer.email);
  expect(reminder!.subject).toContain('your order is waiting to be finished');
  expect(reminder!.text).toContain(`${nameEn} × 1`);
  if (SHOTS) await emailShots(page, customer.email, 'email-en');
  await runRemindersIn(request, 6);
  expect(await reminders(request, customer.email)).toHaveLength(1);
});

/** The checkout with the box ticked, at 390 and 1440 px in Polish and English, back in Polish after. */
async function consentShots(page: Page) {
  for (const language of ['pl', 'en'] as const) {
    if (language === 'en') {
      await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
      await expect(page.getByRole('checkbox', { name: REMINDER_CONSENT_TEXTS[1]!.en })).toBeChecked();
    }
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('reminder-consent').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-consent-${language}-${width}.png` });
    }
  }
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
  await expect(page.getByRole('checkbox', { name: REMINDER_CONSENT_TEXTS[1]!.pl })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The reminder as the local outbox page shows it, at 390 and 1440 px, in a browser of its own. */
async function emailShots(page: Page, to: string, name: string) {
  const outbox = await page.context().browser()!.newPage({ baseURL: stackUrl(test.info().parallelIndex) });
  await outbox.goto('/dev/outbox');
  const article = outbox.locator('article').filter({ hasText: to }).filter({ hasText: 'checkout-reminder' });
  for (const width of [390, 1440]) {
    await outbox.setViewportSize({ width, height: 900 });
    await article.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await outbox.close();
}
