import type { LambdaHttpHandler } from '../core/http.js';
import { adminDownloadInvoicePdf, adminDownloadInvoiceUpo, adminDownloadInvoiceXml, adminGetInvoice, adminListInvoices, adminResendInvoice } from './handlers/admin-invoices.js';
import { lookUpCompanyByNip } from './handlers/company-lookup.js';
import { downloadInvoice } from './handlers/invoice.js';
import { adminDownloadCorrection, downloadGuestCorrection, downloadMyCorrection } from './handlers/correction.js';
import { downloadMyInvoiceXml, getMyInvoice } from './handlers/my-invoice.js';

/** The invoices domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  downloadInvoice,
  getMyInvoice,
  downloadMyInvoiceXml,
  lookUpCompanyByNip,
  adminListInvoices,
  adminGetInvoice,
  adminDownloadInvoicePdf,
  adminDownloadInvoiceXml,
  adminDownloadInvoiceUpo,
  adminResendInvoice,
  downloadMyCorrection,
  downloadGuestCorrection,
  adminDownloadCorrection,
};
