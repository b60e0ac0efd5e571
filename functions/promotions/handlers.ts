import type { LambdaHttpHandler } from '../core/http.js';
import { adminCreatePromotion, adminDeactivatePromotion, adminExportPromotionCodes, adminGetPromotion, adminListPromotions, adminUpdatePromotion } from './handlers/admin-promotions.js';
import { quoteCheckout } from './handlers/quote.js';

/** The promotions' handlers (served by the orders Lambda: checkout prices with them). */
export const promotionHandlers: Record<string, LambdaHttpHandler> = {
  quoteCheckout,
  adminListPromotions,
  adminCreatePromotion,
  adminGetPromotion,
  adminExportPromotionCodes,
  adminUpdatePromotion,
  adminDeactivatePromotion,
};
