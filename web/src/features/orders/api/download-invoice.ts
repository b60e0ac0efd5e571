import { useMutation } from '@tanstack/react-query';
import { buildUrl, errorFromResponse } from '@/lib/api-client';
import { getIdToken } from '@/lib/auth';

/** The file name from Content-Disposition, if the server sent one. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * GET /api/me/orders/{id}/invoice: the order's invoice as a PDF (409 while unpaid). A binary
 * answer, so not through api.get: fetched with the ID token and saved through a temporary link.
 */
export async function downloadInvoice({ orderId, fallbackName }: { orderId: string; fallbackName: string }): Promise<string> {
  const token = await getIdToken();
  const response = await fetch(buildUrl(`/me/orders/${encodeURIComponent(orderId)}/invoice`), {
    headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw errorFromResponse(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const name = fileNameOf(response, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
