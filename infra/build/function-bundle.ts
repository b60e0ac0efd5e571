/**
 * How every Lambda of the shop is bundled: one place, used by the CDK (ShopFunction, through
 * bundle-function-cli.ts), by the bundle-size test and by the bench. Free of CDK imports.
 *
 * esbuild, minified ESM for Node 24, and code splitting: a module a handler loads with `import()`
 * (the invoice PDF renderer with pdfkit, the SES client, the Stripe SDK) becomes a chunk that only
 * the request needing it loads, so a cold start loads the entry chunk and its static imports only.
 *
 * The `@aws-sdk/*` clients are bundled too, not left to the runtime's copy: Node resolves and
 * parses the runtime's SDK as hundreds of separate CommonJS files at every cold start, which
 * took more time than everything else a function loads (module init 160–300 ms with it, under
 * 110 ms bundled: test/bench/RESULTS.md, "API functions"). Bundled, the clients are also the
 * version the tests ran against. On top of that, code the shop never runs is left out of every bundle, whatever
 * domain imports the package (so it holds when code moves between domains):
 *
 * | package | left out | why it is safe |
 * |---|---|---|
 * | zod | the error messages of its 40+ other languages (the API answers in its own words; zod's English stays), `z.compile`, JSON-schema input and output (`z.fromJSONSchema`, `z.toJSONSchema`, `.toJSONSchema()`) | the shop calls none of them; calling one throws "not in this bundle" |
 * | fontkit (pdfkit) | the brotli decoder, used only for WOFF2 fonts | invoices embed TTF fonts (DejaVu Sans) |
 * | stripe | the API namespaces and resources the shop does not call (Issuing, Treasury, Terminal, V2, test helpers, Customers, Subscriptions, Invoices…); Checkout and Refunds stay | a stubbed resource has no methods; test/unit/function-bundles.test.ts fails when code calls one |
 *
 * pdfkit's standard-font metrics (AFM) are never bundled: pdfkit requires them at run time, and
 * the invoice gives pdfkit its TTF font up front so it never asks for Helvetica.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Lambda's processor architectures, as npm names them for native modules. */
export type FunctionArchitecture = 'arm64' | 'x64';

export interface FunctionBundleOptions {
  /** The TypeScript file that exports `handler`. */
  readonly entry: string;
  readonly outdir: string;
  /** Native modules installed (not bundled) beside the code, for Linux on `architecture`: sharp. */
  readonly nodeModules?: readonly string[];
  /** Install them (default), or only leave them out of the bundle (a size measurement). */
  readonly installNodeModules?: boolean;
  readonly architecture: FunctionArchitecture;
  /** Files the code reads at run time, copied into the bundle: `{ from: repo-relative, to: bundle-relative }`. */
  readonly files?: readonly { from: string; to: string }[];
}

export interface FunctionBundle {
  /** The entry file, `index.mjs`. */
  readonly entryFile: string;
  /** Bytes a cold start loads: the entry chunk and the chunks it imports statically (source maps excluded). */
  readonly initialBytes: number;
  /**
   * Of those, the bytes of the AWS SDK's own packages ({@link AWS_SDK_PACKAGES}). The size budget
   * is on the rest: the shop's code and the dependencies it chose. The SDK clients used to come
   * from the runtime and cost load time either way; the init-time budget covers them.
   */
  readonly awsSdkBytes: number;
  /** Bytes of every JavaScript file of the bundle, lazy chunks included. */
  readonly totalBytes: number;
  readonly metafile: Metafile;
}

/** The AWS SDK's packages: its clients, the Smithy runtime they are built on, AWS's crypto helpers. */
export const AWS_SDK_PACKAGES = /(^|\/)node_modules\/(@aws-sdk|@smithy|@aws-crypto)\//;

/** The ESM banner: CommonJS dependencies call `require` on Node built-ins. */
const REQUIRE_SHIM = "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);";

export async function bundleFunction(options: FunctionBundleOptions): Promise<FunctionBundle> {
  mkdirSync(options.outdir, { recursive: true });
  const result = await build({
    entryPoints: { index: options.entry },
    outdir: options.outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    target: 'node24',
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    // The maps point at files in the repo; embedding their sources only makes the bundle bigger.
    sourcesContent: false,
    banner: { js: REQUIRE_SHIM },
    external: [...(options.nodeModules ?? [])],
    plugins: [leaveOutUnusedCode()],
    metafile: true,
    logLevel: 'error',
    absWorkingDir: repoRoot,
  });
  for (const file of options.files ?? []) {
    const target = join(options.outdir, file.to);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(repoRoot, file.from), target);
  }
  if (options.nodeModules?.length && options.installNodeModules !== false) installNativeModules(options.outdir, options.nodeModules, options.architecture);
  return describe(result.metafile, options.outdir, options.entry);
}

/** Sizes of what was written, read from esbuild's metafile. */
function describe(metafile: Metafile, outdir: string, entry: string): FunctionBundle {
  const outputs = metafile.outputs;
  const byRelative = (path: string) => join(repoRoot, path);
  // The entry's output, not just any with an entry point: esbuild marks the chunks of `import()`s so too.
  const entryPoint = relative(repoRoot, resolve(repoRoot, entry));
  const entryKey = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === entryPoint);
  if (!entryKey) throw new Error('bundle: esbuild reported no entry output');
  const initial = new Set<string>();
  const visit = (path: string) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
  };
  visit(entryKey);
  const size = (path: string) => statSync(byRelative(path)).size;
  const scripts = Object.keys(outputs).filter((path) => path.endsWith('.mjs'));
  return {
    entryFile: join(outdir, relative(outdir, byRelative(entryKey))),
    initialBytes: [...initial].reduce((sum, path) => sum + size(path), 0),
    awsSdkBytes: [...initial].reduce(
      (sum, path) => sum + Object.entries(outputs[path]!.inputs).reduce((bytes, [input, { bytesInOutput }]) => bytes + (AWS_SDK_PACKAGES.test(input) ? bytesInOutput : 0), 0),
      0,
    ),
    totalBytes: scripts.reduce((sum, path) => sum + size(path), 0),
    metafile,
  };
}

/**
 * Native modules are installed by npm, for Lambda's Linux (glibc) on the function's processor,
 * whatever machine builds the bundle: npm picks the prebuilt binary packages (sharp's
 * `@img/sharp-linux-arm64`…) by its `os`, `cpu` and `libc` settings, not by the host.
 */
function installNativeModules(outdir: string, modules: readonly string[], architecture: FunctionArchitecture): void {
  const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies = Object.fromEntries(
    modules.map((name) => {
      const version = rootPackage.dependencies?.[name];
      if (!version) throw new Error(`bundle: ${name} must be a dependency in package.json to be installed beside a function`);
      return [name, version];
    }),
  );
  writeFileSync(join(outdir, 'package.json'), JSON.stringify({ private: true, type: 'module', dependencies }));
  const npm = spawnSync(
    'npm',
    ['install', '--omit=dev', '--no-package-lock', '--no-audit', '--no-fund', '--os=linux', `--cpu=${architecture}`, '--libc=glibc'],
    { cwd: outdir, stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' },
  );
  if (npm.status !== 0) throw new Error(`bundle: npm could not install ${modules.join(', ')} for linux-${architecture}`);
}

/**
 * A stand-in for a module whose functions the shop never calls: the same exported names, each a
 * function that throws. The JSON-schema factories are called when a schema is built, so theirs
 * return a function that throws when the JSON schema is asked for.
 */
function throwingStandIn(source: string, what: string, factories: readonly string[] = []): string {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]!);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  const message = JSON.stringify(`${what} is not in this bundle (infra/build/function-bundle.ts)`);
  return [
    `const unavailable = () => { throw new Error(${message}); };`,
    ...[...names].map((name) => `export const ${name} = ${factories.includes(name) ? '() => unavailable' : 'unavailable'};`),
  ].join('\n');
}

/** zod modules replaced by stand-ins that keep their exports and throw when used (by path in the package, or a function of the real source). */
const ZOD_STAND_INS: Record<string, string | ((source: string) => string)> = {
  'v4/core/json-schema-processors.js': (source) => throwingStandIn(source, 'zod JSON schema output'),
  'v4/core/to-json-schema.js': (source) =>
    throwingStandIn(source, 'zod JSON schema output', ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']),
  'v4/locales/index.js': 'export { default as en } from "./en.js";',
  'v4/core/compile.js': [
    'const unavailable = () => { throw new Error("z.compile is not in this bundle (infra/build/function-bundle.ts)"); };',
    'export const INVALID = Symbol.for("zod.compile.invalid");',
    'export class ZodCompileAsyncError extends Error {}',
    'export class ZodCompileUnsupportedError extends Error {}',
    'export const compile = unavailable, withParser = unavailable, compileFn = unavailable;',
  ].join('\n'),
  'v4/core/json-schema-generator.js': 'export class JSONSchemaGenerator { constructor() { throw new Error("JSONSchemaGenerator is not in this bundle (infra/build/function-bundle.ts)"); } }',
  'v4/classic/from-json-schema.js': 'export function fromJSONSchema() { throw new Error("z.fromJSONSchema is not in this bundle (infra/build/function-bundle.ts)"); }',
};

/**
 * The Stripe API resources the shop calls: namespaces (folders of stripe/esm/resources, `Checkout`)
 * and top-level resources (its files, `Refunds`). Every other resource is a class without methods
 * in the bundles (about 70 KB of the orders function's cold start).
 */
export const STRIPE_RESOURCES_USED = ['Checkout', 'Refunds'] as const;

/** The esbuild plugin behind the table at the top of this file. */
function leaveOutUnusedCode(): Plugin {
  return {
    name: 'leave-out-unused-code',
    setup(builder) {
      const packagePath = (path: string, name: string) => {
        const marker = `/node_modules/${name}/`;
        const at = path.replaceAll('\\', '/').lastIndexOf(marker);
        return at === -1 ? undefined : path.replaceAll('\\', '/').slice(at + marker.length);
      };

      // zod: served from a namespace of our own, resolved next to the real file.
      builder.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/].*\.js$/ }, (args) => {
        const inPackage = packagePath(args.path, 'zod');
        const standIn = inPackage ? ZOD_STAND_INS[inPackage] : undefined;
        if (standIn === undefined) return undefined;
        const contents = typeof standIn === 'string' ? standIn : standIn(readFileSync(args.path, 'utf8'));
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });

      builder.onResolve({ filter: /^brotli\/decompress(\.js)?$/ }, () => ({ path: 'brotli-decompress', namespace: 'left-out' }));
      builder.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
        contents: 'export default function decompress() { throw new Error("WOFF2 fonts (brotli) are not in this bundle (infra/build/function-bundle.ts)"); }',
        loader: 'js',
      }));

      // `esm/resources/Refunds.js` is the resource Refunds; `esm/resources/Checkout/Sessions.js` is in the namespace Checkout.
      builder.onLoad({ filter: /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/].+\.js$/ }, (args) => {
        const inPackage = packagePath(args.path, 'stripe');
        const resource = inPackage?.split('/')[2]?.replace(/\.js$/, '');
        if (!resource || (STRIPE_RESOURCES_USED as readonly string[]).includes(resource)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        // Every class the file exports stays, empty: a resource (`extends StripeResource`) without
        // its methods, a namespace (`resources/Apps/index.js`: `class Apps`) without its resources,
        // so the client still constructs every property it sets up.
        const classes = [...source.matchAll(/export class (\w+)( extends StripeResource\b)?/g)].map((m) => `export class ${m[1]}${m[2] ?? ''} {}`);
        const base = relative(dirname(args.path), join(args.path.slice(0, args.path.replaceAll('\\', '/').lastIndexOf('/resources/')), 'StripeResource.js')).replaceAll('\\', '/');
        return {
          contents: `import { StripeResource } from ${JSON.stringify(base.startsWith('.') ? base : `./${base}`)};\n${classes.join('\n')}`,
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
