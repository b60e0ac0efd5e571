import { z } from 'zod';

/**
 * The products CSV import (issue 33): the admin uploads the file through a presigned POST, then
 * starts a job on it, first as a dry run (what would be created and changed, every error), then
 * to apply it. The job runs off the request (functions/catalog/bulk/import-job.ts).
 */

/** The largest file an import takes: 10,000 rows of the export are about 4 MB. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** POST /api/admin/imports/upload: the file's size, for the presigned PUT's limit. */
export const importUploadRequestSchema = z.object({
  size: z.number().int().positive().max(MAX_IMPORT_BYTES, 'validation.uploadTooLarge'),
});
/**
 * A presigned POST for the file (`url` and `fields`, the file last, as the image uploads send
 * theirs), and the key to start a job on. A POST rather than a PUT: its policy makes S3 itself
 * refuse a file over {@link MAX_IMPORT_BYTES} or of another type.
 */
export const importUploadTicketSchema = z.object({ uploadKey: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) });
export type ImportUploadTicket = z.infer<typeof importUploadTicketSchema>;

export const importModes = ['dryRun', 'apply'] as const;
export type ImportMode = (typeof importModes)[number];

/** POST /api/admin/imports */
export const importStartSchema = z
  .object({
    uploadKey: z.string().regex(/^imports\/[0-9a-f-]{36}\.csv$/, 'import.uploadKey'),
    mode: z.enum(importModes),
  })
  .strict();
export type ImportStart = z.infer<typeof importStartSchema>;

export const importIdParamsSchema = z.object({ id: z.string().uuid() });

/** A row's error: the file's line (the header is line 1), the column (1-based; 0: the row as a whole), the product form's field key, an i18n key. */
export const importRowErrorSchema = z.object({ line: z.number().int(), column: z.number().int(), field: z.string(), code: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** One cell that a row creates or changes: the product form's field key, old → new as the file writes them. */
export const importCellChangeSchema = z.object({
  line: z.number().int(),
  productId: z.number().int().nullable(),
  sku: z.string(),
  field: z.string(),
  old: z.string(),
  new: z.string(),
});
export type ImportCellChange = z.infer<typeof importCellChangeSchema>;

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importCountsSchema = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), error: z.number().int() });
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** How many errors and changes GET /api/admin/imports/{id} lists; the report has every row. */
export const IMPORT_LIST_LIMIT = 500;

/** GET /api/admin/imports/{id} */
export const importJobSchema = z.object({
  id: z.string(),
  mode: z.enum(importModes),
  status: z.enum(importStatuses),
  uploadKey: z.string(),
  /** Data rows in the file (known once it is read); rows done so far. */
  rowsTotal: z.number().int().nullable(),
  rowsDone: z.number().int(),
  /** Per product: a product's rows (one per variant) are created, changed or refused together. */
  counts: importCountsSchema,
  /** The first {@link IMPORT_LIST_LIMIT} errors and changes, in the file's order. */
  errors: z.array(importRowErrorSchema),
  changes: z.array(importCellChangeSchema),
  /** True when there are more than listed (download the report). */
  truncated: z.boolean(),
  /** Why a job failed as a whole (the file could not be read). */
  failure: z.string().nullable(),
  by: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The job's peak resident memory so far (MB), for the bench and the function's sizing. */
  peakMemoryMb: z.number().nullable().optional(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
