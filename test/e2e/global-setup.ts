import { startLocalStack } from '../../infra/local/stack.js';

/** A fresh, seeded local stack for the browser tests; its URL reaches the workers by env. */
export default async function globalSetup() {
  const stack = await startLocalStack({ port: 0, seed: true, catalogRefreshMs: 0, logLevel: 'SILENT', webDist: process.env.E2E_WEB_DIST });
  process.env.E2E_BASE_URL = stack.url;
  return async () => {
    await stack.stop();
  };
}
