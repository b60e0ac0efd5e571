import { z } from 'zod';
import { companySchema } from './company.js';
import { listCursorQuery, listPageFields } from './list-page.js';

/**
 * Invoices: every paid order gets one (numbered FV/{year}/{n}). A company's invoice (a buyer with
 * a NIP or EU VAT number) is also an FA(3) e-invoice sent to KSeF; a consumer's stays PDF-only.
 *
 * `ksef.status`:
 * - `waiting`  issued, not yet with KSeF (queued, or KSeF was unavailable: retried with backoff)
 * - `sent`     KSeF took it and is verifying it
 * - `accepted` KSeF gave it a KSeF number; its UPO (official receipt) is kept
 * - `rejected` KSeF refused it: `error` says why; the admin corrects the data and resends
 * - `not_required` a consumer's invoice: PDF only, not sent
 */
export const ksefStatuses = ['waiting', 'sent', 'accepted', 'rejected', 'not_required'] as const;
export type KsefStatus = (typeof ksefStatuses)[number];

export const ksefStateSchema = z.object({
  status: z.enum(ksefStatuses),
  number: z.string().optional(),
  /** Why KSeF refused it (or why sending keeps failing), in plain words. */
  error: z.string().optional(),
  /** KSeF's status code of a rejection (e.g. 450), for support. */
  errorCode: z.number().int().optional(),
  attempts: z.number().int().optional(),
  /** When the retry job tries again (`waiting`). */
  nextAttemptAt: z.string().optional(),
  acceptedAt: z.string().optional(),
  /** A correction invoice held back until the invoice it corrects has its KSeF number (its FA(3) names it). */
  awaitingOriginal: z.boolean().optional(),
});
export type KsefState = z.infer<typeof ksefStateSchema>;

export const invoiceBuyerSchema = z.object({
  nip: z.string(),
  name: z.string(),
  address: z.string(),
});

export const invoiceSummarySchema = z.object({
  orderId: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  kind: z.enum(['company', 'consumer']),
  /** The company the invoice is made out to; null for a consumer. */
  buyer: invoiceBuyerSchema.nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** Gross, grosze. */
  totalAmount: z.number().int(),
  /**
   * Present on a correction invoice (faktura korygująca FK/…, an FA(3) KOR in KSeF) of a refund
   * of a company order: the refund it documents and the invoice it corrects. Its `totalAmount` is
   * the correction's (negative).
   */
  correction: z.object({ refundId: z.string(), correctedNumber: z.string() }).optional(),
  ksef: ksefStateSchema,
  /** Which documents can be downloaded now. */
  documents: z.object({ pdf: z.boolean(), xml: z.boolean(), upo: z.boolean() }),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/me/orders/{id}/invoice-status: null while the order has no invoice yet. */
export const myInvoiceResponseSchema = z.object({ invoice: invoiceSummarySchema.nullable() });
export type MyInvoiceResponse = z.infer<typeof myInvoiceResponseSchema>;

export const ADMIN_INVOICES_PAGE_SIZE = 20;

export const adminInvoicesQuerySchema = z.object({
  ksefStatus: z.enum(ksefStatuses).optional(),
  kind: z.enum(['company', 'consumer']).optional(),
  /** Case-insensitive substring of the number, the buyer's name, NIP or e-mail. */
  search: z.string().trim().max(120).optional(),
  /** YYYY-MM-DD (issue date, Europe/Warsaw), inclusive. */
  dateFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  dateTo: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  ...listCursorQuery,
});
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuerySchema>;

export const adminInvoicesResponseSchema = z.object({
  items: z.array(invoiceSummarySchema),
  ...listPageFields,
  pageSize: z.literal(ADMIN_INVOICES_PAGE_SIZE),
});
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponseSchema>;

/**
 * POST /api/admin/invoices/{orderId}/resend — after a rejection: the corrected buyer (optional;
 * the one on the invoice when absent). The same invoice number is sent again as a new FA(3).
 */
export const resendInvoiceRequestSchema = z.object({
  buyer: companySchema.optional(),
}).strict();
