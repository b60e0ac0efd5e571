import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../infra/local/paths.js';

/**
 * HTTP through the local server (infra/local/dev-server.ts: the same handlers behind the route
 * table, as API Gateway would call them), measured with autocannon from a separate process on
 * loopback: a fixed number of connections for a fixed time per endpoint, after a short warm-up.
 * Bounded on purpose: it measures what one server process answers, not how the machine copes
 * with an open-ended flood.
 */
export interface HttpRun {
  endpoint: string;
  requestsPerSecond: number;
  total: number;
  /** Latency in ms, as autocannon reports it (1 ms resolution). */
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

export interface HttpSection {
  connections: number;
  seconds: number;
  runs: HttpRun[];
}

const tsx = createRequire(import.meta.url).resolve('tsx/cli');

/** autocannon in its own process; asynchronously, since the server it measures runs in this one. */
function load(url: string, paths: string[], connections: number, seconds: number): Promise<Omit<HttpRun, 'endpoint'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, join(repoRoot, 'test/bench/http-load.ts'), JSON.stringify({ url, paths, connections, seconds })], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed: ${err.slice(-2000)}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Omit<HttpRun, 'endpoint'>);
    });
  });
}

export async function httpBench(options: {
  url: string;
  endpoints: { endpoint: string; paths: string[] }[];
  connections: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<HttpSection> {
  const runs: HttpRun[] = [];
  for (const { endpoint, paths } of options.endpoints) {
    await load(options.url, paths, options.connections, 2); // warm-up: JIT, the server's sockets
    const run = { endpoint, ...(await load(options.url, paths, options.connections, options.seconds)) };
    if (run.non2xx || run.errors || !run.total) throw new Error(`${endpoint}: ${run.total} answers, ${run.non2xx} not 2xx, ${run.errors} errors`);
    options.log(`  ${endpoint}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms`);
    runs.push(run);
  }
  return { connections: options.connections, seconds: options.seconds, runs };
}
