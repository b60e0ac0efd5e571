import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { orderKeys } from '../query-keys';

/**
 * GET /api/me/orders/{id}/invoice: the order's invoice as a PDF (409 while unpaid), and
 * GET /api/me/orders/{id}/invoice/xml: a company invoice's FA(3) e-invoice, as sent to KSeF.
 */
export function downloadInvoice({ orderId, fallbackName, format = 'pdf' }: { orderId: string; fallbackName: string; format?: 'pdf' | 'xml' }): Promise<string> {
  const base = `/me/orders/${encodeURIComponent(orderId)}/invoice`;
  return format === 'pdf'
    ? downloadFile({ path: base, accept: 'application/pdf', fallbackName })
    : downloadFile({ path: `${base}/xml`, accept: 'application/xml', fallbackName });
}

export function useDownloadInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadInvoice,
    // The first download may be what issued the invoice: show its number and KSeF state.
    onSuccess: (_, { orderId }) => queryClient.invalidateQueries({ queryKey: orderKeys.invoice(orderId) }),
  });
}
