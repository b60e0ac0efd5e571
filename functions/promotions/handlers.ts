import { loadedOnFirstCall, type LambdaHttpHandler } from '../core/http.js';
import { quoteCheckout } from './handlers/quote.js';

const adminHandlers = ['adminListPromotions', 'adminCreatePromotion', 'adminGetPromotion', 'adminExportPromotionCodes', 'adminUpdatePromotion', 'adminDeactivatePromotion'] as const;

/**
 * The promotions' handlers (served by the orders Lambda: checkout prices with them). The admin's
 * are imported on their first call: the function's cold start serves the shop.
 */
export const promotionHandlers: Record<string, LambdaHttpHandler> = {
  quoteCheckout,
  ...Object.fromEntries(adminHandlers.map((name) => [name, loadedOnFirstCall(async () => (await import('./handlers/admin-promotions.js'))[name])])),
};
