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
 * | authDomainPrefix          | hosted-UI domain prefix (default `<shop-name>-<stage>-<stack id tail>`, unique) |
 * | googleClientId            | enables Google sign-in                                       |
 * | googleClientSecretName    | its Secrets Manager secret (default `shop/<stage>/google-client-secret`) |
 * | facebookAppId             | enables Facebook sign-in                                     |
 * | facebookAppSecretName     | its secret (default `shop/<stage>/facebook-app-secret`)      |
 * | stripeSecretName          | enables payments: secret `{"secretKey","webhookSecret"}`     |
 * | sesIdentity               | sends e-mail through SES from this verified domain/address (Cognito's too) |
 * | mailFrom                  | From header (default `<shopName> <sklep@<sesIdentity>>`)     |
 * | workshopEmail             | where contact messages and dealer applications go            |
 * | alarmEmail                | who is e-mailed by the alarms and the budget (SNS subscription) |
 * | sellerName, sellerAddress, sellerTaxId, sellerBankAccount, sellerBankName | the company invoices are from (NIP `PL…`) and the account dealers on terms pay into; all five or none (none: the demo company) |
 * | domainName                | the site's own domain (`sklep.chopperworks.pl`); needs certificateArn |
 * | certificateArn            | its ACM certificate, issued in us-east-1                     |
 * | apiOriginDomain           | closes the execute-api host: the API's own host CloudFront calls with mutual TLS (infra/constructs/api-origin.ts) |
 * | apiOriginCertificateArn   | its ACM certificate, in the stage's region                   |
 * | apiOriginTruststore       | `s3://bucket/key` of the client CA's PEM bundle (API Gateway's truststore) |
 * | originClientCertificateArn | the client certificate CloudFront presents, imported into ACM in us-east-1 |
 * | budgetMonthlyUsd          | a monthly AWS budget in USD, notified at 80 % and on a forecast overrun |
 * | inpostSecretName          | enables InPost ShipX: secret `{"token"}`; with inpostOrganizationId |
 * | inpostOrganizationId      | the ShipX organization id                                    |
 * | inpostEnvironment         | `sandbox` (default) or `production`                          |
 * | inpostGeowidgetToken      | the Geowidget's public token (the locker map in checkout)    |
 * | ksefSecretName            | enables KSeF e-invoices: secret `{"token"}`                  |
 * | ksefEnvironment           | `test` (default), `demo` or `prod`                           |
 * | region                    | the stage's region (default eu-central-1, whatever the AWS profile says) |
 * | backupCopyRegion          | where the table's backups are copied (default eu-west-1; eu-central-1 when the stage is there) |
 * | backupVaultLock           | `governance` (default) or `compliance` (default of stage `prod`): see DataStack |
 * | tableName                 | run the stage on this existing table (a restored one) instead of the stack's own |
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { addShopStacks, DEFAULT_REGION, type ShopSettings } from './stacks/shop.js';

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

function oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = context(key) ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`Context ${key} "${value}": use one of ${allowed.join(', ')}.`);
  return value as T;
}

const domainName = context('domainName');
const certificateArn = context('certificateArn');
if (!!domainName !== !!certificateArn) {
  throw new Error('Contexts domainName and certificateArn go together: the custom domain needs its certificate, and a certificate its domain.');
}
if (certificateArn && !/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
  throw new Error(`certificateArn "${certificateArn}": CloudFront takes ACM certificates from us-east-1 only (arn:aws:acm:us-east-1:<account>:certificate/<id>).`);
}
const apiOriginContexts = ['apiOriginDomain', 'apiOriginCertificateArn', 'apiOriginTruststore', 'originClientCertificateArn'] as const;
const apiOriginValues = apiOriginContexts.map((key) => context(key));
if (apiOriginValues.some(Boolean) && !apiOriginValues.every(Boolean)) {
  throw new Error(`Contexts ${apiOriginContexts.join(', ')} go together: the API's mutual-TLS domain needs all four (infra/constructs/api-origin.ts).`);
}
const [apiOriginDomain, apiOriginCertificateArn, apiOriginTruststore, originClientCertificateArn] = apiOriginValues;
if (originClientCertificateArn && !/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(originClientCertificateArn)) {
  throw new Error(`originClientCertificateArn "${originClientCertificateArn}": CloudFront takes client certificates from ACM in us-east-1 only.`);
}
const budget = context('budgetMonthlyUsd');
if (budget !== undefined && !(Number(budget) > 0)) throw new Error(`budgetMonthlyUsd "${budget}": a positive number of US dollars.`);
const alarmEmail = context('alarmEmail');
if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) throw new Error(`alarmEmail "${alarmEmail}" is not an e-mail address.`);
const inpostSecretName = context('inpostSecretName');
const ksefSecretName = context('ksefSecretName');

const sellerContexts = ['sellerName', 'sellerAddress', 'sellerTaxId', 'sellerBankAccount', 'sellerBankName'] as const;
const sellerValues = sellerContexts.map((key) => context(key));
if (sellerValues.some(Boolean) && !sellerValues.every(Boolean)) {
  throw new Error(`Contexts ${sellerContexts.join(', ')} go together: an invoice needs the whole seller.`);
}
const [sellerName, sellerAddress, sellerTaxId, sellerBankAccount, sellerBankName] = sellerValues;
if (sellerTaxId && !/^PL\d{10}$/.test(sellerTaxId)) throw new Error(`sellerTaxId "${sellerTaxId}": the NIP with its prefix, like PL5260001246.`);
if (sellerBankAccount && !/^(PL)?\d{26}$/.test(sellerBankAccount.replace(/ /g, ''))) {
  throw new Error(`sellerBankAccount "${sellerBankAccount}": a Polish account number (NRB), 26 digits, spaces allowed.`);
}

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
  authDomainPrefix: context('authDomainPrefix'),
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
  seller:
    sellerName && sellerAddress && sellerTaxId && sellerBankAccount && sellerBankName
      ? { name: sellerName, address: sellerAddress, taxId: sellerTaxId, bankAccount: sellerBankAccount, bankName: sellerBankName }
      : undefined,
  alarmEmail,
  domain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
  apiOrigin:
    apiOriginDomain && apiOriginCertificateArn && apiOriginTruststore && originClientCertificateArn
      ? { domainName: apiOriginDomain, certificateArn: apiOriginCertificateArn, truststoreUri: apiOriginTruststore, clientCertificateArn: originClientCertificateArn }
      : undefined,
  budgetMonthlyUsd: budget === undefined ? undefined : Number(budget),
  inpost: inpostSecretName
    ? {
        secretName: inpostSecretName,
        organizationId: requiredContext('inpostOrganizationId'),
        environment: oneOf('inpostEnvironment', ['sandbox', 'production'], 'sandbox'),
        geowidgetToken: context('inpostGeowidgetToken'),
      }
    : undefined,
  ksef: ksefSecretName ? { secretName: ksefSecretName, environment: oneOf('ksefEnvironment', ['test', 'demo', 'prod'], 'test') } : undefined,
  postConfirmationEntry: existsSync(postConfirmationEntry) ? postConfirmationEntry : undefined,
  // Without a build the web stack synthesizes but refuses to deploy (npm run deploy builds first).
  siteBuildDir: existsSync(`${siteBuildDir}/index.html`) ? siteBuildDir : undefined,
  backupCopyRegion: context('backupCopyRegion'),
  backupVaultLock: context('backupVaultLock') === undefined ? undefined : oneOf('backupVaultLock', ['governance', 'compliance'] as const, 'governance'),
  existingTableName: context('tableName'),
  // The CLI fills the account in from the AWS profile; without one the stacks stay
  // account-agnostic, which is all an offline synth needs. The region is never the profile's:
  // the CLI sets CDK_DEFAULT_REGION to us-east-1 when the profile names none, and customers'
  // data and invoices must not land outside the EU by accident. Only `-c region=…` moves a stage.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: context('region') ?? DEFAULT_REGION },
};

addShopStacks(app, settings);

// The AWS Solutions and Serverless checks run at every synth; a finding fails it until fixed or
// acknowledged (with a reason) on the construct it concerns.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
