import { startLocalStack } from '../../infra/local/stack.js';

/**
 * A private, throwaway local stack for looking at work in progress without touching .local/:
 *   npx vite build --config web/vite.config.ts --outDir /tmp/web-mine
 *   WEB_DIST=/tmp/web-mine PORT=3101 npx tsx test/support/run-stack.ts
 * Fresh temp state, seeded; Ctrl-C stops it.
 */
const stack = await startLocalStack({ port: Number(process.env.PORT ?? 0), seed: true, catalogRefreshMs: 0, logLevel: 'WARN' });
console.log(`private stack at ${stack.url} (outbox: ${stack.url}/dev/outbox, InPost fake: ${stack.url}/inpost-fake/)`);
// What the integration tests' global setup provides, for pointing a test run at this stack.
console.log(JSON.stringify({ baseUrl: stack.url, userPool: stack.userPool, endpoints: stack.endpoints }));
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
