import { z } from 'zod';
import { HttpError, notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { renderInvoicePdf } from '../invoice-pdf.js';
import { assignInvoiceNumber } from '../invoice-numbers.js';
import { issueMissingRefundCorrections } from '../correction-invoice.js';
import { recordInvoiceOf } from '../issue-invoice.js';
import { getOrder, orderView } from '../../ledger/order-entity.js';
import { isSold } from '../../ledger/order-transitions.js';

/**
 * GET /api/me/orders/{id}/invoice — the invoice PDF of one of the caller's paid orders. The
 * number is given on the first download and kept: every later download is the same invoice.
 */
export const downloadInvoice = httpHandler({ params: z.object({ id: z.string().uuid() }) }, async ({ params, caller }) => {
  if (!caller) throw unauthorized();
  const order = await getOrder(params.id);
  if (!order || order.userId !== caller.userId) throw notFound('No such order');
  if (!isSold(order.status)) throw new HttpError(409, 'conflict', 'An invoice is issued only for a paid order');
  const issuedAt = order.invoiceIssuedAt ?? new Date().toISOString();
  const number = order.invoiceNumber ?? (await assignInvoiceNumber(order.id, new Date(issuedAt)));
  const numbered = await getOrder(order.id);
  // The invoice record (a company's FA(3), queued for KSeF) is written once, with the number.
  const invoice = await recordInvoiceOf({ ...order, invoiceNumber: number }, number, numbered?.invoiceIssuedAt ?? issuedAt);
  // Refunds made before the invoice existed get their corrections now (correction-invoice.ts).
  if (!order.invoiceNumber) await issueMissingRefundCorrections(order.id);
  const pdf = await renderInvoicePdf({
    order: { ...orderView(order), invoiceNumber: number },
    number,
    issuedAt: numbered?.invoiceIssuedAt ?? issuedAt,
    invoice,
  });
  return reply(200, pdf, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="faktura-${number.replaceAll('/', '-')}.pdf"`,
  });
});
