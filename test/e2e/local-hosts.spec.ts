import { appReady, expect, stackUrl, test } from './fixtures.js';

/**
 * The local shop opened at http://127.0.0.1:<port> rather than localhost: /config.json names the
 * user pool on that origin, the page's CSP (connect-src 'self') allows it, and signing in works.
 * The fixtures fail the test on any CSP violation.
 */
test('signs in when the shop is opened at 127.0.0.1 instead of localhost', async ({ page }) => {
  const origin = new URL(stackUrl(test.info().parallelIndex));
  origin.hostname = '127.0.0.1';
  await page.goto(new URL('/login', origin).href);
  await appReady(page);
  const cognitoCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/cognito/')) cognitoCalls.push(new URL(req.url()).origin);
  });
  await page.getByLabel('E-mail').fill('customer@example.com');
  await page.getByLabel('Hasło', { exact: true }).fill('Demo1234!');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(origin.origin);
  expect(cognitoCalls.length).toBeGreaterThan(0);
  expect(new Set(cognitoCalls)).toEqual(new Set([origin.origin]));
});
