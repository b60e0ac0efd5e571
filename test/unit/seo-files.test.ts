import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS } from '../../functions/delivery/cost-rules.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { ceneoFeed, googleMerchantFeed, type FeedProduct } from '../../functions/seo/feeds.js';
import { productHead, withHead } from '../../functions/seo/head-tags.js';
import { cheapestDelivery, feedProductOf } from '../../functions/seo/publish-seo-files.js';
import { robotsTxt } from '../../functions/seo/robots.js';
import { buildSitemapPaths, buildSitemaps } from '../../functions/seo/sitemap.js';

/**
 * The sitemap, the shopping feeds and the page heads as pure functions, checked against what
 * their specifications require (the sources are named in functions/seo/*.ts): each file is
 * well-formed XML, parsed back here, with every required field in its format.
 */
const site = 'https://sklep.example.pl';
const shop = { siteUrl: site, shopName: 'Chopper Works', description: 'Części' };

const product = (over: Partial<FeedProduct> = {}): FeedProduct => ({
  id: 3,
  name: 'Klocki hamulcowe "Race" <ceramiczne> & stal',
  nameEn: 'Brake pads "Race"',
  description: 'Ceramiczne klocki do Softaila.',
  descriptionEn: 'Ceramic pads for a Softail.',
  brand: 'Chopper Works',
  productNumber: 'CW-BRK-0042',
  categoryKey: 'brakes',
  subcategory: 'brake-pads',
  price: 24_900,
  originalPrice: null,
  isOnSale: false,
  inStock: true,
  imageUrl: 'products/p3-1',
  images: ['products/p3-1', 'products/p3-2'],
  rating: 0,
  reviews: 0,
  stock: 7,
  weightGrams: 450,
  shippingPrice: 1399,
  ...over,
});

// Parsed XML has no static type: the assertions below are what check its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Parsed = Record<string, any>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['item', 'o', 'url', 'xhtml:link', 'sitemap', 'a', 'i', 'g:additional_image_link'].includes(name) });
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Parsed;
};
const absolute = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(site);
  return parsed;
};

describe('Google Merchant Center feed (RSS 2.0, g: namespace)', () => {
  const items = () =>
    parse(googleMerchantFeed(shop, [product(), product({ id: 4, isOnSale: true, originalPrice: 29_900, price: 19_900, inStock: false, gtin: '5901234123457', imageUrl: null, images: [] })])).rss.channel.item as Parsed[];

  it('is RSS 2.0 with the g: namespace and a channel', () => {
    const rss = parse(googleMerchantFeed(shop, [product()])).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(rss.channel.title).toBe('Chopper Works');
    absolute(rss.channel.link);
  });

  it('gives every item the required attributes in their formats', () => {
    for (const item of items()) {
      for (const field of ['g:id', 'g:title', 'g:description', 'g:link', 'g:image_link', 'g:availability', 'g:price', 'g:brand', 'g:mpn', 'g:condition', 'g:shipping']) expect(item[field], field).toBeDefined();
      expect(String(item['g:price'])).toMatch(/^\d+\.\d{2} PLN$/);
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
      expect(item['g:condition']).toBe('new');
      expect(item['g:shipping']['g:country']).toBe('PL');
      expect(String(item['g:shipping']['g:price'])).toMatch(/^\d+\.\d{2} PLN$/);
      absolute(item['g:link']);
      absolute(item['g:image_link']);
    }
  });

  it('writes prices, reductions, availability, identifiers and images as the product has them', () => {
    const [regular, reduced] = items();
    expect(regular!['g:id']).toBe(3);
    expect(regular!['g:title']).toBe('Klocki hamulcowe "Race" <ceramiczne> & stal');
    expect(regular!['g:price']).toBe('249.00 PLN');
    expect(regular!['g:sale_price']).toBeUndefined();
    expect(regular!['g:availability']).toBe('in_stock');
    expect(regular!['g:mpn']).toBe('CW-BRK-0042');
    expect(regular!['g:gtin']).toBeUndefined();
    expect(regular!['g:link']).toBe(`${site}/product/3`);
    expect(regular!['g:image_link']).toBe(`${site}/media/products/p3-1/w1200.webp`);
    expect(regular!['g:additional_image_link']).toEqual([`${site}/media/products/p3-2/w1200.webp`]);
    expect(regular!['g:shipping']['g:price']).toBe('13.99 PLN');
    expect(regular!['g:product_type']).toBe('Układ hamulcowy > Klocki hamulcowe');
    // On sale: price is the price before the reduction, sale_price what the buyer pays.
    expect(reduced!['g:price']).toBe('299.00 PLN');
    expect(reduced!['g:sale_price']).toBe('199.00 PLN');
    expect(reduced!['g:availability']).toBe('out_of_stock');
    expect(String(reduced!['g:gtin'])).toBe('5901234123457');
    // No photo: the shop's default image, still absolute.
    absolute(reduced!['g:image_link']);
  });
});

describe('Ceneo XML offer feed', () => {
  const offers = (products: FeedProduct[]) => (parse(ceneoFeed(shop, products)).offers.group?.o ?? []) as Parsed[];

  it('is <offers version="1"> with a group of <o> offers carrying Ceneo\'s attributes', () => {
    const xml = parse(ceneoFeed(shop, [product({ gtin: '5901234123457' })]));
    expect(xml.offers['@_version']).toBe('1');
    expect(xml.offers.group['@_name']).toBe('other');
    const [o] = xml.offers.group.o as Parsed[];
    expect(o!['@_id']).toBe('3');
    expect(o!['@_url']).toBe(`${site}/product/3`);
    expect(o!['@_price']).toBe('249.00');
    expect(o!['@_avail']).toBe('1');
    expect(o!['@_stock']).toBe('7');
    expect(o!['@_weight']).toBe('0.450');
    expect(o!['@_basket']).toBe('0');
    expect(o!.cat).toBe('Układ hamulcowy/Klocki hamulcowe');
    expect(o!.name).toBe('Klocki hamulcowe "Race" <ceramiczne> & stal');
    expect(o!.imgs.main['@_url']).toBe(`${site}/media/products/p3-1/w1200.webp`);
    expect(o!.imgs.i.map((i: Record<string, string>) => i['@_url'])).toEqual([`${site}/media/products/p3-2/w1200.webp`]);
    expect(o!.desc).toBe('Ceramiczne klocki do Softaila.');
    const attrs = Object.fromEntries(o!.attrs.a.map((a: Record<string, unknown>) => [a['@_name'], String(a['#text'])]));
    expect(attrs).toEqual({ Producent: 'Chopper Works', Kod_producenta: 'CW-BRK-0042', EAN: '5901234123457' });
  });

  it('prices with a dot and two decimals, every price', () => {
    for (const price of [1, 99, 100, 123_456]) expect(offers([product({ price })])[0]!['@_price']).toMatch(/^\d+\.\d{2}$/);
    expect(offers([product({ price: 123_456 })])[0]!['@_price']).toBe('1234.56');
  });

  it('leaves out an offer that is out of stock, and names no EAN it does not know', () => {
    const list = offers([product(), product({ id: 9, inStock: false, stock: 0 })]);
    expect(list.map((o) => o['@_id'])).toEqual(['3']);
    expect(list[0]!.attrs.a.map((a: Record<string, string>) => a['@_name'])).toEqual(['Producent', 'Kod_producenta']);
  });
});

describe('sitemap', () => {
  const pages = [{ path: '/' }, { path: '/shop?category=brakes' }, { path: '/product/3', lastmod: '2026-01-02T03:04:05.000Z' }];

  it('lists every page in both languages, each with its pl, en and x-default alternates', () => {
    const files = buildSitemaps(site, pages, '2026-11-28T00:00:00.000Z');
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const urls = parse(files.get('/sitemap.xml')!).urlset.url as Parsed[];
    expect(urls.map((u) => u.loc)).toEqual([`${site}/`, `${site}/?lang=en`, `${site}/shop?category=brakes`, `${site}/shop?category=brakes&lang=en`, `${site}/product/3`, `${site}/product/3?lang=en`]);
    for (const url of urls) {
      absolute(url.loc);
      expect(url['xhtml:link'].map((l: Record<string, string>) => l['@_hreflang'])).toEqual(['pl', 'en', 'x-default']);
      for (const link of url['xhtml:link']) absolute(link['@_href']);
    }
    expect(urls[4]!.lastmod).toBe('2026-01-02T03:04:05.000Z');
  });

  it('becomes an index of parts past the URL limit', () => {
    const files = buildSitemaps(site, pages, '2026-11-28T00:00:00.000Z', 4);
    expect([...files.keys()]).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml']);
    // The publisher names the files before it builds them: the same list.
    expect(buildSitemapPaths(pages.length, 4)).toEqual([...files.keys()]);
    expect(buildSitemapPaths(pages.length)).toEqual(['/sitemap.xml']);
    const index = parse(files.get('/sitemap.xml')!).sitemapindex.sitemap as Record<string, string>[];
    expect(index.map((s) => s.loc)).toEqual([`${site}/sitemap-1.xml`, `${site}/sitemap-2.xml`]);
    expect(parse(files.get('/sitemap-1.xml')!).urlset.url).toHaveLength(4);
    expect(parse(files.get('/sitemap-2.xml')!).urlset.url).toHaveLength(2);
  });
});

describe('a product page\'s head', () => {
  const template = '<!doctype html>\n<html lang="pl">\n  <head>\n    <title>Chopper Works – custom</title>\n    <meta\n      name="description"\n      content="Ogólny opis"\n    />\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>\n</html>';
  const html = (over: Partial<FeedProduct> = {}, language: 'pl' | 'en' = 'pl') => withHead(template, site, 'Chopper Works', productHead(site, 'Chopper Works', product(over), language));
  const meta = (doc: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)">`).exec(doc)?.[1];
  const jsonLd = (doc: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(doc)![1]!) as Parsed;

  it('has the title, description, canonical URL, alternates, Open Graph and Twitter tags of the product', () => {
    const doc = html();
    expect(doc).toContain('<title>Klocki hamulcowe &quot;Race&quot; &lt;ceramiczne&gt; &amp; stal | Chopper Works</title>');
    expect(doc).toMatch(/name="description"\s+content="Ceramiczne klocki do Softaila\."/);
    expect(doc).toContain(`<link rel="canonical" href="${site}/product/3">`);
    expect(doc).toContain(`<link rel="alternate" hreflang="pl" href="${site}/product/3">`);
    expect(doc).toContain(`<link rel="alternate" hreflang="en" href="${site}/product/3?lang=en">`);
    expect(doc).toContain(`<link rel="alternate" hreflang="x-default" href="${site}/product/3">`);
    expect(meta(doc, 'og:type')).toBe('product');
    expect(meta(doc, 'og:title')).toBe('Klocki hamulcowe &quot;Race&quot; &lt;ceramiczne&gt; &amp; stal | Chopper Works');
    expect(meta(doc, 'og:url')).toBe(`${site}/product/3`);
    expect(meta(doc, 'og:image')).toBe(`${site}/media/products/p3-1/w1200.webp`);
    expect(meta(doc, 'product:price:amount')).toBe('249.00');
    expect(meta(doc, 'product:price:currency')).toBe('PLN');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(`${site}/media/products/p3-1/w1200.webp`);
    // Only the head changed: the body and the app's entry are the template's.
    expect(doc).toContain('<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>');
  });

  it('is English on the English page, with its own canonical URL', () => {
    const doc = html({}, 'en');
    expect(doc).toContain('<html lang="en">');
    expect(doc).toContain('<title>Brake pads &quot;Race&quot; | Chopper Works</title>');
    expect(doc).toContain(`<link rel="canonical" href="${site}/product/3?lang=en">`);
    expect(meta(doc, 'og:locale')).toBe('en_GB');
    expect(jsonLd(doc).name).toBe('Brake pads "Race"');
  });

  it('carries the schema.org Product with its offer, brand and identifiers; a rating only with reviews', () => {
    const ld = jsonLd(html({ gtin: '5901234123457' }));
    expect(ld['@type']).toBe('Product');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '249.00', priceCurrency: 'PLN', availability: 'https://schema.org/InStock', url: `${site}/product/3` });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Chopper Works' });
    expect(ld.mpn).toBe('CW-BRK-0042');
    expect(ld.gtin).toBe('5901234123457');
    expect(ld.image[0]).toBe(`${site}/media/products/p3-1/w1200.webp`);
    expect(ld.aggregateRating).toBeUndefined();
    expect(jsonLd(html({ inStock: false })).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(jsonLd(html({ rating: 4.5, reviews: 12 })).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 });
  });

  it('publishes a product with sizes as a ProductGroup varying by size, each size a Product with its own offer URL (issue 31)', () => {
    const sized = {
      options: [{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: [{ key: '42', label: '42', labelEn: '42' }, { key: '43', label: '43', labelEn: '43' }] }],
      variants: [
        { sku: 'CW-BRK-0042-42', options: { size: '42' }, price: 24_900, inStock: true },
        { sku: 'CW-BRK-0042-43', options: { size: '43' }, price: 25_900, inStock: false },
      ],
    };
    const ld = jsonLd(html(sized)) as Parsed & { variesBy: string[]; hasVariant: { sku: string; name: string; size: string; offers: { url: string; price: string; availability: string } }[] };
    expect(ld['@type']).toBe('ProductGroup');
    expect(ld['@id']).toBe(`${site}/product/3#product`);
    expect(ld.variesBy).toEqual(['https://schema.org/size']);
    expect(ld.hasVariant).toHaveLength(2);
    expect(ld.hasVariant[1]).toMatchObject({ sku: 'CW-BRK-0042-43', size: '43', offers: { url: `${site}/product/3?variant=CW-BRK-0042-43`, price: '259.00', availability: 'https://schema.org/OutOfStock' } });
    expect(ld.hasVariant[0]!.name).toMatch(/ – rozmiar 42$/);
    const english = jsonLd(html(sized, 'en')) as unknown as { hasVariant: { name: string; offers: { url: string } }[] };
    expect(english.hasVariant[0]!.offers.url).toBe(`${site}/product/3?lang=en&variant=CW-BRK-0042-42`);
    expect(english.hasVariant[0]!.name).toMatch(/ – size 42$/);
    expect(jsonLd(html())['@type']).toBe('Product');
  });

  it('publishes a few approved reviews as Review items beside the rating, by the author\'s first name; none without reviews', () => {
    const written = (n: number) => ({ authorName: `Jan${n} K.`, stars: n, title: `Tytuł ${n} </script>`, text: `Treść ${n}`, createdAt: `2026-11-0${n}T10:00:00.000Z` });
    const reviews = [1, 2, 3, 4].map(written);
    const withReviews = (over: Partial<FeedProduct>) => jsonLd(withHead(template, site, 'Chopper Works', productHead(site, 'Chopper Works', product(over), 'pl', reviews)));
    const ld = withReviews({ rating: 2.5, reviews: 4 });
    expect(ld.review).toHaveLength(3);
    expect(ld.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Jan1' },
      datePublished: '2026-11-01',
      reviewRating: { '@type': 'Rating', ratingValue: 1, bestRating: 5, worstRating: 1 },
      name: 'Tytuł 1 </script>',
      reviewBody: 'Treść 1',
    });
    // A product the catalogue counts no review for publishes neither a rating nor reviews.
    expect(withReviews({ rating: 0, reviews: 0 }).review).toBeUndefined();
  });

  it('cannot be broken out of by a product text', () => {
    const doc = html({ name: 'Evil</script><script>alert(1)</script>' });
    expect(doc.match(/<script/g)).toHaveLength(2); // the JSON-LD and the app's entry
    expect(jsonLd(doc).name).toBe('Evil</script><script>alert(1)</script>');
  });
});

describe('robots.txt and delivery in the feeds', () => {
  it('names the sitemap by its absolute URL and keeps private pages out', () => {
    const robots = robotsTxt(site);
    expect(robots).toMatch(/^Sitemap: https:\/\/sklep\.example\.pl\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/checkout$/m);
  });

  it('reads a product record as the feeds need it: units in stock, weight, delivery, and its GTIN once it has one', () => {
    const record = { ...product(), stock: 3, dealerPrice: null, parcelSize: 'B', weightGrams: 1200, gtin: '5901234123457', archivedAt: null } as unknown as ProductRecord;
    const fed = feedProductOf(record, DEFAULT_SHIPPING_SETTINGS);
    expect(fed).toMatchObject({ id: 3, stock: 3, inStock: true, weightGrams: 1200, shippingPrice: DEFAULT_SHIPPING_SETTINGS.locker.B, gtin: '5901234123457' });
    expect(fed).not.toHaveProperty('dealerPrice');
  });

  it('ships at the cheapest delivery the checkout offers for the product alone, free from the threshold', () => {
    const record = (price: number, parcelSize: ProductRecord['parcelSize']) => ({ price, parcelSize, weightGrams: 500 }) as ProductRecord;
    expect(cheapestDelivery(DEFAULT_SHIPPING_SETTINGS, record(10_000, 'A'))).toBe(DEFAULT_SHIPPING_SETTINGS.locker.A);
    expect(cheapestDelivery(DEFAULT_SHIPPING_SETTINGS, record(10_000, 'courier'))).toBe(DEFAULT_SHIPPING_SETTINGS.courier.courier);
    expect(cheapestDelivery(DEFAULT_SHIPPING_SETTINGS, record(DEFAULT_SHIPPING_SETTINGS.freeThreshold!, 'A'))).toBe(0);
  });
});
