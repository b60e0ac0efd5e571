import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

/**
 * `visit(path)` opens a page of the shop, waits until it has rendered its main content, and
 * runs axe-core on it: a serious or critical accessibility violation fails the test. Every
 * journey goes through it, so accessibility is checked on every page a test sees.
 */
export async function expectAccessible(page: Page, context = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`);
  expect(report, `accessibility violations on ${context}`).toEqual([]);
}

/**
 * Home and the unfiltered shop arrive prerendered: static HTML that the app hydrates once its
 * scripts have run, then takes `aria-busy` off the root. A test that acts on such a page right
 * after loading it waits for that, as a fast user's click would otherwise land on the static copy.
 */
export async function appReady(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true');
}

export const test = base.extend<{ visit: (path: string) => Promise<void> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no dependencies
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    });
  },
});

/** Signs in through the login page with a demo account (password `Demo1234!`). */
export async function signIn(page: Page, email: string, password = 'Demo1234!') {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/** A second browser (its own storage) signed in as someone else: an admin beside a customer. */
export async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pl-PL', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

export { expect };
