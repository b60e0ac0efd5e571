import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

/** Newest modification time of any file below `dir` (skipping build output and dependencies). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the SPA when web/dist is missing or older than its sources, so `npm start` always
 * serves what the tree says, without a rebuild on every start.
 */
export async function ensureWebBuild(log: (line: string) => void): Promise<void> {
  const index = join(repoRoot, 'web/dist/index.html');
  const sources = Math.max(newestMtime(join(repoRoot, 'web')), newestMtime(join(repoRoot, 'functions/contracts')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  log('Building the web app (vite build)…');
  const { build } = await import('vite');
  await build({ configFile: join(repoRoot, 'web/vite.config.ts'), logLevel: 'warn' });
}
