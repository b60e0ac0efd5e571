/**
 * Errors in Stripe's wire shape, `{ error: { type, code?, message, param? } }`, with the HTTP
 * status Stripe uses, so the SDK raises the same error classes it raises against the real API
 * (StripeInvalidRequestError, StripeAuthenticationError, StripeIdempotencyError).
 */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });

export const resourceMissing = (kind: string, id: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` });

export const unrecognizedUrl = (method: string, path: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
