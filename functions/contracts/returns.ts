import { z } from 'zod';
import { listCursorQuery, listPageFields } from './list-page.js';
import { returnPayers } from './delivery.js';

/**
 * Withdrawals and returns (issue 19). A consumer may withdraw from a purchase within 14 days of
 * receiving it (art. 27 of the Polish consumer rights act); the shop offers it online on every
 * eligible order: choose lines and quantities, optionally say why, review, confirm. The workshop
 * marks the parcel received (the units go back to stock), then accepts (all or per line) or
 * rejects it; an acceptance refunds through Stripe the goods' price and, once the whole order is
 * withdrawn, the cheapest delivery the shop offered. Money is integer grosze.
 *
 * A return's life:
 *   `requested` → `received` (parcel at the workshop) → `accepted` (refund on its way) → `refunded`
 *   `requested` | `received` → `rejected` (with the reason)
 */
export const returnStatuses = ['requested', 'received', 'accepted', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** Days the buyer has after delivery; day 14 is still in time, day 15 is not. */
export const WITHDRAWAL_DAYS = 14;

export const returnLineSchema = z.object({
  /** The order line (OrderItem.id). */
  itemId: z.string(),
  productId: z.number().int(),
  name: z.string(),
  /** Units the buyer sends back. */
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** Units the workshop accepted (set by the decision; null before). */
  acceptedQuantity: z.number().int().nullable(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const returnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(returnStatuses),
  lines: z.array(returnLineSchema),
  /** The buyer's own words, if any. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Why the workshop rejected it (or the lines it did not accept). */
  rejectionReason: z.string().nullable(),
  /** What the acceptance refunds: the accepted goods plus the delivery share; null before. */
  refund: z
    .object({ goods: z.number().int(), delivery: z.number().int(), total: z.number().int(), refundId: z.string() })
    .nullable(),
  /** The correction invoice (faktura korygująca, its own series FK/{year}/{n}), once the refund went through. */
  correctionNumber: z.string().nullable(),
  correctionIssuedAt: z.string().nullable().optional(),
});
export type Return = z.infer<typeof returnSchema>;

/**
 * Whether the buyer may withdraw now, and why not: `company` (bought with a NIP: the right is a
 * consumer's), `deadline` (14 days after delivery passed), `status` (not shipped yet, or
 * cancelled), `nothing_left` (every unit already withdrawn), `unpaid`.
 * `deadline` is the last day (YYYY-MM-DD, Polish calendar), null while the parcel is on its way.
 */
export const withdrawalBlockers = ['company', 'deadline', 'status', 'nothing_left', 'unpaid'] as const;
export type WithdrawalBlocker = (typeof withdrawalBlockers)[number];
export const withdrawalEligibilitySchema = z.object({
  allowed: z.boolean(),
  blocker: z.enum(withdrawalBlockers).nullable(),
  deliveredOn: z.string().nullable(),
  deadline: z.string().nullable(),
  /** Units of each order line that may still be withdrawn. */
  remaining: z.record(z.string(), z.number().int()),
  /** Where the parcel goes back: the workshop's address (by courier or in person; with InPost on, the alternative). */
  returnAddress: z.string(),
  /**
   * Back through any Paczkomat with InPost's Szybkie Zwroty, when the shop set it up (shipping
   * settings): the shop's return page and who pays for the parcel; null: only the address above.
   */
  inpostReturn: z.object({ url: z.string(), paidBy: z.enum(returnPayers) }).nullable(),
});
/** How a withdrawn parcel travels back (the part of the eligibility that does not depend on the order). */
export type ReturnPath = Pick<WithdrawalEligibility, 'returnAddress' | 'inpostReturn'>;
export type WithdrawalEligibility = z.infer<typeof withdrawalEligibilitySchema>;

const reasonText = z.string().trim().max(1000, 'validation.tooLong');

/**
 * POST /api/me/orders/{id}/returns (and the guest's form): the lines and units withdrawn.
 * `requestId` is the form's own id: sending it again (a double click, a retried request) answers
 * the same withdrawal.
 */
export const withdrawalRequestSchema = z
  .object({
    requestId: z.string().uuid(),
    lines: z
      .array(z.object({ itemId: z.string().min(1).max(100), quantity: z.number().int().min(1).max(999) }).strict())
      .min(1, 'validation.returnLines')
      .max(50),
    reason: reasonText.optional(),
  })
  .strict();
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** A guest finds an order by its number (the 8 characters e-mails show, or the whole id) and e-mail. */
export const guestOrderLookupSchema = z
  .object({
    number: z
      .string()
      .trim()
      .regex(/^#?[0-9a-fA-F]{8}([0-9a-fA-F-]{28})?$/, 'validation.orderNumber'),
    email: z.string().trim().email('validation.email').max(254),
  })
  .strict();
export type GuestOrderLookup = z.infer<typeof guestOrderLookupSchema>;

export const guestWithdrawalRequestSchema = withdrawalRequestSchema.extend({ email: z.string().trim().email('validation.email').max(254) }).strict();
export type GuestWithdrawalRequest = z.infer<typeof guestWithdrawalRequestSchema>;

/** What a withdrawal answers: the return recorded and the order's eligibility after it. */
export const withdrawalResponseSchema = z.object({ return: returnSchema, withdrawal: withdrawalEligibilitySchema });
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

// ── Admin ───────────────────────────────────────────────────────────────────────────────────
export const ADMIN_RETURNS_PAGE_SIZE = 20;
export const adminReturnsQuerySchema = z.object({ status: z.enum(returnStatuses).optional(), ...listCursorQuery });

export const adminReturnSchema = returnSchema.extend({
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  orderCreatedAt: z.string(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;
export const adminReturnsResponseSchema = z.object({ items: z.array(adminReturnSchema), ...listPageFields, pageSize: z.literal(ADMIN_RETURNS_PAGE_SIZE) });
export type AdminReturnsResponse = z.infer<typeof adminReturnsResponseSchema>;

/**
 * POST /api/admin/orders/{id}/returns/{returnId}/decision. `accept` without `lines` accepts every
 * unit; with them, only those units (the rest goes back to the buyer and `reason` says why).
 * `reject` needs a reason.
 */
export const returnDecisionSchema = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('accept'),
      lines: z.array(z.object({ itemId: z.string().min(1).max(100), quantity: z.number().int().min(0).max(999) }).strict()).max(50).optional(),
      reason: reasonText.optional(),
    })
    .strict(),
  z.object({ decision: z.literal('reject'), reason: reasonText.min(3, 'validation.required') }).strict(),
]);
export type ReturnDecision = z.infer<typeof returnDecisionSchema>;
