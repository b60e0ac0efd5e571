import type { LambdaHttpHandler } from '../core/http.js';
import {
  adminDownloadCorrectionUpo,
  adminDownloadCorrectionXml,
  adminDownloadInvoicePdf,
  adminDownloadInvoiceUpo,
  adminDownloadInvoiceXml,
  adminGetInvoice,
  adminListInvoices,
  adminResendCorrection,
  adminResendInvoice,
} from './handlers/admin-invoices.js';
import { lookUpCompanyByNip } from './handlers/company-lookup.js';
import { downloadInvoice } from './handlers/invoice.js';
import { adminDownloadCorrection, adminDownloadRefundCorrection, downloadGuestCorrection, downloadGuestRefundCorrection, downloadMyCorrection, downloadMyRefundCorrection } from './handlers/correction.js';
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
  downloadMyRefundCorrection,
  downloadGuestRefundCorrection,
  adminDownloadRefundCorrection,
  adminDownloadCorrectionXml,
  adminDownloadCorrectionUpo,
  adminResendCorrection,
};
