import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, tmpdir, totalmem, type } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { catalogSnapshot } from '../../functions/catalog/catalog-index.js';
import { repoRoot } from '../../infra/local/paths.js';
import { freePort, startManagedProcess } from '../../infra/local/processes.js';
import { startLocalStack } from '../../infra/local/stack.js';
import { BENCH_PRODUCT_COUNT, benchCatalogue, loadIntoDynamoDb } from './catalogue.js';
import { onCleanup, stopAll, stopAllOnSignals } from './cleanup.js';
import { timeHandlerCall } from './handler-bench.js';
import { httpsFront } from './https-front.js';
import { lighthousePage } from './lighthouse.js';
import { loadPgPool, type PgPool } from './pg-client.js';
import { INDEX_COUNT, loadIntoPostgres } from './postgres-catalogue.js';
import { startPostgres } from './postgres-server.js';
import { benchQueries } from './queries.js';
import { compareEngines } from './query-bench.js';
import { renderRecord, type BenchRecord, type LighthousePage, type LighthouseSection, type QuerySection, type Section, type WebSection } from './report.js';
import { buildWeb, initialJs } from './web-weight.js';
import { BUNDLE_BUDGET_BYTES, formatFunctionFigures, INIT_BUDGET_MS, measureFunctionBundles, type FunctionFigures } from './function-bundles.js';

/**
 * `npm run bench`: the performance record of the shop, in one run on this machine.
 *
 *   1. Shop queries: 10,000 products in DynamoDB Local behind the real `GET /api/products`
 *      handler (in-process), the same products in a throwaway PostgreSQL 15; 200 fixed queries
 *      through both; p50/p99 and the ratio (query-bench.ts).
 *   2. The storefront's initial JS in gzip bytes (web-weight.ts).
 *   3. Lighthouse mobile performance of /, /shop and /product/1 on a seeded local stack serving
 *      that build (lighthouse.ts).
 *   4. Each API function's bundle size and module init time (function-bundles.ts).
 * Then the record is printed and written to test/bench/RESULTS.md (report.ts).
 *
 * A section that fails is reported as not measured and the others still run. Everything
 * started (stacks, PostgreSQL, Chromium, temp dirs) is stopped at the end, on failure and on
 * Ctrl-C (cleanup.ts). Knobs: BENCH_ROUNDS (default 5), BENCH_LIGHTHOUSE_RUNS (default 5:
 * Lighthouse's variability guide advises the median of five runs; on this shared machine one
 * page's single runs spread over 20 points),
 * BENCH_ONLY=queries|web|lighthouse|functions (comma list) to run some sections while working on them: such
 * a run prints its record but does not write RESULTS.md, which holds only complete runs.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LIGHTHOUSE_PAGES = ['/', '/shop', '/product/1'];
const RESULTS_FILE = join(repoRoot, 'test/bench/RESULTS.md');
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : undefined;
const runs = (name: 'queries' | 'web' | 'lighthouse' | 'functions') => !ONLY || ONLY.has(name);
const skipped = { error: 'not run (BENCH_ONLY)' };

const began = performance.now();
const log = (line: string) => console.log(`› ${line}`);
const since = (start: number) => (performance.now() - start) / 1000;

async function section<T>(title: string, work: () => Promise<T>): Promise<Section<T>> {
  console.log(`\n== ${title}`);
  try {
    return { value: await work() };
  } catch (error) {
    console.error(`✖ ${title}: ${(error as Error).stack ?? error}`);
    return { error: (error as Error).message.split('\n')[0]! };
  }
}

async function shopQueries(): Promise<QuerySection> {
  const queries = benchQueries();
  log('Starting a local stack (DynamoDB Local) for the catalogue…');
  const stack = await startLocalStack({ port: 0, seed: false, catalogRefreshMs: 1000, logLevel: 'SILENT' });
  const stopStack = onCleanup('local stack (queries)', () => stack.stop());
  let stopPostgres: (() => Promise<void>) | undefined;
  let closePool: (() => Promise<void>) | undefined;
  try {
    log(`Generating ${BENCH_PRODUCT_COUNT.toLocaleString('en')} products…`);
    const records = benchCatalogue();
    let t = performance.now();
    await loadIntoDynamoDb(records);
    const dynamoLoadSeconds = since(t);
    log(`DynamoDB Local loaded in ${dynamoLoadSeconds.toFixed(1)} s`);
    // The first call loads the snapshot (every product from the table) and builds the index.
    const cold = await timeHandlerCall(queries[0]!);
    if (cold.answer.total === 0) throw new Error('the handler sees no products: the catalogue snapshot did not load');

    log('Starting PostgreSQL 15…');
    const pg = await startPostgres(log);
    stopPostgres = onCleanup('PostgreSQL', () => pg.stop());
    const { Pool, source } = await loadPgPool(log);
    const pool: PgPool = new Pool({ host: pg.host, port: pg.port, user: pg.user, database: 'postgres', max: 2, statement_timeout: 30_000 });
    closePool = onCleanup('PostgreSQL connections', () => pool.end());
    t = performance.now();
    await loadIntoPostgres(pool, records, pg.dir);
    const postgresLoadSeconds = since(t);
    log(`PostgreSQL loaded and indexed in ${postgresLoadSeconds.toFixed(1)} s`);
    const icu = (await pool.query(`SELECT collversion FROM pg_collation WHERE collname = 'pl_base'`)).rows[0]?.collversion;

    // The handler's own snapshot, so the diagnostic engine-only timing reads the same objects.
    const result = await compareEngines(queries, pool, await catalogSnapshot(), ROUNDS, log);
    return {
      products: records.length,
      dynamoLoadSeconds,
      postgresLoadSeconds,
      coldCallMs: cold.ms,
      postgres: { version: pg.version, icu: String(icu ?? '?'), client: source, indexes: INDEX_COUNT },
      result,
    };
  } finally {
    await closePool?.();
    await stopPostgres?.();
    await stopStack();
  }
}

/** The web build (served to Lighthouse later), the served stack's log and Lighthouse's reports. */
const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
const webDir = join(workDir, 'web');
onCleanup('bench temp dir', () => rmSync(workDir, { recursive: true, force: true }));

async function webWeight(): Promise<WebSection> {
  log('Building the web app (vite build, into a temp dir)…');
  const t = performance.now();
  await buildWeb(webDir);
  return { buildSeconds: since(t), js: initialJs(webDir) };
}

/**
 * The seeded stack for Lighthouse runs in a child process (test/support/run-stack.ts, on the
 * local stack's leash), not in this one: the handlers' SDK clients are per-process singletons
 * that still point at the query section's emulators, which are gone by now.
 */
async function servedBuild(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = await startManagedProcess({
    name: 'local stack (Lighthouse)',
    command: process.execPath,
    args: [createRequire(import.meta.url).resolve('tsx/cli'), join(repoRoot, 'test/support/run-stack.ts')],
    env: { PORT: String(port), WEB_DIST: webDir },
    logFile: join(workDir, 'stack.log'),
    // Ready once seeded: until then the dev server answers 503 and has no /config.json.
    ready: async () => (await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(2000) })).ok,
    timeoutMs: 300_000, // seeding renders ~200 product images: minutes on a loaded machine
  });
  return { url, stop: onCleanup('local stack (Lighthouse)', () => child.stop()) };
}

async function lighthouse(): Promise<LighthouseSection> {
  log('Starting a seeded local stack serving the build (renders the demo images: takes a while)…');
  const stack = await servedBuild();
  const front = await httpsFront(stack.url, workDir);
  try {
    // Touch each page and the catalogue API once, so no run pays for a cold snapshot load.
    for (const path of [...LIGHTHOUSE_PAGES, '/api/products', '/api/products/1']) await (await fetch(stack.url + path)).arrayBuffer();
    const pages: Section<LighthousePage>[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      log(`Lighthouse ${path} (${LIGHTHOUSE_RUNS} runs)…`);
      pages.push(
        await section(`Lighthouse ${path}`, async () => {
          const { median, scores, observedFcp } = await lighthousePage(front.url + path, LIGHTHOUSE_RUNS, workDir);
          log(`  scores ${scores.join(', ')} (observed FCP ${observedFcp.map((ms) => Math.round(ms)).join(', ')} ms)`);
          return { path, median, scores, observedFcp };
        }),
      );
    }
    return { runsPerPage: LIGHTHOUSE_RUNS, pages };
  } finally {
    await front.stop();
    await stack.stop();
  }
}

stopAllOnSignals();
const startedAt = new Date();
const machine: BenchRecord['machine'] = {
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
  memoryGb: totalmem() / 1024 ** 3,
  node: process.versions.node,
  nodeIcu: process.versions.icu ?? '?',
  os: `${type()} ${release()}`,
  loadBefore: loadavg(),
};

let record: BenchRecord;
let functions: Section<FunctionFigures[]> = skipped;

/**
 * Each API function's bundle (what a cold start loads) and module init in a fresh Node process
 * (median of 5), against their budgets (test/bench/function-bundles.ts).
 */
function functionsRecord(figures: Section<FunctionFigures[]>): string {
  const head = `\n## API functions: bundle size and module init\n\nBudgets: ≤ ${BUNDLE_BUDGET_BYTES / 1024} KB minified loaded at a cold start, ≤ ${INIT_BUDGET_MS} ms to import the entry in a fresh Node process (median of 5; the AWS SDK, which Lambda provides, is loaded as in Lambda).\n\n`;
  if (!('value' in figures)) return `${head}Not measured: ${figures.error}\n`;
  return `${head}${formatFunctionFigures(figures.value).map((line) => `- ${line}`).join('\n')}\n`;
}
try {
  const queries = runs('queries') ? await section('Shop queries: handler vs PostgreSQL', shopQueries) : skipped;
  const web = runs('web') || runs('lighthouse') ? await section('Storefront initial JS', webWeight) : skipped;
  const lh = !runs('lighthouse') ? skipped : 'value' in web ? await section('Lighthouse mobile', lighthouse) : { error: 'no web build to serve (see the initial JS section)' };
  record = { startedAt, durationSeconds: since(began), machine: { ...machine, loadAfter: loadavg() }, queries, web, lighthouse: lh };
  functions = runs('functions') ? await section('API function bundles and init', () => measureFunctionBundles({ initRuns: 5 })) : skipped;
} finally {
  await stopAll();
}

const markdown = `${renderRecord(record)}${functionsRecord(functions)}`;
console.log(`\n${markdown}`);
if (ONLY) log(`BENCH_ONLY=${process.env.BENCH_ONLY}: a partial run, ${RESULTS_FILE} left as it was`);
else {
  writeFileSync(RESULTS_FILE, markdown);
  log(`Written to ${RESULTS_FILE}`);
}
const failed = (['queries', 'web', 'lighthouse'] as const).some((k) => runs(k) && 'error' in record[k]) || (runs('functions') && 'error' in functions);
process.exit(failed ? 1 : 0);
