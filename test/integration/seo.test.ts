import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '../../functions/contracts/product.js';
import { api, baseUrl } from './api.js';
import { signIn } from './auth.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * What a crawler, a link preview (Facebook, Messenger) and a shopping site see, fetched as they
 * do: plain HTTP GETs on the local stack's one origin, no script run. The product document is
 * written by the catalog function from the build's document (here the integration run's stand-in,
 * global-setup.ts); the sitemap, the feeds and robots.txt are the publisher's files, served as
 * CloudFront serves them (infra/local/dev-server.ts).
 */
let admin = '';
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const get = async (path: string, cookie?: string) => {
  const res = await fetch(baseUrl() + path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const zl = (grosze: number) => (grosze / 100).toFixed(2);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML is untyped; the assertions check its shape
const parseXml = (xml: string): Record<string, any> => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['item', 'o', 'url'].includes(name) }).parse(xml);
};

describe('a product page as served, before any script', () => {
  // A product without sizes, one price (the demo catalogue's boots and helmets are ProductGroups: below).
  let id: number;
  beforeAll(async () => {
    // A demo product (ids 1–75) without sizes, not one another file created with an outside photo URL.
    for (let demo = 1; demo <= 75; demo++) {
      const answer = await api(`/api/products/${demo}`);
      if (answer.status === 200 && !(answer.body as Product).options.length) {
        id = demo;
        break;
      }
    }
    expect(id).toBeDefined();
  });

  it('has the product\'s title, photo, price and JSON-LD, in Polish by default', async () => {
    const product = (await api(`/api/products/${id}`)).body as Product;
    const page = await get(`/product/${id}`);

    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="pl">');
    expect(unescape(/<title>([^<]*)<\/title>/.exec(page.text)![1]!)).toBe(`${product.name} | Chopper Works`);
    expect(unescape(metaContent(page.text, 'og:title')!)).toBe(`${product.name} | Chopper Works`);
    expect(metaContent(page.text, 'og:type')).toBe('product');
    const image = new URL(metaContent(page.text, 'og:image')!);
    expect(image.origin).toBe(baseUrl());
    // The preview's photo is one the site really serves.
    expect((await fetch(image)).status).toBe(200);
    expect(metaContent(page.text, 'og:url')).toBe(`${baseUrl()}/product/${id}`);
    expect(metaContent(page.text, 'product:price:amount')).toBe(zl(product.price));
    expect(metaContent(page.text, 'product:price:currency')).toBe('PLN');
    expect(page.text).toContain(`<link rel="canonical" href="${baseUrl()}/product/${id}">`);
    expect(page.text).toContain(`<link rel="alternate" hreflang="en" href="${baseUrl()}/product/${id}?lang=en">`);
    const ld = jsonLd(page.text);
    expect(ld).toMatchObject({ '@type': 'Product', name: product.name, mpn: product.productNumber, brand: { name: product.brand } });
    expect(ld.offers).toMatchObject({ price: zl(product.price), priceCurrency: 'PLN', availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' });
    // The app's root is there, untouched, for the app to render into.
    expect(page.text).toContain('<div id="root"></div>');
  });

  it('is English at its English URL and for a visitor whose cookie says English', async () => {
    const product = (await api(`/api/products/${id}`)).body as Product;
    const english = product.nameEn ?? product.name;
    for (const page of [await get(`/product/${id}?lang=en`), await get(`/product/${id}`, 'lang=en')]) {
      expect(page.status).toBe(200);
      expect(page.text).toContain('<html lang="en">');
      expect(unescape(metaContent(page.text, 'og:title')!)).toBe(`${english} | Chopper Works`);
      expect(metaContent(page.text, 'og:url')).toBe(`${baseUrl()}/product/${id}?lang=en`);
      expect(metaContent(page.text, 'og:locale')).toBe('en_GB');
      expect(jsonLd(page.text).name).toBe(english);
    }
  });

  it('publishes a demo product in sizes as a ProductGroup with one offer per size, its URL naming the size', async () => {
    const withSizes = ((await api('/api/products')).body as ProductListResponse).items.find((p) => p.optionCounts)!;
    const product = (await api(`/api/products/${withSizes.id}`)).body as Product;
    const ld = jsonLd((await get(`/product/${withSizes.id}`)).text) as { '@type': string; hasVariant: { sku: string; offers: { url: string; price: string } }[] };
    expect(ld['@type']).toBe('ProductGroup');
    expect(ld.hasVariant.map((v) => [v.sku, v.offers.price, v.offers.url])).toEqual(
      product.variants.map((v) => [v.sku, zl(v.price), `${baseUrl()}/product/${withSizes.id}?variant=${encodeURIComponent(v.sku)}`]),
    );
  });

  it('answers a product that does not exist with the page\'s document and 404, for the app to say so', async () => {
    for (const path of ['/product/999999', '/product/abc']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain('<div id="root"></div>');
      expect(page.text, path).not.toContain('og:title');
    }
  });
});

describe('the sitemap, robots.txt and the feeds', () => {
  it('names the sitemap in robots.txt, and lists products, categories and content pages in both languages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.type).toMatch(/xml/);
    const locs = (parseXml(sitemap.text).urlset.url as { loc: string }[]).map((u) => u.loc);
    for (const path of ['/product/3', '/shop?category=brakes', '/about', '/terms', '/']) {
      expect(locs, path).toContain(`${baseUrl()}${path}`);
      expect(locs, path).toContain(`${baseUrl()}${path}${path.includes('?') ? '&' : '?'}lang=en`);
    }
  });

  it('drops an archived product from both feeds and the sitemap at the next publish', async () => {
    // A product of our own, ordered once (so it is archived, not deleted), then published.
    const created = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { name: 'Filtr Zefir feed', description: 'Do testu feedów', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'filters', price: 12_345, imageUrl: 'https://example.com/x.webp', stock: 5, parcelSize: 'A', weightGrams: 400, ...publishableSafety },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const checkout = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: id, quantity: 1 }], delivery: { method: 'pickup' } } });
    expect((await api(`/api/checkout/sessions/${checkout.body.sessionId}/cancel`, { method: 'POST' })).status).toBe(200);
    const publish = async () => expect((await api('/dev/publish-catalog', { method: 'POST' })).body.seoFiles).toContain('/feeds/ceneo.xml');
    const google = async () => (parseXml((await get('/feeds/google-merchant.xml')).text).rss.channel.item as Record<string, unknown>[]).find((i) => String(i['g:id']) === String(id));
    const ceneo = async () => (parseXml((await get('/feeds/ceneo.xml')).text).offers.group.o as Record<string, unknown>[]).find((o) => o['@_id'] === String(id));
    const inSitemap = async () => (await get('/sitemap.xml')).text.includes(`/product/${id}<`);

    await publish();
    expect(await google()).toMatchObject({ 'g:price': '123.45 PLN', 'g:availability': 'in_stock', 'g:condition': 'new', 'g:mpn': expect.any(String) });
    expect(await ceneo()).toMatchObject({ '@_price': '123.45', '@_avail': '1', '@_stock': '5', '@_basket': '0' });
    expect(await inSitemap()).toBe(true);

    expect((await api(`/api/admin/products/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await api(`/api/admin/products/${id}`, { token: admin })).body.archivedAt).toEqual(expect.any(String));
    await publish();
    expect(await google()).toBeUndefined();
    expect(await ceneo()).toBeUndefined();
    expect(await inSitemap()).toBe(false);
    // Its page now says it is gone.
    expect((await get(`/product/${id}`)).status).toBe(404);
  });
});
