import { spawn } from 'node:child_process';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { bundleLikeLambda } from './bundle.js';
import { publishBenchSnapshot } from './catalogue.js';

/**
 * The cold-start curve: for each catalogue size, the snapshot is published (publishBenchSnapshot)
 * and a fresh Node process starts from the catalog function's code, bundled as the CDK bundles it,
 * as a Lambda container does, and answers the shop's first page. Timed from just before the
 * process is spawned to the moment its answer arrives, so Node's own start, loading the code,
 * reading the catalogue head, loading the snapshot from s3rver and the first query are all in it.
 * Each process also reports its memory once it has answered: what a container of that catalogue
 * holds.
 */
export interface ColdStartRun {
  /** Spawn → answer, measured by this process. */
  ms: number;
  /** In the child, from its start: code loaded, first answer sent. */
  moduleLoadedMs: number;
  answeredMs: number;
  rssMb: number;
  heapUsedMb: number;
  /** Typed arrays and buffers (the snapshot), outside the JavaScript heap. */
  arrayBuffersMb: number;
  maxRssMb: number;
}

export interface ColdStartPoint {
  products: number;
  snapshotBytes: number;
  runs: ColdStartRun[];
  median: ColdStartRun;
  best: number;
}

export interface ColdStartSection {
  runsPerSize: number;
  refreshMs: number;
  points: ColdStartPoint[];
}

const MB = 1024 * 1024;

function coldStart(bundle: string, expectedTotal: number): Promise<ColdStartRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bundle], {
      env: { ...process.env, LOG_LEVEL: 'WARN', POWERTOOLS_METRICS_DISABLED: 'true', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let answeredAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (answeredAt === undefined && out.includes('\n')) answeredAt = performance.now();
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const line = JSON.parse(out.split('\n')[0]!) as { status: number; total: number; moduleLoadedMs: number; answeredMs: number; memory: NodeJS.MemoryUsage; maxRssKb: number };
        if (code !== 0 || line.status !== 200 || line.total !== expectedTotal) throw new Error(`status ${line.status}, total ${line.total} (expected ${expectedTotal})`);
        resolve({
          ms: answeredAt! - started,
          moduleLoadedMs: line.moduleLoadedMs,
          answeredMs: line.answeredMs,
          rssMb: line.memory.rss / MB,
          heapUsedMb: line.memory.heapUsed / MB,
          arrayBuffersMb: line.memory.arrayBuffers / MB,
          maxRssMb: line.maxRssKb / 1024,
        });
      } catch (error) {
        reject(new Error(`cold-start process failed (exit ${code}): ${(error as Error).message}\n${err.slice(-2000)}`));
      }
    });
  });
}

export async function coldStartCurve(options: {
  sizes: readonly number[];
  runs: number;
  records: (size: number) => ProductRecord[];
  log: (line: string) => void;
}): Promise<ColdStartSection> {
  const bundle = await bundleLikeLambda('test/bench/cold-start-container.ts', 'catalog-cold-start');
  const points: ColdStartPoint[] = [];
  for (const size of options.sizes) {
    const records = options.records(size);
    const published = await publishBenchSnapshot(records);
    const runs: ColdStartRun[] = [];
    // One unmeasured start first: the OS's file cache then holds the code and the object, as it would in a warm Lambda host.
    await coldStart(bundle, records.length);
    for (let i = 0; i < options.runs; i++) runs.push(await coldStart(bundle, records.length));
    const sorted = [...runs].sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    points.push({ products: size, snapshotBytes: published.bytes, runs, median, best: sorted[0]!.ms });
    // The record's contract line (BENCH_ONLY=cold).
    console.log(`cold start ${size.toLocaleString('en')} products: ${Math.round(median.ms)} ms`);
    options.log(`  runs ${runs.map((r) => Math.round(r.ms)).join(', ')} ms; rss ${Math.round(median.rssMb)} MB; snapshot ${(published.bytes / 1e6).toFixed(1)} MB`);
  }
  return { runsPerSize: options.runs, refreshMs: Number(process.env.CATALOG_REFRESH_MS ?? 1000), points };
}

