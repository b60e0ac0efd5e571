import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDevServer, type DevServerOptions } from '../../infra/local/dev-server';
import { BUILD_SITE_ORIGIN } from '../../functions/contracts/seo-files';

/** The local server's static files: compressed as CloudFront does, and fresh after a rebuild. */

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-server-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>shop</title>${'<p>first build</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'assets', 'app.js'), `export const first = ${JSON.stringify('x'.repeat(4000))};`);
  const options: DevServerOptions = {
    handlers: {} as DevServerOptions['handlers'],
    webDist: dir,
    runtimeConfig: () => undefined,
    s3Endpoint: () => undefined,
    mediaBucket: 'media',
    catalogBucket: 'catalog',
    cognitoEndpoint: () => undefined,
    stripeFakeEndpoint: () => undefined,
    ready: () => true,
  };
  server = createDevServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static files of the build', () => {
  it('writes the site\'s own origin into a document\'s head, where the build wrote the stand-in', async () => {
    mkdirSync(join(dir, 'documents', 'pl'), { recursive: true });
    writeFileSync(join(dir, 'documents', 'pl', 'about.html'), `<!doctype html><link rel="canonical" href="${BUILD_SITE_ORIGIN}/about">`);
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'http://shop.localhost:3000';
    onTestFinished(() => {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    });
    const page = await get('/about');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<link rel="canonical" href="http://shop.localhost:3000/about">');
  });

  it('sends scripts gzipped to a browser that accepts it, and plain to one that does not', async () => {
    const zipped = await get('/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toContain('immutable');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).toString()).toContain('export const first');

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.toString()).toContain('export const first');
  });

  it('reads and compresses a file once while it is unchanged (same modification time and size)', async () => {
    const file = join(dir, 'assets', 'cached.js');
    const old = new Date(Date.now() - 60_000);
    writeFileSync(file, `export const a = ${JSON.stringify('a'.repeat(3000))};`);
    utimesSync(file, old, old);
    expect(gunzipSync((await get('/assets/cached.js', { 'accept-encoding': 'gzip' })).body).toString()).toContain('aaa');
    // Same length and times: to the server the same file, so it answers from its copy. (Vite's
    // fingerprinted names make this impossible for a real rebuild.)
    writeFileSync(file, `export const a = ${JSON.stringify('b'.repeat(3000))};`);
    utimesSync(file, old, old);
    expect(gunzipSync((await get('/assets/cached.js', { 'accept-encoding': 'gzip' })).body).toString()).toContain('aaa');
  });

  it('serves the new content once a rebuild changes a file', async () => {
    await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    writeFileSync(join(dir, 'assets', 'app.js'), `export const second = ${JSON.stringify('y'.repeat(5000))};`);
    // A rebuild within the same millisecond would keep the mtime: the size changes too here,
    // and the mtime is moved on to be sure.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'assets', 'app.js'), later, later);
    const zipped = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(zipped.body).toString()).toContain('export const second');
    const plain = await get('/assets/app.js');
    expect(plain.body.toString()).toContain('export const second');
  });

  it('answers a route of the app with index.html, gzipped, and with the new one after a rebuild', async () => {
    const first = await get('/shop/anything', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain('first build');
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>shop</title>${'<p>second build</p>'.repeat(100)}`);
    const rebuilt = await get('/shop/anything', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(rebuilt.body).toString()).toContain('second build');
  });
});
