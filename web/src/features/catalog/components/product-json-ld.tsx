import type { Product } from '@contracts/product';
import { productImageRefs, resolveImage } from '@/lib/media';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** schema.org Product for search engines: name, images, SKU, brand and the offer in PLN. */
export function productJsonLd(product: Product, pageUrl: string, mediaBase: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const images = productImageRefs(product.imageUrl, product.images).map((ref) => new URL(resolveImage(ref, mediaBase).src, origin).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(images.length ? { image: images } : {}),
    ...(product.description ? { description: product.description } : {}),
    sku: product.productNumber,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.reviews > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'PLN',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export function ProductJsonLd({ product }: { product: Product }) {
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  // `<` escaped so a product text can never close the script element.
  const json = JSON.stringify(productJsonLd(product, pageUrl, getRuntimeConfig().mediaBase)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="product-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
