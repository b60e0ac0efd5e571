import { CrossStackReferences, ReferenceStrength } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes.js';
import type { SiteDomain } from '../constructs/site.js';
import type { ApiOriginSettings } from '../constructs/api-origin.js';
import { hostedUiDomainBase } from '../constructs/user-pool.js';
import { ApiStack, type InpostSettings, type KsefSettings, type MailSettings, type SellerSettings } from './api-stack.js';
import { AuthStack, type SocialSignInSettings } from './auth-stack.js';
import { BackupCopyStack, DEFAULT_BACKUP_COPY_REGION } from './backup-copy-stack.js';
import { DataStack } from './data-stack.js';
import { EDGE_REGION, EdgeStack } from './edge-stack.js';
import { EdgeAlarmsStack, MonitoringStack } from './monitoring-stack.js';
import { OpsStack } from './ops-stack.js';
import { WebStack } from './web-stack.js';
import type { VaultLockMode } from '../constructs/table-backups.js';

/**
 * The shop's region unless the context names another (`-c region=…`): Frankfurt, near its
 * buyers in Poland, and in the EU, where their personal data and invoices must stay. The AWS
 * profile's region is deliberately not used (infra/app.ts).
 */
export const DEFAULT_REGION = 'eu-central-1';

/** Everything that differs between copies of the shop (stages). */
export interface ShopSettings {
  /** `dev`, `prod`, or a personal copy (`cdk deploy -c stage=anna`): part of every stack name. */
  readonly stage: string;
  readonly shopName: string;
  /** The e-mail whose account becomes an admin on sign-up. */
  readonly bootstrapAdminEmail: string;
  /** Powertools log level of the functions. */
  readonly logLevel: string;
  /**
   * The site's public origin (`https://shop.example.com`), when known before deploying. It
   * scopes media-upload CORS and is the base of the sign-in callback URL, the checkout return
   * URLs and e-mail links; Google/Facebook sign-in and payments cannot work without it.
   */
  readonly siteUrl?: string;
  /**
   * Prefix of the Cognito hosted-UI domain (one namespace per region across all accounts).
   * @default `<shop-name>-<stage>-<12 hex digits of the Auth stack's id>`: cannot collide
   */
  readonly authDomainPrefix?: string | undefined;
  readonly google?: SocialSignInSettings;
  readonly facebook?: SocialSignInSettings;
  /** functions/accounts/post-confirmation.ts, once it exists. */
  readonly postConfirmationEntry?: string;
  /** The built SPA (web/dist), once it exists. */
  readonly siteBuildDir?: string;
  /** The routes to serve. @default the route table of functions/routes.ts */
  readonly routes?: readonly RouteDefinition[];
  /** Secrets Manager secret with the Stripe keys (see ApiStackProps); without it no payments. */
  readonly stripeSecretName?: string;
  /** Sending e-mail through SES; without it e-mails stay in the table's outbox. */
  readonly mail?: MailSettings;
  /** Where contact messages and dealer applications go. */
  readonly workshopEmail?: string;
  /** Who invoices are from and the account dealers on terms pay into; none: the demo company. */
  readonly seller?: SellerSettings;
  /** Who is told about alarms and the budget (an SNS e-mail subscription in each alarm region). */
  readonly alarmEmail?: string;
  /** The shop's own domain and its us-east-1 ACM certificate; none: *.cloudfront.net. */
  readonly domain?: SiteDomain;
  /** The API's mutual-TLS custom domain, which closes the execute-api host (infra/constructs/api-origin.ts). */
  readonly apiOrigin?: ApiOriginSettings;
  /** The stage's monthly AWS budget in USD; none: no budget. */
  readonly budgetMonthlyUsd?: number;
  /** The region the table's backups are copied to. @default eu-west-1 (eu-central-1 for a stage in eu-west-1) */
  readonly backupCopyRegion?: string;
  /** The backup vaults' lock. @default `compliance` for the stage `prod`, `governance` for the others */
  readonly backupVaultLock?: VaultLockMode;
  /** Run the stage on this existing table (one restored from a backup). @default the data stack's own */
  readonly existingTableName?: string;
  /** InPost ShipX (shipments, locker map); none: deliveries are not created at InPost. */
  readonly inpost?: InpostSettings;
  /** KSeF e-invoices; none: no submission to KSeF. */
  readonly ksef?: KsefSettings;
  /**
   * Account and region. The region is always explicit (@default {@link DEFAULT_REGION}): the
   * edge stacks live in us-east-1 and reference the others across regions. Without an account
   * the stacks stay account-agnostic, which is all an offline synth needs.
   */
  readonly env?: { readonly account?: string; readonly region?: string };
}

export interface ShopStacks {
  readonly ops: OpsStack;
  readonly backupCopy: BackupCopyStack;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  readonly edge: EdgeStack;
  readonly web: WebStack;
  readonly monitoring: MonitoringStack;
  readonly edgeAlarms: EdgeAlarmsStack;
}

/**
 * Without a known site URL, media uploads are allowed from pages served by CloudFront: the
 * distribution's own host name is only known after it is created, in a stack deployed after
 * the bucket. CORS is not what protects the bucket (presigned policies are), so this only
 * decides which pages may read the upload responses.
 */
const UPLOADS_FROM_ANY_CLOUDFRONT_SITE = 'https://*.cloudfront.net';

/** The stage whose customers are real: it must send e-mail and tell a person about alarms. */
export const PRODUCTION_STAGE = 'prod';

/**
 * Refuses a production stage that would fail silently: without an SES identity, Cognito sends
 * sign-up codes from its own sender (about 50 a day) and order e-mails stay in the table's outbox;
 * without an alarm e-mail, every alarm goes to a topic nobody reads; without the API's own
 * mutual-TLS origin, anyone who finds the execute-api host calls the Lambdas around the WAF and
 * uses up the API's shared throttle (infra/constructs/api-origin.ts); without the seller's own
 * company data, invoices go to KSeF in the demo company's name and dealers on payment terms are
 * told to pay into the demo bank account.
 */
export function assertProductionReady(settings: ShopSettings): void {
  if (settings.stage !== PRODUCTION_STAGE) return;
  const missing = [
    ...(settings.mail ? [] : ['-c sesIdentity=<a domain or address verified in SES> (customer e-mails and sign-up codes)']),
    ...(settings.alarmEmail ? [] : ['-c alarmEmail=<the on-call address> (alarms and the budget)']),
    ...(settings.apiOrigin
      ? []
      : ['-c apiOriginDomain= -c apiOriginCertificateArn= -c apiOriginTruststore= -c originClientCertificateArn= (the execute-api host closed: docs/deploying.md, "The API\'s own origin")']),
    ...(settings.seller ? [] : ['-c sellerName= -c sellerAddress= -c sellerTaxId= -c sellerBankAccount= -c sellerBankName= (who invoices are from and where dealers on terms pay)']),
  ];
  if (missing.length) {
    throw new Error(`Stage "${PRODUCTION_STAGE}" serves real customers and will not synthesize without: ${missing.join('; ')}.`);
  }
}

/**
 * The stacks of one copy of the shop, named `Shop-<stage>-<Part>`, in deploy order: Ops (alert
 * topic, budget, mail feedback), BackupCopy (the vault the table's backups are copied to, in the
 * second region), Data, Auth, Api, Edge (the site's WAF, us-east-1), Web, Monitoring (the
 * dashboard) and EdgeAlarms (the CloudFront alarm, us-east-1). `scope` is an app (or stage) that
 * holds nothing yet: the cross-stack reference setting must precede its children.
 */
export function addShopStacks(scope: Construct, settings: ShopSettings): ShopStacks {
  assertProductionReady(settings);
  const { stage, shopName } = settings;
  const env = { account: settings.env?.account, region: settings.env?.region ?? DEFAULT_REGION };
  const edgeEnv = { account: env.account, region: EDGE_REGION };
  const backupCopyRegion = settings.backupCopyRegion ?? (env.region === DEFAULT_BACKUP_COPY_REGION ? DEFAULT_REGION : DEFAULT_BACKUP_COPY_REGION);
  if (backupCopyRegion === env.region) {
    throw new Error(`backupCopyRegion "${backupCopyRegion}" is the stage's own region: the copies must survive the loss of that region.`);
  }
  const backupVaultLock = settings.backupVaultLock ?? (stage === PRODUCTION_STAGE ? 'compliance' : 'governance');
  // Stacks read each other's outputs (Fn::GetStackOutput) rather than CloudFormation exports:
  // an export in use can be neither changed nor removed, so replacing, say, the app client
  // would need a two-step deploy. Deploy order still follows the references.
  CrossStackReferences.of(scope).consume(ReferenceStrength.WEAK);
  const name = (part: string) => `Shop-${stage}-${part}`;
  const stackProps = (part: string, description: string, where: { account?: string; region: string } = env) => ({
    env: where,
    stackName: name(part),
    description: `${shopName} (${stage}): ${description}`,
  });
  const siteUrl = settings.siteUrl ?? (settings.domain ? `https://${settings.domain.domainName}` : undefined);

  const ops = new OpsStack(scope, name('Ops'), {
    ...stackProps('Ops', 'alert topic, budget, e-mail bounces and complaints'),
    stage,
    alarmEmail: settings.alarmEmail,
    budgetMonthlyUsd: settings.budgetMonthlyUsd,
    sendsMail: !!settings.mail,
  });

  const backupCopy = new BackupCopyStack(scope, name('BackupCopy'), {
    ...stackProps('BackupCopy', `the vault the table's backups are copied to (${backupCopyRegion}, retained)`, { account: env.account, region: backupCopyRegion }),
    stage,
    lock: backupVaultLock,
  });

  const data = new DataStack(scope, name('Data'), {
    ...stackProps('Data', 'table, its backups and the media bucket (stateful, retained)'),
    uploadOrigins: [siteUrl ?? UPLOADS_FROM_ANY_CLOUDFRONT_SITE],
    stage,
    existingTableName: settings.existingTableName,
    backups: { lock: backupVaultLock, copyVault: backupCopy.vault },
  });

  const auth = new AuthStack(scope, name('Auth'), {
    ...stackProps('Auth', 'Cognito user pool, groups and SPA client'),
    shopName,
    siteUrl,
    ...(settings.authDomainPrefix ? { hostedUiDomainPrefix: settings.authDomainPrefix } : {}),
    hostedUiDomainBase: hostedUiDomainBase(shopName, stage),
    ...(settings.mail ? { mail: { ...settings.mail, configurationSet: ops.mailConfigurationSet } } : {}),
    google: settings.google,
    facebook: settings.facebook,
    postConfirmation: settings.postConfirmationEntry
      ? { entry: settings.postConfirmationEntry, bootstrapAdminEmail: settings.bootstrapAdminEmail }
      : undefined,
  });

  const api = new ApiStack(scope, name('Api'), {
    ...stackProps('Api', 'HTTP API and domain functions'),
    stage,
    shopName,
    logLevel: settings.logLevel,
    table: data.table,
    mediaBucket: data.mediaBucket,
    users: auth.users,
    signUpKey: auth.signUpKey,
    apiOrigin: settings.apiOrigin,
    alerts: ops.alerts,
    siteUrl,
    routes: settings.routes,
    stripeSecretName: settings.stripeSecretName,
    inpost: settings.inpost,
    ksef: settings.ksef,
    mail: settings.mail,
    mailConfigurationSet: ops.mailConfigurationSet,
    workshopEmail: settings.workshopEmail,
    seller: settings.seller,
  });

  // The Cognito triggers' alarms live with the others (the alert topic's region is the pool's).
  for (const [triggerName, trigger] of auth.triggerFunctions()) api.alarms.watchCognitoTrigger(triggerName, trigger);

  const edge = new EdgeStack(scope, name('Edge'), { ...stackProps('Edge', "the site's web application firewall (us-east-1)", edgeEnv), stage });

  const web = new WebStack(scope, name('Web'), {
    ...stackProps('Web', 'CloudFront distribution and the SPA'),
    stage,
    shopName,
    apiDomainName: api.originDomainName,
    originClientCertificateArn: settings.apiOrigin?.clientCertificateArn,
    mediaBucket: data.mediaBucket,
    catalogBucket: api.catalogSnapshots.bucket,
    ...(siteUrl ? { siteUrl } : {}),
    userPoolId: auth.users.userPool.userPoolId,
    userPoolClientId: auth.users.client.userPoolClientId,
    oauthDomain: auth.users.oauthDomain,
    siteBuildDir: settings.siteBuildDir,
    webAclArn: edge.firewall.webAcl.attrArn,
    challengeScriptUrl: edge.challengeScriptUrl,
    domain: settings.domain,
    originVerifySecretArn: api.originVerifySecret.secretArn,
    alerts: ops.alerts,
    ...(settings.inpost ? { inpost: { environment: settings.inpost.environment, geowidgetToken: settings.inpost.geowidgetToken } } : {}),
  });

  const monitoring = new MonitoringStack(scope, name('Monitoring'), {
    ...stackProps('Monitoring', 'the dashboard'),
    stage,
    distribution: web.site.distribution,
    httpApi: api.httpApi.api,
    table: data.table,
    functions: new Map<string, IFunction>([
      ...api.functions,
      ...[...api.jobs].map(([id, job]) => [id, job.function] as const),
      ['CatalogPublisher', api.catalogSnapshots.publisher],
      ...(api.importJob ? [['ImportProducts', api.importJob] as const] : []),
      ...auth.triggerFunctions(),
      ...(web.originVerifyRotation ? [['OriginVerifyRotation', web.originVerifyRotation.function] as const] : []),
    ]),
    deadLetterQueues: new Map([...api.jobs].map(([id, job]) => [id, job.deadLetterQueue] as const)),
    wafLogGroups: [
      { title: 'Site firewall', logGroupName: edge.firewall.logGroupName, region: EDGE_REGION },
      { title: 'Sign-up and sign-in firewall', logGroupName: auth.firewall.logGroupName, region: env.region },
    ],
    accessLogBucketName: web.site.accessLogBucket.bucketName,
  });

  const edgeAlarms = new EdgeAlarmsStack(scope, name('EdgeAlarms'), {
    ...stackProps('EdgeAlarms', "the site's alarm (us-east-1)", edgeEnv),
    alarmEmail: settings.alarmEmail,
    distribution: web.site.distribution,
  });

  return { ops, backupCopy, data, auth, api, edge, web, monitoring, edgeAlarms };
}
