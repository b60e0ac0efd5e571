import { demoUsers } from './provision.js';
import { localStateDir } from './paths.js';
import { seedDemoReviews } from './seed/demo-reviews.js';
import { DEFAULT_DEMO_PASSWORD, PortInUseError, startLocalStack } from './stack.js';
import { ensureWebBuild } from './web-build.js';
import { createServer } from 'node:net';

/**
 * `npm start`: the whole shop on real emulators at one URL, state in .local/ (`npm run reset`
 * wipes it). Ctrl-C (SIGINT) or SIGTERM stops every child process.
 */
const port = Number(process.env.PORT ?? 3000);
const demoPassword = process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

async function main() {
  const started = Date.now();
  await assertPortFree(port); // fail in a second, not after a web build
  await ensureWebBuild((line) => console.log(`  ${line}`));
  const stack = await startLocalStack({
    port,
    dataDir: localStateDir,
    demoPassword,
    log: (line) => console.log(`  ${line}`),
  });
  // The first start also writes demo reviews, through the shop's own routes (seed/demo-reviews.ts).
  if (stack.seeded) {
    await seedDemoReviews(stack, demoPassword, (line) => console.log(`  ${line}`)).catch((error: unknown) =>
      console.warn(`  Demo reviews could not be written: ${(error as Error).message}`),
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const width = Math.max(...demoUsers.map((u) => u.email.length));
  console.log(`
  The shop runs at ${stack.url}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s${stack.seeded ? `, seeded ${stack.seeded.products} products` : ''})

  Demo accounts (password ${demoPassword}):
${demoUsers.map((u) => `    ${u.email.padEnd(width)}  ${u.group ?? 'customer'}`).join('\n')}

  State: ${localStateDir} (npm run reset wipes it) · logs: ${stack.dataDir}/logs
  Stop with Ctrl-C.
`);
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(`\n  ${error.message}\n`);
  else console.error('\n  The local stack failed to start:', error instanceof Error ? error.message : error, '\n');
  process.exit(1);
});
