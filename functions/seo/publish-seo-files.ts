import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../core/config.js';
import { s3 } from '../core/s3.js';
import { toPublicProduct, type ProductRecord } from '../catalog/product-entity.js';
import { timedSaleOf, withTimedSale } from '../catalog/timed-sale.js';
import type { CatalogueSale } from '../promotions/sale-price.js';
import { priceDelivery } from '../delivery/cost-rules.js';
import { parcelFor, shippingOf } from '../delivery/parcel.js';
import { getShippingSettings } from '../delivery/shipping-settings-entity.js';
import type { ShippingSettingsInput } from '../contracts/delivery.js';
import { CENEO_FEED_PATH, GOOGLE_MERCHANT_FEED_PATH, PUBLIC_FILES_PREFIX, ROBOTS_PATH } from '../contracts/seo-files.js';
import { ceneoFeed, googleMerchantFeed, type FeedProduct } from './feeds.js';
import { productPath } from './head-tags.js';
import { publicPagePaths } from '../contracts/public-pages.js';
import { robotsTxt } from './robots.js';
import { buildSitemapPaths, buildSitemaps } from './sitemap.js';

/**
 * What the catalogue publisher (functions/catalog/snapshot-publisher.ts) writes beside each
 * snapshot for search engines and shopping sites: the sitemap, the Google Merchant Center and
 * Ceneo feeds, and robots.txt (it names the sitemap's absolute URL), all from the products the
 * snapshot shows (an archived product is in none of them). They go to the catalogue bucket under
 * `public/`, which CloudFront serves at the site's root (infra/constructs/site.ts) and the local
 * server likewise (infra/local/dev-server.ts): `/sitemap.xml`, `/feeds/google-merchant.xml`,
 * `/feeds/ceneo.xml`, `/robots.txt`.
 */
/** Crawlers may keep them five minutes; the publisher replaces them at most once a minute. */
const FILE_CACHE_CONTROL = 'public, max-age=300';

/** The cheapest delivery (locker or courier) of one unit of the product, as the checkout prices it for a consumer. */
export function cheapestDelivery(settings: ShippingSettingsInput, record: ProductRecord): number {
  const pricing = { settings, parcel: parcelFor([{ ...shippingOf(record), quantity: 1 }]), productsTotal: record.price, dealer: false };
  const costs = (['locker', 'courier'] as const).map((method) => priceDelivery(method, pricing)).filter((o) => o.available).map((o) => o.cost);
  return Math.min(...costs);
}

/** Google's form of a sale window: minutes and Z, start/end (https://support.google.com/merchants/answer/6324460). */
const googleWindow = (sale: CatalogueSale | null) => (sale?.startsAt && sale.endsAt ? `${sale.startsAt.slice(0, 16)}Z/${sale.endsAt.slice(0, 16)}Z` : undefined);

/** A product in the feeds at the price the shop shows: a timed sale running now (`sales`) is its sale price. */
export function feedProductOf(record: ProductRecord, settings: ShippingSettingsInput, sales: readonly CatalogueSale[] = []): FeedProduct {
  const shown = withTimedSale(record, sales);
  const saleEffectiveDate = googleWindow(timedSaleOf(record, sales));
  // `gtin`, once a product carries one (the GPSR fields), comes through with the public fields.
  return {
    ...toPublicProduct(shown),
    stock: record.stock,
    weightGrams: shippingOf(record).weightGrams,
    shippingPrice: cheapestDelivery(settings, shown),
    ...(saleEffectiveDate ? { saleEffectiveDate } : {}),
  };
}

/**
 * Every file by its public path (`/sitemap.xml`…), for the products a snapshot shows, each built
 * when asked: at 100,000 products a feed is ~100 MB of XML built in seconds, so the publisher
 * builds, writes and drops one file at a time rather than holding them all.
 */
export async function seoFiles(shown: readonly ProductRecord[], now = new Date(), sales: readonly CatalogueSale[] = []): Promise<Map<string, () => { body: string; contentType: string }>> {
  const { SITE_URL: siteUrl, SHOP_NAME: shopName } = config();
  const settings = await getShippingSettings();
  const records = [...shown].sort((a, b) => a.id - b.id);
  const products = records.map((record) => feedProductOf(record, settings, sales));
  const shop = { siteUrl, shopName, description: `${shopName} – części i akcesoria do motocykli custom` };
  const pages = [...publicPagePaths().map((path) => ({ path })), ...records.map((r) => ({ path: productPath(r.id), lastmod: r.updatedAt }))];
  const xml = 'application/xml; charset=utf-8';
  const files = new Map<string, () => { body: string; contentType: string }>();
  // The sitemap's parts are cheap to cut once built; built once, they are handed out one by one.
  let sitemaps: Map<string, string> | undefined;
  const sitemap = () => (sitemaps ??= buildSitemaps(siteUrl, pages, now.toISOString()));
  for (const path of buildSitemapPaths(pages.length)) files.set(path, () => ({ body: sitemap().get(path)!, contentType: xml }));
  files.set(GOOGLE_MERCHANT_FEED_PATH, () => ({ body: googleMerchantFeed(shop, products), contentType: xml }));
  files.set(CENEO_FEED_PATH, () => ({ body: ceneoFeed(shop, products), contentType: xml }));
  files.set(ROBOTS_PATH, () => ({ body: robotsTxt(siteUrl), contentType: 'text/plain; charset=utf-8' }));
  return files;
}

/** Writes the files to the catalogue bucket, one after another; returns their public paths. */
export async function publishSeoFiles(shown: readonly ProductRecord[], sales: readonly CatalogueSale[] = []): Promise<string[]> {
  const bucket = config().CATALOG_BUCKET;
  if (!bucket) throw new Error('CATALOG_BUCKET is not set: the sitemap and feeds have nowhere to go');
  const files = await seoFiles(shown, new Date(), sales);
  for (const [path, build] of files) {
    const file = build();
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: `${PUBLIC_FILES_PREFIX}${path}`, Body: file.body, ContentType: file.contentType, CacheControl: FILE_CACHE_CONTROL }));
  }
  return [...files.keys()];
}
