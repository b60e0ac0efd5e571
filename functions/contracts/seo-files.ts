/**
 * Where the files for search engines and shopping sites live, named once for the three sides that
 * must agree: the publisher writes them (functions/seo), CloudFront and the local server serve
 * them (infra/constructs/site.ts, infra/local/dev-server.ts). No imports: infra reads this file.
 */

/** The catalogue bucket's folder served at the site's root: `public/sitemap.xml` is `/sitemap.xml`. */
export const PUBLIC_FILES_PREFIX = 'public';
export const SITEMAP_PATH = '/sitemap.xml';
export const GOOGLE_MERCHANT_FEED_PATH = '/feeds/google-merchant.xml';
export const CENEO_FEED_PATH = '/feeds/ceneo.xml';
export const ROBOTS_PATH = '/robots.txt';
/** The URL patterns (CloudFront path patterns) of those files: the sitemap with its parts, the feeds, robots.txt. */
export const PUBLIC_FILE_PATTERNS = ['/sitemap*.xml', '/feeds/*', ROBOTS_PATH] as const;
/** Whether a URL path is one of those files (the local server's reading of PUBLIC_FILE_PATTERNS). */
export const isPublicFilePath = (path: string) => /^\/sitemap(-\d+)?\.xml$/.test(path) || /^\/feeds\/[\w.-]+$/.test(path) || path === ROBOTS_PATH;

/**
 * The built documents the product pages are written from: the web deploy copies the build's
 * `documents/` folder here in the catalogue bucket (`site-documents/pl/product.html`…), where
 * the catalog function reads them (functions/seo/document-templates.ts). Locally the stack
 * copies them at start.
 */
export const DOCUMENT_TEMPLATES_PREFIX = 'site-documents';
/** The product page's document as the API answers it; `/product/{id}` is rewritten to it (infra/constructs/viewer-functions.ts). */
export const PRODUCT_DOCUMENT_API_PATH = '/api/catalog/product-documents';

/**
 * The origin the build writes into the heads of the pages it builds (canonical, hreflang,
 * og:url, og:image must be absolute, and one build serves every stage). The site's deploy
 * replaces it with the stage's origin (infra/constructs/site.ts), the local server with its own
 * (infra/local/dev-server.ts). `.invalid` can never be a real host (RFC 2606).
 */
export const BUILD_SITE_ORIGIN = 'https://site-origin.invalid';
