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
 * A file the API answers (an invoice PDF, its XML, a UPO): fetched with the ID token, since it is
 * not JSON and so not through api.get, and saved through a temporary link. Answers the file name.
 */
export async function downloadFile({ path, accept, fallbackName, json }: { path: string; accept: string; fallbackName: string; json?: unknown }): Promise<string> {
  const token = await getIdToken();
  const headers = { accept, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json !== undefined ? { 'content-type': 'application/json' } : {}) };
  // With `json`, a POST: a guest proves the order with its e-mail in the body, never in the URL.
  const response = await fetch(buildUrl(path), json !== undefined ? { method: 'POST', headers, body: JSON.stringify(json) } : { headers });
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
