import { z } from 'zod';
import type { MyInvoiceResponse } from '../../contracts/invoice.js';
import { conflict, notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { getOrder } from '../../ledger/order-entity.js';
import { getInvoice } from '../../ledger/invoice-entity.js';
import { toSummary } from '../invoice-view.js';

const params = z.object({ id: z.string().uuid() });

async function ownInvoice(orderId: string, userId: string | undefined) {
  if (!userId) throw unauthorized();
  const order = await getOrder(orderId);
  if (!order || order.userId !== userId) throw notFound('No such order');
  const invoice = await getInvoice(orderId);
  return { order, invoice: invoice?.number ? invoice : undefined };
}

/** GET /api/me/orders/{id}/invoice-status — the invoice of one of the caller's orders and its KSeF state. */
export const getMyInvoice = httpHandler({ params }, async ({ params, caller }): Promise<MyInvoiceResponse> => {
  const { invoice } = await ownInvoice(params.id, caller?.userId);
  return { invoice: invoice ? toSummary(invoice) : null };
});

/** GET /api/me/orders/{id}/invoice/xml — a company invoice's FA(3) XML, exactly as sent to KSeF. */
export const downloadMyInvoiceXml = httpHandler({ params }, async ({ params, caller }) => {
  const { invoice } = await ownInvoice(params.id, caller?.userId);
  if (!invoice?.xml) throw conflict('conflict', 'This order has no e-invoice: a consumer invoice is a PDF only, and a company invoice is made when the order is paid');
  return reply(200, Buffer.from(invoice.xml, 'utf8'), {
    'content-type': 'application/xml; charset=utf-8',
    'content-disposition': `attachment; filename="faktura-${invoice.number!.replaceAll('/', '-')}.xml"`,
  });
});
