#!/usr/bin/env node
// The one entry behind `npm start`, `npm test`, `npm run reset`, `npm run bench` and `npm run reconcile`.
// Plain Node with no dependencies, because it runs before anything is installed: it makes sure
// node_modules matches package-lock.json (npm ci), that Java exists for DynamoDB Local, and for
// tests that Chromium exists; then it hands over to the real command.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function say(line) {
  console.log(`› ${line}`);
}

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`${cmd} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

function has(cmd, args = ['--version']) {
  const result = spawnSync(cmd, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** node_modules is current when it was installed from exactly this package-lock.json. */
function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.install-stamp');
  const wanted = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  say(existsSync(join(root, 'node_modules')) ? 'package-lock.json changed: npm ci' : 'Installing dependencies: npm ci');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) fail('npm ci failed (see above).');
  writeFileSync(stamp, wanted);
}

function aptInstall(pkg, why) {
  if (!isRoot) fail(`${why} Install it and try again: sudo apt-get install -y ${pkg}`);
  say(`Installing ${pkg} (${why.toLowerCase()})`);
  if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', ...pkg.split(' ')], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) !== 0) {
    fail(`apt-get install ${pkg} failed (see above).`);
  }
}

function ensureJava() {
  if (has('java', ['-version'])) return;
  aptInstall('openjdk-17-jre-headless', 'DynamoDB Local needs Java 17.');
}

export const chromiumPath = '/usr/bin/chromium';
function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  aptInstall('chromium', 'The browser tests need Chromium.');
}

/**
 * xmllint validates FA(3) e-invoices against the official XSD (tests, and the KSeF fake, which
 * skips the check without it); pdftotext reads the invoice PDFs the tests compare with the XML.
 */
function ensureDocumentTools({ required }) {
  if (has('xmllint', ['--version']) && has('pdftotext', ['-v'])) return;
  if (!required && !isRoot) return;
  aptInstall('libxml2-utils poppler-utils', 'The invoice tests need xmllint and pdftotext.');
}

/** Runs a long-lived child; Ctrl-C reaches it through the terminal, SIGTERM we pass on. */
function handOver(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
  process.on('SIGINT', () => {}); // the child got it too; wait for it to finish cleanly
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

switch (command) {
  case 'start':
    ensureDependencies();
    ensureJava();
    ensureDocumentTools({ required: false });
    handOver(process.execPath, [tsx, 'infra/local/start.ts']);
    break;
  case 'test':
    ensureDependencies();
    ensureJava();
    ensureChromium();
    ensureDocumentTools({ required: true });
    handOver(process.execPath, [join(root, 'scripts', 'run-tests.mjs')]);
    break;
  case 'bench':
    ensureDependencies();
    ensureJava();
    ensureChromium();
    handOver(process.execPath, [tsx, 'test/bench/run.ts']);
    break;
  case 'reconcile':
    ensureDependencies();
    ensureJava();
    handOver(process.execPath, [tsx, 'infra/local/reconcile.ts']);
    break;
  case 'reset':
    rmSync(join(root, '.local'), { recursive: true, force: true });
    say('Local data wiped (.local/). The next `npm start` provisions and seeds afresh.');
    break;
  default:
    fail(`Unknown command "${command ?? ''}". Use: start | test | reset | bench | reconcile`);
}
