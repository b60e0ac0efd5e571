/**
 * The size and cold-start cost of every API function: each domain of the route table is bundled
 * exactly as it is deployed (infra/build/function-bundle.ts) and its entry module is imported in
 * a fresh Node process. Budgets: what a cold start loads ≤ 400 KB minified (without the bundled
 * AWS SDK, whose load time the other budget holds), module init ≤ 150 ms
 * (test/unit/function-bundles.test.ts holds the bundle to them; `npm run bench` prints both).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFunction, repoRoot, type FunctionArchitecture } from '../../infra/build/function-bundle.js';
import { domains, type Domain } from '../../functions/routes.js';

export const BUNDLE_BUDGET_BYTES = 400 * 1024;
export const INIT_BUDGET_MS = 150;

/** What each domain installs beside its bundle (ApiStack's domainNeeds, repeated here to keep the CDK out). */
export const NATIVE_MODULES: Partial<Record<Domain, string[]>> = { media: ['sharp'] };

/** A Lambda-like environment: modules that read settings when loaded find them. */
const LAMBDA_ENV = {
  AWS_REGION: 'eu-central-1',
  STAGE: 'bench',
  TABLE_NAME: 'shop-bench',
  MEDIA_BUCKET: 'shop-bench-media',
  COGNITO_USER_POOL_ID: 'eu-central-1_bench',
  COGNITO_CLIENT_ID: 'bench',
  COGNITO_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_bench',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};

export interface FunctionFigures {
  domain: Domain;
  /** Bytes a cold start loads (entry chunk and its static imports). */
  initialBytes: number;
  /** Of those, the AWS SDK's (bundled, not in the size budget: infra/build/function-bundle.ts). */
  awsSdkBytes: number;
  /** Every chunk, lazy ones included. */
  totalBytes: number;
  /** Median ms to import the entry module in a fresh process, when measured. */
  initMs?: number;
}

/** The host's architecture, so native modules installed for the bench load here. */
const hostArchitecture: FunctionArchitecture = process.arch === 'arm64' ? 'arm64' : 'x64';

/**
 * Bundles every domain; with `initRuns`, imports each bundle that many times, each in a fresh
 * process, and keeps the median (native modules are then installed for this machine).
 */
export async function measureFunctionBundles(options: { initRuns?: number } = {}): Promise<FunctionFigures[]> {
  // Inside the repo, so the native modules it installs (sharp) resolve as beside a function.
  const cache = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'function-bundles-'));
  try {
    const figures: FunctionFigures[] = [];
    for (const domain of domains) {
      const outdir = join(dir, domain);
      const nodeModules = NATIVE_MODULES[domain];
      const bundle = await bundleFunction({
        entry: `functions/${domain}/lambda.ts`,
        outdir,
        architecture: hostArchitecture,
        ...(nodeModules ? { nodeModules, installNodeModules: !!options.initRuns } : {}),
      });
      const runs = options.initRuns ? Array.from({ length: options.initRuns }, () => importMs(bundle.entryFile)) : [];
      figures.push({ domain, initialBytes: bundle.initialBytes, awsSdkBytes: bundle.awsSdkBytes, totalBytes: bundle.totalBytes, ...(runs.length ? { initMs: median(runs) } : {}) });
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds from the start of `import()` of the module to its end, in a new Node process. */
function importMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '--enable-source-maps', '-e', script], { env: { ...process.env, ...LAMBDA_ENV }, encoding: 'utf8' });
  return Number(out);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** What the size budget holds: a cold start's bytes without the bundled AWS SDK. */
export function budgetedBytes(f: FunctionFigures): number {
  return f.initialBytes - f.awsSdkBytes;
}

export function formatFunctionFigures(figures: FunctionFigures[]): string[] {
  return figures.map(
    (f) =>
      `${f.domain.padEnd(9)} bundle ${(budgetedBytes(f) / 1024).toFixed(0).padStart(4)} KB (budget ${BUNDLE_BUDGET_BYTES / 1024}) + AWS SDK ${(f.awsSdkBytes / 1024).toFixed(0).padStart(3)} KB = ${(f.initialBytes / 1024).toFixed(0)} KB at a cold start (${(f.totalBytes / 1024).toFixed(0)} KB with lazy chunks)` +
      (f.initMs === undefined ? '' : `, init ${f.initMs.toFixed(0).padStart(4)} ms (budget ${INIT_BUDGET_MS})`),
  );
}
