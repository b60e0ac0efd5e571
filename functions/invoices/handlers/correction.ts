import { z } from 'zod';
import { conflict, notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { getOrder, orderView, type OrderRecord } from '../../ledger/order-entity.js';
import { getRefund } from '../../ledger/refund-entity.js';
import { getReturn } from '../../ledger/return-entity.js';
import { correctionFigures, issueCorrection, issueRefundCorrection, refundCorrectionFigures, refundCorrectionReason } from '../correction-invoice.js';
import { getInvoice, getInvoiceDoc } from '../../ledger/invoice-entity.js';
import { renderCorrectionPdf } from '../invoice-pdf.js';

const params = z.object({ id: z.string().uuid(), returnId: z.string().uuid() });
/** Refund ids are the shop's idempotency keys (`cancel-…`, `admin-…`, `stripe-re_…`). */
const refundParams = z.object({ id: z.string().uuid(), refundId: z.string().regex(/^[\w-]{1,100}$/) });
const guestBody = z.object({ email: z.string().trim().email('validation.email').max(254) }).strict();

/** The correction invoice of a refunded return as a PDF (numbering it if that has not happened yet). */
async function correctionPdf(orderId: string, returnId: string): Promise<{ number: string; pdf: Buffer }> {
  const number = await issueCorrection(orderId, returnId);
  const [order, record, invoice] = await Promise.all([getOrder(orderId), getReturn(orderId, returnId), getInvoice(orderId)]);
  if (!order || !record) throw notFound('No such return');
  const pdf = await renderCorrectionPdf({
    order: orderView(order),
    number,
    issuedAt: record.correctionIssuedAt ?? record.decidedAt ?? record.createdAt,
    invoiceNumber: order.invoiceNumber ?? invoice?.number ?? '',
    invoiceIssuedAt: order.invoiceIssuedAt ?? invoice?.issuedAt ?? order.createdAt,
    reason: 'odstąpienie od umowy przez konsumenta (zwrot towaru)',
    figures: correctionFigures(order, record),
    ...(invoice ? { invoice } : {}),
  });
  return { number, pdf };
}

/**
 * The correction invoice of a refund that is not a withdrawal's (a cancellation, an amount) as a
 * PDF, numbering it if the refund's settlement could not; 409 when the order has no invoice to correct.
 */
async function refundCorrectionPdf(orderId: string, refundId: string): Promise<{ number: string; pdf: Buffer }> {
  const number = await issueRefundCorrection(orderId, refundId);
  if (!number) throw conflict('conflict', 'This order has no invoice, so its refund has no correction invoice');
  const [order, refund, invoice, ksef] = await Promise.all([getOrder(orderId), getRefund(orderId, refundId), getInvoice(orderId), getInvoiceDoc({ orderId, refundId })]);
  if (!order || !refund) throw notFound('No such refund');
  const pdf = await renderCorrectionPdf({
    order: orderView(order),
    number,
    issuedAt: refund.correctionIssuedAt ?? refund.updatedAt,
    invoiceNumber: order.invoiceNumber ?? invoice?.number ?? '',
    invoiceIssuedAt: order.invoiceIssuedAt ?? invoice?.issuedAt ?? order.createdAt,
    reason: refundCorrectionReason(order, refund),
    figures: refundCorrectionFigures(order, refund),
    ...(invoice ? { invoice } : {}),
    ...(ksef ? { ksef } : {}),
  });
  return { number, pdf };
}

const guestOrder = async (orderId: string, email: string): Promise<OrderRecord> => {
  const order = await getOrder(orderId);
  if (!order?.customerVisible || order.customerEmail?.toLowerCase() !== email.toLowerCase()) throw notFound('No order with this number and e-mail');
  return order;
};

const ownOrder = async (orderId: string, userId: string | undefined): Promise<OrderRecord> => {
  if (!userId) throw unauthorized();
  const order = await getOrder(orderId);
  if (!order || order.userId !== userId) throw notFound('No such order');
  return order;
};

function pdfReply({ number, pdf }: { number: string; pdf: Buffer }) {
  return reply(200, pdf, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="korekta-${number.replaceAll('/', '-')}.pdf"`,
  });
}

/** GET /api/me/orders/{id}/returns/{returnId}/correction — the buyer's correction invoice (PDF). */
export const downloadMyCorrection = httpHandler({ params }, async ({ params, caller }) => {
  await ownOrder(params.id, caller?.userId);
  return pdfReply(await correctionPdf(params.id, params.returnId));
});

/** POST /api/guest/orders/{id}/returns/{returnId}/correction — a guest's correction invoice, the order proven by its e-mail. */
export const downloadGuestCorrection = httpHandler({ params, body: guestBody }, async ({ params, body }) => {
  await guestOrder(params.id, body.email);
  return pdfReply(await correctionPdf(params.id, params.returnId));
});

/** GET /api/admin/orders/{id}/returns/{returnId}/correction — any correction invoice (PDF). */
export const adminDownloadCorrection = httpHandler({ params }, async ({ params }) => pdfReply(await correctionPdf(params.id, params.returnId)));

/** GET /api/me/orders/{id}/refunds/{refundId}/correction — the buyer's correction invoice of a refund (PDF). */
export const downloadMyRefundCorrection = httpHandler({ params: refundParams }, async ({ params, caller }) => {
  await ownOrder(params.id, caller?.userId);
  return pdfReply(await refundCorrectionPdf(params.id, params.refundId));
});

/** POST /api/guest/orders/{id}/refunds/{refundId}/correction — a guest's, the order proven by its e-mail. */
export const downloadGuestRefundCorrection = httpHandler({ params: refundParams, body: guestBody }, async ({ params, body }) => {
  await guestOrder(params.id, body.email);
  return pdfReply(await refundCorrectionPdf(params.id, params.refundId));
});

/** GET /api/admin/orders/{id}/refunds/{refundId}/correction — any refund's correction invoice (PDF). */
export const adminDownloadRefundCorrection = httpHandler({ params: refundParams }, async ({ params }) => pdfReply(await refundCorrectionPdf(params.id, params.refundId)));
