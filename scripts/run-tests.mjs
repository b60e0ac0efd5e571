#!/usr/bin/env node
// `npm test` after the bootstrap: every check the project has, in one run, with one summary.
//   lint → type check → vitest (unit, infra, integration on the emulators) → web build →
//   Playwright e2e in Chromium on a freshly started local stack.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const steps = [
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'type check', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'vitest (unit, infra, integration)',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`],
    counts: () => {
      const report = JSON.parse(readFileSync(join(results, 'vitest.json'), 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
  { name: 'web build', cmd: bin('vite'), args: ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'] },
  {
    name: 'e2e (Playwright, Chromium)',
    cmd: bin('playwright'),
    args: ['test', '-c', 'test/e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
    counts: () => {
      const report = JSON.parse(readFileSync(join(results, 'playwright.json'), 'utf8'));
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  },
];

let passed = 0;
let failed = 0;
const failedSteps = [];
const started = Date.now();
for (const step of steps) {
  const t = Date.now();
  console.log(`\n━━ ${step.name}`);
  const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  if (step.counts) {
    try {
      const c = step.counts();
      passed += c.passed;
      // A runner that failed without a failed test (a setup error) still counts as a failure.
      failed += c.failed || (ok ? 0 : 1);
    } catch {
      if (!ok) failed += 1; // the runner died before writing its report
    }
  } else if (!ok) {
    failed += 1; // a failed lint, type check or build counts as a failed test
  }
  if (!ok) failedSteps.push(step.name);
  console.log(`━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
// The plain closing line CI reads.
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
