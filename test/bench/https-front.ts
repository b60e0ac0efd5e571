import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { freePort } from '../../infra/local/processes.js';
import { onCleanup } from './cleanup.js';

/**
 * What Lighthouse loads the shop through: HTTPS with HTTP/2 in front of the local stack, as
 * CloudFront serves the site (infra/constructs/site.ts: HTTP/2 and 3). The local stack speaks
 * HTTP/1.1, where a browser opens at most six connections to a host: the ~30 files of a first
 * load queue on them, and Lighthouse's simulation replays that queue with its 150 ms round
 * trips. Measured on /product/1 (2 runs each): LCP 3.2–3.4 s over HTTP/1.1, 2.1–2.5 s over this
 * front; TLS adds its handshake to the first byte (TTFB 0.46 → 0.6–0.7 s), as in production.
 *
 * The certificate is made for the run with openssl and thrown away with the work dir;
 * Lighthouse's Chromium accepts it with --ignore-certificate-errors (lighthouse.ts).
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host']);

function passOn(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

export async function httpsFront(target: string, workDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const key = join(workDir, 'front-key.pem');
  const cert = join(workDir, 'front-cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`bench: openssl could not make the HTTPS front's certificate (apt-get install openssl): ${(error as Error).message}`);
  }
  const upstream = new URL(target);
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...passOn(req.headers), host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.on('error', () => res.destroy()); // a cut-off body must not look complete
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502);
      res.end();
    });
    res.on('close', () => forward.destroy()); // the browser gave up on it: so does the stack
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `https://localhost:${port}`, stop: onCleanup('HTTPS front', stop) };
}
