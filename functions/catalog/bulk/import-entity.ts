import { GetCommand, paginateQuery, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_LIST_LIMIT, type ImportCellChange, type ImportCounts, type ImportJob, type ImportMode, type ImportRowError, type ImportStatus } from '../../contracts/product-import.js';
import { db, queryAll, tableName } from '../../core/table.js';
import type { TransactItem } from '../../ledger/write-path.js';

/**
 * An import job and what it found, in the table (issue 33).
 *
 * | item                 | PK              | SK                      |
 * |----------------------|-----------------|-------------------------|
 * | the job              | IMPORT#{id}     | IMPORT                  |
 * | a batch's outcomes   | IMPORT#{id}     | BATCH#{seq, 6 digits}   |
 *
 * | a continuation       | IMPORT#{id}     | RESUME#{seq, 6 digits}  |
 *
 * The job item carries the progress (rows done of the total), the counts and the status; only
 * the job writes it after it is created. Each batch of rows leaves one item with its products'
 * outcomes, errors and changes: the preview lists the first of them, the report all. All expire
 * (TTL) after 30 days.
 *
 * **Checkpoints.** A batch's item and the job's progress are written in one transaction, with
 * the batch's new products (import-apply.ts), on condition that the job's `rowsDone` is still
 * the one the run started the batch from: the job item is the checkpoint a later run resumes
 * from, and two runs of one job can never both record a batch. A run holds the job by a lease
 * (`leaseUntil`, epoch ms: its Lambda's deadline): a run that died (a timeout, a crash) leaves a
 * lease that runs out, and the stream's retry claims the job again and resumes. A run that stops
 * in time to make room (import-job.ts) writes a continuation item, whose insert the stream turns
 * into the next run.
 */
export const IMPORT_JOB_ENTITY = 'import-job';
/** The continuation item's type: the stream starts the job's function on its insert too (infra). */
export const IMPORT_RESUME_ENTITY = 'import-job-resume';
const TTL_DAYS = 30;

const jobKey = (id: string) => ({ PK: `IMPORT#${id}`, SK: 'IMPORT' });
const batchKey = (id: string, seq: number) => ({ PK: `IMPORT#${id}`, SK: `BATCH#${String(seq).padStart(6, '0')}` });
const resumeKey = (id: string, seq: number) => ({ PK: `IMPORT#${id}`, SK: `RESUME#${String(seq).padStart(6, '0')}` });

/** One product's outcome in a batch item: its lines, what happened, its sku and name for the report. */
export interface ImportOutcome {
  lines: number[];
  productId: number | null;
  sku: string;
  outcome: 'create' | 'update' | 'unchanged' | 'error';
}

export interface ImportBatch {
  seq: number;
  outcomes: ImportOutcome[];
  errors: ImportRowError[];
  changes: ImportCellChange[];
}

const expiresAt = (at: string) => Math.floor(Date.parse(at) / 1000) + TTL_DAYS * 24 * 3600;

export const noCounts = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, error: 0 });

/** A new job, queued (in AWS the table's stream starts the job on this item). */
export async function createImportJob(job: { id: string; mode: ImportMode; uploadKey: string; by?: string; at: string }): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...jobKey(job.id),
        entityType: IMPORT_JOB_ENTITY,
        schemaVersion: 1,
        id: job.id,
        mode: job.mode,
        status: 'queued' satisfies ImportStatus,
        uploadKey: job.uploadKey,
        rowsTotal: null,
        rowsDone: 0,
        counts: noCounts(),
        failure: null,
        by: job.by ?? null,
        createdAt: job.at,
        finishedAt: null,
        expiresAt: expiresAt(job.at),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export type ImportJobItem = Omit<ImportJob, 'errors' | 'changes' | 'truncated'>;

export async function getImportJobItem(id: string): Promise<ImportJobItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: jobKey(id), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entityType: _t, schemaVersion: _v, expiresAt: _e, ...job } = out.Item;
  return job as ImportJobItem;
}

/** Where a run starts from: the progress the last checkpoint recorded (nothing for a new job). */
export interface ImportCheckpoint {
  rowsDone: number;
  counts: ImportCounts;
  /** The last batch item's number. */
  seq: number;
  peakMemoryMb: number;
  rowsTotal: number | null;
}

/**
 * Claims the job for a run until `leaseUntil` (epoch ms): a queued job, or a running one whose
 * last run's lease ran out (it died, or paused for its continuation). Undefined: another run has
 * it, or it ended.
 */
export async function claimImportJob(id: string, leaseUntil: number, now = Date.now()): Promise<ImportCheckpoint | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: jobKey(id),
        UpdateExpression: 'SET #status = :running, leaseUntil = :lease',
        ConditionExpression: '#status = :queued OR (#status = :running AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':lease': leaseUntil, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const job = out.Attributes!;
    return { rowsDone: Number(job.rowsDone ?? 0), counts: (job.counts as ImportCounts | undefined) ?? noCounts(), seq: Number(job.seq ?? 0), peakMemoryMb: Number(job.peakMemoryMb ?? 0), rowsTotal: (job.rowsTotal as number | null | undefined) ?? null };
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** How the checkpoint's writes are named in a refused transaction (write-path.ts). */
export const CHECKPOINT_WHAT = 'import-checkpoint';

/**
 * A batch done, as writes for the transaction that ends it: its outcomes, then the job's
 * progress, counts and how many errors and changes it found so far, on condition that the job
 * is still where this run left it (`rowsBefore`).
 */
export function importCheckpointWrites(id: string, batch: ImportBatch, progress: { rowsBefore: number; rowsDone: number; counts: ImportCounts; peakMemoryMb: number }, at: string): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: { ...batchKey(id, batch.seq), entityType: 'import-batch', schemaVersion: 1, ...batch, expiresAt: expiresAt(at) }, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: tableName(),
        Key: jobKey(id),
        UpdateExpression: 'SET rowsDone = :done, counts = :counts, peakMemoryMb = :memory, seq = :seq ADD errorsFound :errors, changesFound :changes',
        ConditionExpression: '#status = :running AND rowsDone = :before',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':done': progress.rowsDone,
          ':before': progress.rowsBefore,
          ':running': 'running',
          ':counts': progress.counts,
          ':memory': progress.peakMemoryMb,
          ':seq': batch.seq,
          ':errors': batch.errors.length,
          ':changes': batch.changes.length,
        },
      },
    },
  ];
}

/**
 * A run stopping to make room before its Lambda's time is up: its lease ends now and the
 * continuation item is written, whose insert starts the next run (the stream), in one write.
 */
export async function pauseImportJob(id: string, seq: number, at: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Update: { TableName: tableName(), Key: jobKey(id), UpdateExpression: 'SET leaseUntil = :ended', ConditionExpression: '#status = :running', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':ended': 0, ':running': 'running' } } },
        { Put: { TableName: tableName(), Item: { ...resumeKey(id, seq), entityType: IMPORT_RESUME_ENTITY, schemaVersion: 1, id, at, expiresAt: expiresAt(at) } } },
      ],
    }),
  );
}

/** The job's end: done (with the rows' total) or failed (why). */
export async function finishImportJob(id: string, end: { status: 'done' | 'failed'; rowsTotal: number | null; failure?: string; at: string }): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(id),
      UpdateExpression: 'SET #status = :status, rowsTotal = :total, failure = :failure, finishedAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': end.status, ':total': end.rowsTotal, ':failure': end.failure ?? null, ':at': end.at },
    }),
  );
}

/** The total once the file's rows are counted (before the last batch is done, so the bar can move). */
export async function recordImportTotal(id: string, rowsTotal: number): Promise<void> {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: jobKey(id), UpdateExpression: 'SET rowsTotal = :total', ExpressionAttributeValues: { ':total': rowsTotal } }));
}

/** Every batch of the job, in the file's order. */
export async function listImportBatches(id: string): Promise<ImportBatch[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :batch)',
    ExpressionAttributeValues: { ':pk': jobKey(id).PK, ':batch': 'BATCH#' },
    ConsistentRead: true,
  });
  return items.map((item) => ({ seq: Number(item.seq), outcomes: item.outcomes as ImportOutcome[], errors: item.errors as ImportRowError[], changes: item.changes as ImportCellChange[] }));
}

/**
 * The job as GET /api/admin/imports/{id} answers it: the first errors and changes of its batches,
 * read page by page only until both lists are full (a running job is read every second).
 */
export async function importJobView(id: string): Promise<ImportJob | undefined> {
  const job = await getImportJobItem(id);
  if (!job) return undefined;
  const { errorsFound, changesFound, leaseUntil: _lease, seq: _seq, ...fields } = job as ImportJobItem & { errorsFound?: number; changesFound?: number; leaseUntil?: number; seq?: number };
  const errors: ImportRowError[] = [];
  const changes: ImportCellChange[] = [];
  const pages = paginateQuery(
    { client: db(), pageSize: 10 },
    { TableName: tableName(), KeyConditionExpression: 'PK = :pk AND begins_with(SK, :batch)', ExpressionAttributeValues: { ':pk': jobKey(id).PK, ':batch': 'BATCH#' }, ConsistentRead: true },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      errors.push(...(item.errors as ImportRowError[]).slice(0, IMPORT_LIST_LIMIT - errors.length));
      changes.push(...(item.changes as ImportCellChange[]).slice(0, IMPORT_LIST_LIMIT - changes.length));
    }
    if (errors.length >= IMPORT_LIST_LIMIT && changes.length >= IMPORT_LIST_LIMIT) break;
  }
  return {
    ...fields,
    peakMemoryMb: job.peakMemoryMb ?? null,
    errors,
    changes,
    truncated: (errorsFound ?? 0) > errors.length || (changesFound ?? 0) > changes.length,
  };
}
