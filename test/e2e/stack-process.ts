import { startLocalStack } from '../../infra/local/stack.js';

/**
 * One fresh, seeded local stack in a process of its own, for one Playwright worker. The stack's
 * handlers read their configuration from process.env (as Lambdas do), so two stacks cannot share
 * a process. Prints `E2E_STACK_URL <url>` once it answers; stops on SIGTERM or when the parent's
 * pipe closes.
 */
const stack = await startLocalStack({ port: 0, seed: true, catalogRefreshMs: 0, logLevel: 'SILENT', webDist: process.env.E2E_WEB_DIST });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
console.log(`E2E_STACK_URL ${stack.url}`);
