#!/usr/bin/env node
// `npm test` after the bootstrap: every check the project has, in one run, with one summary.
// Two lanes run at the same time, because neither fills CI's two cores alone (an e2e journey keeps
// about 0.85 of a core busy, the integration files about 1.1: both wait on emulators and browsers):
//   the browser lane: web build → Playwright e2e in Chromium on a freshly started local stack;
//   the code lane:    lint and type check side by side → vitest (unit, infra, integration on the
//                     emulators).
// A step's output is printed in one piece when it ends. Every step runs even when an earlier one
// failed, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const lint = { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] };
const typeCheck = { name: 'type check', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] };
const webBuild = { name: 'web build', cmd: bin('vite'), args: ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'] };
const vitest = {
  name: 'vitest (unit, infra, integration)',
  cmd: bin('vitest'),
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`],
  counts: () => {
    const report = JSON.parse(readFileSync(join(results, 'vitest.json'), 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  },
};
const e2e = {
  name: 'e2e (Playwright, Chromium)',
  cmd: bin('playwright'),
  args: ['test', '-c', 'test/e2e/playwright.config.ts'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
  counts: () => {
    const report = JSON.parse(readFileSync(join(results, 'playwright.json'), 'utf8'));
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  },
};

// Each lane is a list of stages run one after another; the steps of a stage run side by side.
const lanes = [
  [[webBuild], [e2e]],
  [[lint, typeCheck], [vitest]],
];

let passed = 0;
let failed = 0;
const failedSteps = [];
const started = Date.now();

/** Runs a step, holding its output until it ends. */
function run(step) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n━━ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
      record({ step, ok: code === 0, seconds: (Date.now() - t) / 1000 });
      resolve();
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
  console.log(`━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s, ended ${((Date.now() - started) / 1000).toFixed(0)} s into the run)`);
}

console.log(`Running side by side: ${lanes.map((stages) => stages.map((stage) => stage.map((s) => s.name).join(' + ')).join(' → ')).join('  |  ')}`);
await Promise.all(
  lanes.map(async (stages) => {
    for (const stage of stages) await Promise.all(stage.map(run));
  }),
);

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
// The plain closing line CI reads.
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
