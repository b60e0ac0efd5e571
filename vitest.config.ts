import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Three vitest projects (e2e runs under Playwright):
 * - unit: pure code, web components (happy-dom per file), no I/O;
 * - infra: CDK assertions on synthesized templates;
 * - integration: handlers through the local dev server against the emulators, which the
 *   global setup starts once per run on free ports with fresh state.
 */
const alias = {
  '@contracts': fileURLToPath(new URL('./functions/contracts', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at once within a project; vitest runs the projects one after another (infra, unit,
    // then integration, whose files stay one at a time on their one stack: fileParallelism below).
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { resolve: { alias }, test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One stack, shared: files run one after another so state changes stay readable.
          fileParallelism: false,
        },
      },
    ],
  },
});
