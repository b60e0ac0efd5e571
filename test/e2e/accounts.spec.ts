import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductCard, ProductListResponse } from '@contracts/product';
import { expect, idToken, settled, test, withoutSizes } from './fixtures';

/**
 * Accounts against the local stack (cognito-local + the outbox): a new customer registers,
 * confirms the e-mail from the outbox link, signs in, edits the profile and sees the new name in
 * the header, changes the password and signs in with it; the wishlist from the product page to
 * /wishlist and back to empty; a dealer sees a dealer price where a customer does not.
 */

const PASSWORD = 'Motor2024!x';
const NEW_PASSWORD = 'Chopper#2025y';
const DEMO_PASSWORD = 'Demo1234!';

interface OutboxEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  code?: string;
  sentAt: string;
}

/** The newest Cognito e-mail of a kind to an address, polled until it arrives. */
async function outboxLink(request: APIRequestContext, to: string, kind: string, path: string): Promise<string> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json');
        const { emails } = (await response.json()) as { emails: OutboxEmail[] };
        found = emails.find((e) => e.kind === kind && e.to.toLowerCase() === to.toLowerCase());
        return Boolean(found);
      },
      { message: `a ${kind} e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  const match = found!.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`));
  expect(match, `a ${path} link in the e-mail`).toBeTruthy();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/shop/);
  // Let the shop page settle: a focus move on its load would (rightly) close an open user menu.
  await settled(page);
}

async function openUserMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Menu konta:/ }).click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function firstInStockProduct(request: APIRequestContext): Promise<ProductCard> {
  const response = await request.get('/api/products?inStock=true');
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as ProductListResponse).items.find((p) => p.inStock && withoutSizes(p));
  expect(product, 'a product in stock').toBeTruthy();
  return product!;
}

test('register, confirm from the e-mail, sign in, edit the profile, change the password, sign in again', async ({ page, visit, request }) => {
  test.setTimeout(180_000); // one long journey across seven pages
  const email = `rider.${Date.now()}@example.com`;

  await visit('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
  await page.getByLabel('Hasło', { exact: true }).fill('short');
  await page.getByLabel('Powtórz hasło').fill('other');
  await page.getByLabel('Adres', { exact: true }).fill('ul. Krótka 1, 30-001 Kraków');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  // The spec's rules in the spec's words: the first failing password rule, the terms, then the mismatch.
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeVisible();
  await expect(page.getByText('Musisz zaakceptować regulamin i politykę prywatności')).toBeVisible();
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId('password-strength')).toContainText('Bardzo silne');
  await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByText('Hasła nie są identyczne')).toBeVisible();

  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  // The account is made by the shop's sign-up route (the user pool refuses a sign-up from the browser).
  const signUp = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/sign-up' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  expect((await signUp).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę', level: 2 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do logowania' })).toBeVisible();

  // Signing in before confirming is refused with the spec's message and a way to confirm.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Potwierdź adres e-mail przed zalogowaniem');

  // The activation link from the local outbox confirms the address.
  const verifyLink = await outboxLink(request, email, 'cognito-SignUp', '/auth/verify-email');
  await visit(verifyLink);
  await expect(page.getByRole('heading', { name: 'Adres e-mail potwierdzony' })).toBeVisible();

  // A wrong password is named as such; the right one signs in and lands in the shop.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('Wrong1234!');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Nieprawidłowy e-mail lub hasło');

  // A bike chosen before signing in (kept by the browser) moves into the new profile.
  await page.getByRole('banner').getByTestId('garage-button').click();
  const garage = page.getByRole('dialog', { name: 'Mój motocykl' });
  await garage.getByLabel('Rodzina').selectOption({ label: 'Softail' });
  await garage.getByLabel('Model').selectOption({ label: 'Fat Boy (FLSTF)' });
  await garage.getByLabel('Rocznik').selectOption({ label: '1999' });
  await garage.getByRole('button', { name: 'Wybierz ten motocykl' }).click();
  await expect(garage).toBeHidden();

  await signIn(page, email, PASSWORD);
  const profileGarage = async () => (await (await request.get('/api/me/garage', { headers: { authorization: `Bearer ${await idToken(page)}` } })).json()) as { items: { vehicleId: string }[] };
  await expect.poll(async () => (await profileGarage()).items.map((b) => b.vehicleId)).toEqual(['flstf-1999']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('garage') ?? '{}').bikes)).toEqual([]);
  await expect(page.getByRole('banner').getByTestId('garage-button')).toHaveAccessibleName(/Fat Boy FLSTF 1999/);
  let menu = await openUserMenu(page);
  await expect(menu).toContainText('Jan Kowalski');
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('link', { name: 'Panel administracyjny' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Profile: e-mail read-only, the name changes and the header shows it.
  await openUserMenu(page);
  await page.getByRole('link', { name: 'Mój profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const fullName = page.getByLabel('Imię i nazwisko');
  await expect(fullName).toHaveValue('Jan Kowalski');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email nie może być zmieniony')).toBeVisible();
  await fullName.fill('J');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Imię i nazwisko musi mieć co najmniej 2 znaki')).toBeVisible();
  await fullName.fill('Janina Nowak');
  await page.getByLabel('Telefon').fill('+48 600 100 200');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Profil został zaktualizowany pomyślnie!')).toBeVisible();
  menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-menu-name')).toContainText('Janina Nowak');
  await page.keyboard.press('Escape');
  // The message goes after 3 s.
  await expect(page.getByText('Profil został zaktualizowany pomyślnie!')).toBeHidden({ timeout: 6_000 });
  // The saved profile comes back from the API after a reload.
  await page.reload();
  await expect(page.getByLabel('Imię i nazwisko')).toHaveValue('Janina Nowak');

  // Password: a wrong current password is named; then the change succeeds.
  await page.getByLabel('Aktualne hasło').fill('Nope1234!');
  await page.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Potwierdź nowe hasło').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Nieprawidłowe aktualne hasło')).toBeVisible();
  await page.getByLabel('Aktualne hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasło zostało zmienione pomyślnie!')).toBeVisible();

  // Log out from the header menu; the old password no longer works, the new one does.
  menu = await openUserMenu(page);
  await menu.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Musisz być zalogowany' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Nieprawidłowy e-mail lub hasło');
  await signIn(page, email, NEW_PASSWORD);
  menu = await openUserMenu(page);
  await expect(menu).toContainText('Janina Nowak');
});

test('forgot password: the e-mailed link sets a new password; an incomplete link goes back to the form', async ({ page, visit, request }) => {
  await page.goto('/auth/reset-password?email=customer%40example.com');
  await expect(page.getByText('Nieprawidłowy link do zmiany hasła')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 5_000 });

  await visit('/forgot-password');
  await page.getByLabel('E-mail').fill('customer@example.com');
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę', level: 2 })).toBeVisible();
  const resetLink = await outboxLink(request, 'customer@example.com', 'cognito-ForgotPassword', '/auth/reset-password');
  await visit(resetLink);
  await page.getByLabel('Nowe hasło', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Powtórz nowe hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
  await expect(page.getByRole('heading', { name: 'Hasło zostało zmienione' })).toBeVisible();
  await signIn(page, 'customer@example.com', DEMO_PASSWORD);
});

test('wishlist: add from the product page, see it in the header and on /wishlist, remove it', async ({ page, visit, request }) => {
  const product = await firstInStockProduct(request);

  // Signed out, the product page's heart leads to the login page.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do listy życzeń' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signing in there returns to the product.
  await page.getByLabel('E-mail').fill('customer@example.com');
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The product's own heart (the similar products' cards follow it): its label says what it will do.
  const heart = page.getByRole('main').getByTestId('wishlist-toggle').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName('Dodaj do listy życzeń');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Usuń z listy życzeń');
  const headerLink = page.getByRole('banner').getByRole('link', { name: /^Lista życzeń, 1 produkt$/ });
  await expect(headerLink).toBeVisible();

  await headerLink.click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: product.name })).toBeVisible();
  await expect(item).toContainText(/Dodano \d{1,2} \S+ \d{4}/);
  await visit('/wishlist');
  await page.getByRole('button', { name: `Usuń z listy życzeń: ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Twoja lista życzeń jest pusta' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Lista życzeń/ })).toHaveCount(0);
  // Removed on the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Twoja lista życzeń jest pusta' })).toBeVisible();
});

test('a dealer sees a dealer price on the product page, a customer does not', async ({ page, request }) => {
  const product = await firstInStockProduct(request);

  await signIn(page, 'dealer@example.com', DEMO_PASSWORD);
  const menu = await openUserMenu(page);
  await expect(menu).toContainText('(Dealer)');
  await expect(menu).toContainText('Konto dealerskie');
  await page.keyboard.press('Escape');
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The product's own dealer block (similar products below may show more).
  await expect(page.getByTestId('dealer-price').first()).toBeVisible();
  await expect(page.getByTestId('dealer-price').first()).toContainText('zł');

  await (await openUserMenu(page)).getByRole('button', { name: 'Wyloguj' }).click();
  await signIn(page, 'customer@example.com', DEMO_PASSWORD);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('price').first()).toBeVisible();
  await expect(page.getByTestId('dealer-price')).toHaveCount(0);
});

test('the admin guard sends a customer away from /admin @phone', async ({ page }) => {
  await signIn(page, 'customer@example.com', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});
