import { describe, expect, it } from 'vitest';
import { mediaVariantWidths } from '@contracts/product';  // re-exported from @contracts/media
import { MEDIA_WIDTHS, PLACEHOLDER_IMAGE, mediaVariantUrl, productImageRefs, resolveImage } from '@/lib/media';

describe('resolveImage', () => {
  it('uses an absolute http(s) URL as is', () => {
    expect(resolveImage('https://cdn.example.com/a.jpg', '/media')).toEqual({ src: 'https://cdn.example.com/a.jpg', isPlaceholder: false });
    expect(resolveImage('HTTP://example.com/b.png', '/media').src).toBe('HTTP://example.com/b.png');
  });

  it('turns a media key into WebP variants under mediaBase with a width srcset', () => {
    const image = resolveImage('products/p12-1', '/media');
    expect(image.src).toBe('/media/products/p12-1/w800.webp');
    expect(image.srcSet).toBe('/media/products/p12-1/w400.webp 400w, /media/products/p12-1/w800.webp 800w, /media/products/p12-1/w1200.webp 1200w');
    expect(image.isPlaceholder).toBe(false);
  });

  it('joins base and key with exactly one slash', () => {
    expect(resolveImage('/products/p1/', '/media/').src).toBe('/media/products/p1/w800.webp');
    expect(resolveImage('products/p1', 'https://d111.cloudfront.net/media').src).toBe('https://d111.cloudfront.net/media/products/p1/w800.webp');
  });

  it('encodes unsafe characters in a key', () => {
    expect(mediaVariantUrl('products/bak 1', 400, '/media')).toBe('/media/products/bak%201/w400.webp');
  });

  it('gives the placeholder for a missing reference', () => {
    for (const ref of [null, undefined, '', '   ', '/']) {
      expect(resolveImage(ref, '/media')).toEqual({ src: PLACEHOLDER_IMAGE, isPlaceholder: true });
    }
  });

  it('offers exactly the widths the media pipeline produces', () => {
    expect([...MEDIA_WIDTHS]).toEqual([...mediaVariantWidths]);
  });
});

describe('productImageRefs', () => {
  it('puts the main image first and drops blanks and repeats', () => {
    expect(productImageRefs('products/p1-1', ['products/p1-1', '', 'products/p1-2', 'products/p1-2'])).toEqual(['products/p1-1', 'products/p1-2']);
    expect(productImageRefs(null, [])).toEqual([]);
  });
});
