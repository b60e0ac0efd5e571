import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'aws-lambda';
import { verifyIdToken, bearerToken } from '../../functions/core/caller.js';
import { unmatchedRoute } from '../../functions/core/dispatch.js';
import type { HttpEvent, HttpResult, LambdaHttpHandler } from '../../functions/core/http.js';
import { logger } from '../../functions/core/logger.js';
import { matchRoute } from '../../functions/core/route-match.js';
import type { RuntimeConfig } from '../../functions/contracts/runtime-config.js';
import type { Domain } from '../../functions/routes.js';
import { listOutboxEmails, type OutboxEmail } from '../../functions/messages/outbox-entity.js';
import { authEmail, authEmailLanguage } from '../../functions/accounts/auth-emails.js';
import { reconcileSettled } from '../../functions/orders/reconcile.js';
import { settleStalePendingOrders } from '../../functions/orders/stale-orders.js';
import { publishCatalog } from '../../functions/catalog/snapshot-publisher.js';
import { renderOutboxPage } from './outbox-page.js';
import {
  API_POLICY,
  COMMON_SECURITY_HEADERS,
  documentPolicy,
  inlineScriptHashes,
  MEDIA_POLICY,
  type InpostEnvironment,
} from '../constructs/response-headers.js';
import { PRODUCT_DOCUMENT_FUNCTION, SPA_ROUTING_FUNCTION, viewerFunction } from '../constructs/viewer-functions.js';
import { BUILD_SITE_ORIGIN, isPublicFilePath, PUBLIC_FILES_PREFIX } from '../../functions/contracts/seo-files.js';

/**
 * The local stand-in for CloudFront + API Gateway, on one origin:
 *   /api/*       → the route table → (JWT check as the authorizer does) → the same handler
 *                  the domain Lambda runs, with the same API Gateway v2 event;
 *   /media/*     → the media bucket (s3rver);
 *   /product/{id} → the product page's document with its head, written by the catalog function
 *                  (the same viewer function as CloudFront's /product/* behaviour rewrites it);
 *   /sitemap.xml, /sitemap-{n}.xml, /feeds/*, /robots.txt → the publisher's files in the
 *                  catalogue bucket's public/ (s3rver), as CloudFront serves them;
 *   /cognito/*   → cognito-local (so the SPA and the tokens' issuer use this origin);
 *   /stripe-fake/* → the Stripe fake's hosted payment page (local only);
 *   /config.json → the SPA's runtime config;
 *   /dev/outbox  → the e-mails the shop "sent" (local only; never part of the route table);
 *   POST /dev/settle-stale-orders[?olderThanMinutes=N][&refundsOlderThanMinutes=M] → runs the scheduled sweeper of pending
 *                  orders now (the local stack also runs it every 5 minutes, as AWS does every 15);
 *   POST /dev/publish-catalog[?mode=audit][&wait=0][&scheduled=1] → publishes a catalogue snapshot now,
 *                  after any run in progress (`wait=0`: skips while one runs); the local stack also
 *                  compacts every 30 s when due, as AWS does every minute (`scheduled=1` runs
 *                  that compact now: it publishes only when due, e.g. a timed sale's boundary passed);
 *   /ksef-fake/*, /vat-whitelist-fake/*, /inpost-fake/* → those fakes' dev pages (local only);
 *   POST /dev/run-ksef-job[?at=ISO] → works the KSeF queue now, or as if at that time (retries
 *                  that are not due yet); the local stack also runs it every few seconds;
 *   POST /dev/run-follow-ups[?at=ISO] → does the orders' follow-ups due now (correction invoices,
 *                  e-mails after payments and refunds); the local stack also runs it every second;
 *   GET  /dev/reconcile → the ledger's reconciliation report (what `npm run reconcile` prints);
 *   anything else → the built SPA (web/dist), index.html for client-side routes.
 */
export interface DevServerOptions {
  handlers: Record<Domain, Record<string, LambdaHttpHandler>>;
  webDist: string;
  runtimeConfig: () => RuntimeConfig | undefined;
  s3Endpoint: () => string | undefined;
  mediaBucket: string;
  /** The catalogue bucket: its `public/` folder holds the sitemap, the feeds and robots.txt. */
  catalogBucket: string;
  cognitoEndpoint: () => string | undefined;
  /** The Stripe fake, whose hosted test page the dev server proxies at /stripe-fake. */
  stripeFakeEndpoint: () => string | undefined;
  /** More fakes whose dev pages are proxied, by path prefix (`/ksef-fake` → its base URL). */
  fakePages?: () => Record<string, string | undefined>;
  /** Scheduled jobs a developer (or a test) can run now: POST /dev/{name}, with its query. */
  jobs?: Record<string, (query: URLSearchParams) => Promise<unknown>>;
  /** The codes cognito-local delivered (JSON lines), shown in the outbox as Cognito's e-mails. */
  cognitoMessagesFile?: string;
  /** Answers 503 until the emulators are provisioned. */
  ready: () => boolean;
  /** The InPost environment whose Geowidget the pages may load (the CSP allows its origins). */
  inpostEnvironment?: InpostEnvironment;
  /**
   * The user pool's triggers by the name cognito-local invokes them with (Lambda's Invoke API,
   * `POST /2015-03-31/functions/<name>/invocations`): the same code the Lambdas run in AWS.
   */
  triggers?: Record<string, (event: unknown) => Promise<unknown>>;
}

const MAX_REQUEST_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit
/** How long POST /dev/publish-catalog waits for a publisher run in progress (an audit of the demo takes < 1 s). */
const DEV_PUBLISH_LOCK_WAIT_MS = 30_000;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The security headers CloudFront adds, by the behaviour a path falls under
 * (infra/constructs/response-headers.ts; HSTS only in AWS, this server speaks plain HTTP). The
 * local-only pages (the outbox, the fakes' pages: the Stripe fake's payment page stands for
 * Stripe's own origin, the KSeF and white-list fakes' pages for the Ministry's) get the common
 * headers without the site's CSP.
 */
function securityHeadersFor(pathname: string, documentCsp: () => string, fakePrefixes: string[] = []): Record<string, string> {
  const fakePage = fakePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (fakePage || pathname.startsWith('/dev/') || pathname.startsWith('/stripe-fake/')) return { ...COMMON_SECURITY_HEADERS };
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/cognito')) {
    return { ...COMMON_SECURITY_HEADERS, 'content-security-policy': API_POLICY };
  }
  if (pathname.startsWith('/media/')) return { ...COMMON_SECURITY_HEADERS, 'content-security-policy': MEDIA_POLICY };
  return { ...COMMON_SECURITY_HEADERS, 'content-security-policy': documentCsp() };
}

/**
 * The documents' CSP for the build being served: its inline-script hashes are read from the
 * built documents when the server starts and again whenever index.html changes (a rebuild).
 */
function documentCspFor(webDist: string, inpost: InpostEnvironment | undefined, s3Endpoint: () => string | undefined): () => string {
  let builtFor = '';
  let policy = '';
  return () => {
    const index = join(webDist, 'index.html');
    const mtime = existsSync(index) ? statSync(index).mtimeMs : 0;
    // Admin photo uploads go straight to the S3 emulator (a presigned POST), as to S3 in AWS.
    const uploads = s3Endpoint();
    const key = `${mtime} ${uploads ?? ''}`;
    if (key !== builtFor) {
      builtFor = key;
      policy = documentPolicy({ inlineScriptHashes: inlineScriptHashes(webDist), cognitoOrigins: [], uploadOrigins: uploads ? [new URL(uploads).origin] : [], inpost, upgradeInsecureRequests: false });
    }
    return policy;
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(Object.assign(new Error('too large'), { tooLarge: true }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Text-like bodies reach the Lambda as strings, anything else base64, as API Gateway does. */
function isTextual(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml|[\w.+-]+\+json))/i.test(contentType);
}

/** API Gateway's JWT authorizer passes every claim as a string; arrays as "[a b]". */
function claimsAsApiGateway(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    claims[key] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return claims;
}

/** Smaller answers go as they are: compressing them gains less than it costs. */
const GZIP_MIN_BYTES = 1024;
const acceptsGzip = (req: IncomingMessage) => /gzip/.test(String(req.headers['accept-encoding']));

function send(res: ServerResponse, req: IncomingMessage, status: number, headers: Record<string, string>, body?: Buffer | string) {
  let payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const type = headers['content-type'] ?? '';
  // CloudFront compresses text; do the same so local Lighthouse numbers mean something.
  if (payload && payload.length > GZIP_MIN_BYTES && acceptsGzip(req) && /text|json|javascript|svg/.test(type)) {
    payload = gzipSync(payload);
    // Added to the answer's own Vary (a catalogue answer varies on Authorization: functions/core/http.ts).
    headers = { ...headers, 'content-encoding': 'gzip', vary: headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding' };
  }
  res.writeHead(status, { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function sendJson(res: ServerResponse, req: IncomingMessage, status: number, body: unknown) {
  send(res, req, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, JSON.stringify(body));
}

async function handleApi(options: DevServerOptions, req: IncomingMessage, res: ServerResponse, url: URL) {
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if ((error as { tooLarge?: boolean }).tooLarge) return sendJson(res, req, 413, { message: 'Request Entity Too Large' });
    throw error;
  }
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;

  const requestId = randomUUID();
  const matched = matchRoute(method, url.pathname);
  const routeKey = matched.kind === 'match' ? matched.match.routeKey : '$default';
  const event: HttpEvent = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(headers.cookie ? { cookies: headers.cookie.split(/;\s*/) } : {}),
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: matched.kind === 'match' ? matched.match.pathParameters : undefined,
    body: body.length ? (isTextual(headers['content-type']) ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isTextual(headers['content-type']),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };

  if (matched.kind !== 'match') {
    return writeResult(res, req, unmatchedRoute(event));
  }
  const { route } = matched.match;
  if (route.access !== 'public') {
    // What the HTTP API's JWT authorizer does before any Lambda runs: verify, or a bare 401.
    const token = bearerToken(headers);
    if (!token) return sendJson(res, req, 401, { message: 'Unauthorized' });
    try {
      const payload = await verifyIdToken(token);
      event.requestContext.authorizer = { jwt: { claims: claimsAsApiGateway(payload), scopes: [] } };
    } catch {
      return sendJson(res, req, 401, { message: 'Unauthorized' });
    }
  }
  const handler = options.handlers[route.domain]?.[route.handler];
  if (!handler) return sendJson(res, req, 500, { error: { code: 'internal', message: `No handler ${route.domain}.${route.handler}` } });
  const context = {
    functionName: `shop-${route.domain}`,
    awsRequestId: requestId,
    getRemainingTimeInMillis: () => 29_000,
  } as unknown as Context;
  writeResult(res, req, await handler(event, context));
}

function writeResult(res: ServerResponse, req: IncomingMessage, result: HttpResult) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  const body = result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  send(res, req, result.statusCode ?? 200, headers, body);
}

/** Streams a request through to another local server (s3rver, cognito-local). */
function proxy(req: IncomingMessage, res: ServerResponse, target: URL) {
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, req, 502, { error: { code: 'internal', message: 'Upstream emulator unavailable' } });
    else res.destroy();
  });
  req.pipe(upstream);
}

function serveStatic(options: DevServerOptions, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, req, 405, { message: 'Method Not Allowed' });
  const root = options.webDist;
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    return send(res, req, 503, { 'content-type': 'text/plain; charset=utf-8' }, 'The web app is not built yet: run `npm start` (it builds it) or `npm run build:web`.');
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return sendJson(res, req, 400, { message: 'Bad Request' });
  }
  const file = normalize(join(root, pathname));
  const insideRoot = file === root || file.startsWith(root + sep);
  if (insideRoot && existsSync(file) && statSync(file).isFile()) {
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    // Vite fingerprints everything under /assets: cache it for good. The rest revalidates.
    const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (/text|json|javascript|svg/.test(type)) return sendStaticText(res, req, file, { 'content-type': type, 'cache-control': cache });
    res.writeHead(200, { 'content-type': type, 'cache-control': cache, 'content-length': String(statSync(file).size) });
    if (req.method === 'HEAD') return res.end();
    return createReadStream(file).pipe(res);
  }
  if (extname(pathname) && pathname !== '/') {
    return send(res, req, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found');
  }
  // A route of the SPA: its prerendered document if it has one (and the build wrote it), else index.html.
  const querystring = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, { value }]));
  const { uri } = spaRouting({ uri: pathname, querystring, cookies: cookiesOf(req) });
  const prerendered = normalize(join(root, uri));
  const page = prerendered.startsWith(root + sep) && existsSync(prerendered) ? prerendered : indexFile;
  return sendStaticText(res, req, page, { 'content-type': contentTypes['.html']!, 'cache-control': 'no-cache' });
}

/**
 * The user pool's endpoint on the origin the browser used: the page's CSP allows only 'self' to be
 * fetched, so `http://127.0.0.1:3000` must be told `http://127.0.0.1:3000/cognito/`, not
 * `localhost`. The Host header names that origin (this server is plain HTTP on loopback); one
 * that is not a host[:port] falls back to the configured endpoint.
 */
export function sameOriginEndpoint(configured: string, req: Pick<IncomingMessage, 'headers'>): string {
  const host = req.headers.host;
  if (!host || !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return configured;
  return new URL(new URL(configured).pathname, `http://${host}`).href;
}

/** Cognito's e-mails as the outbox shows them: the same template, in the same language, as the AWS trigger. */
function cognitoEmails(file: string | undefined): OutboxEmail[] {
  if (!file || !existsSync(file)) return [];
  const { SITE_URL = 'http://localhost:3000', SHOP_NAME = 'Chopper Works' } = process.env;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line, i) => {
      const m = JSON.parse(line) as { source: string; email: string; code: string; sentAt: string; clientMetadata?: Record<string, string> };
      const mail = authEmail(m.source, { email: m.email, code: m.code, siteUrl: SITE_URL, shopName: SHOP_NAME, language: authEmailLanguage(m.clientMetadata) });
      return { id: `cognito-${i}`, to: m.email, subject: mail.subject, text: mail.text, kind: `cognito-${m.source}`, sentAt: m.sentAt, code: m.code };
    });
}

/**
 * Text files of the build (index.html and the prerendered documents too), read and gzipped once
 * per change of the file, as CloudFront keeps its compressed copies. Compressing ~40 files on
 * every page load kept a CPU of the bench machine busy while the browser on the same machine
 * loaded the page, and Lighthouse counted the browser's slower tasks.
 */
const STATIC_TEXT_CACHE_FILES = 500; // a build has ~250 text files
const staticTextCache = new Map<string, { mtime: number; size: number; body: Buffer; gzipped?: Buffer }>();
function sendStaticText(res: ServerResponse, req: IncomingMessage, file: string, headers: Record<string, string>) {
  const { mtimeMs: mtime, size } = statSync(file);
  let cached = staticTextCache.get(file);
  if (!cached || cached.mtime !== mtime || cached.size !== size) {
    // Each rebuild leaves the old fingerprinted files' entries behind: start afresh now and then.
    if (staticTextCache.size >= STATIC_TEXT_CACHE_FILES) staticTextCache.clear();
    // The documents' heads name the site by absolute URLs: the build writes a stand-in origin, which
    // the deploy replaces with the stage's (infra/constructs/site.ts) and this server with its own.
    const body = file.endsWith('.html') ? Buffer.from(readFileSync(file, 'utf8').split(BUILD_SITE_ORIGIN).join(new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin)) : readFileSync(file);
    cached = { mtime, size, body };
    staticTextCache.set(file, cached);
  }
  if (cached.body.length > GZIP_MIN_BYTES && acceptsGzip(req)) {
    cached.gzipped ??= gzipSync(cached.body);
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-length': String(cached.gzipped.length) });
    return res.end(req.method === 'HEAD' ? undefined : cached.gzipped);
  }
  return send(res, req, 200, { ...headers, vary: 'accept-encoding' }, cached.body);
}

/** CloudFront's viewer-request code for the site, run here too: the same URL gets the same document. */
const spaRouting = viewerFunction(SPA_ROUTING_FUNCTION);
/** And that of its /product/* behaviour: the product page's URL becomes the API's document of it. */
const productDocumentRouting = viewerFunction(PRODUCT_DOCUMENT_FUNCTION);

function cookiesOf(req: IncomingMessage): Record<string, { value: string }> {
  const cookies: Record<string, { value: string }> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) cookies[name] = { value: value.join('=') };
  }
  return cookies;
}

/** Lambda's Invoke API for cognito-local, from this machine only: the trigger's answer is the payload. */
async function invokeTrigger(options: DevServerOptions, req: IncomingMessage, res: ServerResponse, name: string) {
  const trigger = options.triggers?.[name];
  const loopback = /^(::1|127\.|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');
  if (!trigger || !loopback) return sendJson(res, req, 404, { message: `Function not found: ${name}` });
  const event: unknown = JSON.parse((await readBody(req)).toString('utf8'));
  try {
    return sendJson(res, req, 200, await trigger(event));
  } catch (error) {
    logger.error('local trigger failed', { name, error: error as Error });
    res.setHeader('x-amz-function-error', 'Unhandled');
    return sendJson(res, req, 200, { errorMessage: (error as Error).message });
  }
}

/**
 * The request target as a URL, or null when it is none. Node accepts any request line
 * (`GET http://[ HTTP/1.1`); `new URL` throws on it, and an exception thrown in the request
 * listener would take down the process, and every emulator on its leash with it.
 */
function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}

export function createDevServer(options: DevServerOptions): Server {
  const documentCsp = documentCspFor(options.webDist, options.inpostEnvironment, options.s3Endpoint);
  const server = createServer((req, res) => {
    const url = requestUrl(req);
    if (!url) {
      for (const [name, value] of Object.entries(securityHeadersFor('/api/', documentCsp))) res.setHeader(name, value);
      sendJson(res, req, 400, { error: { code: 'invalid_request', message: 'The request target is not a valid URL' } });
      return;
    }
    const fakePrefixes = Object.keys(options.fakePages?.() ?? {});
    for (const [name, value] of Object.entries(securityHeadersFor(url.pathname, documentCsp, fakePrefixes))) res.setHeader(name, value);
    const route = async () => {
      if (url.pathname === '/config.json') {
        const config = options.runtimeConfig();
        if (!config) return sendJson(res, req, 503, { message: 'Starting' });
        return sendJson(res, req, 200, config.userPoolEndpoint ? { ...config, userPoolEndpoint: sameOriginEndpoint(config.userPoolEndpoint, req) } : config);
      }
      const invocation = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
      if (invocation && req.method === 'POST') return invokeTrigger(options, req, res, decodeURIComponent(invocation[1]!));
      if (url.pathname.startsWith('/api/') || url.pathname === '/api') {
        if (!options.ready()) return sendJson(res, req, 503, { error: { code: 'internal', message: 'The local stack is still starting' } });
        return handleApi(options, req, res, url);
      }
      if (url.pathname === '/dev/outbox' || url.pathname === '/dev/outbox.json') {
        if (!options.ready()) return sendJson(res, req, 503, { message: 'Starting' });
        const emails = [...(await listOutboxEmails()), ...cognitoEmails(options.cognitoMessagesFile)].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
        if (url.pathname.endsWith('.json')) return sendJson(res, req, 200, { emails });
        return send(res, req, 200, { 'content-type': contentTypes['.html']!, 'cache-control': 'no-store' }, renderOutboxPage(emails));
      }
      if (url.pathname === '/dev/settle-stale-orders' && req.method === 'POST') {
        if (!options.ready()) return sendJson(res, req, 503, { message: 'Starting' });
        const minutes = url.searchParams.get('olderThanMinutes');
        const refundMinutes = url.searchParams.get('refundsOlderThanMinutes');
        for (const value of [minutes, refundMinutes]) {
          if (value !== null && !/^\d+$/.test(value)) return sendJson(res, req, 400, { message: 'olderThanMinutes, refundsOlderThanMinutes: whole numbers' });
        }
        return sendJson(
          res,
          req,
          200,
          await settleStalePendingOrders({
            ...(minutes === null ? {} : { olderThanMinutes: Number(minutes) }),
            ...(refundMinutes === null ? {} : { refundsOlderThanMinutes: Number(refundMinutes) }),
          }),
        );
      }
      if (url.pathname === '/dev/reconcile' && req.method === 'GET') {
        if (!options.ready()) return sendJson(res, req, 503, { message: 'Starting' });
        // As the scheduled job and `npm run reconcile` report it: a discrepancy that a write still
        // in flight explains (an invoice being numbered while the scan passes) is read again.
        return sendJson(res, req, 200, await reconcileSettled(500));
      }
      const job = url.pathname.startsWith('/dev/') ? options.jobs?.[url.pathname.slice('/dev/'.length)] : undefined;
      if (job && req.method === 'POST') {
        if (!options.ready()) return sendJson(res, req, 503, { message: 'Starting' });
        return sendJson(res, req, 200, await job(url.searchParams));
      }
      const fakePage = Object.entries(options.fakePages?.() ?? {}).find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
      if (fakePage) {
        if (!fakePage[1]) return sendJson(res, req, 503, { message: 'Starting' });
        return proxy(req, res, new URL(url.pathname.slice(fakePage[0].length) + url.search || '/', fakePage[1]));
      }
      if (url.pathname === '/dev/publish-catalog' && req.method === 'POST') {
        if (!options.ready()) return sendJson(res, req, 503, { message: 'Starting' });
        // "Now" waits for a run in progress (the timer's) to finish; `wait=0` skips instead, as a
        // scheduled run does (the publisher-lock tests race two of those).
        const waitForLockMs = url.searchParams.get('wait') === '0' ? 0 : DEV_PUBLISH_LOCK_WAIT_MS;
        const force = url.searchParams.get('scheduled') !== '1';
        return sendJson(res, req, 200, await publishCatalog(url.searchParams.get('mode') === 'audit' ? 'audit' : 'compact', { force, waitForLockMs }));
      }
      if (url.pathname.startsWith('/media/')) {
        const s3 = options.s3Endpoint();
        if (!s3 || (req.method !== 'GET' && req.method !== 'HEAD')) return sendJson(res, req, 404, { message: 'Not Found' });
        return proxy(req, res, new URL(`/${options.mediaBucket}/${url.pathname.slice('/media/'.length)}`, s3));
      }
      if (isPublicFilePath(url.pathname)) {
        const s3 = options.s3Endpoint();
        if (!s3 || (req.method !== 'GET' && req.method !== 'HEAD')) return sendJson(res, req, 404, { message: 'Not Found' });
        return proxy(req, res, new URL(`/${options.catalogBucket}/${PUBLIC_FILES_PREFIX}${url.pathname}`, s3));
      }
      if (url.pathname.startsWith('/product/')) {
        if (!options.ready()) return sendJson(res, req, 503, { error: { code: 'internal', message: 'The local stack is still starting' } });
        const querystring = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, { value }]));
        const rewritten = productDocumentRouting({ uri: url.pathname, querystring, cookies: cookiesOf(req) });
        const target = new URL(rewritten.uri, url);
        for (const [name, { value }] of Object.entries(rewritten.querystring)) target.searchParams.set(name, value);
        return handleApi(options, req, res, target);
      }
      if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
        const cognito = options.cognitoEndpoint();
        if (!cognito) return sendJson(res, req, 503, { message: 'Starting' });
        return proxy(req, res, new URL(url.pathname.slice('/cognito'.length) + url.search || '/', cognito));
      }
      if (url.pathname.startsWith('/stripe-fake/')) {
        const fake = options.stripeFakeEndpoint();
        if (!fake) return sendJson(res, req, 503, { message: 'Starting' });
        return proxy(req, res, new URL(url.pathname.slice('/stripe-fake'.length) + url.search, fake));
      }
      return serveStatic(options, req, res, url);
    };
    route().catch((error: unknown) => {
      logger.error('dev server failure', { error: error as Error });
      if (!res.headersSent) sendJson(res, req, 500, { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
      else res.destroy();
    });
  });
  // A malformed request (bad header bytes, a broken request line Node itself refuses) gets the
  // 400 Node would send, and never an 'error' event that nobody listens to.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });
  return server;
}
