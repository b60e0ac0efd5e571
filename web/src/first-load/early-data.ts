import { firstPages, SHOP_LAYOUT_KEY, type EarlyData } from './pages';

/**
 * Requests a document starts before any of the app's scripts has loaded (./document-script.ts),
 * and the app's side that takes their answers instead of asking again: `/config.json`
 * (lib/runtime-config.ts) and the first page's data (lib/api-client.ts, pages.ts `data`).
 */
declare global {
  interface Window {
    /** The document's /config.json request. */
    __cwConfig?: Promise<Response>;
    /** The first page's data, requested by the document for a visitor without a session. */
    __cwEarly?: { path: string; response: Promise<Response> };
  }
}

/** The shop's stored layout choice; the grid when none (or storage is blocked). */
export function storedShopLayout(): 'grid' | 'list' {
  try {
    return localStorage.getItem(SHOP_LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** The registry page whose data a URL (path and query string) asks for, with the API path to request. */
export function earlyDataFor(url: string, pages = firstPages): { data: EarlyData; api: string } | undefined {
  for (const page of pages) {
    if (page.data?.url.test(url)) return { data: page.data, api: url.replace(page.data.url, page.data.api) };
  }
  return undefined;
}

/** An early request's response, once, if it succeeded; otherwise undefined and the caller asks itself. */
function ok(response: Promise<Response>): Promise<Response | undefined> {
  return response.then(
    (answer) => (answer.ok ? answer : undefined),
    () => undefined,
  );
}

/** The document's /config.json request, taken once. */
export function takeEarlyConfig(): Promise<Response | undefined> | undefined {
  if (typeof window === 'undefined' || !window.__cwConfig) return undefined;
  const early = window.__cwConfig;
  window.__cwConfig = undefined;
  return ok(early);
}

/**
 * The document's request of the first page's data, taken once by the first GET of the same API
 * path (`apiUrl(path)` is how the client spells it) made without a token.
 */
export function takeEarlyResponse(url: string, apiUrl: (path: string) => string): Promise<Response | undefined> | undefined {
  if (typeof window === 'undefined' || !window.__cwEarly) return undefined;
  const early = window.__cwEarly;
  if (url !== apiUrl(early.path)) return undefined;
  window.__cwEarly = undefined;
  return ok(early.response);
}
