import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaEntry } from '../../infra/stacks/api-stack.js';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';
import { settings, testApp } from './support.js';

/** A stand-in for web/dist: index.html and one hashed asset. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'assets', 'index-3f2a9c.js'), 'console.log(1);');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every shape the app can take: plain, social sign-in, payments and e-mail, the post-confirmation trigger, a built SPA. */
const variants: [string, Partial<ShopSettings>][] = [
  ['the default settings', {}],
  [
    'social sign-in',
    {
      siteUrl: 'https://shop.example.com',
      google: { clientId: 'google-client-id', secretName: 'test/google-secret' },
      facebook: { clientId: 'facebook-app-id', secretName: 'test/facebook-secret' },
    },
  ],
  ['payments and SES e-mail', { stripeSecretName: 'test/stripe', mail: { sesIdentity: 'example.com', from: 'Shop <sklep@example.com>' }, workshopEmail: 'biuro@example.com' }],
  ['the post-confirmation trigger', { postConfirmationEntry: lambdaEntry('catalog') }],
  ['a built SPA', { siteBuildDir: fakeBuild() }],
];

describe('cdk-nag AwsSolutions checks', () => {
  it.each(variants)('find nothing unacknowledged with %s', (_name, overrides) => {
    // Prepare
    const app = testApp();
    addShopStacks(app, { ...settings, ...overrides });
    // Synthesis resolves cross-stack references, so the checks see what `cdk synth` sees.
    app.synth();

    // Act
    const report = new AwsSolutionsChecks(app).validateScope(app);

    // Assess: list rule and resource, so a failure says what to fix or acknowledge.
    const findings = report.violations.flatMap((v) =>
      v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`),
    );
    expect(findings).toEqual([]);
  });
});
