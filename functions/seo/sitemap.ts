import { SITEMAP_PATH } from '../contracts/seo-files.js';
import { buildXml } from './xml.js';
import { languageAlternates, pageUrl, seoLanguages } from './site-urls.js';

/**
 * sitemap.xml in the Sitemaps protocol (https://www.sitemaps.org/protocol.html) with Google's
 * hreflang annotations (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap):
 * every page once per language, each `<url>` listing all its language versions as
 * `<xhtml:link rel="alternate" hreflang>` (itself and x-default included).
 *
 * One file holds at most 50,000 URLs (the protocol's limit); past that `/sitemap.xml` is a
 * sitemap index naming `/sitemap-1.xml`, `/sitemap-2.xml`… (https://www.sitemaps.org/protocol.html#index).
 */
export const SITEMAP_MAX_URLS = 50_000;
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

export interface SitemapPage {
  /** The page's path (and query for a category), without the language. */
  path: string;
  /** When it last changed (ISO 8601); omitted when not known. */
  lastmod?: string;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function urlset(siteUrl: string, entries: { page: SitemapPage; language: (typeof seoLanguages)[number] }[]): string {
  return buildXml({
    urlset: {
      '@_xmlns': SITEMAP_NS,
      '@_xmlns:xhtml': XHTML_NS,
      url: entries.map(({ page, language }) => ({
        loc: pageUrl(siteUrl, page.path, language),
        ...(page.lastmod ? { lastmod: page.lastmod } : {}),
        'xhtml:link': languageAlternates(siteUrl, page.path).map((alt) => ({ '@_rel': 'alternate', '@_hreflang': alt.hreflang, '@_href': alt.href })),
      })),
    },
  });
}

/** The sitemap's files for so many pages: `/sitemap.xml`, then its parts when it must be an index. */
export function buildSitemapPaths(pageCount: number, maxUrls = SITEMAP_MAX_URLS): string[] {
  const urls = pageCount * seoLanguages.length;
  if (urls <= maxUrls) return [SITEMAP_PATH];
  return [SITEMAP_PATH, ...Array.from({ length: Math.ceil(urls / maxUrls) }, (_, i) => sitemapPartPath(i + 1))];
}

/**
 * The sitemap files to publish, by their public path: `/sitemap.xml` alone, or the index and its
 * parts. `maxUrls` is the protocol's limit (smaller in tests).
 */
export function buildSitemaps(siteUrl: string, pages: readonly SitemapPage[], now: string, maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  const entries = pages.flatMap((page) => seoLanguages.map((language) => ({ page, language })));
  const [, ...parts] = buildSitemapPaths(pages.length, maxUrls);
  if (!parts.length) return new Map([[SITEMAP_PATH, urlset(siteUrl, entries)]]);
  const files = new Map<string, string>();
  parts.forEach((path, i) => files.set(path, urlset(siteUrl, entries.slice(i * maxUrls, (i + 1) * maxUrls))));
  const index = buildXml({
    sitemapindex: {
      '@_xmlns': SITEMAP_NS,
      sitemap: [...files.keys()].map((path) => ({ loc: new URL(path, siteUrl).href, lastmod: now })),
    },
  });
  return new Map([[SITEMAP_PATH, index], ...files]);
}
