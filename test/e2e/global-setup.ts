import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';

/**
 * A fresh, seeded local stack per Playwright worker, each in its own process (stack-process.ts),
 * started side by side. Each worker's tests use only its own stack (fixtures.ts picks it by the
 * worker's parallel index), so journeys running at the same time never see each other's orders,
 * stock or users, exactly as when the files ran one after another on one stack.
 */
const script = fileURLToPath(new URL('./stack-process.ts', import.meta.url));

function startStack(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'], env: process.env });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^E2E_STACK_URL (\S+)$/.exec(line);
      if (match) resolve({ url: match[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`an e2e stack exited with code ${code} before it was ready`)));
  });
}

export default async function globalSetup(config: FullConfig) {
  const stacks = await Promise.all(Array.from({ length: Math.max(1, config.workers) }, startStack));
  process.env.E2E_BASE_URLS = stacks.map((s) => s.url).join(' ');
  return async () => {
    await Promise.all(
      stacks.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
}
