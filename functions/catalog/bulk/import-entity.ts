import { GetCommand, paginateQuery, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_LIST_LIMIT, type ImportCellChange, type ImportCounts, type ImportJob, type ImportMode, type ImportRowError, type ImportStatus } from '../../contracts/product-import.js';
import { db, queryAll, tableName } from '../../core/table.js';

/**
 * An import job and what it found, in the table (issue 33).
 *
 * | item                 | PK              | SK                      |
 * |----------------------|-----------------|-------------------------|
 * | the job              | IMPORT#{id}     | IMPORT                  |
 * | a batch's outcomes   | IMPORT#{id}     | BATCH#{seq, 6 digits}   |
 *
 * The job item carries the progress (rows done of the total), the counts and the status; only
 * the job writes it after it is created. Each batch of rows leaves one item with its products'
 * outcomes, errors and changes: the preview lists the first of them, the report all. Both expire
 * (TTL) after 30 days.
 */
export const IMPORT_JOB_ENTITY = 'import-job';
const TTL_DAYS = 30;

const jobKey = (id: string) => ({ PK: `IMPORT#${id}`, SK: 'IMPORT' });
const batchKey = (id: string, seq: number) => ({ PK: `IMPORT#${id}`, SK: `BATCH#${String(seq).padStart(6, '0')}` });

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

/** Marks a queued job running (false: another run has it, or it ended). */
export async function claimImportJob(id: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: jobKey(id),
        UpdateExpression: 'SET #status = :running',
        ConditionExpression: '#status = :queued',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued' },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** A batch done: its outcomes, then the job's progress, counts and how many errors and changes it found so far. */
export async function recordImportBatch(id: string, batch: ImportBatch, progress: { rowsDone: number; counts: ImportCounts; peakMemoryMb: number }, at: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...batchKey(id, batch.seq), entityType: 'import-batch', schemaVersion: 1, ...batch, expiresAt: expiresAt(at) } }));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(id),
      UpdateExpression: 'SET rowsDone = :done, counts = :counts, peakMemoryMb = :memory ADD errorsFound :errors, changesFound :changes',
      ExpressionAttributeValues: { ':done': progress.rowsDone, ':counts': progress.counts, ':memory': progress.peakMemoryMb, ':errors': batch.errors.length, ':changes': batch.changes.length },
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
  const { errorsFound, changesFound, ...fields } = job as ImportJobItem & { errorsFound?: number; changesFound?: number };
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
