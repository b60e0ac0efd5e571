import { z } from 'zod';
import {
  dealerTermsUpdateSchema,
  quickOrderRequestSchema,
  termsPaymentRequestSchema,
  type DealerBalance,
  type DealerTerms,
  type PriceListResponse,
  type QuickOrderResponse,
  type TermsPayment,
  type TermsPaymentResponse,
} from '../contracts/dealer.js';
import { forbidden, conflict, notFound } from '../core/errors.js';
import { httpHandler, reply, type Reply } from '../core/http.js';
import { isDealer } from '../core/caller.js';
import { getOrder } from '../ledger/order-entity.js';
import { getTermsAccount, setTerms } from '../ledger/terms-account.js';
import { listTermsPayments, recordTermsPayment } from '../ledger/terms-entity.js';
import { priceListCsv, priceListOf } from './price-list.js';
import { quickOrder } from './quick-order.js';
import { outstandingOf } from './terms.js';
import { dealerBalanceWithCredits } from './terms-credits.js';

/**
 * The dealer programme's routes (issue 34), served by the orders Lambda (routes.ts, its dealer
 * block): payment terms and the balance, payments the admin records, quick order, the price list.
 */
const userIdParams = z.object({ userId: z.string().min(1).max(128) });
const orderIdParams = z.object({ id: z.string().uuid() });

/** PATCH /api/admin/dealers/{userId} — the dealer's payment terms and credit limit. */
export const adminUpdateDealerTerms = httpHandler({ params: userIdParams, body: dealerTermsUpdateSchema }, async ({ params, body }): Promise<DealerTerms> => {
  return setTerms(params.userId, body, new Date().toISOString());
});

/** GET /api/admin/dealers/{userId}/balance — what the dealer sees, for the admin. */
export const adminGetDealerBalance = httpHandler({ params: userIdParams }, async ({ params }): Promise<DealerBalance> => dealerBalanceWithCredits(params.userId));

/** GET /api/dealer/balance — the dealer's open balance, open invoices with due dates, what is overdue. */
export const getDealerBalance = httpHandler({}, async ({ caller }): Promise<DealerBalance> => dealerBalanceWithCredits(caller!.userId));

const MAX_PAYMENT_ATTEMPTS = 5;

/**
 * POST /api/admin/orders/{id}/payments — a bank transfer received for a terms order, in full or
 * in part. Written conditionally on the order's `amountPaid` as read: when another payment landed
 * in between, it reads again and decides again (so two transfers recorded at once never pay more
 * than the order's total). 409 for a payment over what is left, a reference already recorded,
 * an order not on terms or cancelled.
 */
export const adminRecordTermsPayment = httpHandler({ params: orderIdParams, body: termsPaymentRequestSchema }, async ({ params, body, caller }): Promise<TermsPaymentResponse> => {
  for (let attempt = 0; attempt < MAX_PAYMENT_ATTEMPTS; attempt++) {
    const order = await getOrder(params.id);
    if (!order) throw notFound('Order not found');
    if (order.paymentMode !== 'terms' || !order.userId) throw conflict('conflict', 'This order is not on payment terms; its payment is Stripe\'s');
    if (order.status === 'cancelled') throw conflict('conflict', 'This order is cancelled; nothing is owed on it');
    const left = outstandingOf(order);
    if (body.amount > left) throw conflict('conflict', left > 0 ? `At most ${left} grosze are left to pay on this order` : 'This order is paid in full');
    const at = new Date().toISOString();
    const receivedAt = body.receivedAt.length === 10 ? `${body.receivedAt}T12:00:00.000Z` : body.receivedAt;
    const result = await recordTermsPayment({ order, amount: body.amount, receivedAt, reference: body.reference, by: caller!.email, at });
    if (result.recorded) {
      const account = await getTermsAccount(order.userId);
      return { payment: { orderId: order.id, amount: body.amount, receivedAt, reference: body.reference, recordedBy: caller!.email, recordedAt: at }, order: result.order, balance: { userId: order.userId, openBalance: account.openBalance } };
    }
    if (result.reason === 'duplicate') throw conflict('conflict', 'A payment with this reference is already recorded for this order');
  }
  throw conflict('conflict', 'The order changed meanwhile; reload it and try again');
});

/** GET /api/admin/orders/{id}/payments — the transfers recorded for a terms order, the earliest received first. */
export const adminListTermsPayments = httpHandler({ params: orderIdParams }, async ({ params }): Promise<{ items: TermsPayment[] }> => {
  const order = await getOrder(params.id);
  if (!order) throw notFound('Order not found');
  const items = await listTermsPayments(order.id);
  return { items: items.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.recordedAt.localeCompare(b.recordedAt)) };
});

/** POST /api/dealer/quick-order — each line's outcome (unknown, out of stock, only N available, not for dealers, ok). */
export const dealerQuickOrder = httpHandler({ body: quickOrderRequestSchema }, async ({ body, caller }): Promise<QuickOrderResponse> => {
  if (!isDealer(caller)) throw forbidden('Quick order is for dealers');
  return { lines: await quickOrder(caller!.userId, body) };
});

const priceListQuery = z.object({ format: z.enum(['json', 'csv']).default('json'), lang: z.enum(['pl', 'en']).default('pl') });

/** GET /api/dealer/price-list?format=json|csv — every SKU the dealer can buy, with their prices. */
export const dealerPriceList = httpHandler({ query: priceListQuery }, async ({ query, caller }): Promise<Reply<PriceListResponse | Buffer>> => {
  const items = await priceListOf(caller!.userId);
  if (query.format === 'csv') {
    const day = new Date().toISOString().slice(0, 10);
    return reply<PriceListResponse | Buffer>(200, Buffer.from(priceListCsv(items, query.lang), 'utf8'), {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${query.lang === 'en' ? 'price-list' : 'cennik'}-${day}.csv"`,
      'cache-control': 'no-store',
    });
  }
  return reply<PriceListResponse | Buffer>(200, { generatedAt: new Date().toISOString(), items });
});

const priceListPdfQuery = z.object({ lang: z.enum(['pl', 'en']).default('pl') });

/** GET /api/dealer/price-list.pdf?lang=pl|en — the same list as an A4 PDF (price-list-pdf.ts). */
export const dealerPriceListPdf = httpHandler({ query: priceListPdfQuery }, async ({ query, caller }): Promise<Reply<Buffer>> => {
  const at = new Date();
  const items = await priceListOf(caller!.userId);
  // Loaded here, not at the top: pdfkit is for this route only (as for invoices).
  const { priceListPdf } = await import('./price-list-pdf.js');
  const pdf = await priceListPdf(items, { language: query.lang, dealer: caller!.name || caller!.email, at });
  return reply<Buffer>(200, pdf, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${query.lang === 'en' ? 'price-list' : 'cennik'}-${at.toISOString().slice(0, 10)}.pdf"`,
    'cache-control': 'no-store',
  });
});
