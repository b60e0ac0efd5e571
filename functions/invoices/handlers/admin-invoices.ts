import { z } from 'zod';
import { ADMIN_INVOICES_PAGE_SIZE, adminInvoicesQuerySchema, resendInvoiceRequestSchema, type AdminInvoicesResponse, type InvoiceSummary } from '../../contracts/invoice.js';
import { conflict, invalidRequest, notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { invoicesPage } from '../../ledger/admin-list-reads.js';
import { getOrder, orderView } from '../../ledger/order-entity.js';
import { getRefund } from '../../ledger/refund-entity.js';
import { refundCorrectionXml } from '../correction-invoice.js';
import { getInvoice, getInvoiceDoc, requeueRejected, type InvoiceDocRef, type InvoiceRecord } from '../../ledger/invoice-entity.js';
import { toSummary } from '../invoice-view.js';
import { renderInvoicePdf } from '../invoice-pdf.js';
import { companyInvoiceXml } from '../issue-invoice.js';
import { runKsefQueue } from '../ksef/ksef-submission.js';

const params = z.object({ orderId: z.string().uuid() });
const correctionParams = z.object({ orderId: z.string().uuid(), refundId: z.string().regex(/^[\w-]{1,100}$/) });
const fileName = (invoice: InvoiceRecord, ext: string) => `${invoice.refundId ? 'korekta' : 'faktura'}-${invoice.number!.replaceAll('/', '-')}${ext}`;

/**
 * GET /api/admin/invoices — every issued invoice, newest first, 20 a page by cursor, with its KSeF
 * state (company orders' correction invoices too, marked `correction`: they go to KSeF as FA(3)
 * KOR); filters: KSeF status, company/consumer, issue dates, a search over number, buyer, NIP,
 * e-mail (ledger/admin-list-reads.ts says what each costs).
 */
export const adminListInvoices = httpHandler({ query: adminInvoicesQuerySchema }, async ({ query }): Promise<AdminInvoicesResponse> => {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) throw invalidRequest('dateFrom is after dateTo', { dateTo: 'validation.dateRange' });
  const { items, itemsRead: _read, ...page } = await invoicesPage(query, searchFor(query.search));
  return { items: items.map(toSummary), ...page, pageSize: ADMIN_INVOICES_PAGE_SIZE };
});

/** The list's search: a case-insensitive substring of the number, buyer, NIP, e-mail, name or KSeF number. */
function searchFor(search: string | undefined): ((invoice: InvoiceRecord) => boolean) | undefined {
  const needle = search?.trim().toLowerCase();
  if (!needle) return undefined;
  return (record) => {
    const invoice = toSummary(record);
    return [invoice.number, invoice.buyer?.name, invoice.buyer?.nip, invoice.customerEmail, invoice.customerName, invoice.ksef.number].some((v) => v?.toLowerCase().includes(needle));
  };
}

async function issued(ref: InvoiceDocRef): Promise<InvoiceRecord> {
  const invoice = await getInvoiceDoc(ref);
  if (!invoice?.number) throw notFound(ref.refundId ? 'This refund has no correction invoice in KSeF' : 'This order has no invoice yet');
  return invoice;
}

function xmlReply(invoice: InvoiceRecord) {
  if (!invoice.xml) throw conflict('conflict', invoice.refundId ? 'This correction waits for the corrected invoice\'s KSeF number; its FA(3) is made then' : 'A consumer invoice has no e-invoice XML');
  return reply(200, Buffer.from(invoice.xml, 'utf8'), { 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${fileName(invoice, '.xml')}"` });
}

function upoReply(invoice: InvoiceRecord) {
  if (!invoice.upo) throw conflict('conflict', 'KSeF has not accepted this invoice yet, so there is no UPO');
  return reply(200, Buffer.from(invoice.upo, 'utf8'), { 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${fileName(invoice, '-upo.xml')}"` });
}

/** GET /api/admin/invoices/{orderId} — one order's invoice (the admin order page shows its KSeF state). */
export const adminGetInvoice = httpHandler({ params }, async ({ params }): Promise<{ invoice: InvoiceSummary | null }> => {
  const invoice = await getInvoice(params.orderId);
  return { invoice: invoice?.number ? toSummary(invoice) : null };
});

/** GET /api/admin/invoices/{orderId}/pdf */
export const adminDownloadInvoicePdf = httpHandler({ params }, async ({ params }) => {
  const invoice = await issued({ orderId: params.orderId });
  const order = await getOrder(params.orderId);
  if (!order) throw notFound('Order not found');
  const pdf = await renderInvoicePdf({ order: { ...order, invoiceNumber: invoice.number }, number: invoice.number!, issuedAt: invoice.issuedAt!, invoice });
  return reply(200, pdf, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName(invoice, '.pdf')}"` });
});

/** GET /api/admin/invoices/{orderId}/xml — the FA(3) as sent to KSeF. */
export const adminDownloadInvoiceXml = httpHandler({ params }, async ({ params }) => xmlReply(await issued({ orderId: params.orderId })));

/** GET /api/admin/invoices/{orderId}/upo — KSeF's official receipt (UPO) of an accepted invoice. */
export const adminDownloadInvoiceUpo = httpHandler({ params }, async ({ params }) => upoReply(await issued({ orderId: params.orderId })));

/** GET /api/admin/invoices/{orderId}/corrections/{refundId}/xml — a correction's FA(3) KOR as sent to KSeF. */
export const adminDownloadCorrectionXml = httpHandler({ params: correctionParams }, async ({ params }) => xmlReply(await issued(params)));

/** GET /api/admin/invoices/{orderId}/corrections/{refundId}/upo — KSeF's receipt of an accepted correction. */
export const adminDownloadCorrectionUpo = httpHandler({ params: correctionParams }, async ({ params }) => upoReply(await issued(params)));

/**
 * POST /api/admin/invoices/{orderId}/resend — a rejected invoice, with the buyer corrected when
 * given, goes to KSeF again now (same number, new FA(3)). 409 unless it was rejected.
 */
export const adminResendInvoice = httpHandler({ params, body: resendInvoiceRequestSchema }, async ({ params, body }): Promise<{ invoice: InvoiceSummary }> => {
  const invoice = await issued({ orderId: params.orderId });
  const order = await getOrder(params.orderId);
  if (!order || !invoice.buyer || !invoice.xml) throw conflict('conflict', 'Only a company invoice is sent to KSeF');
  if (invoice.ksefStatus !== 'rejected') throw conflict('conflict', 'Only an invoice KSeF rejected can be sent again');
  const buyer = body.buyer ?? invoice.buyer;
  const xml = companyInvoiceXml(order, invoice.number!, invoice.issuedAt!, buyer);
  if (!(await requeueRejected({ orderId: params.orderId }, { buyer, xml }, new Date().toISOString()))) throw conflict('conflict', 'The invoice changed meanwhile; reload it');
  await runKsefQueue(new Date(), { orderId: params.orderId });
  return { invoice: toSummary((await getInvoice(params.orderId))!) };
});

/**
 * POST /api/admin/invoices/{orderId}/corrections/{refundId}/resend — a correction KSeF rejected
 * goes again now, as a new FA(3) KOR (same number; the buyer corrected when given). 409 unless rejected.
 */
export const adminResendCorrection = httpHandler({ params: correctionParams, body: resendInvoiceRequestSchema }, async ({ params, body }): Promise<{ invoice: InvoiceSummary }> => {
  const correction = await issued(params);
  const [order, refund, original] = await Promise.all([getOrder(params.orderId), getRefund(params.orderId, params.refundId), getInvoice(params.orderId)]);
  if (!order || !refund || !original || !correction.buyer) throw conflict('conflict', 'Only a company invoice is sent to KSeF');
  if (correction.ksefStatus !== 'rejected') throw conflict('conflict', 'Only an invoice KSeF rejected can be sent again');
  const buyer = body.buyer ?? correction.buyer;
  const xml = refundCorrectionXml(orderView(order), refund, original, { ...correction, buyer });
  if (!(await requeueRejected(params, { buyer, xml }, new Date().toISOString()))) throw conflict('conflict', 'The invoice changed meanwhile; reload it');
  await runKsefQueue(new Date(), params);
  return { invoice: toSummary((await getInvoiceDoc(params))!) };
});
