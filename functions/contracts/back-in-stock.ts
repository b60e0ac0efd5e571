import { z } from 'zod';
import { customerLanguages } from './languages.js';

/**
 * Back-in-stock requests (issue 33): a visitor on a sold-out product (or size) leaves an e-mail
 * address; a guest confirms it first (double opt-in), a signed-in customer with that verified
 * address does not. When the product (or that size) is on sale again, each confirmed request gets
 * exactly one e-mail in its own language, then ends. Requests expire after 90 days.
 */
export const BACK_IN_STOCK_REQUEST_DAYS = 90;

export const backInStockRequestSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').max(254, 'validation.tooLong').email('validation.emailInvalid'),
  /** The variant (size) asked for; absent: the product's default variant (a product without options). */
  sku: z.string().trim().min(1).max(80).optional(),
  /** The language the e-mails are written in: the page's. Absent: Polish. */
  language: z.enum(customerLanguages).optional(),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

/**
 * What the form is told: `confirmationSent` (a guest: the link is on its way), `waiting` (a
 * signed-in customer, or a request already confirmed: the e-mail comes when it is back).
 */
export interface BackInStockAnswer {
  status: 'confirmationSent' | 'waiting';
}

/** The confirm and unsubscribe landing pages post the e-mail's token. */
export const backInStockTokenSchema = z.object({ token: z.string().min(1).max(2000) });

/** The e-mail's links: the SPA's landing pages (web/src/features/back-in-stock). */
export const BACK_IN_STOCK_CONFIRM_PAGE = '/back-in-stock/confirm';
export const BACK_IN_STOCK_UNSUBSCRIBE_PAGE = '/back-in-stock/unsubscribe';
/** The List-Unsubscribe URL (RFC 8058 one-click POST). */
export const BACK_IN_STOCK_ONE_CLICK_PATH = '/api/back-in-stock/one-click-unsubscribe';
