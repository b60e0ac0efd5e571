import type { LambdaHttpHandler } from '../core/http.js';
import { downloadInvoice } from './handlers/invoice.js';

/** The invoices domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  downloadInvoice,
};
