import { z } from 'zod';
import { backInStockRequestSchema, type BackInStockAnswer, backInStockTokenSchema, BACK_IN_STOCK_UNSUBSCRIBE_PAGE } from '../../contracts/back-in-stock.js';
import type { ErrorResponse } from '../../contracts/errors.js';
import { productIdParamsSchema } from '../../contracts/product.js';
import { config } from '../../core/config.js';
import { httpHandler, reply } from '../../core/http.js';
import { hit, type RateLimit } from '../../core/rate-limit.js';
import { confirmBackInStock, requestBackInStock, unsubscribeBackInStock } from '../back-in-stock.js';

/**
 * The form's limits: it sends an e-mail to the address typed, so it must not become a way to
 * mail strangers. Per address: a few a day (one per size of a product is plenty); per IP: enough
 * for a household or a workshop behind one address, not for a script.
 */
export const BACK_IN_STOCK_LIMITS = {
  byEmail: { scope: 'back-in-stock-email', limit: 5, windowSeconds: 3600 },
  byIp: { scope: 'back-in-stock-ip', limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/** POST /api/products/{id}/back-in-stock — `{ email, sku?, language? }`; 429 with Retry-After past a limit. */
export const requestBackInStockAlert = httpHandler({ params: productIdParamsSchema, body: backInStockRequestSchema }, async ({ params, body, caller, event }) => {
  const now = new Date();
  // Both are counted on every request, so alternating addresses from one IP does not reset either.
  const [byIp, byEmail] = await Promise.all([hit(BACK_IN_STOCK_LIMITS.byIp, event.requestContext.http.sourceIp, now), hit(BACK_IN_STOCK_LIMITS.byEmail, body.email, now)]);
  const refused = [byIp, byEmail].filter((v) => !v.allowed);
  if (refused.length) {
    const wait = Math.max(...refused.map((v) => v.retryAfterSeconds));
    // The error shape of every 4xx (core/http.ts), with the header an HttpError cannot carry.
    const tooMany: ErrorResponse = { error: { code: 'too_many_requests', message: 'Too many requests. Please try again later.' } };
    return reply<ErrorResponse | BackInStockAnswer>(429, tooMany, { 'retry-after': String(wait), 'cache-control': 'no-store' });
  }
  return reply<ErrorResponse | BackInStockAnswer>(202, await requestBackInStock(params.id, body, caller, now), { 'cache-control': 'no-store' });
});

/** POST /api/back-in-stock/confirm — `{ token }` from the confirmation e-mail's link (the landing page posts it). */
export const confirmBackInStockAlert = httpHandler({ body: backInStockTokenSchema }, async ({ body }) => confirmBackInStock(body.token));

/** POST /api/back-in-stock/unsubscribe — `{ token }` from an e-mail's unsubscribe link (the landing page's button). */
export const unsubscribeBackInStockAlert = httpHandler({ body: backInStockTokenSchema }, async ({ body }) => unsubscribeBackInStock(body.token));

const oneClickQuery = z.object({ token: z.string().min(1).max(2000) });

/** POST /api/back-in-stock/one-click-unsubscribe?token= — RFC 8058: the mail client's own button (form body, no session). */
export const oneClickUnsubscribeBackInStock = httpHandler({ query: oneClickQuery, rawBody: true }, async ({ query }) => unsubscribeBackInStock(query.token));

/** GET of the same URL (a client that only opens links): the landing page's button, as a visit alone must never unsubscribe (mail scanners open links). */
export const oneClickUnsubscribeBackInStockPage = httpHandler({ query: oneClickQuery }, async ({ query }) =>
  reply(303, undefined, { location: `${config().SITE_URL}${BACK_IN_STOCK_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(query.token)}` }),
);
