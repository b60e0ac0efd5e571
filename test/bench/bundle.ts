import { join } from 'node:path';
import { bundleFunction } from '../../infra/build/function-bundle.js';
import { repoRoot } from '../../infra/local/paths.js';

/**
 * Bundles a bench container's entry with the shop's one bundler (infra/build/function-bundle.ts,
 * as the CDK bundles every function), so a process started from it pays what a Lambda container
 * pays to load the code. Answers the entry file to start with `node`.
 */
export async function bundleLikeLambda(entry: string, name: string): Promise<string> {
  const bundle = await bundleFunction({
    entry,
    outdir: join(repoRoot, 'node_modules/.cache/bench-bundles', name),
    architecture: process.arch === 'arm64' ? 'arm64' : 'x64',
  });
  return bundle.entryFile;
}
