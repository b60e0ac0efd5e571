import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';

/**
 * `visit(path)` opens a page of the shop, waits until it has rendered its main content, and
 * runs axe-core on it: any WCAG 2.1 A or AA violation, of whatever impact, fails the test. Every
 * journey goes through it, so accessibility is checked on every page a test sees.
 */
export async function expectAccessible(page: Page, context = page.url()) {
  // The page at rest: a toast or panel still fading in has, for that moment, too little contrast.
  // (Endless animations, a spinner's, never finish and change no colour.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const report = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`);
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

/** The URL of the local stack this worker owns (global-setup.ts starts one per worker). */
export function stackUrl(parallelIndex: number): string {
  const urls = (process.env.E2E_BASE_URLS ?? '').split(' ').filter(Boolean);
  const url = urls[parallelIndex % urls.length];
  if (!url) throw new Error('no e2e stack: run through the Playwright config, whose global setup starts them');
  return url;
}

/**
 * The local server sends the Content-Security-Policy CloudFront sends (infra/constructs/
 * response-headers.ts). Every page of every test reports what the policy blocked; a test that
 * saw any violation fails, so a script, style, image or call the policy does not allow (or an
 * inline script whose hash the build changed) is caught by whichever journey meets it.
 */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __reportCspViolation?: (text: string, blocked: string, source: string) => void }).__reportCspViolation;
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'} on ${location.pathname} (${event.sourceFile || 'document'}:${event.lineNumber})`,
      event.blockedURI,
      event.sourceFile,
    );
  });
}

/**
 * zod probes whether it may compile parsers (`Function('')` in a try/catch, unless
 * `z.config({ jitless: true })`) and, refused as intended, validates without: the one blocked
 * evaluation that is by design. It is recognised by the built file it comes from (whatever
 * chunk the bundler puts zod in): a file of the app with zod's `jitless` switch and no other
 * `Function(` or `eval(` than that probe. Any other evaluation is a violation.
 */
const zodProbeFiles = new Map<string, Promise<boolean>>();
function isZodEvalProbe(blocked: string, source: string): Promise<boolean> {
  if (blocked !== 'eval' || !/\/assets\/[\w.-]+\.js$/.test(source)) return Promise.resolve(false);
  let verdict = zodProbeFiles.get(source);
  if (!verdict) {
    verdict = fetch(source)
      .then((response) => response.text())
      .then((code) => code.includes('jitless') && (code.match(/\b(?:Function|eval)\(/g) ?? []).length === 1)
      .catch(() => false);
    zodProbeFiles.set(source, verdict);
  }
  return verdict;
}

/**
 * The requests each page has in flight, and when that last changed ({@link settled}). Every page
 * of a test is tracked: the `page` fixture's and {@link newSignedInPage}'s.
 */
const network = new WeakMap<Page, { inFlight: Set<Request>; changedAt: number }>();

function trackRequests(page: Page) {
  const state = { inFlight: new Set<Request>(), changedAt: Date.now() };
  network.set(page, state);
  const done = (request: Request) => {
    state.inFlight.delete(request);
    state.changedAt = Date.now();
  };
  page.on('request', (request) => {
    state.inFlight.add(request);
    state.changedAt = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** How long a page must have had no request in flight to count as settled. */
const QUIET_MS = 150;

/**
 * Waits until the page has had no request in flight for {@link QUIET_MS}: its data, photos and
 * lazy chunks have arrived, so what is measured or checked next is the page as a user sees it.
 * Playwright's `networkidle` means the same with 500 ms of quiet after every load, which across
 * the suite's few hundred page loads added minutes of waiting for nothing.
 */
export async function settled(page: Page): Promise<void> {
  const state = network.get(page);
  if (!state) throw new Error('settled(): the page is not tracked (open pages through the fixtures)');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const quietFor = Date.now() - state.changedAt;
    if (state.inFlight.size === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`still loading: ${[...state.inFlight].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(state.inFlight.size ? 25 : QUIET_MS - quietFor);
  }
}

export const test = base.extend<{ visit: (path: string) => Promise<void>; cspViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no dependencies
  baseURL: async ({}, use, testInfo) => {
    await use(stackUrl(testInfo.parallelIndex));
  },
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const checks: Promise<void>[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string, blocked: string, source: string) => {
        const check = isZodEvalProbe(blocked, source).then((probe) => {
          if (!probe) violations.push(text);
        });
        checks.push(check);
        return check;
      });
      await page.addInitScript(reportViolations);
      await use(violations);
      await Promise.all(checks);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page, cspViolations }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('main')).toBeVisible();
      await settled(page);
      await expectAccessible(page, path);
      expect(cspViolations, `Content-Security-Policy violations on ${path}`).toEqual([]);
    });
  },
});

/** Where Amplify keeps a session ("remember me", the login form's default): its localStorage keys. */
const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
/** Each demo account's stored session after its first sign-in through the form, in this worker. */
const sessions = new Map<string, [string, string][]>();

/**
 * Signs in with a demo account (password `Demo1234!`) and lands on the shop, as the login form
 * does. The first time an account signs in in this worker it goes through the login page; later
 * sign-ins put that session's tokens back into the browser's storage, as a returning visitor
 * has them, which spares each journey the form and the SRP exchange it does not test. (The
 * login form itself is the subject of accounts.spec.ts, which signs in through it every time.)
 */
export async function signIn(page: Page, email: string) {
  const stored = sessions.get(email);
  if (stored) {
    // Any page of the origin will do to reach its storage; the smallest is the runtime config.
    await page.goto('/config.json');
    await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), stored);
    await page.goto('/shop');
    await appReady(page);
    return;
  }
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('Demo1234!');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  const entries = await page.evaluate((prefix) => Object.entries(localStorage).filter(([key]) => key.startsWith(prefix)), TOKEN_KEY_PREFIX);
  expect(entries.length, 'a remembered session after signing in').toBeGreaterThan(0);
  sessions.set(email, entries);
}

/** A second browser (its own storage) signed in as someone else: an admin beside a customer. */
export async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: stackUrl(test.info().parallelIndex), locale: 'pl-PL', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  trackRequests(page);
  await signIn(page, email);
  return page;
}

/** The signed-in user's Cognito ID token, from where Amplify keeps it, for direct API calls. */
export async function idToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const store of [window.sessionStorage, window.localStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')) return store.getItem(key);
      }
    }
    return null;
  });
  expect(token, 'an ID token after signing in').toBeTruthy();
  return token!;
}

/** The sign-up e-mail's confirmation link (path and query) to `to`, polled from the local outbox until it arrives. */
async function signUpLink(request: APIRequestContext, to: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get('/dev/outbox.json')).json()) as { emails: { kind: string; to: string; text: string }[] };
        text = emails.find((e) => e.kind === 'cognito-SignUp' && e.to.toLowerCase() === to.toLowerCase())?.text ?? '';
        return text.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(text.match(/https?:\/\/\S+\/auth\/verify-email\?\S+/)![0]);
  return `${url.pathname}${url.search}`;
}

/**
 * A new customer through the real flow: the registration form, the confirmation link from the
 * outbox, and the login form; ends signed in, in the shop. (accounts.spec.ts tests the flow's
 * every message; journeys that need a fresh customer use this.)
 */
export async function registerCustomer(page: Page, request: APIRequestContext, visit: (path: string) => Promise<void>, customer: { email: string; name: string; password: string }) {
  await visit('/register');
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Imię i nazwisko').fill(customer.name);
  await page.getByLabel('Hasło', { exact: true }).fill(customer.password);
  await page.getByLabel('Powtórz hasło').fill(customer.password);
  await page.getByLabel('Adres', { exact: true }).fill('ul. Krótka 1, 30-001 Kraków');
  await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę', level: 2 })).toBeVisible();
  await visit(await signUpLink(request, customer.email));
  await expect(page.getByRole('heading', { name: 'Adres e-mail potwierdzony' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Hasło', { exact: true }).fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/shop/);
}

/**
 * A product a test can add to the cart with one click: one without sizes. Specs share a stack, and
 * one of them (variants.spec.ts) adds boots in sizes that the shop's first page may then show first.
 */
export const withoutSizes = (product: { optionCounts?: Record<string, number> | undefined }) => !product.optionCounts;

/** A page's screenshots into `dir` at 390 and 1440 px, in Polish and then English (the header's switch), back in Polish after. */
export async function languageShots(page: Page, dir: string, name: string, englishHeading: string) {
  for (const language of ['pl', 'en']) {
    if (language === 'en') {
      await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
      await expect(page.getByRole('heading', { name: englishHeading, level: 1 })).toBeVisible();
    }
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
}

export { expect };
