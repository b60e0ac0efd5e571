import { categoryKeys } from './catalog.js';

/**
 * The public pages besides products that search engines should find, each in both languages:
 * the sitemap lists them (functions/seo/publish-seo-files.ts), the web build writes their
 * documents with their heads (web/build/first-load.ts) and the viewer function picks those
 * documents (infra/constructs/viewer-functions.ts). Plain data: infra and the build read it. `texts` names the page's title and description in the web's
 * i18n files (`<namespace>.json`, key path), the same the page itself shows (usePageMeta).
 * Private pages (account, orders, checkout, admin) are left out here and disallowed in robots.txt.
 */
export interface PublicPage {
  /** The document's name: `documents/<language>/<name>.html` (web/src/first-load/pages.ts for registry pages). */
  name: string;
  path: string;
  texts: { namespace: string; title: string; description: string };
}

export const contentPages: readonly PublicPage[] = [
  { name: 'gallery', path: '/gallery', texts: { namespace: 'content', title: 'meta.gallery.title', description: 'meta.gallery.description' } },
  { name: 'about', path: '/about', texts: { namespace: 'content', title: 'meta.about.title', description: 'meta.about.description' } },
  { name: 'contact', path: '/contact', texts: { namespace: 'content', title: 'meta.contact.title', description: 'meta.contact.description' } },
  { name: 'dealers', path: '/dealers', texts: { namespace: 'content', title: 'meta.dealers.title', description: 'meta.dealers.description' } },
  { name: 'privacy-policy', path: '/privacy-policy', texts: { namespace: 'content', title: 'meta.privacyPolicy.title', description: 'meta.privacyPolicy.description' } },
  { name: 'cookie-policy', path: '/cookie-policy', texts: { namespace: 'content', title: 'meta.cookiePolicy.title', description: 'meta.cookiePolicy.description' } },
  { name: 'terms', path: '/terms', texts: { namespace: 'content', title: 'meta.terms.title', description: 'meta.terms.description' } },
];

/** A category's page: the shop filtered by it (the query the shop's own links write). */
export const categoryPath = (key: string) => `/shop?category=${encodeURIComponent(key)}`;
/** Its document: the shop's plain document with the category's head. */
export const categoryDocumentName = (key: string) => `shop-category-${key}`;

/** Every public page that is not a product, by path: home, the shop, its categories, the content and legal pages. */
export function publicPagePaths(): string[] {
  return ['/', '/shop', ...categoryKeys.map(categoryPath), ...contentPages.map((page) => page.path)];
}
