/**
 * CloudFront Functions code (viewer request, JavaScript runtime 2.0), kept free of CDK imports:
 * the local server (infra/local/dev-server.ts) runs the very same code to pick what it serves, so
 * both answer a URL alike. CloudFront Functions accept ES5 with a few later additions: no
 * arrow functions or template literals inside the strings.
 */
import { DOCUMENTS_DIR, documentLanguages, firstPages, pageDocuments, SHELL_DOCUMENT, type FirstPage } from '../../web/src/first-load/pages.js';
import { PRODUCT_DOCUMENT_API_PATH } from '../../functions/contracts/seo-files.js';
import { categoryKeys } from '../../functions/contracts/catalog.js';
import { categoryDocumentName, contentPages } from '../../functions/contracts/public-pages.js';

/** Where the media bucket is published, on the site's own origin. */
export const MEDIA_PATH = '/media';

/**
 * The site's default behaviour, generated at synth from the page registry
 * (web/src/first-load/pages.ts), which the build read to write the documents. A path without a
 * file extension is a route of the SPA (`/shop`, `/product/12`, `/auth/callback`): it gets a
 * document in the visitor's language, and the app's router renders the route. Files
 * (`/assets/app-3f2a.js`, `/config.json`) are served as they are.
 *
 * A registry page gets its own document (its chunks preloaded; home and the shop prerendered),
 * every other route the language's `index` document. The language is the URL's `lang` query
 * parameter (`?lang=en`: the page's English URL, which search engines index, functions/seo/site-urls.ts),
 * else the `lang` cookie, which the language switcher sets, else Polish. A shop URL with filters
 * (other than `lang`) gets the shop's plain document: its prerendered filters and heading would
 * differ from what the app renders.
 * The rewritten URI is the cache key, so each document is cached apart without the cookie in the key.
 *
 * This is done here and not with distribution-wide error responses (403/404 → /index.html):
 * those would also rewrite the API's JSON 404 and 403 answers into the HTML page with a 200.
 */
export function spaRoutingFunction(pages: readonly FirstPage[] = firstPages): string {
  // [path pattern, document without a query string, document with one]
  const table = pages.map((page) => {
    const files = pageDocuments(page);
    return [page.path.source, files.withoutQuery, files.withQuery];
  });
  // The content and legal pages the registry does not name: the shell's document with their head (web/build/first-load.ts).
  const content = contentPages.filter((c) => !pages.some((page) => page.name === c.name)).map((c) => [`^${c.path}/?$`, `${c.name}.html`]);
  const shop = pages.findIndex((page) => page.name === 'shop');
  return `
var pages = ${JSON.stringify(table)};
var content = ${JSON.stringify(content)};
var shop = ${shop};
var categories = ${JSON.stringify(categoryKeys)};
var languages = ${JSON.stringify(documentLanguages)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var query = request.querystring || {};
  var filters = Object.keys(query).filter(function (name) { return name !== 'lang'; });
  var hasQuery = filters.length > 0;
  var file = ${JSON.stringify(`${SHELL_DOCUMENT}.html`)};
  var matched = false;
  for (var i = 0; i < pages.length; i++) {
    if (new RegExp(pages[i][0]).test(uri)) {
      file = hasQuery ? pages[i][2] : pages[i][1];
      matched = true;
      // The shop filtered by one category (and nothing else) has that category's document.
      if (i === shop && filters.length === 1 && filters[0] === 'category' && categories.indexOf(query.category.value) !== -1) {
        file = ${JSON.stringify(categoryDocumentName(''))} + query.category.value + '.html';
      }
      break;
    }
  }
  for (var j = 0; !matched && j < content.length; j++) {
    if (new RegExp(content[j][0]).test(uri)) {
      file = content[j][1];
      matched = true;
    }
  }
  request.uri = ${JSON.stringify(`/${DOCUMENTS_DIR}/`)} + pageLanguage(request) + '/' + file;
  return request;
}
${PAGE_LANGUAGE}`;
}

/** The page's language, in CloudFront Functions' JavaScript: `?lang=`, else the `lang` cookie, else Polish. */
const PAGE_LANGUAGE = `
function pageLanguage(request) {
  var named = request.querystring && request.querystring.lang && request.querystring.lang.value;
  if (languages.indexOf(named) !== -1) return named;
  var cookie = request.cookies && request.cookies.lang && request.cookies.lang.value;
  return languages.indexOf(cookie) !== -1 ? cookie : languages[0];
}`;

/**
 * `/product/*` (CloudFront's behaviour of that path, and the local server): the product page's
 * document is written by the catalog function with the product's head
 * (functions/catalog/handlers/product-document.ts), so the URL becomes the API's
 * `${PRODUCT_DOCUMENT_API_PATH}/{id}?lang=…`. The language is resolved here from the query or
 * the cookie, and the rewritten query string is all the cache key holds: one cached document
 * per product and language, whatever else the shared link carried (`?fbclid=…`). A path that
 * is no product id asks for id 0, which the function answers with the page's 404 document.
 */
export const PRODUCT_DOCUMENT_FUNCTION = `
var languages = ${JSON.stringify(documentLanguages)};
function handler(event) {
  var request = event.request;
  var match = new RegExp('^/product/([1-9][0-9]{0,15})/?$').exec(request.uri);
  var lang = pageLanguage(request);
  request.uri = ${JSON.stringify(`${PRODUCT_DOCUMENT_API_PATH}/`)} + (match ? match[1] : '0');
  request.querystring = { lang: { value: lang } };
  return request;
}
${PAGE_LANGUAGE}`;

/** The viewer function of the site's default behaviour (CloudFront and the local server). */
export const SPA_ROUTING_FUNCTION = spaRoutingFunction();

/**
 * `/media/*`: the public URL `/media/<key>` is the object `<key>` of the media bucket (keys
 * carry no `media/` prefix; the local server maps the URL the same way).
 */
export const MEDIA_KEY_FUNCTION = `
function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${JSON.stringify(MEDIA_PATH)}.length);
  return request;
}`;

/** The parts of a CloudFront Functions viewer-request event these functions read. */
export interface ViewerRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

/** Loads a function's code as CloudFront would run it, for the local server and tests. */
export function viewerFunction(code: string): (request: ViewerRequest) => ViewerRequest {
  const handler = new Function(`${code}; return handler;`)() as (event: { request: ViewerRequest }) => ViewerRequest;
  return (request) => handler({ request: { ...request } });
}
