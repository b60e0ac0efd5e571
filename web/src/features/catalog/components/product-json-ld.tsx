import { useEffect, useMemo } from 'react';
import type { Product } from '@contracts/product';
import type { PublicReview } from '@contracts/reviews';
import { productImageRefs, resolveImage } from '@/lib/media';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { hasOptions, variantName, type WithVariants } from '@/lib/variants';

/** Review items published beside the AggregateRating: a few, as Google's review snippets take them. */
const JSON_LD_REVIEWS = 3;

/**
 * schema.org Product for search engines: name, images, SKU, brand and the offer in PLN; the
 * AggregateRating of approved reviews and a few of them as Review items, only when there are
 * reviews (never a rating nobody gave).
 */
export function productJsonLd(product: Product & WithVariants, pageUrl: string, mediaBase: string, reviews: readonly PublicReview[] = []): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const imageUrls = (imageUrl: string | null, more: readonly string[]) => productImageRefs(imageUrl, more).map((ref) => new URL(resolveImage(ref, mediaBase).src, origin).href);
  const images = imageUrls(product.imageUrl, product.images);
  // What a Product and a ProductGroup both say: the words, pictures, brand, rating and reviews.
  const described = {
    '@context': 'https://schema.org',
    name: product.name,
    ...(images.length ? { image: images } : {}),
    ...(product.description ? { description: product.description } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.reviews > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews, bestRating: 5, worstRating: 1 } } : {}),
    ...(product.reviews > 0 && reviews.length ? { review: productJsonLdReviews(reviews) } : {}),
  };
  if (hasOptions(product)) return { '@type': 'ProductGroup', ...described, ...productGroupParts(product, pageUrl, imageUrls) };
  return { '@type': 'Product', ...described, sku: product.productNumber, offers: offer(pageUrl, product.price, product.inStock) };
}

function offer(url: string, price: number, inStock: boolean): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url,
    price: (price / 100).toFixed(2),
    priceCurrency: 'PLN',
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  };
}

/** The schema.org property an option varies by (Google's `variesBy` takes these); others are left out. */
function variesByProperty(optionKey: string): 'size' | 'color' | null {
  if (/^(size|rozmiar)$/i.test(optionKey)) return 'size';
  if (/^(colou?r|kolor|finish|wykonczenie|wykończenie)$/i.test(optionKey)) return 'color';
  return null;
}

/**
 * What makes a product with options a schema.org ProductGroup (its words, brand and rating are
 * the group's): `variesBy` the options, and each variant a Product of its own (SKU, its option
 * values, its offer with the page's `?variant=` URL), as Google's product variants take them.
 */
function productGroupParts(product: Product & WithVariants, pageUrl: string, imageUrls: (imageUrl: string | null, more: readonly string[]) => string[]): Record<string, unknown> {
  const options = product.options ?? [];
  const english = document.documentElement.lang === 'en';
  const variesBy = [...new Set(options.map((o) => variesByProperty(o.key)).filter((p) => p !== null))];
  return {
    productGroupID: product.productNumber || String(product.id),
    ...(variesBy.length ? { variesBy: variesBy.map((p) => `https://schema.org/${p}`) } : {}),
    hasVariant: (product.variants ?? []).map((variant) => {
      const name = variantName(product, variant);
      const url = `${pageUrl}?variant=${encodeURIComponent(variant.sku)}`;
      const values = Object.fromEntries(
        options.flatMap((o) => {
          const property = variesByProperty(o.key);
          const value = o.values.find((v) => v.key === variant.options[o.key]);
          return property && value ? [[property, english ? value.labelEn || value.label : value.label]] : [];
        }),
      );
      return {
        '@type': 'Product',
        sku: variant.sku,
        name: name ? `${product.name} – ${english ? name.labelEn : name.label}` : product.name,
        ...values,
        ...(variant.images?.length ? { image: imageUrls(variant.images[0]!, variant.images.slice(1)) } : {}),
        offers: offer(url, variant.price, variant.inStock),
      };
    }),
  };
}

function productJsonLdReviews(reviews: readonly PublicReview[]): Record<string, unknown>[] {
  return reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
    '@type': 'Review',
    name: r.title,
    reviewBody: r.text,
    datePublished: r.createdAt.slice(0, 10),
    author: { '@type': 'Person', name: r.authorName },
    reviewRating: { '@type': 'Rating', ratingValue: r.stars, bestRating: 5, worstRating: 1 },
  }));
}

/**
 * The Product JSON-LD the server wrote into the document's head for the page first loaded
 * (functions/seo/head-tags.ts: `@id` `…/product/{id}#product`, with the rating and a few reviews).
 */
function headProductJsonLd(): { script: HTMLScriptElement; productId: number | undefined }[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')].map((script) => {
    try {
      const id = (JSON.parse(script.textContent ?? '') as { '@id'?: unknown })['@id'];
      const match = typeof id === 'string' ? /\/product\/(\d+)#product$/.exec(id) : null;
      return { script, productId: match ? Number(match[1]) : undefined };
    } catch {
      return { script, productId: undefined };
    }
  });
}

/**
 * `reviews`: the reviews section's first page, once it has loaded (never fetched for this).
 *
 * One Product per page for crawlers: on the page the document was loaded for, the server's head
 * already describes this product (with its reviews: what a crawler indexes), so nothing is added
 * here. After a client-side navigation that head describes the previous product: it is removed,
 * and this component writes the current one.
 */
export function ProductJsonLd({ product, reviews }: { product: Product & WithVariants; reviews?: readonly PublicReview[] | undefined }) {
  const inHead = useMemo(() => headProductJsonLd().some((found) => found.productId === product.id), [product.id]);
  useEffect(() => {
    for (const found of headProductJsonLd()) if (found.productId !== undefined && found.productId !== product.id) found.script.remove();
  }, [product.id]);
  if (inHead) return null;
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  // `<` escaped so a product or review text can never close the script element.
  const json = JSON.stringify(productJsonLd(product, pageUrl, getRuntimeConfig().mediaBase, reviews)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="product-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
