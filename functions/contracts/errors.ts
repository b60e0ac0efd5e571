import { z } from 'zod';

/** Stable error codes of the API. Clients switch on `code`; `message` is for people and logs. */
export const errorCodes = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  /** An administrator signed in without a second factor where admin routes require one. */
  'mfa_required',
  'not_found',
  'method_not_allowed',
  'conflict',
  /** A sign-up with an e-mail address that already has an account. */
  'email_exists',
  'out_of_stock',
  'stock_changed',
  /** A withdrawal the buyer may not make (a company purchase, past the 14 days, not sent yet). */
  'withdrawal_not_allowed',
  /** A returned unit the workshop would send back to the buyer has been sold since the parcel arrived. */
  'returned_units_sold',
  /** A manufacturer that products still name cannot be deleted from the register (GPSR). */
  'manufacturer_in_use',
  /** Payment terms (issue 34): the dealer has none, is over the credit limit, or has an overdue invoice. */
  'terms_not_granted',
  'terms_credit_limit',
  'terms_overdue',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'too_many_requests',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level problems of a 400, keyed by dotted path (`lineItems.0.quantity`). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
