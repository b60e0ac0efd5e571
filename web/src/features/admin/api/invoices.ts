import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@contracts/company';
import type { AdminInvoicesResponse, InvoiceSummary, KsefStatus } from '@contracts/invoice';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { adminKeys } from '../query-keys';
import { filledParams } from './filled-params';

/** The invoices list's filters as the API takes them (empty ones are left out). */
export interface AdminInvoicesFilters {
  ksefStatus?: KsefStatus | undefined;
  kind?: 'company' | 'consumer' | undefined;
  search?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** The page: absent for the first, else a cursor of an earlier answer. */
  cursor?: string | undefined;
}

export function adminInvoicesParams(filters: AdminInvoicesFilters): Record<string, string> {
  return filledParams(filters, ['ksefStatus', 'kind', 'search', 'dateFrom', 'dateTo', 'cursor']);
}

/** GET /api/admin/invoices: newest first, 20 a page by cursor, each with its KSeF state. */
export function getAdminInvoicesQueryOptions(filters: AdminInvoicesFilters) {
  const params = adminInvoicesParams(filters);
  return queryOptions({
    queryKey: adminKeys.invoiceList(params),
    queryFn: ({ signal }) => api.get<AdminInvoicesResponse>('/admin/invoices', { params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminInvoices(filters: AdminInvoicesFilters) {
  return useQuery(getAdminInvoicesQueryOptions(filters));
}

/** GET /api/admin/invoices/{orderId}: one order's invoice (null before it is issued). */
export function getAdminInvoiceQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: adminKeys.invoice(orderId),
    queryFn: ({ signal }) => api.get<{ invoice: InvoiceSummary | null }>(`/admin/invoices/${encodeURIComponent(orderId)}`, { signal }),
  });
}

export function useAdminInvoice(orderId: string) {
  return useQuery(getAdminInvoiceQueryOptions(orderId));
}

/** POST /api/admin/invoices/{orderId}/resend: a rejected invoice to KSeF again, buyer corrected. */
export function useResendInvoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyer: Company) => api.post<{ invoice: InvoiceSummary }>(`/admin/invoices/${encodeURIComponent(orderId)}/resend`, { buyer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.invoices() }),
  });
}

const documentTypes = { pdf: 'application/pdf', xml: 'application/xml', upo: 'application/xml' } as const;

/**
 * GET /api/admin/invoices/{orderId}/{pdf|xml|upo}: saves the document. A correction invoice's
 * (`correction` set): its PDF at /api/admin/orders/{id}/refunds/{refundId}/correction, its FA(3)
 * KOR and UPO at /api/admin/invoices/{orderId}/corrections/{refundId}/{xml|upo}.
 */
export function downloadInvoiceDocument(invoice: Pick<InvoiceSummary, 'orderId' | 'number' | 'correction'>, document: keyof typeof documentTypes): Promise<string> {
  const base = `${invoice.correction ? 'korekta' : 'faktura'}-${invoice.number.replace(/[^\w-]+/g, '-')}`;
  const orderId = encodeURIComponent(invoice.orderId);
  const refundId = invoice.correction ? encodeURIComponent(invoice.correction.refundId) : null;
  return downloadFile({
    path: !refundId ? `/admin/invoices/${orderId}/${document}` : document === 'pdf' ? `/admin/orders/${orderId}/refunds/${refundId}/correction` : `/admin/invoices/${orderId}/corrections/${refundId}/${document}`,
    accept: documentTypes[document],
    fallbackName: document === 'pdf' ? `${base}.pdf` : document === 'xml' ? `${base}.xml` : `${base}-upo.xml`,
  });
}

export function useDownloadInvoiceDocument() {
  return useMutation({ mutationFn: ({ invoice, document }: { invoice: Pick<InvoiceSummary, 'orderId' | 'number' | 'correction'>; document: keyof typeof documentTypes }) => downloadInvoiceDocument(invoice, document) });
}
