/**
 * The CDK app: one copy of the shop per stage. `cdk deploy` deploys the stage named in
 * cdk.json (`dev`); `cdk deploy -c stage=anna --all` deploys a personal copy with its own stacks
 * (`Shop-anna-Data`, …). Every setting is a context value (cdk.json or `-c key=value`); secrets
 * are never settings, only the names of the secrets that hold them.
 *
 * | context                   | meaning                                                      |
 * |---------------------------|--------------------------------------------------------------|
 * | stage                     | stage name, lower case (default `dev`)                       |
 * | shopName                  | the shop's name, shown by the SPA                            |
 * | bootstrapAdminEmail       | this account becomes an admin on sign-up                     |
 * | logLevel                  | functions' log level (default `INFO`)                        |
 * | siteUrl                   | the site's public origin, if known (needed for social sign-in) |
 * | authDomainPrefix          | hosted-UI domain prefix (default `<shop-name>-<stage>`)      |
 * | googleClientId            | enables Google sign-in                                       |
 * | googleClientSecretName    | its Secrets Manager secret (default `shop/<stage>/google-client-secret`) |
 * | facebookAppId             | enables Facebook sign-in                                     |
 * | facebookAppSecretName     | its secret (default `shop/<stage>/facebook-app-secret`)      |
 * | stripeSecretName          | enables payments: secret `{"secretKey","webhookSecret"}`     |
 * | sesIdentity               | sends e-mail through SES from this verified domain/address   |
 * | mailFrom                  | From header (default `<shopName> <sklep@<sesIdentity>>`)     |
 * | workshopEmail             | where contact messages and dealer applications go            |
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addShopStacks, type ShopSettings } from './stacks/shop.js';

const repoPath = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const app = new App();

function context(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

function requiredContext(key: string): string {
  const value = context(key);
  if (!value) throw new Error(`Context value "${key}" is required (cdk.json or -c ${key}=…).`);
  return value;
}

const stage = context('stage') ?? 'dev';
if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
  throw new Error(`Stage "${stage}": use 1–20 lower-case letters, digits or hyphens, starting with a letter.`);
}
const shopName = requiredContext('shopName');

const siteUrl = context('siteUrl')?.replace(/\/$/, '');
if (siteUrl && new URL(siteUrl).origin !== siteUrl) {
  throw new Error(`siteUrl "${siteUrl}" must be an origin only, like https://shop.example.com.`);
}

/** Cognito domain prefixes: lower-case letters, digits and hyphens, no "aws"/"amazon"/"cognito". */
const defaultAuthDomainPrefix = `${shopName}-${stage}`
  .toLowerCase()
  .replace(/aws|amazon|cognito/g, '')
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-+|-+$/g, '');

const googleClientId = context('googleClientId');
const facebookAppId = context('facebookAppId');
const sesIdentity = context('sesIdentity');
const workshopEmail = context('workshopEmail');
const postConfirmationEntry = repoPath('functions/accounts/post-confirmation.ts');
const siteBuildDir = repoPath('web/dist');

const settings: ShopSettings = {
  stage,
  shopName,
  bootstrapAdminEmail: requiredContext('bootstrapAdminEmail'),
  logLevel: context('logLevel') ?? 'INFO',
  siteUrl,
  authDomainPrefix: context('authDomainPrefix') ?? defaultAuthDomainPrefix,
  google: googleClientId
    ? {
        clientId: googleClientId,
        secretName: context('googleClientSecretName') ?? `shop/${stage}/google-client-secret`,
      }
    : undefined,
  facebook: facebookAppId
    ? {
        clientId: facebookAppId,
        secretName: context('facebookAppSecretName') ?? `shop/${stage}/facebook-app-secret`,
      }
    : undefined,
  stripeSecretName: context('stripeSecretName'),
  mail: sesIdentity
    ? { sesIdentity, from: context('mailFrom') ?? `${shopName} <${sesIdentity.includes('@') ? sesIdentity : `sklep@${sesIdentity}`}>` }
    : undefined,
  workshopEmail,
  postConfirmationEntry: existsSync(postConfirmationEntry) ? postConfirmationEntry : undefined,
  // Without a build, only config.json is deployed (build first: npm run build:web).
  siteBuildDir: existsSync(`${siteBuildDir}/index.html`) ? siteBuildDir : undefined,
  // The CLI fills these in from the AWS profile; without an account the stacks stay
  // account-agnostic, which is all an offline synth needs.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
};

addShopStacks(app, settings);

// AWS Solutions checks run at every synth; a finding fails it until fixed or acknowledged
// (with a reason) on the construct it concerns.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
