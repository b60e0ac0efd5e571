import type { LambdaHttpHandler } from '../core/http.js';
import { adminGetDealerBalance, adminListTermsPayments, adminRecordTermsPayment, adminUpdateDealerTerms, dealerPriceList, dealerPriceListPdf, dealerQuickOrder, getDealerBalance } from './handlers.js';

/** The dealer programme's handlers, by the names routes.ts uses (served by the orders Lambda). */
export const handlers: Record<string, LambdaHttpHandler> = { adminUpdateDealerTerms, adminGetDealerBalance, getDealerBalance, adminRecordTermsPayment, adminListTermsPayments, dealerQuickOrder, dealerPriceList, dealerPriceListPdf };
