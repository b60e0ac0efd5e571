import { type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';
import { everything, settings, testApp } from './support.js';

/** The bare minimum (no optional context, no built web app) and everything: each branch of the app is in one of them. */
const variants: [string, Partial<ShopSettings>][] = [
  ['the bare minimum, not built', { siteBuildDir: undefined }],
  ['every option', everything()],
];

describe('cdk-nag AwsSolutions and Serverless checks', () => {
  it.each(variants)('find nothing unacknowledged with %s', (_name, overrides) => {
    // Prepare
    const app: App = testApp();
    addShopStacks(app, { ...settings, ...overrides });
    // Synthesis resolves cross-stack references, so the checks see what `cdk synth` sees.
    app.synth();

    // Act
    const reports = [new AwsSolutionsChecks(app).validateScope(app), new ServerlessChecks(app).validateScope(app)];

    // Assess: list rule and resource, so a failure says what to fix or acknowledge.
    const findings = reports.flatMap((report) =>
      report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`)),
    );
    expect(findings).toEqual([]);
  });
});
