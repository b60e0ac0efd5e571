import { mediaVariantWidths } from '../contracts/media.js';

/**
 * The public URLs search engines, link previews and feeds name: always absolute, on the site's
 * own origin (SITE_URL), in the page's language.
 *
 * The language is a cookie for visitors (the switcher sets it), but a search engine needs one URL
 * per language: the Polish page is the path itself (also the `x-default`), the English one the
 * same path with `lang=en`. The CloudFront viewer functions and the app read `lang` from the query
 * string before the cookie (infra/constructs/viewer-functions.ts, web/src/lib/i18n.ts).
 */
export const seoLanguages = ['pl', 'en'] as const;
export type SeoLanguage = (typeof seoLanguages)[number];
export const DEFAULT_SEO_LANGUAGE: SeoLanguage = 'pl';
/** The query parameter that names a page's language. */
export const LANGUAGE_PARAM = 'lang';

/** The Open Graph locale of each language (og:locale takes language_TERRITORY). */
export const OG_LOCALES: Record<SeoLanguage, string> = { pl: 'pl_PL', en: 'en_GB' };

/** `path` (with or without its own query) as the absolute URL of its page in `language`. */
export function pageUrl(siteUrl: string, path: string, language: SeoLanguage): string {
  const url = new URL(path, siteUrl);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== DEFAULT_SEO_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/** The page in every language, and `x-default` (the Polish page), as hreflang alternates list them. */
export function languageAlternates(siteUrl: string, path: string): { hreflang: SeoLanguage | 'x-default'; href: string }[] {
  return [
    ...seoLanguages.map((language) => ({ hreflang: language, href: pageUrl(siteUrl, path, language) })),
    { hreflang: 'x-default' as const, href: pageUrl(siteUrl, path, DEFAULT_SEO_LANGUAGE) },
  ];
}

/** The widest stored variant of a media image: what a link preview or a shopping feed should show. */
export const SHARE_IMAGE_WIDTH = Math.max(...mediaVariantWidths);
/** Shown when a product has no photo, and on pages without one of their own (web/public). */
export const DEFAULT_SHARE_IMAGE = '/apple-touch-icon.png';

/**
 * An image reference of the API (an absolute URL, or a media key under /media, contracts/product.ts)
 * as an absolute URL a crawler can fetch.
 */
export function absoluteImageUrl(siteUrl: string, ref: string | null | undefined): string {
  const trimmed = ref?.trim();
  if (!trimmed) return new URL(DEFAULT_SHARE_IMAGE, siteUrl).href;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const key = trimmed.replace(/^\/+|\/+$/g, '').split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return new URL(`/media/${key}/w${SHARE_IMAGE_WIDTH}.webp`, siteUrl).href;
}

/** grosze as the decimal amount with a dot that feeds and Open Graph want: 12345 → "123.45". */
export function decimalAmount(grosze: number): string {
  return (grosze / 100).toFixed(2);
}
