import { SITEMAP_PATH } from '../contracts/seo-files.js';

/**
 * robots.txt (RFC 9309), published with the sitemap because its `Sitemap:` line must be an
 * absolute URL on the stage's own origin (https://www.sitemaps.org/protocol.html#submit_robots).
 * The pages of a signed-in visitor, the checkout and the payment results are of no use in a
 * search result.
 */
const DISALLOWED = ['/admin', '/profile', '/orders', '/order/', '/wishlist', '/checkout', '/payment/', '/auth/', '/api/'];

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL(SITEMAP_PATH, siteUrl).href}`, ''].join('\n');
}
