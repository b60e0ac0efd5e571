import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, tmpdir, totalmem, type } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { forgetLiveCatalog, liveCatalog } from '../../functions/catalog/live-catalog.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { repoRoot } from '../../infra/local/paths.js';
import { freePort, startManagedProcess } from '../../infra/local/processes.js';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { averageVariants, benchCatalogue, publishBenchSnapshot } from './catalogue.js';
import { onCleanup, stopAll, stopAllOnSignals } from './cleanup.js';
import { coldStartCurve } from './cold-start.js';
import { flashSale } from './flash-sale.js';
import { endpointLatencies, timeHandlerCall } from './handler-bench.js';
import { httpBench } from './http-bench.js';
import { httpsFront } from './https-front.js';
import { lighthousePage } from './lighthouse.js';
import { pgClientName, pgPool, type PgPool } from './pg-client.js';
import { INDEX_COUNT, loadIntoPostgres } from './postgres-catalogue.js';
import { startPostgres } from './postgres-server.js';
import { benchQueries } from './queries.js';
import { compareEngines } from './query-bench.js';
import { reloadCost } from './reload-cost.js';
import { searchBench } from './search-bench.js';
import {
  fairRatio,
  renderRecord,
  type BenchRecord,
  type HttpRecord,
  type LighthousePage,
  type LighthouseSection,
  type QueriesAtSize,
  type QuerySection,
  type Section,
  type WebSection,
} from './report.js';
import { times } from './stats.js';
import { firstLoadWeight } from '../../web/build/first-load-weight.js';
import { buildWeb } from './web-weight.js';
import { adminOrdersPageBench, type AdminPageFigure } from './admin-lists.js';
import { importBenchInChildProcess, type ImportFigures } from './import-bench.js';
import { BUNDLE_BUDGET_BYTES, formatFunctionFigures, INIT_BUDGET_MS, measureFunctionBundles, type FunctionFigures } from './function-bundles.js';

/**
 * `npm run bench`: the performance record of the shop, in one run on this machine.
 *
 *   cold        the catalog function's cold start from its snapshot, at 1,000, 10,000 and
 *               100,000 products: a fresh process bundled like the Lambda, process start to first
 *               answer, and its memory (cold-start.ts);
 *   queries     216 fixed shop queries through the real handler in-process at 10,000 and 100,000
 *               products, the engine alone beside it, and at 10,000 the same queries on a fairly
 *               indexed PostgreSQL 15 (query-bench.ts, postgres-*.ts); every catalogue endpoint's
 *               latency (handler-bench.ts); the search's relevance figure, its queries and the
 *               suggestions as typed (search-bench.ts);
 *   http        listing and product detail through the local server with autocannon (http-bench.ts);
 *   reload      what one sale of a last unit costs each warm container, before and after; a burst
 *               of 100 sales; the publisher's compaction (reload-cost.ts);
 *   flash       a flash sale through a fresh local server: 1,000 buyers at once for 100 units, the
 *               sessions paid by the Stripe fake, exactly 100 paid and none oversold (flash-sale.ts);
 *   web         the storefront's initial JS in gzip bytes (web-weight.ts);
 *   lighthouse  Lighthouse mobile performance of /, /shop and /product/1 (lighthouse.ts);
 *   functions   each API function's bundle size and module init time (function-bundles.ts);
 *   admin       the admin order list's page at 10,000 and 100,000 orders (admin-lists.ts);
 *   import      a products CSV of 10,000 rows: dry run and apply, the job's peak memory (import-bench.ts).
 * Then the record is printed and written to test/bench/RESULTS.md (report.ts).
 *
 * A section that fails is reported as not measured and the others still run. Everything
 * started (stacks, PostgreSQL, Chromium, temp dirs) is stopped at the end, on failure and on
 * Ctrl-C (cleanup.ts). Knobs: BENCH_ROUNDS (query rounds, default 5), BENCH_COLD_RUNS (cold
 * starts per size, default 5), BENCH_HTTP_SECONDS (per endpoint, default 10),
 * BENCH_LIGHTHOUSE_RUNS (default 5: Lighthouse's variability guide advises the median of five),
 * BENCH_MAX_PRODUCTS (leave out the larger catalogues while working, e.g. 10000),
 * BENCH_ONLY=cold|queries|http|reload|flash|web|lighthouse|functions|admin|import (comma list) to run some sections while
 * working on them: such a run prints its record but does not write RESULTS.md, which holds only
 * complete runs.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const HTTP_CONNECTIONS = 8;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LIGHTHOUSE_PAGES = ['/', '/shop', '/product/1'];
const MAX_PRODUCTS = Number(process.env.BENCH_MAX_PRODUCTS ?? Infinity);
const COLD_SIZES = [1_000, 10_000, 100_000].filter((n) => n <= MAX_PRODUCTS);
const QUERY_SIZES = [10_000, 100_000].filter((n) => n <= MAX_PRODUCTS);
/** The size the PostgreSQL comparison and the HTTP section run at: the shop's expected catalogue. */
const COMPARED_SIZE = 10_000;
const RESULTS_FILE = join(repoRoot, 'test/bench/RESULTS.md');
const sectionNames = ['cold', 'queries', 'http', 'reload', 'flash', 'web', 'lighthouse'] as const;
type SectionName = (typeof sectionNames)[number];
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : undefined;
const partial = !!ONLY || Number.isFinite(MAX_PRODUCTS);
const runs = (name: SectionName | 'functions' | 'admin' | 'import') => !ONLY || ONLY.has(name);
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

/** The bench catalogues, generated once per size (100,000 takes a while). */
const catalogues = new Map<number, ProductRecord[]>();
function records(size: number): ProductRecord[] {
  let list = catalogues.get(size);
  if (!list) {
    const t = performance.now();
    list = benchCatalogue(size);
    catalogues.set(size, list);
    log(`Generated ${size.toLocaleString('en')} products in ${since(t).toFixed(1)} s`);
  }
  return list;
}

/** One local stack (DynamoDB Local, s3rver) for the catalogue sections; the bench publishes its own snapshots. */
let stack: LocalStack | undefined;
async function catalogueStack(): Promise<LocalStack> {
  if (!stack) {
    log('Starting a local stack (DynamoDB Local, s3rver)…');
    stack = await startLocalStack({ port: 0, seed: false, catalogRefreshMs: 1000, logLevel: 'SILENT', publishCatalogue: false });
    onCleanup('local stack (catalogue)', () => stack!.stop());
  }
  return stack;
}

/** A container of this process loads `size` products from a freshly published snapshot; its first call is timed. */
async function loadInProcess(size: number) {
  const published = await publishBenchSnapshot(records(size));
  forgetLiveCatalog();
  const cold = await timeHandlerCall({ kind: 'deep-page', params: {}, label: '(the first page)' });
  if (cold.answer.total !== size) throw new Error(`the handler sees ${cold.answer.total} products, not ${size}: the snapshot did not load`);
  return { published, coldCallMs: cold.ms, view: await liveCatalog() };
}

async function shopQueries(): Promise<QuerySection> {
  await catalogueStack();
  const queries = benchQueries();
  const sizes: QueriesAtSize[] = [];
  for (const size of QUERY_SIZES) {
    log(`${size.toLocaleString('en')} products:`);
    const { published, coldCallMs, view } = await loadInProcess(size);
    let pool: PgPool | undefined;
    let postgres: QueriesAtSize['postgres'];
    let closePool: (() => Promise<void>) | undefined;
    let stopPostgres: (() => Promise<void>) | undefined;
    try {
      if (size === COMPARED_SIZE) {
        log('Starting PostgreSQL 15…');
        const pg = await startPostgres(log);
        stopPostgres = onCleanup('PostgreSQL', () => pg.stop());
        pool = pgPool({ host: pg.host, port: pg.port, user: pg.user, database: 'postgres', max: 2, statement_timeout: 30_000 });
        closePool = onCleanup('PostgreSQL connections', () => pool!.end());
        const t = performance.now();
        await loadIntoPostgres(pool, records(size), pg.dir);
        const icu = (await pool.query(`SELECT collversion FROM pg_collation WHERE collname = 'pl_base'`)).rows[0]?.collversion;
        postgres = { version: pg.version, icu: String(icu ?? '?'), client: pgClientName, indexes: INDEX_COUNT, loadSeconds: since(t) };
        log(`PostgreSQL loaded and indexed in ${postgres.loadSeconds.toFixed(1)} s`);
      }
      const result = await compareEngines(queries, pool, view, ROUNDS, log);
      const sampleIds = Array.from({ length: 200 }, (_, i) => records(size)[Math.floor((i * records(size).length) / 200)]!.id);
      log('Every catalogue endpoint…');
      const endpoints = await endpointLatencies(queries, sampleIds, 200 * ROUNDS);
      const search = size === COMPARED_SIZE ? await searchBench(view, size, ROUNDS, log) : undefined;
      const atSize: QueriesAtSize = {
        products: size,
        snapshotBytes: published.bytes,
        averageVariants: averageVariants(records(size)),
        coldCallMs,
        postgres,
        result,
        endpoints,
        ...(search ? { search } : {}),
      };
      sizes.push(atSize);
      const ratio = fairRatio(atSize);
      // The record's contract line (BENCH_ONLY=queries).
      if (ratio) console.log(`fair PostgreSQL ratio p50 ${times(ratio.p50)} p99 ${times(ratio.p99)}`);
    } finally {
      await closePool?.();
      await stopPostgres?.();
    }
  }
  return { rounds: ROUNDS, sizes };
}

async function http(): Promise<HttpRecord> {
  const { url } = await catalogueStack();
  await loadInProcess(COMPARED_SIZE);
  const list = records(COMPARED_SIZE);
  const ids = Array.from({ length: 500 }, (_, i) => list[Math.floor((i * list.length) / 500)]!.id);
  const mix = benchQueries().map((q) => `/api/products?${new URLSearchParams(q.params)}`);
  const measured = await httpBench({
    url,
    connections: HTTP_CONNECTIONS,
    seconds: HTTP_SECONDS,
    log,
    endpoints: [
      { endpoint: 'GET /api/products (first page)', paths: ['/api/products'] },
      { endpoint: 'GET /api/products (the 216 queries)', paths: mix },
      { endpoint: 'GET /api/products/{id}', paths: ids.map((id) => `/api/products/${id}`) },
      { endpoint: 'GET /api/products/{id}/similar', paths: ids.map((id) => `/api/products/${id}/similar`) },
    ],
  });
  return { products: COMPARED_SIZE, ...measured };
}

async function reload() {
  await catalogueStack();
  return reloadCost({ records, sizes: QUERY_SIZES, sales: 20, log });
}

/** The web build (served to Lighthouse later), the served stack's log and Lighthouse's reports. */
const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
const webDir = join(workDir, 'web');
onCleanup('bench temp dir', () => rmSync(workDir, { recursive: true, force: true }));

async function webWeight(): Promise<WebSection> {
  log('Building the web app (vite build, into a temp dir)…');
  const t = performance.now();
  await buildWeb(webDir);
  return { buildSeconds: since(t), firstLoads: firstLoadWeight(webDir) };
}

/**
 * The seeded stack for Lighthouse runs in a child process (test/support/run-stack.ts, on the
 * local stack's leash), not in this one: the handlers' SDK clients are per-process singletons
 * that still point at the catalogue sections' emulators.
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
  const served = await servedBuild();
  const front = await httpsFront(served.url, workDir);
  try {
    // Touch each page and the catalogue API once, so no run pays for a cold snapshot load.
    for (const path of [...LIGHTHOUSE_PAGES, '/api/products', '/api/products/1']) await (await fetch(served.url + path)).arrayBuffer();
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
    await served.stop();
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
  const head = `\n## API functions: bundle size and module init\n\nBudgets: ≤ ${BUNDLE_BUDGET_BYTES / 1024} KB minified loaded at a cold start, besides the AWS SDK's own packages (bundled since they load faster than the runtime's copy), ≤ ${INIT_BUDGET_MS} ms to import the entry in a fresh Node process (median of 5; the AWS SDK clients are bundled, as deployed).\n\n`;
  if (!('value' in figures)) return `${head}Not measured: ${figures.error}\n`;
  return `${head}${formatFunctionFigures(figures.value).map((line) => `- ${line}`).join('\n')}\n`;
}
/** The admin's order list at 10,000 and 100,000 orders (admin-lists.ts; alone: `npx tsx test/bench/admin-lists.ts`). */
function adminListsRecord(figures: Section<AdminPageFigure[]>): string {
  const head = '\n## Admin lists: a page of orders at any number of orders\n\nThe admin order list through its own code (in-process) on DynamoDB Local; median of 7 answers; items read = entries DynamoDB read for one answer (the counter included). Totals checked exact.\n\n';
  if (!('value' in figures)) return `${head}Not measured: ${figures.error}\n`;
  return `${head}${figures.value.map((f) => `- ${f.line}`).join('\n')}\n`;
}
let adminLists: Section<AdminPageFigure[]> = skipped;
/** The products CSV import (import-bench.ts; alone: `npx tsx test/bench/import-bench.ts`). */
function importRecord(figures: Section<ImportFigures>): string {
  const head = '\n## Import: a products CSV of 10,000 rows\n\nThe import job (functions/catalog/bulk/import-job.ts) run as its job runs, in a process of its own on a fresh local stack (DynamoDB Local, s3rver): a dry run, then the apply that creates 10,000 published products, each through the product write with its stock log entry and catalogue announcement.\n\n';
  if (!('value' in figures)) return `${head}Not measured: ${figures.error}\n`;
  return `${head}- ${figures.value.line}\n`;
}
let imports: Section<ImportFigures> = skipped;
try {
  // HTTP first: the local server runs in this process, and once the 100,000-product catalogue has
  // been generated (kept for the later sections) its heap made the server's garbage collections,
  // and so its p99, several milliseconds longer than a catalog container's.
  const httpSection = runs('http') ? await section('HTTP through the local server (autocannon)', http) : skipped;
  // Before the large catalogues too: the buyers' requests are sent and timed from this process.
  const flash = runs('flash') ? await section('Flash sale through the local server', () => flashSale({ log })) : skipped;
  const cold = runs('cold')
    ? await section('Cold start from the snapshot', async () => {
        await catalogueStack();
        return coldStartCurve({ sizes: COLD_SIZES, runs: COLD_RUNS, records, log });
      })
    : skipped;
  const queries = runs('queries') ? await section('Shop queries: the handler, the engine, and PostgreSQL', shopQueries) : skipped;
  const reloadSection = runs('reload') ? await section('Reload cost: a sale of the last unit', reload) : skipped;
  const web = runs('web') || runs('lighthouse') ? await section('Storefront initial JS', webWeight) : skipped;
  const lh = !runs('lighthouse') ? skipped : 'value' in web ? await section('Lighthouse mobile', lighthouse) : { error: 'no web build to serve (see the initial JS section)' };
  record = {
    startedAt,
    durationSeconds: since(began),
    machine: { ...machine, loadAfter: loadavg() },
    cold,
    queries,
    http: httpSection,
    reload: reloadSection,
    flash,
    web,
    lighthouse: lh,
  };
  functions = runs('functions') ? await section('API function bundles and init', () => measureFunctionBundles({ initRuns: 5 })) : skipped;
  if (runs('admin')) {
    adminLists = await section('Admin lists: orders pages', async () => {
      await catalogueStack();
      return adminOrdersPageBench(log);
    });
  }
  if (runs('import')) {
    imports = await section('Import: a products CSV of 10,000 rows', () => importBenchInChildProcess(log));
  }
} finally {
  await stopAll();
}

const markdown = `${renderRecord(record)}${functionsRecord(functions)}${adminListsRecord(adminLists)}${importRecord(imports)}`;
console.log(`\n${markdown}`);
if (partial) log(`A partial run (BENCH_ONLY or BENCH_MAX_PRODUCTS): ${RESULTS_FILE} left as it was`);
else {
  writeFileSync(RESULTS_FILE, markdown);
  log(`Written to ${RESULTS_FILE}`);
}
const failed = sectionNames.some((k) => runs(k) && 'error' in record[k]) || (runs('functions') && 'error' in functions) || (runs('admin') && 'error' in adminLists) || (runs('import') && 'error' in imports);
process.exit(failed ? 1 : 0);
