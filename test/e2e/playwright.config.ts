import { defineConfig } from '@playwright/test';

/**
 * Browser tests in the system Chromium (Debian's; Playwright downloads nothing here) against a
 * local stack per worker that global-setup.ts starts fresh (free port, temp state, demo data) and stops.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // With E2E_WORKERS=n, files run side by side, each worker on its own stack (global-setup.ts); a
  // file's tests stay in order. One by default: on CI's two cores a second worker made every
  // journey more than twice as slow (the stacks, their emulators and the browsers compete).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json']],
  outputDir: '../../test-results/e2e',
  use: {
    browserName: 'chromium',
    locale: 'pl-PL',
    // Traces cost about a tenth of every journey's time; E2E_TRACE=1 keeps them for failed tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // A journey tagged @phone runs once, on the phone (it set a phone's width on the desktop too).
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
});
