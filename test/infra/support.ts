import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { onTestFinished } from 'vitest';
import { lambdaEntry } from '../../infra/stacks/api-stack.js';
import type { ShopSettings } from '../../infra/stacks/shop.js';

/** cdk.json's context: the feature flags (and defaults) `cdk synth` uses, so tests see its templates. */
const cdkContext = (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }).context;

/** Synth without bundling or CloudFormation validation, with cdk.json's feature flags: the templates, fast. */
export function testApp(): App {
  return new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
}

/** A stand-in for web/dist shared by a test file (a stage is deployed with its built SPA). */
const sharedBuild = mkdtempSync(join(tmpdir(), 'web-dist-shared-'));
mkdirSync(join(sharedBuild, 'assets'));
mkdirSync(join(sharedBuild, 'documents', 'pl'), { recursive: true });
writeFileSync(join(sharedBuild, 'documents', 'pl', 'product.html'), '<!doctype html><title>product</title>');
writeFileSync(join(sharedBuild, 'index.html'), '<!doctype html><script>window.__boot = 1;</script>');
process.on('exit', () => rmSync(sharedBuild, { recursive: true, force: true }));

export const settings: ShopSettings = {
  stage: 'test',
  shopName: 'Test Shop',
  bootstrapAdminEmail: 'admin@example.com',
  logLevel: 'INFO',
  authDomainPrefix: 'test-shop-test',
  env: { region: 'eu-central-1' },
  siteBuildDir: sharedBuild,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON is untyped
export type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string; DependsOn?: string[] };

/** IAM statements of a template's policies, with the roles they are attached to. */
export function policyStatements(resources: Record<string, Resource>): { roles: string; action: string[]; resource: string }[] {
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).map((statement) => ({
        roles: JSON.stringify(policy.Properties.Roles),
        action: [statement.Action].flat(),
        resource: JSON.stringify(statement.Resource),
      })),
    );
}

/** A stand-in for web/dist: index.html (with `inlineScript`, when given), a prerendered page and a hashed asset. */
export function fakeBuild(inlineScript = 'window.__boot = 1;'): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'prerendered', 'pl'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${inlineScript}</script><script type="module" src="/assets/index-3f2a9c.js"></script>`);
  writeFileSync(join(dir, 'prerendered', 'pl', 'home.html'), '<!doctype html><script>window.__home = 2;</script><script type="application/ld+json">{"a":1}</script>');
  writeFileSync(join(dir, 'assets', 'index-3f2a9c.js'), 'console.log(1);');
  try {
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  } catch {
    // Called outside a test (a describe body): the temp dir is left to the OS.
  }
  return dir;
}

/** Every optional part of the app switched on at once: each resource a stage can have. */
export function everything(): Partial<ShopSettings> {
  return {
    siteUrl: 'https://sklep.example.com',
    google: { clientId: 'google-client-id', secretName: 'test/google-secret' },
    facebook: { clientId: 'facebook-app-id', secretName: 'test/facebook-secret' },
    stripeSecretName: 'test/stripe',
    mail: { sesIdentity: 'example.com', from: 'Shop <sklep@example.com>' },
    workshopEmail: 'biuro@example.com',
    seller: { name: 'Chopper Works Sp. z o.o.', address: 'ul. Warsztatowa 7, 32-800 Brzesko', taxId: 'PL8698765432', bankAccount: '12 1140 2004 0000 3002 0123 4567', bankName: 'mBank S.A.' },
    postConfirmationEntry: lambdaEntry('catalog'),
    alarmEmail: 'ops@example.com',
    budgetMonthlyUsd: 50,
    domain: { domainName: 'sklep.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' },
    apiOrigin: {
      domainName: 'api-origin.example.com',
      certificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/api-origin',
      truststoreUri: 's3://example-truststore/cloudfront-client-ca.pem',
      clientCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/cloudfront-client',
    },
    inpost: { secretName: 'test/inpost', organizationId: '1', environment: 'production', geowidgetToken: 'geo' },
    ksef: { secretName: 'test/ksef', environment: 'prod' },
    siteBuildDir: fakeBuild(),
  };
}

