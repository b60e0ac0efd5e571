/**
 * THE page registry: the pages a visit most often starts on, and what their first load contains.
 * It is plain data, read by
 *
 * - the build (web/build/first-load.ts): a document per page and language that preloads the
 *   page's chunks, the prerendered HTML of the pages marked `prerender`, and the chunk that the
 *   pages share; the budget count (web/build/first-load-weight.ts) weighs these documents;
 * - the document script (./document-script.ts), which requests a page's `data` early;
 * - the CloudFront viewer function and the local server (infra/constructs/viewer-functions.ts),
 *   which pick a URL's document from it; the function's code is generated from this list at synth.
 *
 * Adding a page here gives it its own document; every other route gets the language's `index`
 * document, which preloads only the shell. Keep this file free of imports: infra and the Vite
 * config import it.
 */

/** The document of every route not named here (the app shell and the visitor's texts). */
export const SHELL_DOCUMENT = 'index';
/** Where the build writes the documents, and the viewer function finds them: `/<DOCUMENTS_DIR>/<language>/<name>.html`. */
export const DOCUMENTS_DIR = 'documents';
export const documentLanguages = ['pl', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** `sizes` of a product card's image in the shop's grid, and in its list layout. */
export const GRID_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';
export const LIST_IMAGE_SIZES = '(min-width: 768px) 240px, 40vw';
/** Where the shop keeps the visitor's layout choice ('grid' or 'list'). */
export const SHOP_LAYOUT_KEY = 'shop-layout';
/** `sizes` of the product page's main image. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';
/** The shop's first cards load their images eagerly, at high priority. */
export const SHOP_PRIORITY_IMAGES = 2;

/**
 * A page's data requested by its document before any of the app's scripts has loaded, for a
 * visitor without a session (with one, the app asks itself: a dealer's prices depend on who
 * asks). The app takes the answer when it asks for the same URL (./early-data.ts). The largest
 * thing on the shop and on a product page is a product photo: without this its download could
 * only start after the scripts, the API answer and the first render.
 */
export interface EarlyData {
  /** Matched against the page's path and query string. */
  url: RegExp;
  /** The API path (after `apiBase`) to request; `$1`… take the url's groups. */
  api: string;
  /**
   * The photos to preload from the answer, with the `sizes` their <img> will have (so the
   * browser picks the same file from the srcset): the first `count` list items' images, or the
   * product's main image. `listSizes` apply when the stored shop layout is the list.
   */
  images: { from: 'items' | 'product'; count: number; sizes: string; listSizes?: string };
}

export interface FirstPage {
  /** The document's name: `documents/<language>/<name>.html`. */
  name: string;
  /** The URL paths this page answers (matched against the path alone). */
  path: RegExp;
  /** The route module, relative to web/: its chunk and everything it imports are preloaded. */
  module: string;
  /** A URL of the page (the budget count and the e2e tests load it). */
  example: string;
  /**
   * Its first render before data, prerendered at build time into its documents: for every URL
   * of the page, or only for the URL without a query string (a filtered shop renders other
   * filters and another heading than the prerendered one; it gets the page's plain document).
   */
  prerender?: 'always' | 'without-query';
  /** Images the page shows above the fold whatever its data: preloaded at high priority. */
  images?: { href: string; media?: string }[];
  data?: EarlyData;
}

export const firstPages: FirstPage[] = [
  {
    name: 'home',
    path: /^\/$/,
    module: 'src/app/routes/home.tsx',
    example: '/',
    prerender: 'always',
    images: [
      { href: '/images/hero-chopper-portrait.svg', media: '(max-width: 699px)' },
      { href: '/images/hero-chopper.svg', media: '(min-width: 700px)' },
    ],
  },
  {
    name: 'shop',
    path: /^\/shop\/?$/,
    module: 'src/app/routes/shop.tsx',
    example: '/shop',
    prerender: 'without-query',
    // The unfiltered shop: page 1, newest first (features/catalog/utils/shop-query.ts).
    data: {
      url: /^\/shop\/?$/,
      api: '/products?page=1',
      images: { from: 'items', count: SHOP_PRIORITY_IMAGES, sizes: GRID_IMAGE_SIZES, listSizes: LIST_IMAGE_SIZES },
    },
  },
  {
    // Not prerendered: its document could only hold a placeholder (the product is data), and its
    // largest paint is the product photo, which the early data below brings forward instead.
    name: 'product',
    path: /^\/product\/[^/]+\/?$/,
    module: 'src/app/routes/product.tsx',
    example: '/product/1',
    // Product ids as the product route reads them (features/catalog/api/get-product.ts `parseProductId`).
    data: { url: /^\/product\/([1-9]\d{0,15})\/?$/, api: '/products/$1', images: { from: 'product', count: 1, sizes: PRODUCT_IMAGE_SIZES } },
  },
  { name: 'gallery', path: /^\/gallery\/?$/, module: 'src/app/routes/gallery.tsx', example: '/gallery' },
  { name: 'contact', path: /^\/contact\/?$/, module: 'src/app/routes/contact.tsx', example: '/contact' },
];

/**
 * The files of a page's documents in each language folder: the prerendered one is `<name>.html`;
 * a page that is never prerendered, or not for a URL with a query string, has a plain document
 * (the shell's markup, the page's preloads) as `<name>.html` or `<name>.plain.html`.
 */
export function pageDocuments(page: FirstPage): { withoutQuery: string; withQuery: string; prerendered?: string; plain?: string } {
  const prerendered = page.prerender ? `${page.name}.html` : undefined;
  const plain = page.prerender === 'always' ? undefined : page.prerender ? `${page.name}.plain.html` : `${page.name}.html`;
  return { withoutQuery: prerendered ?? plain!, withQuery: page.prerender === 'always' ? prerendered! : plain!, prerendered, plain };
}
