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
import { allProductsForLookup, skuKey, skusOf } from '../sku-lookup.js';
import { applyProductPlan, createProductsWith, type ProductInput, creationItemCount, MAX_TRANSACTION_ITEMS, newProductRecords } from './import-apply.js';
import { CHECKPOINT_WHAT, claimImportJob, finishImportJob, getImportJobItem, importCheckpointWrites, pauseImportJob, recordImportTotal, type ImportBatch, type ImportCheckpoint } from './import-entity.js';
import { columnIndex, headerErrors, planProduct, readImportRow, type ColumnIndex, type ImportRow, type ManufacturerCheck, type ProductPlan } from './import-rows.js';
import { CSV_DELIMITER } from './product-csv.js';

/**
 * The import job (issue 33): reads the uploaded file from the media bucket as a stream
 * (csv-parse), a batch of products at a time, and plans each product (import-rows.ts). A dry
 * run records the plans; `apply` plans every row again against the products as they are now and
 * writes the rows without errors (import-apply.ts), refusing the rows with errors: so it applies
 * exactly the rows a dry run of the same file accepts, and a second apply finds nothing to change.
 *
 * Writes in bulk: updates are each product's own field-level conditional transaction
 * (import-apply.ts); new products need no condition across items, so they are created many to a
 * transaction, and that transaction also records the batch and the job's progress (the
 * checkpoint, import-entity.ts). A batch is closed when its products were read (100) or when its
 * creations fill a transaction.
 *
 * Resumable: the job item is the checkpoint (rows done, counts, the last batch's number). A run
 * given its Lambda's time left stops after a batch once less than RESERVE_MS remains and leaves a
 * continuation (its insert starts the next run); a run that died is claimed again when its lease
 * runs out (the stream's retry). Either way the next run skips the rows already done and goes on,
 * so nothing is written twice and the admin's bar keeps moving. In AWS the job runs in its own
 * Lambda, started by the table's stream (infra: ImportProducts); locally the dev server runs it
 * in the background (startImportJob), to its end in one run.
 */

/** Products read and planned per batch: one read of their records, one checkpoint (or more: the creations fill transactions). */
const BATCH_PRODUCTS = 100;
/** The job item and the batch item of the checkpoint that ends a transaction of creations. */
const CHECKPOINT_ITEMS = 2;
/** A run stops after a batch once less than this is left of its Lambda's time: room for the slowest batch. */
export const RESERVE_MS = 90_000;
/** A run without a deadline (locally): its lease, should the process die. */
const LOCAL_LEASE_MS = 15 * 60_000;
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
  /** Rows done as the job item says (the last checkpoint's). */
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

/** Writes an update (apply mode); the plan as it ended (an error when the product changed meanwhile). */
async function applyUpdate(plan: ProductPlan, read: ProductRecord | undefined, state: RunState): Promise<ProductPlan> {
  const context = { importId: state.id, at: new Date().toISOString(), ...(state.by ? { by: state.by } : {}) };
  if (read && !(await applyProductPlan(plan, read, context))) {
    return { ...plan, outcome: 'error', changes: [], errors: [{ line: plan.lines[0]!, column: 0, field: 'id', code: 'import.changedMeanwhile' }] };
  }
  return plan;
}

const creationInput = (plan: ProductPlan): ProductInput => productInputSchema.parse({ ...plan.create, manufacturerId: plan.create!.manufacturerId ?? '', gtin: plan.create!.gtin ?? '' });

/** Another run of the job recorded a batch meanwhile: this one stops (the job is the other's). */
class JobTakenOver extends Error {}

/** Products planned since the last checkpoint, waiting for it: their outcomes, and the new ones to create with it. */
interface Pending {
  plans: PlannedProduct[];
  rows: number;
  creations: { plan: PlannedProduct; input: ProductInput }[];
}

/** A product's plan with the sku its first row names (the report's). */
type PlannedProduct = ProductPlan & { sku: string };

const noPending = (): Pending => ({ plans: [], rows: 0, creations: [] });

/**
 * The checkpoint: the pending products' outcomes and the job's progress, in one transaction with
 * their creations (apply mode). Should the register have lost a manufacturer meanwhile, the
 * creations go one by one through the form's path instead (its refusal is the row's error) and
 * the checkpoint after them.
 */
async function checkpoint(pending: Pending, state: RunState): Promise<void> {
  const at = new Date().toISOString();
  const records = await newProductRecords(
    pending.creations.map((c) => c.input),
    at,
  );
  const created = new Map(pending.creations.map((c, i) => [c.plan, records[i]!]));
  const record = (plans: PlannedProduct[]) => {
    const counts = { ...state.counts };
    const batch: ImportBatch = { seq: state.seq + 1, outcomes: [], errors: [], changes: [] };
    for (const plan of plans) {
      counts[plan.outcome] += 1;
      batch.outcomes.push({ lines: plan.lines, productId: plan.productId, sku: plan.sku, outcome: plan.outcome });
      batch.errors.push(...plan.errors);
      batch.changes.push(...plan.changes.map((c) => ({ ...c, old: cut(c.old), new: cut(c.new) })));
    }
    const peakMemoryMb = Math.max(state.peakMemoryMb, Math.round(process.memoryUsage().rss / 1024 / 1024));
    const progress = { rowsBefore: state.rowsDone, rowsDone: state.rowsDone + pending.rows, counts, peakMemoryMb };
    return { writes: importCheckpointWrites(state.id, batch, progress, state.at), done: () => Object.assign(state, { counts, seq: batch.seq, peakMemoryMb, rowsDone: progress.rowsDone }) };
  };
  const withIds = (plan: PlannedProduct): PlannedProduct => {
    const made = created.get(plan);
    return made ? { ...plan, productId: made.id, changes: plan.changes.map((c) => ({ ...c, productId: made.id })) } : plan;
  };
  const plans = pending.plans.map(withIds);
  const end = record(plans);
  const result = await createProductsWith(records, { importId: state.id, ...(state.by ? { by: state.by } : {}) }, end.writes, CHECKPOINT_WHAT);
  if (result.committed) {
    for (const made of records) state.skuToProduct.set(skuKey(made.productNumber), made.id);
    end.done();
    return;
  }
  if (result.failed.includes(CHECKPOINT_WHAT)) throw new JobTakenOver(`import ${state.id}: another run recorded a batch meanwhile`);
  // A manufacturer left the register since the batch was planned: the form's creation says which rows.
  const oneByOne: PlannedProduct[] = [];
  for (const plan of pending.plans) {
    const creation = pending.creations.find((c) => c.plan === plan);
    if (!creation) {
      oneByOne.push(plan);
      continue;
    }
    try {
      const made = await createProduct(creation.input, { importId: state.id, ...(state.by ? { by: state.by } : {}) });
      state.skuToProduct.set(skuKey(made.productNumber), made.id);
      oneByOne.push({ ...plan, productId: made.id, changes: plan.changes.map((c) => ({ ...c, productId: made.id })) });
    } catch (error) {
      const field = Object.keys((error as { fields?: Record<string, string> }).fields ?? {})[0];
      if (!field) throw error;
      const code = (error as { fields: Record<string, string> }).fields[field]!;
      oneByOne.push({ ...plan, outcome: 'error', changes: [], errors: [{ line: plan.lines[0]!, column: 0, field, code }] });
    }
  }
  const fallback = record(oneByOne);
  const saved = await createProductsWith([], { importId: state.id }, fallback.writes, CHECKPOINT_WHAT);
  if (!saved.committed) throw new JobTakenOver(`import ${state.id}: another run recorded a batch meanwhile`);
  fallback.done();
}

/** Plans (and in apply mode writes) one batch of products, with a checkpoint whenever its creations fill a transaction and at its end. */
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
  let pending = noPending();
  for (const group of groups) {
    const first = group[0]!;
    const read = first.id === null ? undefined : records.get(first.id);
    let plan: PlannedProduct = { ...planProduct(group, read, columns, state.manufacturers), sku: first.sku };
    if (first.id === null && plan.outcome === 'create') {
      if (state.newSkus.has(skuKey(first.sku))) plan = { ...plan, outcome: 'error', errors: [{ line: first.line, column: columns.get('sku') ?? 0, field: 'sku', code: 'validation.skuDuplicate' }], changes: [] };
      state.newSkus.add(skuKey(first.sku));
    }
    if (state.mode === 'apply' && plan.outcome === 'update') plan = { ...(await applyUpdate(plan, read, state)), sku: first.sku };
    if (state.mode === 'apply' && plan.outcome === 'create') {
      const input = creationInput(plan);
      // This creation would not fit the transaction beside the ones waiting: those are written first.
      if (creationItemCount([...pending.creations.map((c) => c.input), input]) + CHECKPOINT_ITEMS > MAX_TRANSACTION_ITEMS) {
        await checkpoint(pending, state);
        pending = noPending();
      }
      pending.creations.push({ plan, input });
    }
    pending.plans.push(plan);
    pending.rows += group.length;
  }
  if (pending.plans.length) await checkpoint(pending, state);
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

/** What a run may know of its time: its Lambda's remaining milliseconds (none locally: it runs to the end). */
export interface RunLimits {
  timeLeftMs?: () => number;
}

/**
 * Runs a job from its last checkpoint until it ends, or until its time is nearly up: then it
 * leaves a continuation and answers `paused`. A job another run holds, or that ended, is left
 * alone (`skipped`: the stream may deliver the same item twice). Failures of the file as a whole
 * end the job as `failed` with the reason (an i18n key where the admin can act:
 * `import.fileMissing`, `import.fileTooLarge`, `import.notCsv`); a row's problems are the row's
 * errors.
 */
export async function runImportJob(id: string, limits: RunLimits = {}): Promise<'done' | 'failed' | 'paused' | 'skipped'> {
  const job = await getImportJobItem(id);
  const now = Date.now();
  const from: ImportCheckpoint | undefined = job && (await claimImportJob(id, now + (limits.timeLeftMs?.() ?? LOCAL_LEASE_MS), now));
  if (!job || !from) return 'skipped';
  const state: RunState = {
    id,
    mode: job.mode,
    ...(job.by ? { by: job.by } : {}),
    at: job.createdAt,
    counts: from.counts,
    rowsDone: from.rowsDone,
    seq: from.seq,
    peakMemoryMb: from.peakMemoryMb,
    seenIds: new Set(),
    newSkus: new Set(),
    skuToProduct: new Map(),
    manufacturers: manufacturerCheck(await listManufacturers()),
  };
  // Every product, drafts and archived ones too (the shop's skuIndex skips them): a file that created a draft, applied again, must find it.
  for (const record of await allProductsForLookup()) {
    for (const match of skusOf(record)) state.skuToProduct.set(skuKey(match.sku), record.id);
    if (record.productNumber && !state.skuToProduct.has(skuKey(record.productNumber))) state.skuToProduct.set(skuKey(record.productNumber), record.id);
  }
  const timeIsUp = () => limits.timeLeftMs !== undefined && limits.timeLeftMs() < RESERVE_MS;

  let dataRows = 0;
  try {
    if (from.rowsTotal === null) {
      let total: number;
      try {
        total = await countRows(job.uploadKey);
      } catch (error) {
        const name = (error as Error).name;
        const failure = name === 'NotFound' || name === 'NoSuchKey' ? 'import.fileMissing' : (error as Error).message === 'import.fileTooLarge' ? 'import.fileTooLarge' : undefined;
        if (!failure) throw error;
        await finishImportJob(id, { status: 'failed', rowsTotal: null, failure, at: new Date().toISOString() });
        return 'failed';
      }
      await recordImportTotal(id, total);
    }
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
      if (dataRows <= state.rowsDone) {
        // Done by an earlier run: only what later rows are checked against is taken from it.
        if (row.id !== null) state.seenIds.add(row.id);
        else if (!state.skuToProduct.has(skuKey(row.sku))) state.newSkus.add(skuKey(row.sku));
        continue;
      }
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
        if (timeIsUp()) {
          await pauseImportJob(id, state.seq, new Date().toISOString());
          return 'paused';
        }
      }
    }
    if (headerProblems.length) {
      const batch: ImportBatch = { seq: 1, outcomes: [], errors: headerProblems, changes: [] };
      const saved = await createProductsWith([], { importId: id }, importCheckpointWrites(id, batch, { rowsBefore: 0, rowsDone: 0, counts: { ...state.counts, error: 1 }, peakMemoryMb: state.peakMemoryMb }, state.at), CHECKPOINT_WHAT);
      if (!saved.committed) throw new JobTakenOver(`import ${id}: another run recorded a batch meanwhile`);
      await finishImportJob(id, { status: 'done', rowsTotal: 0, at: new Date().toISOString() });
      return 'done';
    }
    closeGroup();
    if (groups.length) await runBatch(groups, state, columns);
    await finishImportJob(id, { status: 'done', rowsTotal: dataRows, at: new Date().toISOString() });
    return 'done';
  } catch (error) {
    if (error instanceof JobTakenOver) {
      logger.warn('import job taken over by another run', { importId: id });
      return 'skipped';
    }
    logger.error('import job failed', { importId: id, error: error as Error });
    const failure = (error as { code?: string }).code?.startsWith('CSV_') ? 'import.notCsv' : 'import.failed';
    await finishImportJob(id, { status: 'failed', rowsTotal: dataRows || null, failure, at: new Date().toISOString() });
    if (failure === 'import.failed') throw error;
    return 'failed';
  }
}
