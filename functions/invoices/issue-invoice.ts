import type { Company } from '../contracts/company.js';
import type { Order } from '../contracts/order.js';
import { config } from '../core/config.js';
import { getOrder } from '../ledger/order-entity.js';
import { fa3Xml } from './fa3-xml.js';
import { invoiceFigures } from './invoice-figures.js';
import { assignInvoiceNumber } from './invoice-numbers.js';
import { expectCompanyInvoice as expectInvoiceItem, getInvoice, recordIssuedInvoice, type InvoiceRecord } from '../ledger/invoice-entity.js';

/** Where invoices are issued (P_1M of FA(3), "Miejsce wystawienia" on the PDF). */
export const PLACE_OF_ISSUE = 'Brzesko';

/** The FA(3) XML of a company order's invoice, with the same figures as its PDF. */
export function companyInvoiceXml(order: Order, number: string, issuedAt: string, buyer: Company, generatedAt = new Date().toISOString()): string {
  const c = config();
  return fa3Xml({
    number,
    issuedAt,
    soldAt: order.createdAt,
    paidAt: order.createdAt,
    placeOfIssue: PLACE_OF_ISSUE,
    seller: { taxId: c.SELLER_TAX_ID, name: c.SELLER_NAME, address: c.SELLER_ADDRESS },
    buyer: { taxId: buyer.nip, name: buyer.name, address: buyer.address, email: order.customerEmail },
    figures: invoiceFigures(order),
    generatedAt,
    systemInfo: `${c.SHOP_NAME} shop`,
  });
}

/**
 * The invoice record of a numbered order: written once, with the FA(3) XML for a company buyer
 * (then queued for KSeF), PDF-only for a consumer. Called by the download and by the KSeF job.
 */
export async function recordInvoiceOf(order: Order, number: string, issuedAt: string): Promise<InvoiceRecord> {
  const existing = await getInvoice(order.id);
  if (existing?.number) return existing;
  const buyer = order.company ?? null;
  return recordIssuedInvoice({
    orderId: order.id,
    userId: order.userId,
    number,
    issuedAt,
    buyer,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    totalAmount: order.totalAmount,
    xml: buyer ? companyInvoiceXml(order, number, issuedAt, buyer) : null,
  });
}

/** Numbers (once) and records the invoice of a paid order. */
export async function issueInvoice(order: Order, now = new Date()): Promise<InvoiceRecord> {
  const number = order.invoiceNumber ?? (await assignInvoiceNumber(order.id, now));
  const numbered = await getOrder(order.id);
  return recordInvoiceOf({ ...order, invoiceNumber: number }, number, numbered?.invoiceIssuedAt ?? order.invoiceIssuedAt ?? now.toISOString());
}

/**
 * A company order just placed: its invoice item waits for the payment (the KSeF job issues and
 * sends it then). The invoices domain's entry point for the checkout.
 */
export async function expectCompanyInvoice(order: Parameters<typeof expectInvoiceItem>[0]): Promise<void> {
  await expectInvoiceItem(order);
}
