import { expect, test, withoutSizes } from './fixtures.js';

/**
 * A shared product link as a link preview (Facebook, Messenger) or a crawler fetches it: one
 * plain GET, no script, on the real build's document (the catalog function writes the product's
 * head into it; functions/catalog/handlers/product-document.ts). Then the same URL in the
 * browser: the app takes that document over as it takes the plain one (same root, same entry,
 * same title), and the page's policy blocks nothing (the fixtures fail a test on any violation).
 */
const SHOTS = '/work/shots/seo';

test('a product link carries its name, photo and price before any script, in both languages, and the app takes it over', async ({ page, request, baseURL }) => {
  // A product without sizes: its head names one price (one with sizes is a ProductGroup, variants.spec.ts).
  const { id } = ((await (await request.get('/api/products')).json()) as { items: { id: number; optionCounts?: Record<string, number> }[] }).items.find(withoutSizes)!;
  const product = (await (await request.get(`/api/products/${id}`)).json()) as { name: string; nameEn?: string; price: number };
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

  for (const [language, url, name] of [
    ['pl', `/product/${id}`, product.name],
    ['en', `/product/${id}?lang=en`, product.nameEn ?? product.name],
  ] as const) {
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<html lang="${language}">`);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${name} | Chopper Works`);
    expect(decode(meta(html, 'og:title')!)).toBe(`${name} | Chopper Works`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${baseURL}/media/`));
    expect(meta(html, 'product:price:amount')).toBe((product.price / 100).toFixed(2));
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { name: string; offers: { price: string } };
    expect(ld.name).toBe(name);
    expect(ld.offers.price).toBe((product.price / 100).toFixed(2));
    // The built document's app entry and its product-page preloads are all there.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(html).toContain('<div id="root"></div>');

    // The app renders on it, in the URL's language, and keeps the document's title.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(`${name} | Chopper Works`);
      await page.screenshot({ path: `${SHOTS}/product-${id}-${language}-${width}.png` });
    }
  }
  // Having arrived at the English URL, the visitor stays English.
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});

test('content, legal and category pages and home carry their heads before any script, on the stage\'s own origin', async ({ request, baseURL }) => {
  const head = async (url: string) => {
    const html = await (await request.get(url)).text();
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const og = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    return { html, canonical, title, og, alternates, image: /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] };
  };

  const about = await head('/about');
  expect(about.title).toBe('O nas | Chopper Works');
  expect(about.og).toBe('O nas | Chopper Works');
  expect(about.canonical).toBe(`${baseURL}/about`);
  expect(about.alternates).toEqual([`pl ${baseURL}/about`, `en ${baseURL}/about?lang=en`, `x-default ${baseURL}/about`]);
  expect((await request.get(about.image!)).status()).toBe(200);

  const terms = await head('/terms?lang=en');
  expect(terms.html).toContain('<html lang="en">');
  expect(terms.canonical).toBe(`${baseURL}/terms?lang=en`);

  const brakes = await head('/shop?category=brakes&lang=en');
  expect(brakes.title).toBe('Brakes | Chopper Works');
  expect(brakes.canonical).toBe(`${baseURL}/shop?category=brakes&amp;lang=en`);

  const home = await head('/');
  expect(home.canonical).toBe(`${baseURL}/`);
  // Still prerendered: the head is added to the document, the body is the same.
  expect(home.html).toMatch(/<div id="root" aria-busy="true">/);
  expect(home.html).not.toContain('site-origin.invalid');
});

test('the sitemap and the feeds are served at their stable URLs, robots.txt names the sitemap', async ({ request, baseURL }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/product/3?lang=en</loc>`);
  const google = await (await request.get('/feeds/google-merchant.xml')).text();
  expect(google).toContain('xmlns:g="http://base.google.com/ns/1.0"');
  expect(google).toMatch(/<g:price>\d+\.\d{2} PLN<\/g:price>/);
  expect(await (await request.get('/feeds/ceneo.xml')).text()).toMatch(/<o id="\d+" url="[^"]+" price="\d+\.\d{2}" avail="1"/);
});

test('after an in-app navigation the live head no longer names the product the document was served for', async ({ page }) => {
  await page.goto('/product/3');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/product\/3$/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('header').getByRole('link', { name: 'Sklep', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Still the same document (a client-side navigation), and none of product 3's head tags is left.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head meta[property^="og:"]')).toHaveCount(0);
  await expect(page.locator('head meta[property^="product:"]')).toHaveCount(0);
});
