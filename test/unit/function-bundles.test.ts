import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains } from '../../functions/routes.js';
import { bundleFunction, repoRoot, STRIPE_RESOURCES_USED } from '../../infra/build/function-bundle.js';
import { budgetedBytes, BUNDLE_BUDGET_BYTES, measureFunctionBundles } from '../bench/function-bundles.js';

/**
 * Every API function (one per domain of the route table, so a new domain is measured without
 * being listed here) is bundled as it is deployed; what a cold start loads must stay within the
 * budget. Init times are machine-dependent and measured by `npm run bench`.
 */
describe('API function bundles', () => {
  it('keep what a cold start loads within 400 KB minified (the bundled AWS SDK aside), for every domain of the route table', { timeout: 60_000 }, async () => {
    // Act
    const figures = await measureFunctionBundles();

    // Assess
    expect(figures.map((f) => f.domain).sort()).toEqual([...domains].sort());
    const over = figures.filter((f) => budgetedBytes(f) > BUNDLE_BUDGET_BYTES).map((f) => `${f.domain}: ${(budgetedBytes(f) / 1024).toFixed(0)} KB`);
    expect(over).toEqual([]);
  });

  it('call only the Stripe API resources the bundles keep', () => {
    // Prepare: every `(await stripe()).<resource>.<method>` in the backend's code, and Stripe's resources
    // (namespaces are folders of stripe/esm/resources, top-level resources its files).
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
      );
    const stripeDir = join(repoRoot, 'node_modules/stripe/esm/resources');
    const resources = new Set(readdirSync(stripeDir, { withFileTypes: true }).map((d) => d.name.replace(/\.js$/, '')));

    // Act
    const used = sources(join(repoRoot, 'functions')).flatMap((code) =>
      [...code.matchAll(/stripe\(\)\)\s*\.\s*(\w+)\s*\.\s*\w+/g)].map((m) => m[1]![0]!.toUpperCase() + m[1]!.slice(1)),
    );

    // Assess: a resource (Checkout, Refunds, Customers…) the code calls is one the bundler keeps.
    const stubbed = used.filter((name) => resources.has(name) && !(STRIPE_RESOURCES_USED as readonly string[]).includes(name));
    expect(used).toEqual(expect.arrayContaining(['Checkout', 'Refunds']));
    expect(stubbed).toEqual([]);
  });

  it('keep a Stripe client that starts in a fresh Node process with every resource the code calls', { timeout: 60_000 }, async () => {
    // Prepare: a handler that builds the client as functions/orders/stripe.ts does, bundled as
    // every function is (inside the repo, so `stripe` resolves from its node_modules).
    const dir = join(repoRoot, 'node_modules/.cache/function-bundles-test');
    mkdirSync(dir, { recursive: true });
    const entry = join(dir, 'stripe-client.ts');
    writeFileSync(entry, "import Stripe from 'stripe';\nexport const handler = () => new Stripe('sk_test_bundle', { maxNetworkRetries: 0 });\n");
    const bundle = await bundleFunction({ entry, outdir: join(dir, 'out'), architecture: 'arm64' });

    // Act
    const probe = `const { handler } = await import(${JSON.stringify(bundle.entryFile)}); const s = handler();
      console.log(JSON.stringify({ refunds: [typeof s.refunds.create, typeof s.refunds.retrieve], sessions: [typeof s.checkout.sessions.create, typeof s.checkout.sessions.expire, typeof s.checkout.sessions.retrieve], webhooks: typeof s.webhooks.constructEvent, customers: typeof s.customers.create }));`;
    const kept = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })) as Record<string, unknown>;

    // Assess: what the shop calls is there; a resource it does not call is an empty class.
    expect(kept).toEqual({ refunds: ['function', 'function'], sessions: ['function', 'function', 'function'], webhooks: 'function', customers: 'undefined' });
  });
});
