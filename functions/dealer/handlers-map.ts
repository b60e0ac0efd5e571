import { loadedOnFirstCall, type LambdaHttpHandler } from '../core/http.js';

const names = ['adminUpdateDealerTerms', 'adminGetDealerBalance', 'getDealerBalance', 'adminRecordTermsPayment', 'adminListTermsPayments', 'dealerQuickOrder', 'dealerPriceList', 'dealerPriceListPdf'] as const;

/**
 * The dealer programme's handlers, by the names routes.ts uses (served by the orders Lambda, whose
 * cold start serves shoppers: the dealer code is imported on a dealer route's first call).
 */
export const handlers: Record<string, LambdaHttpHandler> = Object.fromEntries(
  names.map((name) => [name, loadedOnFirstCall(async () => (await import('./handlers.js'))[name])]),
);
