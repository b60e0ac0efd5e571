import { z } from 'zod';
import { reply, httpHandler } from '../../core/http.js';
import { config } from '../../core/config.js';
import { documentTemplate } from '../../seo/document-templates.js';
import { newestApprovedReviews } from '../../reviews/review-entity.js';
import { JSON_LD_REVIEWS, productHead, withHead, type SeoProduct } from '../../seo/head-tags.js';
import { DEFAULT_SEO_LANGUAGE, seoLanguages } from '../../seo/site-urls.js';
import { currentRecord } from '../engine/catalog-view.js';
import { liveCatalog } from '../live-catalog.js';
import { withTimedSale } from '../timed-sale.js';
import { toPublicProduct } from '../product-entity.js';

/**
 * GET /api/catalog/product-documents/{id}?lang= — the document of `/product/{id}`: the built
 * product page's document with the product's head (title, description, canonical URL, hreflang,
 * Open Graph, Twitter card, JSON-LD with the AggregateRating and a few approved reviews;
 * functions/seo/head-tags.ts), so a link preview or a crawler that runs no script sees the
 * product's name, photo, price and rating. CloudFront's `/product/*` behaviour and the local
 * server rewrite the page's URL to this one (infra/constructs/viewer-functions.ts).
 *
 * Written here, from the live catalogue, rather than prerendered by the publisher: a product
 * created or changed a moment ago has its head at once, and an id that names no product still
 * gets the page's document (with 404) on which the app shows its "not found", which a static
 * object per product could not give without code at the edge. The body is the plain document's,
 * so the app starts on it exactly as before, without a second render.
 */
const PRODUCT_DOCUMENT_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120';
const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': PRODUCT_DOCUMENT_CACHE };

export const productDocument = httpHandler(
  {
    params: z.object({ id: z.string() }),
    // Any other value reads as Polish, as the viewer function's cookie does: a document never fails on its language.
    query: z.object({ lang: z.enum(seoLanguages).catch(DEFAULT_SEO_LANGUAGE) }).catch({ lang: DEFAULT_SEO_LANGUAGE }),
  },
  async ({ params, query }) => {
    const template = await documentTemplate(query.lang);
    const id = /^[1-9]\d{0,15}$/.test(params.id) ? Number(params.id) : undefined;
    const catalog = await liveCatalog();
    const record = id === undefined ? undefined : currentRecord(catalog, id);
    if (!record) return reply(404, Buffer.from(template), html);
    const { SITE_URL: siteUrl, SHOP_NAME: shopName } = config();
    // At the price its card shows: a timed sale's price is the JSON-LD offer's.
    const product: SeoProduct = toPublicProduct(withTimedSale(record, catalog.base.sales));
    // The stars and count come with the catalogue; the few Review items beside them are one small query, only when there are reviews.
    const reviews = product.reviews > 0 ? await newestApprovedReviews(product.id, JSON_LD_REVIEWS) : [];
    return reply(200, Buffer.from(withHead(template, siteUrl, shopName, productHead(siteUrl, shopName, product, query.lang, reviews))), html);
  },
);
