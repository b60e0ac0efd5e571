import autocannon from 'autocannon';

/**
 * The load generator of the HTTP section (http-bench.ts), in a process of its own so that it
 * does not share an event loop with the server it measures. Argument: JSON
 * `{ url, paths, connections, seconds }`; prints autocannon's summary as one JSON line.
 * Every connection cycles through `paths` in order.
 */
const { url, paths, connections, seconds } = JSON.parse(process.argv[2]!) as { url: string; paths: string[]; connections: number; seconds: number };
const result = await autocannon({ url, connections, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path })) });
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
