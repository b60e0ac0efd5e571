import { MAX_UPLOAD_BYTES } from '../contracts/admin.js';
import { mediaVariantWidths } from '../contracts/media.js';

/**
 * What an upload must be before the shop serves it: a real JPEG, PNG or WebP (checked by its
 * first bytes, not by its name or claimed type: a text file renamed .png is not an image), no
 * larger than 5 MB, and decodable. It is then re-encoded to WebP in every variant width, which
 * also drops whatever else the file carried (metadata, trailing bytes).
 */
export type ImageKind = 'jpeg' | 'png' | 'webp';

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export type Verdict = { ok: true; kind: ImageKind } | { ok: false; reason: 'validation.uploadTooLarge' | 'validation.uploadType' };

export function verifyUpload(bytes: Uint8Array): Verdict {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: 'validation.uploadTooLarge' };
  const kind = sniffImage(bytes);
  return kind ? { ok: true, kind } : { ok: false, reason: 'validation.uploadType' };
}

/** WebP variants, never wider than the original; throws when the image cannot be decoded. */
export async function webpVariants(bytes: Uint8Array): Promise<{ width: number; body: Buffer }[]> {
  // sharp (libvips) loads with the first upload to finish, not at every cold start of the media
  // function: loading the native library is most of its module init.
  const { default: sharp } = await import('sharp');
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  return Promise.all(
    mediaVariantWidths.map(async (width) => ({
      width,
      body: await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}
