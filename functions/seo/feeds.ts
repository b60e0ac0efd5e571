import { categoryWords, subcategoryWords } from '../catalog/engine/category-words.js';
import type { CategoryKey, SubcategoryKey } from '../contracts/catalog.js';
import { productImageUrls, productPath, type SeoProduct } from './head-tags.js';
import { decimalAmount, pageUrl } from './site-urls.js';
import { buildXml, truncate, xmlText } from './xml.js';

/** What the feeds read of a product: its public fields, plus units in stock, weight and subcategory. */
export interface FeedProduct extends SeoProduct {
  subcategory: string;
  /** Units on sale now. */
  stock: number;
  weightGrams: number;
  /** The cheapest delivery of this product alone, in grosze (0: free), as the checkout would price it. */
  shippingPrice: number;
  /** A timed sale's window as Google's sale_price_effective_date (`2026-12-03T23:00Z/2026-12-06T23:00Z`), when both ends are set. */
  saleEffectiveDate?: string;
}

export interface FeedShop {
  siteUrl: string;
  shopName: string;
  description: string;
}


/** The category path in Polish, as both feeds name the shop's own categories: "Układ hamulcowy > Klocki hamulcowe". */
function categoryPath(product: FeedProduct, separator: string): string {
  const category = categoryWords[product.categoryKey as CategoryKey]?.pl ?? product.categoryKey;
  const sub = subcategoryWords[product.subcategory as SubcategoryKey]?.pl;
  return sub ? `${category}${separator}${sub}` : category;
}

/** Google's price format: the amount with a dot and the ISO 4217 currency, "123.45 PLN". */
export const googlePrice = (grosze: number) => `${decimalAmount(grosze)} PLN`;

/**
 * The Google Merchant Center product feed: RSS 2.0 with the g: namespace, as Google's RSS 2.0
 * specification describes it (https://support.google.com/merchants/answer/14987622, "RSS 2.0
 * specification"), with the attributes of its product data specification
 * (https://support.google.com/merchants/answer/7052112): id, title, description, link,
 * image_link (additional_image_link for the rest), availability (in_stock / out_of_stock),
 * price, and sale_price when the product is reduced (price is then the price before the
 * reduction; a timed sale adds its window as sale_price_effective_date), brand, gtin when the product has one and mpn (the catalogue number), condition,
 * and shipping to Poland at the cheapest delivery the checkout offers for the product alone.
 * Polish texts: the feed targets Poland. Limits: title 150 characters, description 5,000.
 */
export function googleMerchantFeed(shop: FeedShop, products: readonly FeedProduct[]): string {
  return buildXml({
    rss: {
      '@_version': '2.0',
      '@_xmlns:g': 'http://base.google.com/ns/1.0',
      channel: {
        title: xmlText(shop.shopName),
        link: new URL('/', shop.siteUrl).href,
        description: xmlText(shop.description),
        item: products.map((product) => {
          const [image, ...more] = productImageUrls(shop.siteUrl, product);
          const reduced = product.isOnSale && product.originalPrice !== null && product.originalPrice > product.price;
          return {
            'g:id': String(product.id),
            'g:title': truncate(xmlText(product.name), 150),
            'g:description': truncate(xmlText(product.description), 5000),
            'g:link': pageUrl(shop.siteUrl, productPath(product.id), 'pl'),
            'g:image_link': image,
            ...(more.length ? { 'g:additional_image_link': more.slice(0, 10) } : {}),
            'g:availability': product.inStock ? 'in_stock' : 'out_of_stock',
            'g:price': googlePrice(reduced ? product.originalPrice! : product.price),
            ...(reduced ? { 'g:sale_price': googlePrice(product.price) } : {}),
            ...(reduced && product.saleEffectiveDate ? { 'g:sale_price_effective_date': product.saleEffectiveDate } : {}),
            'g:brand': xmlText(product.brand),
            ...(product.gtin ? { 'g:gtin': product.gtin } : {}),
            'g:mpn': xmlText(product.productNumber),
            'g:condition': 'new',
            'g:product_type': xmlText(categoryPath(product, ' > ')),
            'g:shipping': { 'g:country': 'PL', 'g:price': googlePrice(product.shippingPrice) },
            ...(product.weightGrams > 0 ? { 'g:shipping_weight': `${product.weightGrams} g` } : {}),
          };
        }),
      },
    },
  });
}

/**
 * Ceneo's availability codes (`avail`): 1 the shop ships within 24 hours, 3 within 3 days, 7 within
 * a week, 14 within two weeks, 90 to order, 110 pre-sale (as documented for Ceneo's offer file, e.g.
 * https://help.edrone.me/en/articles/8298350-availability-indications-for-feed-in-standards-gmc-ceneo-and-idosell-iai).
 * The shop sells from its own stock, so an offer in stock ships within 24 hours.
 */
export const CENEO_AVAIL_IN_STOCK = 1;

/**
 * The Ceneo XML offer file ("plik XML ofert" in Ceneo's format: `<offers version="1">`, a
 * `<group name="other">` of `<o>` offers with id, url, price (a dot before the grosze), avail,
 * stock, weight (kg) and basket (0: the shop takes no "Kup na Ceneo" orders, and Ceneo reads a
 * missing basket as 1); inside `<cat>`, `<name>`, `<imgs><main url/><i url/></imgs>`, `<desc>`,
 * and `<attrs>` with `Producent`, `Kod_producenta` (the catalogue number) and `EAN` when known).
 * Ceneo compares offers that can be bought: a product out of stock leaves the file until it is
 * back, as integrations reading the format treat any listed offer as available
 * (https://100shoppers.com/product-feed-xml/, "To mark an offer as unavailable, remove the offer").
 */
export function ceneoFeed(shop: FeedShop, products: readonly FeedProduct[]): string {
  return buildXml({
    offers: {
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_version': '1',
      group: {
        '@_name': 'other',
        o: products
          .filter((product) => product.inStock)
          .map((product) => {
            const [main, ...more] = productImageUrls(shop.siteUrl, product);
            return {
              '@_id': String(product.id),
              '@_url': pageUrl(shop.siteUrl, productPath(product.id), 'pl'),
              '@_price': decimalAmount(product.price),
              '@_avail': String(CENEO_AVAIL_IN_STOCK),
              '@_stock': String(product.stock),
              ...(product.weightGrams > 0 ? { '@_weight': (product.weightGrams / 1000).toFixed(3) } : {}),
              '@_basket': '0',
              cat: xmlText(categoryPath(product, '/')),
              name: xmlText(product.name),
              imgs: { main: { '@_url': main }, ...(more.length ? { i: more.map((url) => ({ '@_url': url })) } : {}) },
              desc: xmlText(product.description),
              attrs: {
                a: [
                  { '@_name': 'Producent', '#text': xmlText(product.brand) },
                  { '@_name': 'Kod_producenta', '#text': xmlText(product.productNumber) },
                  ...(product.gtin ? [{ '@_name': 'EAN', '#text': product.gtin }] : []),
                ],
              },
            };
          }),
      },
    },
  });
}
