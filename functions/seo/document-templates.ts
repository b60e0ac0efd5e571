import { GetObjectCommand } from '@aws-sdk/client-s3';
import { DOCUMENT_TEMPLATES_PREFIX } from '../contracts/seo-files.js';
import { config } from '../core/config.js';
import { logger } from '../core/logger.js';
import { s3 } from '../core/s3.js';
import type { SeoLanguage } from './site-urls.js';

/**
 * The built documents the product pages are written from (contracts/seo-files.ts), per language:
 * the app's markup, preloads and entry of the deployed build. A container reads one when first
 * asked and again a minute later (a deploy replaces them), keeping the last one it read if S3
 * does not answer: a product page never fails for want of a fresh copy.
 */
const TEMPLATE_TTL_MS = 60_000;
const cache = new Map<string, { html: string; readAt: number }>();

export async function documentTemplate(language: SeoLanguage, name = 'product'): Promise<string> {
  const key = `${DOCUMENT_TEMPLATES_PREFIX}/${language}/${name}.html`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.readAt < TEMPLATE_TTL_MS) return cached.html;
  try {
    const bucket = config().CATALOG_BUCKET;
    if (!bucket) throw new Error('CATALOG_BUCKET is not set');
    const out = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const html = await out.Body!.transformToString('utf8');
    cache.set(key, { html, readAt: Date.now() });
    return html;
  } catch (error) {
    if (cached) {
      logger.warn('the document template could not be read again; the last one read is used', { key, error: error as Error });
      return cached.html;
    }
    // Missing (the site's deploy has not copied it yet) or unreadable: the page is unavailable
    // for now, a 503 with Retry-After (core/http.ts), never a 500 that blames nobody.
    logger.error('no document template to write the page from', { key, error: error as Error });
    throw Object.assign(new Error(`The document template ${key} cannot be read`, { cause: error }), { name: 'ServiceUnavailable' });
  }
}

/** Forgets what was read (tests that replace the templates). */
export function forgetDocumentTemplates(): void {
  cache.clear();
}
