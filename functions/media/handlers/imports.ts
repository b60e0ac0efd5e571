import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { importIdParamsSchema, importStartSchema, importUploadRequestSchema, MAX_IMPORT_BYTES, type ImportJob, type ImportUploadTicket } from '../../contracts/product-import.js';
import { config } from '../../core/config.js';
import { notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { s3 } from '../../core/s3.js';
import { createImportJob, getImportJobItem, importJobView, listImportBatches } from '../../catalog/bulk/import-entity.js';
import { startImportJob } from '../../catalog/bulk/import-start.js';

/**
 * The products CSV import's routes (issue 33; the job: functions/catalog/bulk/import-job.ts).
 * They live in the media domain, whose function already signs uploads to the media bucket; the
 * file lands under `imports/`, which CloudFront never serves (infra/constructs/media-bucket.ts)
 * and which expires after a week.
 */

/** POST /api/admin/imports/upload — a presigned POST for one CSV file and its `uploadKey`. */
export const createImportUpload = httpHandler({ body: importUploadRequestSchema }, async (): Promise<ImportUploadTicket> => {
  const uploadKey = `imports/${randomUUID()}.csv`;
  // Loaded by the upload request only, as the image uploads do.
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: config().MEDIA_BUCKET,
    Key: uploadKey,
    Conditions: [
      ['content-length-range', 1, MAX_IMPORT_BYTES],
      ['eq', '$Content-Type', 'text/csv'],
    ],
    Fields: { 'Content-Type': 'text/csv' },
    Expires: 300,
  });
  return { uploadKey, url, fields };
});

/**
 * POST /api/admin/imports — starts a job on an uploaded file: `dryRun` (nothing is written) or
 * `apply` (the rows without errors are written). 202 with the job; follow it at its location.
 */
export const startImport = httpHandler({ body: importStartSchema }, async ({ body, caller }) => {
  const id = randomUUID();
  const at = new Date().toISOString();
  await createImportJob({ id, mode: body.mode, uploadKey: body.uploadKey, at, ...(caller?.email ? { by: caller.email } : {}) });
  startImportJob(id);
  const job = await importJobView(id);
  return reply(202, job, { location: `/api/admin/imports/${id}` });
});

/** GET /api/admin/imports/{id} — progress, counts, the first errors and changes. */
export const getImport = httpHandler({ params: importIdParamsSchema }, async ({ params }): Promise<ImportJob> => {
  const job = await importJobView(params.id);
  if (!job) throw notFound(`Import ${params.id} does not exist`);
  return job;
});

export const IMPORT_REPORT_COLUMNS = ['line', 'sku', 'productId', 'outcome', 'field', 'column', 'old', 'new', 'error'] as const;

/**
 * GET /api/admin/imports/{id}/report — every product's outcome as a CSV (the products CSV's
 * dialect: BOM, `;`): one line per changed cell or error, one for a product left unchanged.
 */
export const downloadImportReport = httpHandler({ params: importIdParamsSchema }, async ({ params }) => {
  const job = await getImportJobItem(params.id);
  if (!job) throw notFound(`Import ${params.id} does not exist`);
  const rows: string[][] = [];
  for (const batch of await listImportBatches(params.id)) {
    // Header problems have no product: they are the file's own.
    for (const error of batch.errors.filter((e) => e.line === 1)) rows.push(['1', '', '', 'error', error.field, String(error.column), '', '', error.code]);
    for (const outcome of batch.outcomes) {
      const lines = new Set(outcome.lines);
      const errors = batch.errors.filter((e) => lines.has(e.line));
      const changes = batch.changes.filter((c) => lines.has(c.line));
      const id = outcome.productId === null ? '' : String(outcome.productId);
      for (const error of errors) rows.push([String(error.line), outcome.sku, id, 'error', error.field, String(error.column), '', '', error.code]);
      for (const change of changes) rows.push([String(change.line), change.sku, id, outcome.outcome, change.field, '', change.old, change.new, '']);
      if (!errors.length && !changes.length) rows.push([String(outcome.lines[0]), outcome.sku, id, outcome.outcome, '', '', '', '', '']);
    }
  }
  const csv = stringify(rows, { bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: [...IMPORT_REPORT_COLUMNS] });
  return reply(200, Buffer.from(csv, 'utf8'), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="import-${job.mode}-${job.createdAt.slice(0, 10)}.csv"`,
    'cache-control': 'no-store',
  });
});
