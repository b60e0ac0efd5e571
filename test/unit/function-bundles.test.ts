import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains } from '../../functions/routes.js';
import { repoRoot, STRIPE_NAMESPACES_USED } from '../../infra/build/function-bundle.js';
import { BUNDLE_BUDGET_BYTES, measureFunctionBundles } from '../bench/function-bundles.js';

/**
 * Every API function (one per domain of the route table, so a new domain is measured without
 * being listed here) is bundled as it is deployed; what a cold start loads must stay within the
 * budget. Init times are machine-dependent and measured by `npm run bench`.
 */
describe('API function bundles', () => {
  it('keep what a cold start loads within 400 KB minified, for every domain of the route table', { timeout: 60_000 }, async () => {
    // Act
    const figures = await measureFunctionBundles();

    // Assess
    expect(figures.map((f) => f.domain).sort()).toEqual([...domains].sort());
    const over = figures.filter((f) => f.initialBytes > BUNDLE_BUDGET_BYTES).map((f) => `${f.domain}: ${(f.initialBytes / 1024).toFixed(0)} KB`);
    expect(over).toEqual([]);
  });

  it('call only the Stripe API namespaces the bundles keep', () => {
    // Prepare: every `stripe().<namespace>.<resource>` in the backend's code.
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
      );
    const stripeDir = join(repoRoot, 'node_modules/stripe/esm/resources');
    const namespaces = new Set(readdirSync(stripeDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));

    // Act
    const used = sources(join(repoRoot, 'functions')).flatMap((code) =>
      [...code.matchAll(/stripe\(\)\s*\.\s*(\w+)\s*\.\s*\w+/g)].map((m) => m[1]![0]!.toUpperCase() + m[1]!.slice(1)),
    );

    // Assess: a namespace (Checkout, Issuing…) the code calls is one the bundler keeps.
    const stubbed = used.filter((name) => namespaces.has(name) && !(STRIPE_NAMESPACES_USED as readonly string[]).includes(name));
    expect(used).toContain('Checkout');
    expect(stubbed).toEqual([]);
  });
});
