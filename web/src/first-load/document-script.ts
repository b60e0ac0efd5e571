/**
 * The one inline script of every document, at the top of <head> (web/build/first-load.ts bundles
 * this file with the modules it imports into a few hundred bytes and inlines it: the same text in
 * every document, so a Content-Security-Policy can allow it by hash). It only starts requests:
 *
 * 1. `/config.json`, which names the API (lib/runtime-config.ts takes the response);
 * 2. for a registry page with `data` (pages.ts) and a visitor without a stored session: the page's
 *    API request, and on its answer a preload of the photos the page shows first, with the srcset
 *    and sizes their <img> will have (lib/api-client.ts takes the response).
 *
 * Without it the browser would learn of them one step at a time: entry script → config → router
 * → page → data → photo. The page's chunks need no script: its document preloads them.
 */
import { mightHaveSession } from '../lib/auth/storage';
import { productImageRefs, resolveImage } from '../lib/media';
import { CONFIG_URL } from '../lib/runtime-config';
import { earlyDataFor, storedShopLayout } from './early-data';
import type { EarlyData } from './pages';

interface EarlyItem {
  imageUrl?: string | null;
  images?: string[];
}

function preloadPhotos(answer: { items?: EarlyItem[] } & EarlyItem, images: EarlyData['images'], mediaBase: string) {
  const items = images.from === 'items' ? (answer.items ?? []) : [answer];
  const sizes = images.listSizes && storedShopLayout() === 'list' ? images.listSizes : images.sizes;
  for (const item of items.slice(0, images.count)) {
    // The card shows imageUrl; the product page the first of imageUrl and images.
    const ref = images.from === 'product' ? productImageRefs(item.imageUrl ?? null, item.images ?? [])[0] : item.imageUrl;
    const image = resolveImage(ref, mediaBase);
    if (image.isPlaceholder) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.setAttribute('fetchpriority', 'high');
    link.href = image.src;
    if (image.srcSet) {
      link.imageSrcset = image.srcSet;
      link.imageSizes = sizes;
    }
    document.head.appendChild(link);
  }
}

const config = fetch(CONFIG_URL, { cache: 'no-cache', headers: { accept: 'application/json' } });
window.__cwConfig = config;

// `lang` names the page's language (its English URL), no filter: the app asks for the same data either way.
const early = earlyDataFor(location.pathname + location.search.replace(/[?&]lang=[^&]*/g, '').replace(/^&/, '?'));
if (early && !mightHaveSession()) {
  const response = config
    .then((answer) => answer.clone().json() as Promise<{ apiBase: string; mediaBase: string }>)
    .then(({ apiBase, mediaBase }) => {
      const request = fetch(apiBase.replace(/\/+$/, '') + early.api, { headers: { accept: 'application/json' } });
      request
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((answer) => answer && preloadPhotos(answer, early.data.images, mediaBase))
        .catch(() => undefined);
      return request;
    });
  // Nobody may take it (the app failed to start): its failure is not an error of the page.
  response.catch(() => undefined);
  window.__cwEarly = { path: early.api, response };
}
