import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { isInEu, type Manufacturer } from '../../contracts/manufacturer.js';
import { MAX_IMPORT_BYTES, type ImportCounts, type ImportMode } from '../../contracts/product-import.js';
import { productInputSchema } from '../../contracts/admin.js';
import { config } from '../../core/config.js';
import { logger } from '../../core/logger.js';
import { s3 } from '../../core/s3.js';
import { createProduct } from '../handlers/admin-products.js';
import { listManufacturers } from '../manufacturer-entity.js';
import { getProductRecords, type ProductRecord } from '../product-entity.js';
import { allProductsForLookup, skuIndex, skuKey } from '../sku-lookup.js';
import { applyProductPlan } from './import-apply.js';
import { claimImportJob, finishImportJob, getImportJobItem, noCounts, recordImportBatch, recordImportTotal, type ImportBatch } from './import-entity.js';
import { columnIndex, headerErrors, planProduct, readImportRow, type ColumnIndex, type ImportRow, type ManufacturerCheck, type ProductPlan } from './import-rows.js';
import { CSV_DELIMITER } from './product-csv.js';

/**
 * The import job (issue 33): reads the uploaded file from the media bucket as a stream
 * (csv-parse), a batch of products at a time, and plans each product (import-rows.ts). A dry
 * run records the plans; `apply` plans every row again against the products as they are now and
 * writes the rows without errors (import-apply.ts), refusing the rows with errors: so it applies
 * exactly the rows a dry run of the same file accepts, and a second apply finds nothing to change.
 *
 * Progress (rows done, the counts) and each batch's outcomes go to the table (import-entity.ts)
 * after every batch, so the admin's bar moves and a job that dies is seen as stopped there.
 * In AWS the job runs in its own Lambda, started by the table's stream on the job's new item
 * (infra: ImportProducts); locally the dev server runs it in the background (startImportJob).
 */

/** Products planned and written per batch: one read of their records, one progress update. */
const BATCH_PRODUCTS = 100;
/** Texts in the change list are cut to this many characters (the report says what changed, not the whole description). */
const CHANGE_TEXT_LIMIT = 120;

/** The file's lines are spreadsheet rows: the header is row 1, the first product row 2. */
const lineOf = (dataIndex: number) => dataIndex + 2;

interface RunState {
  id: string;
  mode: ImportMode;
  by?: string;
  at: string;
  counts: ImportCounts;
  rowsDone: number;
  seq: number;
  peakMemoryMb: number;
  /** Products already met in the file: a product's rows must be next to each other. */
  seenIds: Set<number>;
  /** New products' SKUs in this file (a second row with one is a duplicate). */
  newSkus: Set<string>;
  /** Product numbers and variant SKUs of the products that exist, to the product id. */
  skuToProduct: Map<string, number>;
  manufacturers: ManufacturerCheck;
}

function manufacturerCheck(list: Manufacturer[]): ManufacturerCheck {
  const byId = new Map(list.map((m) => [m.id, m]));
  return (id) => {
    const manufacturer = byId.get(id);
    if (!manufacturer) return 'unknown';
    return isInEu(manufacturer.country) || manufacturer.responsiblePerson ? 'ok' : 'responsiblePersonMissing';
  };
}

const cut = (text: string) => (text.length > CHANGE_TEXT_LIMIT ? `${text.slice(0, CHANGE_TEXT_LIMIT - 1)}…` : text);

/** Writes a plan (apply mode); the plan as it ended (an error when the product changed meanwhile). */
async function applyPlan(plan: ProductPlan, read: ProductRecord | undefined, state: RunState): Promise<ProductPlan> {
  const context = { importId: state.id, at: new Date().toISOString(), ...(state.by ? { by: state.by } : {}) };
  if (plan.outcome === 'create' && plan.create) {
    const input = productInputSchema.parse({ ...plan.create, manufacturerId: plan.create.manufacturerId ?? '', gtin: plan.create.gtin ?? '' });
    const record = await createProduct(input, { importId: state.id, ...(state.by ? { by: state.by } : {}) });
    state.skuToProduct.set(skuKey(record.productNumber), record.id);
    return { ...plan, productId: record.id, changes: plan.changes.map((c) => ({ ...c, productId: record.id })) };
  }
  if (plan.outcome === 'update' && read && !(await applyProductPlan(plan, read, context))) {
    return { ...plan, outcome: 'error', changes: [], errors: [{ line: plan.lines[0]!, column: 0, field: 'id', code: 'import.changedMeanwhile' }] };
  }
  return plan;
}

/** Plans (and in apply mode writes) one batch of products, then records it. */
async function runBatch(groups: ImportRow[][], state: RunState, columns: ColumnIndex): Promise<void> {
  // A row without an id whose SKU a product already has is that product (so a file that created it, applied again, changes nothing).
  for (const group of groups) {
    const first = group[0]!;
    if (first.id === null) {
      const known = state.skuToProduct.get(skuKey(first.sku));
      if (known === undefined) continue;
      for (const row of group) {
        row.id = known;
        // As when it was created: an empty part number is the row's sku.
        if (row.product.productNumber === '') row.product.productNumber = row.sku;
      }
    }
  }
  const ids = groups.flatMap((g) => (g[0]!.id === null ? [] : [g[0]!.id]));
  const records = await getProductRecords(ids, { consistent: true });
  const batch: ImportBatch = { seq: ++state.seq, outcomes: [], errors: [], changes: [] };
  for (const group of groups) {
    const first = group[0]!;
    const read = first.id === null ? undefined : records.get(first.id);
    let plan = planProduct(group, read, columns, state.manufacturers);
    if (first.id === null && plan.outcome === 'create') {
      if (state.newSkus.has(skuKey(first.sku))) plan = { ...plan, outcome: 'error', errors: [{ line: first.line, column: columns.get('sku') ?? 0, field: 'sku', code: 'validation.skuDuplicate' }], changes: [] };
      state.newSkus.add(skuKey(first.sku));
    }
    if (state.mode === 'apply' && (plan.outcome === 'create' || plan.outcome === 'update')) plan = await applyPlan(plan, read, state);
    state.counts[plan.outcome] += 1;
    batch.outcomes.push({ lines: plan.lines, productId: plan.productId, sku: first.sku, outcome: plan.outcome });
    batch.errors.push(...plan.errors);
    batch.changes.push(...plan.changes.map((c) => ({ ...c, old: cut(c.old), new: cut(c.new) })));
  }
  state.rowsDone += groups.reduce((n, g) => n + g.length, 0);
  state.peakMemoryMb = Math.max(state.peakMemoryMb, Math.round(process.memoryUsage().rss / 1024 / 1024));
  await recordImportBatch(state.id, batch, { rowsDone: state.rowsDone, counts: state.counts, peakMemoryMb: state.peakMemoryMb }, state.at);
}

/** The file's records, parsed as it streams in (csv-parse: the BOM, `;`, quotes, line ends inside quotes). */
function csvRecords(body: Readable, onHeader: (names: string[]) => void): AsyncIterable<Record<string, string>> {
  return body.pipe(
    parse({
      bom: true,
      delimiter: CSV_DELIMITER,
      skip_empty_lines: true,
      relax_column_count: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        onHeader(names);
        return names;
      },
    }),
  );
}

/** The file's data rows, counted in a first streaming pass so that the progress bar knows its end from the start. */
async function countRows(key: string): Promise<number> {
  let rows = 0;
  for await (const _record of csvRecords(await openUpload(key), () => {})) rows++;
  return rows;
}

async function openUpload(key: string): Promise<Readable> {
  const bucket = config().MEDIA_BUCKET;
  const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  // The presigned PUT names the size, but s3rver ignores signatures: the server checks (TOOLCHAIN.md).
  if ((head.ContentLength ?? 0) > MAX_IMPORT_BYTES) throw new Error('import.fileTooLarge');
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return out.Body as Readable;
}

/**
 * Runs a queued job to its end. A job already claimed or ended is left alone (the stream may
 * deliver the same new item twice). Failures of the file as a whole end the job as `failed`
 * with the reason (an i18n key where the admin can act: `import.fileMissing`, `import.fileTooLarge`,
 * `import.notCsv`); a row's problems are the row's errors.
 */
export async function runImportJob(id: string): Promise<void> {
  const job = await getImportJobItem(id);
  if (!job || !(await claimImportJob(id))) return;
  const state: RunState = {
    id,
    mode: job.mode,
    ...(job.by ? { by: job.by } : {}),
    at: job.createdAt,
    counts: noCounts(),
    rowsDone: 0,
    seq: 0,
    peakMemoryMb: 0,
    seenIds: new Set(),
    newSkus: new Set(),
    skuToProduct: new Map(),
    manufacturers: manufacturerCheck(await listManufacturers()),
  };
  for (const [key, match] of skuIndex(await allProductsForLookup())) state.skuToProduct.set(key, match.product.id);

  let dataRows = 0;
  try {
    let total: number;
    try {
      total = await countRows(job.uploadKey);
    } catch (error) {
      const name = (error as Error).name;
      const failure = name === 'NotFound' || name === 'NoSuchKey' ? 'import.fileMissing' : (error as Error).message === 'import.fileTooLarge' ? 'import.fileTooLarge' : undefined;
      if (!failure) throw error;
      await finishImportJob(id, { status: 'failed', rowsTotal: null, failure, at: new Date().toISOString() });
      return;
    }
    await recordImportTotal(id, total);
    let columns: ColumnIndex = new Map();
    let headerProblems: ReturnType<typeof headerErrors> = [];
    const records = csvRecords(await openUpload(job.uploadKey), (names) => {
      headerProblems = headerErrors(names);
      columns = columnIndex(names);
    });
    let groups: ImportRow[][] = [];
    let current: ImportRow[] = [];
    const closeGroup = () => {
      if (current.length) groups.push(current);
      current = [];
    };
    for await (const record of records) {
      if (headerProblems.length) break;
      const row = readImportRow(record, lineOf(dataRows++), columns);
      const previous = current[current.length - 1];
      const sameProduct = previous && row.id !== null && previous.id === row.id;
      if (!sameProduct) {
        closeGroup();
        if (row.id !== null && state.seenIds.has(row.id)) row.errors.push({ line: row.line, column: columns.get('id') ?? 0, field: 'id', code: 'import.productRowsApart' });
        if (row.id !== null) state.seenIds.add(row.id);
      }
      current.push(row);
      if (groups.length >= BATCH_PRODUCTS) {
        await runBatch(groups, state, columns);
        groups = [];
      }
    }
    if (headerProblems.length) {
      state.counts.error = 1;
      await recordImportBatch(id, { seq: 1, outcomes: [], errors: headerProblems, changes: [] }, { rowsDone: 0, counts: state.counts, peakMemoryMb: state.peakMemoryMb }, state.at);
      await finishImportJob(id, { status: 'done', rowsTotal: 0, at: new Date().toISOString() });
      return;
    }
    closeGroup();
    if (groups.length) await runBatch(groups, state, columns);
    await finishImportJob(id, { status: 'done', rowsTotal: dataRows, at: new Date().toISOString() });
  } catch (error) {
    logger.error('import job failed', { importId: id, error: error as Error });
    const failure = (error as { code?: string }).code?.startsWith('CSV_') ? 'import.notCsv' : 'import.failed';
    await finishImportJob(id, { status: 'failed', rowsTotal: dataRows || null, failure, at: new Date().toISOString() });
    if (failure === 'import.failed') throw error;
  }
}
