import { z } from 'zod';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { getOrder, orderView } from '../../orders/order-entity.js';
import { getReturn } from '../../orders/return-entity.js';
import { correctionFigures, issueCorrection } from '../correction-invoice.js';
import { getInvoice } from '../invoice-entity.js';
import { renderCorrectionPdf } from '../invoice-pdf.js';

const params = z.object({ id: z.string().uuid(), returnId: z.string().uuid() });

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

function pdfReply({ number, pdf }: { number: string; pdf: Buffer }) {
  return reply(200, pdf, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="korekta-${number.replaceAll('/', '-')}.pdf"`,
  });
}

/** GET /api/me/orders/{id}/returns/{returnId}/correction — the buyer's correction invoice (PDF). */
export const downloadMyCorrection = httpHandler({ params }, async ({ params, caller }) => {
  if (!caller) throw unauthorized();
  const order = await getOrder(params.id);
  if (!order || order.userId !== caller.userId) throw notFound('No such order');
  return pdfReply(await correctionPdf(params.id, params.returnId));
});

/** POST /api/guest/orders/{id}/returns/{returnId}/correction — a guest's correction invoice, the order proven by its e-mail. */
export const downloadGuestCorrection = httpHandler({ params, body: z.object({ email: z.string().trim().email('validation.email').max(254) }).strict() }, async ({ params, body }) => {
  const order = await getOrder(params.id);
  if (!order?.customerVisible || order.customerEmail?.toLowerCase() !== body.email.toLowerCase()) throw notFound('No order with this number and e-mail');
  return pdfReply(await correctionPdf(params.id, params.returnId));
});

/** GET /api/admin/orders/{id}/returns/{returnId}/correction — any correction invoice (PDF). */
export const adminDownloadCorrection = httpHandler({ params }, async ({ params }) => pdfReply(await correctionPdf(params.id, params.returnId)));
