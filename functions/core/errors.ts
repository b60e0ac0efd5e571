import type { ErrorCode } from '../contracts/errors.js';

/**
 * An error a handler throws to answer the client with a 4xx (or a deliberate 5xx). The http
 * stack's error handler turns it into `{ error: { code, message, fields? } }`. Anything else
 * thrown is an unexpected failure: logged with its stack and answered as a bare 500 `internal`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const invalidRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'invalid_request', message, fields);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You may not do this') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
export const payloadTooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `Request body larger than ${limit} bytes`);
