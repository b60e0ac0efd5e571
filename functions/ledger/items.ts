import { prettifyError, z } from 'zod';
import { statusChangeSchema } from '../contracts/admin.js';
import { deliveryMethods, parcelSizes, shipmentEventSchema, shipmentStatuses } from '../contracts/delivery.js';
import { ksefStatuses } from '../contracts/invoice.js';
import { orderSchema, orderStatuses, refundSchema, type OrderItem, type PaymentMode } from '../contracts/order.js';
import { returnSchema } from '../contracts/returns.js';

/**
 * Every kind of ledger item, parsed on read: a stored item that does not have its kind's shape
 * is a LedgerItemError naming the item and what is wrong, never a record silently cast into a
 * shape it does not have. Fields the schemas do not name are kept (`loose`), so an item written
 * by a newer version of the code reads through an older one unharmed.
 *
 * The keys and bookkeeping every item carries (PK, SK, GSI keys, entityType, schemaVersion) are
 * stripped before parsing; they are the ledger's, not the record's.
 */
export class LedgerItemError extends Error {
  constructor(kind: string, item: Record<string, unknown>, detail: string) {
    super(`Stored ${kind} item ${String(item.PK)} / ${String(item.SK)} is malformed: ${detail}`);
    this.name = 'LedgerItemError';
  }
}

const META_FIELDS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'entityType', 'schemaVersion'] as const;

/** The item without its keys and bookkeeping. */
export function withoutMeta(item: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { ...item };
  for (const field of META_FIELDS) delete record[field];
  return record;
}

/** Parses one stored item of `kind` with `schema` (after stripping its keys). */
export function parseItem<S extends z.ZodType>(kind: string, schema: S, item: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(withoutMeta(item));
  if (!parsed.success) throw new LedgerItemError(kind, item, prettifyError(parsed.error));
  return parsed.data;
}

// ---- refunds ------------------------------------------------------------------------------------

export const refundLineSchema = z.object({ itemId: z.string(), quantity: z.number().int(), amount: z.number().int() });

export const refundRecordSchema = refundSchema
  .extend({
    requestedBy: z.string(),
    paymentIntentId: z.string(),
    lines: z.array(refundLineSchema).optional(),
    returnId: z.string().optional(),
  })
  .loose();

// ---- returns ------------------------------------------------------------------------------------

export const returnRecordSchema = returnSchema
  .extend({
    requestedBy: z.string(),
    customerName: z.string().nullable(),
    customerEmail: z.string().nullable(),
    orderCreatedAt: z.string(),
  })
  .loose();

// ---- shipments ----------------------------------------------------------------------------------

export const shipmentRecordSchema = z
  .object({
    orderId: z.string(),
    method: z.enum(deliveryMethods),
    carrier: z.enum(['inpost', 'workshop']),
    carrierShipmentId: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    status: z.enum(shipmentStatuses),
    carrierStatus: z.string(),
    events: z.array(shipmentEventSchema),
    parcelSize: z.enum(parcelSizes),
    requestedBy: z.string(),
    pendingRequestAt: z.string().optional(),
    readyNotifiedAt: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .loose();

// ---- history ------------------------------------------------------------------------------------

/** A history entry; entries from before refunds and returns had kinds are status changes. */
export const historyEntrySchema = statusChangeSchema.extend({ from: z.enum(orderStatuses).nullable().default(null) });

// ---- orders -------------------------------------------------------------------------------------

/** The schema of the order items written now: lines with sku, discount and names, a payment mode. */
export const ORDER_SCHEMA_VERSION = 3;

/** An order line as the ledger reads it: every field the invoices, refunds and withdrawals compute from. */
export type OrderLine = OrderItem & { sku: string; discount: number; name: string };

/**
 * A line of any schema version with its defaults: lines written before schema 3 sold the product
 * itself (sku = product id), had no discount and showed the product's names.
 */
export function orderLine(item: OrderItem): OrderLine {
  const nameEn = item.nameEn ?? item.product.nameEn;
  return { ...item, sku: item.sku ?? String(item.productId), discount: item.discount ?? 0, name: item.name ?? item.product.name, ...(nameEn ? { nameEn } : {}) };
}

/** Orders before schema 3 were all paid online at checkout. */
export const defaultPaymentMode: PaymentMode = 'online';

/**
 * The stored order. Orders written before payments were tracked (schema 1) have no payment
 * fields; they read as they must have been (order-entity.ts, fromItem): a pending or cancelled
 * one unpaid, any other paid in full. So the payment fields are optional here and defaulted
 * there, where the rule lives.
 */
export const orderRecordItemSchema = orderSchema
  .omit({ refunds: true, returns: true, withdrawal: true })
  .extend({
    paymentStatus: orderSchema.shape.paymentStatus.optional(),
    paidAt: z.string().nullable().optional(),
    amountPaid: z.number().int().optional(),
    amountRefunded: z.number().int().optional(),
    customerVisible: z.boolean().optional(),
    refundableAmount: z.number().optional(),
    notified: z.set(z.string()).optional(),
    returnsVersion: z.number().int().optional(),
    returnsInStock: z.number().int().optional(),
    version: z.number().int().optional(),
    promotionsReleased: z.boolean().optional(),
    customerEmailLower: z.string().nullable().optional(),
  })
  .loose();

// ---- follow-ups ---------------------------------------------------------------------------------

/**
 * What is left to do after a change committed, done by the follow-up job off the request:
 * `order-paid` (the confirmation e-mail), `refund-succeeded` (the correction invoice numbered,
 * KSeF queued with it, the refund e-mail).
 */
export const followUpKinds = ['order-paid', 'refund-succeeded'] as const;
export type FollowUpKind = (typeof followUpKinds)[number];

export const followUpRecordSchema = z
  .object({
    orderId: z.string(),
    kind: z.enum(followUpKinds),
    /** What it is about within the order: the refund's id, `payment` for the payment. */
    ref: z.string(),
    createdAt: z.string(),
    /** Not before (a failed attempt postpones it). */
    dueAt: z.string(),
    attempts: z.number().int().default(0),
    lastError: z.string().optional(),
  })
  .loose();
export type FollowUpRecord = z.infer<typeof followUpRecordSchema>;

// ---- invoices and corrections (KSeF state) ------------------------------------------------------

/** A buyer as stored on an invoice (already validated and canonical when it was written). */
const storedCompanySchema = z.object({ nip: z.string(), name: z.string(), address: z.string() });

export const invoiceItemStatuses = [...ksefStatuses, 'awaiting_payment', 'awaiting_original'] as const;

/**
 * An order's invoice or a refund's correction with its KSeF state. Items written before a field
 * existed read with its empty value (an invoice item expected at checkout has no number yet).
 */
export const invoiceRecordSchema = z
  .object({
    orderId: z.string(),
    refundId: z.string().nullable().default(null),
    correctedNumber: z.string().nullable().default(null),
    userId: z.string().nullable().default(null),
    number: z.string().nullable().default(null),
    issuedAt: z.string().nullable().default(null),
    buyer: storedCompanySchema.nullable().default(null),
    customerName: z.string().nullable().default(null),
    customerEmail: z.string().nullable().default(null),
    totalAmount: z.number().int(),
    xml: z.string().nullable().default(null),
    ksefStatus: z.enum(invoiceItemStatuses),
    ksefNumber: z.string().nullable().default(null),
    ksefError: z.string().nullable().default(null),
    ksefErrorCode: z.number().int().nullable().default(null),
    ksefAttempts: z.number().int().default(0),
    ksefNextAttemptAt: z.string().nullable().default(null),
    ksefSessionRef: z.string().nullable().default(null),
    ksefInvoiceRef: z.string().nullable().default(null),
    ksefAcceptedAt: z.string().nullable().default(null),
    upo: z.string().nullable().default(null),
  })
  .loose();
