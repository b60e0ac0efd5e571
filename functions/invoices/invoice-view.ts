import type { InvoiceSummary } from '../contracts/invoice.js';
import type { InvoiceRecord } from '../ledger/invoice-entity.js';

// How the API shows an invoice or correction record; the record is the ledger's (ledger/invoice-entity.ts).

/** What the API shows of an item's KSeF state (a correction awaiting its original counts as waiting). */
export function ksefState(invoice: InvoiceRecord): InvoiceSummary['ksef'] {
  const status = invoice.ksefStatus === 'awaiting_payment' || invoice.ksefStatus === 'awaiting_original' ? 'waiting' : invoice.ksefStatus;
  return {
    status,
    ...(invoice.ksefNumber ? { number: invoice.ksefNumber } : {}),
    ...(invoice.ksefError ? { error: invoice.ksefError } : {}),
    ...(invoice.ksefErrorCode ? { errorCode: invoice.ksefErrorCode } : {}),
    ...(invoice.buyer ? { attempts: invoice.ksefAttempts } : {}),
    ...(status === 'waiting' && invoice.ksefNextAttemptAt ? { nextAttemptAt: invoice.ksefNextAttemptAt } : {}),
    ...(invoice.ksefAcceptedAt ? { acceptedAt: invoice.ksefAcceptedAt } : {}),
    ...(invoice.ksefStatus === 'awaiting_original' ? { awaitingOriginal: true } : {}),
  };
}

export function toSummary(invoice: InvoiceRecord): InvoiceSummary {
  return {
    orderId: invoice.orderId,
    number: invoice.number ?? '',
    issuedAt: invoice.issuedAt ?? '',
    kind: invoice.buyer ? 'company' : 'consumer',
    buyer: invoice.buyer,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    totalAmount: invoice.totalAmount,
    ...(invoice.refundId ? { correction: { refundId: invoice.refundId, correctedNumber: invoice.correctedNumber ?? '' } } : {}),
    ksef: ksefState(invoice),
    documents: { pdf: !!invoice.number, xml: !!invoice.xml, upo: !!invoice.upo },
  };
}
