import { PutObjectCommand } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import { createImportJob, getImportJobItem } from '../../functions/catalog/bulk/import-entity.js';
import { runImportJob } from '../../functions/catalog/bulk/import-job.js';
import { runImportsInProcess } from '../../functions/catalog/bulk/import-start.js';
import { CSV_DELIMITER, PRODUCT_CSV_COLUMNS, type ProductCsvRow } from '../../functions/catalog/bulk/product-csv.js';
import { config } from '../../functions/core/config.js';
import { s3 } from '../../functions/core/s3.js';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';

/**
 * `import 10,000 rows: <s> s dry run, <s> s apply`: a products CSV of 10,000 new products (the
 * export's columns, published, with the demo register's manufacturer) is put in the media bucket
 * and run as the job runs in AWS (runImportJob, in this process, on the local stack: DynamoDB
 * Local, s3rver): first a dry run, then the apply that creates them. Also the job's peak resident
 * memory as it records it (this process's RSS sampled after each batch: the stack's own server
 * is in it too, the emulators are not).
 *
 * Run alone: `npx tsx test/bench/import-bench.ts` (IMPORT_BENCH_ROWS=10000 by default).
 */
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 10_000);

export interface ImportFigures {
  rows: number;
  dryRunSeconds: number;
  applySeconds: number;
  peakMemoryMb: number;
  line: string;
}

/** A file of `rows` new products, as the export writes them. */
export function newProductsCsv(rows: number, tag: string): string {
  const records: ProductCsvRow[] = Array.from({ length: rows }, (_, i) => ({
    id: '',
    sku: `BENCH-${tag}-${String(i).padStart(5, '0')}`,
    productNumber: '',
    status: 'published',
    name: `Tłok wyścigowy ${i}`,
    nameEn: `Racing piston ${i}`,
    description: 'Kuty tłok do silników V-twin, z pierścieniami.',
    descriptionEn: 'Forged piston for V-twin engines, with rings.',
    brand: 'PowerMax',
    categoryKey: 'engine',
    subcategory: 'pistons',
    price: `${100 + (i % 900)},${String(i % 100).padStart(2, '0')}`,
    originalPrice: '',
    isOnSale: 'nie',
    dealerPrice: '',
    variantOptions: '',
    variantPrice: '',
    variantDealerPrice: '',
    stock: String(i % 40),
    imageUrl: 'https://example.com/p.webp',
    parcelSize: 'A',
    weightGrams: '500',
    manufacturerId: 'chopper-works',
    gtin: '',
    safetyWarnings: 'Montaż powierz wykwalifikowanemu mechanikowi.',
    safetyWarningsEn: 'Have a qualified mechanic fit it.',
    archived: 'nie',
  }));
  return stringify(records, { bom: true, delimiter: CSV_DELIMITER, record_delimiter: 'windows', header: true, columns: [...PRODUCT_CSV_COLUMNS] });
}

async function timedJob(uploadKey: string, mode: 'dryRun' | 'apply'): Promise<{ seconds: number; peakMemoryMb: number; counts: unknown }> {
  const id = randomUUID();
  await createImportJob({ id, mode, uploadKey, at: new Date().toISOString(), by: 'bench' });
  const start = performance.now();
  await runImportJob(id);
  const seconds = (performance.now() - start) / 1000;
  const job = await getImportJobItem(id);
  if (job?.status !== 'done') throw new Error(`the ${mode} ended ${job?.status}: ${job?.failure}`);
  return { seconds, peakMemoryMb: job.peakMemoryMb ?? 0, counts: job.counts };
}

/** A timing of rows the job refused measures nothing: every row must be a product to create. */
function expectAllCreated(mode: string, counts: unknown, rows: number): void {
  const { create, error } = (counts ?? {}) as { create?: number; error?: number };
  if (create !== rows || error) throw new Error(`the ${mode} did not accept the file: ${JSON.stringify(counts)}`);
}

/** The figures on a running local stack (the demo register seeded: the rows name its manufacturer). */
export async function importBench(log: (line: string) => void, rows = ROWS): Promise<ImportFigures> {
  // The bench runs the jobs itself, timed: the stack's background runner stays out of it.
  runImportsInProcess(undefined);
  const uploadKey = `imports/${randomUUID()}.csv`;
  const body = newProductsCsv(rows, Date.now().toString(36));
  await s3().send(new PutObjectCommand({ Bucket: config().MEDIA_BUCKET, Key: uploadKey, Body: body, ContentType: 'text/csv' }));
  log(`A file of ${rows.toLocaleString('en')} new products (${(body.length / 1024 / 1024).toFixed(1)} MB) uploaded`);
  const dryRun = await timedJob(uploadKey, 'dryRun');
  log(`dry run: ${dryRun.seconds.toFixed(1)} s ${JSON.stringify(dryRun.counts)}`);
  expectAllCreated('dry run', dryRun.counts, rows);
  const apply = await timedJob(uploadKey, 'apply');
  log(`apply: ${apply.seconds.toFixed(1)} s ${JSON.stringify(apply.counts)}`);
  expectAllCreated('apply', apply.counts, rows);
  const peakMemoryMb = Math.max(dryRun.peakMemoryMb, apply.peakMemoryMb);
  const line = `import ${rows.toLocaleString('en')} rows: ${dryRun.seconds.toFixed(1)} s dry run, ${apply.seconds.toFixed(1)} s apply; job peak memory ${peakMemoryMb} MB (RSS of the process running it)`;
  return { rows, dryRunSeconds: dryRun.seconds, applySeconds: apply.seconds, peakMemoryMb, line };
}

/** A fresh local stack with the demo register, for the import bench alone or from run.ts. */
export async function importBenchStack(): Promise<LocalStack> {
  return startLocalStack({ port: 0, seed: true, catalogRefreshMs: 1000, logLevel: 'SILENT', publishCatalogue: false, demoVariants: false, followUpIntervalMs: 0, ksefJobIntervalMs: 0 });
}

const FIGURES_PREFIX = 'IMPORT_BENCH_FIGURES ';

/**
 * The bench in a fresh process, as run.ts needs it: the handlers' SDK clients are per-process
 * singletons that, in run.ts's own process, still point at the earlier sections' emulators (and the
 * peak memory is then this job's alone, not the catalogue sections' heap).
 */
export async function importBenchInChildProcess(log: (line: string) => void): Promise<ImportFigures> {
  const child = spawn(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let figures: ImportFigures | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith(FIGURES_PREFIX)) figures = JSON.parse(line.slice(FIGURES_PREFIX.length)) as ImportFigures;
    else if (line.startsWith('› ')) log(line.slice(2));
  }
  const code = await new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
  if (code !== 0 || !figures) throw new Error(`the import bench process ended with code ${code} and no figures (its errors are above)`);
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await importBenchStack();
  try {
    const figures = await importBench((line) => console.log(`› ${line}`));
    console.log(figures.line);
    console.log(`${FIGURES_PREFIX}${JSON.stringify(figures)}`);
  } finally {
    await stack.stop();
  }
}
