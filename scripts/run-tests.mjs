#!/usr/bin/env node
// `npm test` after the bootstrap: every check the project has, in one run, with one summary.
//   lint, type check and web build side by side (each is one mostly single-threaded process, so on
//   two cores they overlap well; their output is printed as each ends) → vitest (unit, infra,
//   integration on the emulators) → Playwright e2e in Chromium on freshly started local stacks.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

// A step with the same `group` as the one before it runs at the same time as it.
const steps = [
  { name: 'lint', group: 'static', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'type check', group: 'static', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'web build', group: 'static', cmd: bin('vite'), args: ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'] },
  {
    name: 'vitest (unit, infra, integration)',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`],
    counts: () => {
      const report = JSON.parse(readFileSync(join(results, 'vitest.json'), 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
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

/** Runs a step; with `buffered`, its output is held and printed in one piece when it ends. */
function run(step, buffered) {
  const t = Date.now();
  if (!buffered) console.log(`\n━━ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n━━ ${step.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, ok: code === 0, seconds: (Date.now() - t) / 1000 });
    });
  });
}

function record({ step, ok, seconds }) {
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
  console.log(`━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
}

for (let i = 0; i < steps.length; ) {
  let end = i + 1;
  while (steps[i].group && steps[end]?.group === steps[i].group) end += 1;
  const group = steps.slice(i, end);
  const results = await Promise.all(group.map((step) => run(step, group.length > 1)));
  results.forEach(record);
  i = end;
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
// The plain closing line CI reads.
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
