import { join } from 'node:path';
import { repoRoot } from '../../infra/local/paths.js';

/** Builds the web app into `outDir` (never web/dist, which `npm start` and other engineers use). */
export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}
