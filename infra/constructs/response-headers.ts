/**
 * The shop's security response headers, defined once and read by both fronts: CloudFront's
 * response-headers policies (infra/constructs/site.ts, one per behaviour) and the local server
 * (infra/local/dev-server.ts), so the e2e tests run every page under the policy AWS serves.
 * Free of CDK imports for that reason, like viewer-functions.ts.
 *
 * Three kinds of answer, three Content-Security-Policies:
 * - **documents** (the SPA, `/` behaviour): exactly what the pages load. Scripts from our own
 *   origin plus the inline scripts of the built documents by hash (computed from web/dist, never
 *   written down: the build changes them); Amplify's calls to Cognito's API; InPost's Geowidget,
 *   its points API and map tiles when InPost is configured. Stripe needs nothing: Checkout is a
 *   full-page redirect, and navigation is not governed by CSP (loading Stripe.js would need
 *   js.stripe.com in script-src and frame-src).
 * - **API answers** (`/api/*`): JSON is never a document, so nothing may run or load in it.
 * - **media** (`/media/*`): images only; an uploaded SVG opened on its own cannot run script.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where each InPost environment's browser-side pieces live (Geowidget v5 docs and SDK sources). */
export const INPOST_BROWSER_ORIGINS = {
  sandbox: {
    geowidget: 'https://sandbox-easy-geowidget-sdk.easypack24.net',
    points: 'https://sandbox-api-pl-points.easypack24.net',
    tiles: 'https://osm.inpost.pl',
  },
  production: {
    geowidget: 'https://geowidget.inpost.pl',
    points: 'https://api-pl-points.easypack24.net',
    tiles: 'https://osm.inpost.pl',
  },
} as const;
export type InpostEnvironment = keyof typeof INPOST_BROWSER_ORIGINS;

export interface DocumentPolicyOptions {
  /** `'sha256-…'` sources of the inline scripts of the built documents ({@link inlineScriptHashes}). */
  readonly inlineScriptHashes: readonly string[];
  /** Origins the SPA calls for sign-in (`https://cognito-idp.<region>.amazonaws.com`); locally none (same origin). */
  readonly cognitoOrigins: readonly string[];
  /**
   * Where the admin's browser uploads product photos: the media bucket's own endpoint, which the
   * presigned POST of functions/media/handlers/uploads.ts names (`https://<bucket>.s3.<region>.amazonaws.com`;
   * locally the S3 emulator's).
   */
  readonly uploadOrigins: readonly string[];
  /** The InPost environment whose Geowidget the checkout shows; none: no InPost origins. */
  readonly inpost?: InpostEnvironment;
  /** Behind HTTPS (AWS): ask browsers to upgrade any stray http: URL. Not on the local http server. */
  readonly upgradeInsecureRequests: boolean;
  /**
   * The register page loads AWS WAF's JavaScript integration for the sign-up challenge
   * (web/src/lib/auth/waf-challenge.ts): its script and the calls it makes, on {@link WAF_SDK_ORIGINS}.
   */
  readonly wafChallenge?: boolean;
}

/**
 * Where AWS WAF's JavaScript integration loads from and calls: its apex domain, as AWS's guide to
 * the integration and content security policies says (waf-javascript-api-csp).
 */
export const WAF_SDK_ORIGINS = ['https://*.awswaf.com'] as const;

const directives = (entries: [string, readonly string[]][]): string =>
  entries.map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name)).join('; ');

/**
 * The CSP of the SPA's documents.
 *
 * `style-src` allows inline styles: the prerendered documents carry `style` attributes (React's
 * inline styles, rendered at build time) and the toaster injects its stylesheet at run time;
 * hashing either is not possible for a static site (no per-response nonce on S3). Script is the
 * dangerous part and it stays strict: no `'unsafe-inline'`, no `'unsafe-eval'`.
 */
export function documentPolicy(options: DocumentPolicyOptions): string {
  const inpost = options.inpost ? INPOST_BROWSER_ORIGINS[options.inpost] : undefined;
  const self = "'self'";
  const waf = options.wafChallenge ? WAF_SDK_ORIGINS : [];
  return directives([
    ['default-src', [self]],
    ['script-src', [self, ...options.inlineScriptHashes.map((h) => `'${h}'`), ...(inpost ? [inpost.geowidget] : []), ...waf]],
    ['style-src', [self, "'unsafe-inline'", ...(inpost ? [inpost.geowidget] : [])]],
    ['img-src', [self, 'data:', 'blob:', ...(inpost ? [inpost.geowidget, inpost.tiles] : [])]],
    ['font-src', [self, ...(inpost ? [inpost.geowidget] : [])]],
    ['connect-src', [self, ...options.cognitoOrigins, ...options.uploadOrigins, ...(inpost ? [inpost.geowidget, inpost.points, inpost.tiles] : []), ...waf]],
    ['manifest-src', [self]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['frame-ancestors', ["'none'"]],
    ...(options.upgradeInsecureRequests ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ]);
}

/** The CSP of API answers: JSON, never rendered, never framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The CSP of media: images (an SVG may style itself), nothing that runs, and sandboxed when opened alone. */
export const MEDIA_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * Browser features the shop uses: none, except geolocation on its own pages (the parcel-locker
 * map may offer "near me"). Everything else is off for the shop and anything it embeds.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HSTS: two years, every subdomain (the shop's domain serves nothing over plain HTTP). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Headers every answer carries, besides its CSP (the CloudFront policy sets the same ones). */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** CloudFront refuses a Content-Security-Policy longer than this in a response-headers policy. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** The script types a browser runs; anything else (`application/ld+json`) is data, outside CSP. */
const EXECUTABLE_SCRIPT_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * `sha256-…` of every inline script in the built documents (`*.html` anywhere under `buildDir`):
 * what the document CSP must name for the browser to run them. Computed at synth and when the
 * local server starts, so a changed build script is always covered.
 */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      const [, attributes = '', body = ''] = match;
      if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (!EXECUTABLE_SCRIPT_TYPE.test(type) || body.length === 0) continue;
      hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
