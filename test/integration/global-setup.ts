import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';

/**
 * Starts the whole local stack once per integration run: free ports, fresh state in a temp dir,
 * the demo catalogue seeded at a fixed date (so data-dependent assertions are stable), and a
 * catalogue that is never stale (refresh 0 ms). Stopped, with every emulator, at the end.
 */
export const SEED_BASE_DATE = '2026-06-01T12:00:00.000Z';

let stack: LocalStack | undefined;

export async function setup(project: TestProject) {
  stack = await startLocalStack({ port: 0, seed: true, catalogRefreshMs: 0, seedBaseDate: new Date(SEED_BASE_DATE), logLevel: 'SILENT', ksefJobIntervalMs: 0 });
  project.provide('baseUrl', stack.url);
  project.provide('userPool', stack.userPool);
  project.provide('endpoints', stack.endpoints);
}

export async function teardown() {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    userPool: { userPoolId: string; clientId: string };
    endpoints: { dynamodb: string; s3: string; cognito: string; stripe: string; ksef: string; vatWhitelist: string };
  }
}
