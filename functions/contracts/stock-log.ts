import { z } from 'zod';

/**
 * The stock log (issue 33): one entry per change of a product's stock, written in the same
 * transaction as the change (functions/ledger/stock-log.ts).
 */
export const stockLogReasons = [
  /** The product was created with this stock (or its first stock was set). */
  'created',
  /** A checkout held the units (a pending order). */
  'hold',
  /** A pending order's hold ended without payment (expired, abandoned). */
  'release',
  /** An order was cancelled (by the buyer or an admin): its units went back. */
  'cancellation',
  /** A cancelled order was reopened: its units were taken again. */
  'reopen',
  /** A withdrawal's parcel arrived: its units are back on the shelf. */
  'return',
  /** Returned units went back to the buyer (rejected, or not accepted). */
  'returnSentBack',
  /** An admin changed the stock in the product form. */
  'adminEdit',
  /** A CSV import set the stock. */
  'import',
] as const;
export type StockLogReason = (typeof stockLogReasons)[number];

export const stockLogEntrySchema = z.object({
  at: z.string(),
  change: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  reason: z.enum(stockLogReasons),
  orderId: z.string().optional(),
  importId: z.string().optional(),
  by: z.string().optional(),
  /** The variant the units belong to (a product without options: its default variant's sku). */
  sku: z.string().optional(),
  /** A product with options: the units each variant moved, by SKU (one move can carry several). */
  variants: z.record(z.string(), z.number().int()).optional(),
});
export type StockLogEntry = z.infer<typeof stockLogEntrySchema>;

export const stockLogQuerySchema = z.object({
  /** Absent: the newest page. Otherwise the `next` of the previous page. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const stockLogPageSchema = z.object({
  /** Newest first; `seq` numbers a product's entries from 1. */
  entries: z.array(stockLogEntrySchema.extend({ seq: z.number().int() })),
  /** Entries the product has in all. */
  total: z.number().int(),
  /** The `before` of the next (older) page; null on the last. */
  next: z.number().int().nullable(),
});
export type StockLogPage = z.infer<typeof stockLogPageSchema>;
