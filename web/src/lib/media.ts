/**
 * Image references in the API are an absolute http(s) URL (used as is) or a media key such as
 * `products/p12-1`, a folder of WebP variants `w{width}.webp` under the runtime `mediaBase`.
 */

import { mediaDefaultWidth, mediaVariantWidths } from '@contracts/media';

/** The variant widths the server writes (zod-free contract, so the first load stays small). */
export const MEDIA_WIDTHS = mediaVariantWidths;

export const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

export interface ResolvedImage {
  src: string;
  /** Only for media keys: every variant with its width descriptor. */
  srcSet?: string;
  isPlaceholder: boolean;
}

const ABSOLUTE_URL = /^https?:\/\//i;

export function isAbsoluteUrl(ref: string): boolean {
  return ABSOLUTE_URL.test(ref);
}

/** URL of one variant of a media key. */
export function mediaVariantUrl(key: string, width: number, mediaBase: string): string {
  const base = mediaBase.replace(/\/+$/, '');
  const path = key
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/');
  return `${base}/${path}/w${width}.webp`;
}

export function resolveImage(ref: string | null | undefined, mediaBase: string): ResolvedImage {
  const trimmed = ref?.trim();
  if (!trimmed || trimmed.replace(/\//g, '') === '') {
    return { src: PLACEHOLDER_IMAGE, isPlaceholder: true };
  }
  if (isAbsoluteUrl(trimmed)) {
    return { src: trimmed, isPlaceholder: false };
  }
  return {
    src: mediaVariantUrl(trimmed, mediaDefaultWidth, mediaBase),
    srcSet: MEDIA_WIDTHS.map((w) => `${mediaVariantUrl(trimmed, w, mediaBase)} ${w}w`).join(', '),
    isPlaceholder: false,
  };
}

/** The product's pictures in display order: the main image first, then the rest, without repeats. */
export function productImageRefs(imageUrl: string | null, images: readonly string[]): string[] {
  const refs = [imageUrl, ...images].filter((r): r is string => typeof r === 'string' && r.trim() !== '');
  return [...new Set(refs)];
}
