import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../../infra/local/paths.js';

/**
 * Bundles an entry the way the CDK bundles a shop function (infra/constructs/shop-function.ts:
 * minified ESM, a `require` shim, the AWS SDK left out because the Lambda runtime provides it,
 * or bundled where the function bundles it: the catalog function, CATALOG_BUNDLES_AWS_SDK), so a
 * process started from the bundle pays what a Lambda container pays to load the code. The bundle
 * goes under node_modules/.cache, where an external SDK resolves from the repo's node_modules.
 */
export async function bundleLikeLambda(entry: string, name: string, options: { bundleAwsSdk: boolean }): Promise<string> {
  const dir = join(repoRoot, 'node_modules/.cache/bench-bundles');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [join(repoRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    external: options.bundleAwsSdk ? [] : ['@aws-sdk/*'],
    minify: true,
    logLevel: 'warning',
  });
  return outfile;
}
