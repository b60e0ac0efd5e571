import { absoluteImageUrl, decimalAmount, languageAlternates, OG_LOCALES, pageUrl, seoLanguages, type SeoLanguage } from './site-urls.js';

/**
 * What a page's document carries in its <head> for search engines and link previews, written
 * into the HTML before any script runs: the title and meta description, the canonical URL,
 * hreflang alternates (pl, en, x-default), Open Graph (https://ogp.me/; products also
 * `product:price:*`, Facebook's product properties) and a Twitter card
 * (https://developer.x.com/en/docs/x-for-websites/cards/overview/markup), and for a product its
 * schema.org Product as JSON-LD (https://developers.google.com/search/docs/appearance/structured-data/product-snippet).
 *
 * Pure: the product documents (functions/catalog/handlers/product-document.ts) and the build's
 * documents of the other public pages (web/build/first-load.ts) both write heads with it.
 */
export interface PageHead {
  language: SeoLanguage;
  /** The page's path (and query, for a category), without the language: `/product/3`. */
  path: string;
  /** The whole title, shop name included. */
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image: string;
  imageAlt?: string;
  type: 'website' | 'product';
  /** Open Graph's product price (og:type product). */
  price?: { amount: string; currency: 'PLN' };
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script>: `<` escaped, so no text of a product can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The tags (without <title> and the meta description, which every document already has). */
export function headTags(siteUrl: string, shopName: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const canonical = pageUrl(siteUrl, head.path, head.language);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageAlternates(siteUrl, head.path).map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', head.image),
    ...(head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    ...seoLanguages.filter((l) => l !== head.language).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    ...(head.price ? [meta('property', 'product:price:amount', head.price.amount), meta('property', 'product:price:currency', head.price.currency)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/**
 * A built document with the page's head: its language, title and description replaced, the
 * other tags added at the end of <head>. The document keeps everything else (its preloads, the
 * inline script, the app's entry), so the app starts on it exactly as on the plain document.
 */
export function withHead(documentHtml: string, siteUrl: string, shopName: string, head: PageHead): string {
  return documentHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${head.language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, open: string, close: string) => `${open}${escapeHtml(head.description)}${close}`)
    .replace('</head>', () => `  ${headTags(siteUrl, shopName, head)}\n  </head>`);
}

/** What a product's head and feeds read of it: the public product (contracts/product.ts), `gtin` once products carry one. */
export interface SeoProduct {
  id: number;
  name: string;
  nameEn?: string | undefined;
  description: string;
  descriptionEn?: string | undefined;
  brand: string;
  productNumber: string;
  gtin?: string | null | undefined;
  categoryKey: string;
  price: number;
  originalPrice: number | null;
  isOnSale: boolean;
  inStock: boolean;
  imageUrl: string | null;
  images: string[];
  rating: number;
  reviews: number;
  /** Options and variants (issue 31): a product with options is published as a ProductGroup. */
  options?: readonly { key: string; name: string; nameEn: string; values: readonly { key: string; label: string; labelEn: string }[] }[] | undefined;
  variants?: readonly { sku: string; options: Readonly<Record<string, string>>; price: number; inStock: boolean; ean?: string | undefined; images?: readonly string[] | undefined }[] | undefined;
}

/** An approved review as the product's JSON-LD publishes it (functions/reviews: approved ones only). */
export interface SeoReview {
  /** As the shop shows it ("Jan K."); the JSON-LD names the first name only. */
  authorName: string;
  stars: number;
  title: string;
  text: string;
  createdAt: string;
}

/** Review items published beside the AggregateRating: a few, as Google's review snippets take them. */
export const JSON_LD_REVIEWS = 3;

export const productPath = (id: number) => `/product/${id}`;

/** The product's name and short description in a language (Polish where no English was written, as the web shows it). */
export function productWords(product: SeoProduct, language: SeoLanguage): { name: string; description: string } {
  if (language === 'en') return { name: product.nameEn?.trim() || product.name, description: product.descriptionEn?.trim() || product.description };
  return { name: product.name, description: product.description };
}

/** The product's pictures, main first, as absolute URLs. */
export function productImageUrls(siteUrl: string, product: SeoProduct): string[] {
  const refs = [...new Set([product.imageUrl, ...product.images].filter((r): r is string => Boolean(r?.trim())))];
  return refs.length ? refs.map((ref) => absoluteImageUrl(siteUrl, ref)) : [absoluteImageUrl(siteUrl, null)];
}

/**
 * schema.org Product with its Offer: what Google's product snippets and merchant listings read.
 * AggregateRating only when there are reviews (Google refuses one with a count of 0), and then a
 * few of the approved reviews as Review items (author's first name, rating, date, title, text).
 */
export function productJsonLd(siteUrl: string, product: SeoProduct, language: SeoLanguage, reviews: readonly SeoReview[] = []): Record<string, unknown> {
  const words = productWords(product, language);
  const url = pageUrl(siteUrl, productPath(product.id), language);
  if (product.options?.length) return productGroupJsonLd(siteUrl, product, language, reviews);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${pageUrl(siteUrl, productPath(product.id), 'pl')}#product`,
    name: words.name,
    description: words.description,
    image: productImageUrls(siteUrl, product),
    sku: product.productNumber,
    mpn: product.productNumber,
    ...(product.gtin ? { gtin: product.gtin } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.reviews > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews } } : {}),
    ...(product.reviews > 0 && reviews.length ? { review: reviews.slice(0, JSON_LD_REVIEWS).map(reviewJsonLd) } : {}),
    offers: offerJsonLd(url, product.price, product.inStock),
  };
}

function offerJsonLd(url: string, price: number, inStock: boolean): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url,
    price: decimalAmount(price),
    priceCurrency: 'PLN',
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
}

/** The schema.org property an option varies by (Google's `variesBy` takes these); other options are left out. */
function variesByProperty(optionKey: string): 'size' | 'color' | null {
  if (/^(size|rozmiar)$/i.test(optionKey)) return 'size';
  if (/^(colou?r|kolor|finish|wykonczenie)$/i.test(optionKey)) return 'color';
  return null;
}

/**
 * A product with options (issue 31) as a schema.org ProductGroup: the words, pictures, brand and
 * rating on the group (`@id` as the Product's, which the web reads), `variesBy` its options, and
 * each variant a Product with its SKU, option values and Offer at the page's `?variant=SKU` URL.
 */
function productGroupJsonLd(siteUrl: string, product: SeoProduct, language: SeoLanguage, reviews: readonly SeoReview[]): Record<string, unknown> {
  const words = productWords(product, language);
  const url = pageUrl(siteUrl, productPath(product.id), language);
  const options = product.options ?? [];
  const variesBy = [...new Set(options.map((o) => variesByProperty(o.key)).filter((p) => p !== null))];
  const withVariant = (sku: string) => `${url}${url.includes('?') ? '&' : '?'}variant=${encodeURIComponent(sku)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    '@id': `${pageUrl(siteUrl, productPath(product.id), 'pl')}#product`,
    name: words.name,
    description: words.description,
    image: productImageUrls(siteUrl, product),
    productGroupID: product.productNumber || String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    ...(variesBy.length ? { variesBy: variesBy.map((p) => `https://schema.org/${p}`) } : {}),
    ...(product.reviews > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews } } : {}),
    ...(product.reviews > 0 && reviews.length ? { review: reviews.slice(0, JSON_LD_REVIEWS).map(reviewJsonLd) } : {}),
    hasVariant: (product.variants ?? []).map((variant) => {
      const named = options.flatMap((o) => {
        const value = o.values.find((v) => v.key === variant.options[o.key]);
        if (!value) return [];
        const label = language === 'en' ? value.labelEn || value.label : value.label;
        return [{ property: variesByProperty(o.key), words: `${(language === 'en' ? o.nameEn || o.name : o.name).toLowerCase()} ${label}`, label }];
      });
      return {
        '@type': 'Product',
        sku: variant.sku,
        name: named.length ? `${words.name} – ${named.map((n) => n.words).join(', ')}` : words.name,
        ...Object.fromEntries(named.flatMap((n) => (n.property ? [[n.property, n.label]] : []))),
        ...(variant.ean ? { gtin: variant.ean } : {}),
        ...(variant.images?.length ? { image: variant.images.map((ref) => absoluteImageUrl(siteUrl, ref)) } : {}),
        offers: offerJsonLd(withVariant(variant.sku), variant.price, variant.inStock),
      };
    }),
  };
}

function reviewJsonLd(review: SeoReview): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorName.trim().split(/\s+/)[0] ?? review.authorName },
    datePublished: review.createdAt.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    name: review.title,
    reviewBody: review.text,
  };
}

/** The head of a product's page, with the title the app gives it (its name, then the shop's). */
export function productHead(siteUrl: string, shopName: string, product: SeoProduct, language: SeoLanguage, reviews: readonly SeoReview[] = []): PageHead {
  const words = productWords(product, language);
  const images = productImageUrls(siteUrl, product);
  return {
    language,
    path: productPath(product.id),
    title: pageTitle(words.name, shopName),
    description: words.description,
    image: images[0]!,
    imageAlt: words.name,
    type: 'product',
    price: { amount: decimalAmount(product.price), currency: 'PLN' },
    jsonLd: productJsonLd(siteUrl, product, language, reviews),
  };
}

/** A page's title as the app writes it (common.json `meta.title`, the same in both languages). */
export const pageTitle = (page: string, shopName: string) => `${page} | ${shopName}`;
