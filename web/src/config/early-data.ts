/**
 * The data of a visit's first page that index.html requests itself, before any script of the
 * app has loaded (web/build/first-page.ts), for a visitor without a session. The app takes the
 * answer when it asks for the same URL (lib/api-client.ts). With a session the app asks itself:
 * a dealer's prices depend on who asks. Pure constants: vite.config.ts imports this file too.
 *
 * The largest thing on the shop and on a product page is a product photo. Without this it could
 * only start downloading after the app's scripts, the API answer and the first render
 * (Lighthouse mobile: its request began ~2.5 s into the load).
 */

/** `sizes` of a product card's image in the shop's grid, and in its list layout. */
export const GRID_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';
export const LIST_IMAGE_SIZES = '(min-width: 768px) 240px, 40vw';
/** Where the shop keeps the visitor's layout choice ('grid' or 'list'). */
export const SHOP_LAYOUT_KEY = 'shop-layout';
/** `sizes` of the product page's main image. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';
/** The shop's first cards load their images eagerly, at high priority. */
export const SHOP_PRIORITY_IMAGES = 2;

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

/** The unfiltered shop: page 1, newest first (features/catalog/utils/shop-query.ts). */
export const shopEarlyData: EarlyData = {
  url: /^\/shop\/?$/,
  api: '/products?page=1',
  images: { from: 'items', count: SHOP_PRIORITY_IMAGES, sizes: GRID_IMAGE_SIZES, listSizes: LIST_IMAGE_SIZES },
};

/** Product ids as the product route reads them (features/catalog/api/get-product.ts `parseProductId`). */
export const productEarlyData: EarlyData = {
  url: /^\/product\/([1-9]\d{0,15})\/?$/,
  api: '/products/$1',
  images: { from: 'product', count: 1, sizes: PRODUCT_IMAGE_SIZES },
};
