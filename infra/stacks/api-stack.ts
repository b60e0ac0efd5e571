import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Annotations, Aws, CfnOutput, Duration, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { mediaBucketName } from '../constructs/media-bucket.js';
import type { Construct } from 'constructs';
import { routes as routeTable, type Domain, type RouteDefinition } from '../../functions/routes.js';
import { HttpApiFromRoutes } from '../constructs/http-api-from-routes.js';
import { ShopFunction, type Access, type ShopFunctionProps } from '../constructs/shop-function.js';
import type { ShopTable } from '../constructs/shop-table.js';
import type { ShopUserPool } from '../constructs/user-pool.js';

/**
 * What each domain's Lambda may do with the stateful resources and the user pool: least
 * privilege, so widen an entry only with the feature that needs it.
 */
const domainAccess: Record<Domain, { table: Access; media?: Access; userPool?: readonly string[]; sendsMail?: boolean }> = {
  // products, the catalogue version item, dealer prices (with the dealers' names from the pool)
  catalog: { table: 'RW', userPool: ['cognito-idp:ListUsersInGroup'] },
  // profiles, wishlists; the profile lives in the user's Cognito attributes
  // and approving dealer applications: find the account, add it to the `dealer` group
  accounts: {
    table: 'RW',
    userPool: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:ListUsersInGroup', 'cognito-idp:ListUsers', 'cognito-idp:AdminAddUserToGroup'],
    sendsMail: true, // the invitation of an approved dealer without an account
  },
  orders: { table: 'RW', sendsMail: true }, // orders, stock, stats, Stripe event ids; order e-mails
  invoices: { table: 'RW' }, // invoice numbers (the counter and the order's number), invoice PDFs
  media: { table: 'RW', media: 'RW' }, // presigned uploads, verification, WebP variants
  messages: { table: 'RW', sendsMail: true }, // contact messages, dealer applications, the outbox
};

/** How the shop sends e-mail in AWS; without it e-mails stay in the table's outbox. */
export interface MailSettings {
  /** An SES identity verified in the stack's region: a domain (`chopperworks.pl`) or an address. */
  readonly sesIdentity: string;
  /** The From header, an address of that identity: `Chopper Works <sklep@chopperworks.pl>`. */
  readonly from: string;
}

/**
 * Files a domain reads at run time that esbuild cannot bundle: the invoice fonts (DejaVu Sans,
 * for Polish letters in PDFs) are copied next to the invoices bundle, and INVOICE_FONT_DIR says where.
 */
const INVOICE_FONTS = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];
const domainFiles: Partial<Record<Domain, { environment: Record<string, string>; bundling: NonNullable<ShopFunctionProps['bundling']>; architecture?: lambda.Architecture; memorySize?: number }>> = {
  // sharp is a native module: installed into the bundle (not bundled) for the build host's x86_64.
  media: { environment: {}, bundling: { nodeModules: ['sharp'] }, architecture: lambda.Architecture.X86_64, memorySize: 1536 },
  invoices: {
    environment: { INVOICE_FONT_DIR: '/var/task/fonts' },
    bundling: {
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir: string, outputDir: string) => [
          `mkdir -p "${outputDir}/fonts"`,
          ...INVOICE_FONTS.map((f) => `cp "${inputDir}/node_modules/dejavu-fonts-ttf/ttf/${f}" "${outputDir}/fonts/${f}"`),
        ],
      },
    },
  },
};

/** The domain that answers requests matching no route (its handler replies 404/405). */
const FALLBACK_DOMAIN: Domain = 'catalog';

/** How often pending orders whose Stripe webhooks are overdue are settled (functions/orders/stale-orders.ts). */
export const STALE_ORDER_SWEEP_RATE = Duration.minutes(15);
/** How often the KSeF queue is worked (functions/invoices/ksef-job.ts): issue, send, retry, check. */
export const KSEF_JOB_RATE = Duration.minutes(1);

/** How often the order ledger is reconciled (functions/orders/reconcile-job.ts; metric LedgerDiscrepancies). */
export const LEDGER_RECONCILE_RATE = Duration.hours(1);

/** `functions/<domain>/lambda.ts`, the file that exports the domain's `handler`. */
export function lambdaEntry(domain: Domain): string {
  return fileURLToPath(new URL(`../../functions/${domain}/lambda.ts`, import.meta.url));
}

export interface ApiStackProps extends StackProps {
  readonly stage: string;
  readonly shopName: string;
  /** Powertools log level of the functions. */
  readonly logLevel: string;
  readonly table: ShopTable;
  readonly mediaBucket: s3.IBucket;
  readonly users: ShopUserPool;
  /**
   * The site's public origin: where Stripe sends buyers back and e-mails link to. Unknown
   * before the first deploy of a stage without a custom domain (see the synth warning).
   */
  readonly siteUrl?: string;
  /** The routes to serve. @default the route table of functions/routes.ts */
  readonly routes?: readonly RouteDefinition[];
  /**
   * Name of the Secrets Manager secret with the Stripe keys, a JSON object
   * `{"secretKey": "sk_…", "webhookSecret": "whsec_…"}`. Without it checkout answers 503.
   */
  readonly stripeSecretName?: string;
  /** Sending e-mail through SES. @default e-mails are stored in the table's outbox, not sent */
  readonly mail?: MailSettings;
  /** Where contact messages and dealer applications are sent. @default config.ts's WORKSHOP_EMAIL */
  readonly workshopEmail?: string;
}

/**
 * The HTTP API and its Lambdas: one house function per domain named in the route table, the
 * JWT authorizer, and the API built from the table.
 */
export class ApiStack extends Stack {
  readonly functions: ReadonlyMap<Domain, ShopFunction>;
  readonly httpApi: HttpApiFromRoutes;
  /** The scheduled function that settles stale pending orders (no route: EventBridge calls it). */
  readonly orderSweeper: ShopFunction;
  /** The scheduled function that sends company invoices to KSeF (no route: EventBridge calls it). */
  readonly ksefJob: ShopFunction;
  /** The scheduled reconciliation of the order ledger: reads the table, publishes its discrepancies. */
  readonly ledgerReconciler: ShopFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? routeTable;

    // What functions/core/config.ts parses; the table and bucket names come with their grants.
    const { userPool, client, issuer } = props.users;
    const environment: Record<string, string> = {
      STAGE: props.stage,
      SHOP_NAME: props.shopName,
      LOG_LEVEL: props.logLevel,
      COGNITO_USER_POOL_ID: userPool.userPoolId,
      COGNITO_CLIENT_ID: client.userPoolClientId,
      COGNITO_ISSUER: issuer,
      ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
      ...(props.workshopEmail ? { WORKSHOP_EMAIL: props.workshopEmail } : {}),
    };
    if (!props.siteUrl) {
      Annotations.of(this).addWarningV2(
        'shop:siteUrlUnknown',
        'Context siteUrl is not set: checkout return links and e-mail links point at localhost. ' +
          'Deploy once, then deploy again with -c siteUrl=<the SiteUrl output of the web stack>.',
      );
    }

    if (!props.stripeSecretName) {
      Annotations.of(this).addWarningV2(
        'shop:paymentsNotConfigured',
        'Context stripeSecretName is not set: checkout answers 503 "payments not configured". ' +
          'Create a Secrets Manager secret {"secretKey": …, "webhookSecret": …} and deploy with -c stripeSecretName=<its name>.',
      );
    }
    if (!props.mail) {
      Annotations.of(this).addWarningV2(
        'shop:mailNotConfigured',
        'Context sesIdentity is not set: e-mails are stored in the table\'s outbox, not sent. ' +
          'Verify a domain or address in SES and deploy with -c sesIdentity=<it> -c mailFrom=<From header>.',
      );
    }

    const functions = new Map<Domain, ShopFunction>();
    const domains = new Set<Domain>([...routes.map((r) => r.domain), FALLBACK_DOMAIN]);
    for (const domain of domains) {
      const entry = lambdaEntry(domain);
      if (!existsSync(entry)) {
        throw new Error(`The route table has routes of domain "${domain}", but ${entry} does not exist.`);
      }
      const access = domainAccess[domain];
      const fn = new ShopFunction(this, `${domain}-function`, {
        entry,
        description: `${props.shopName} (${props.stage}): the ${domain} routes`,
        environment: { ...environment, POWERTOOLS_SERVICE_NAME: domain, ...domainFiles[domain]?.environment },
        ...(domainFiles[domain]
          ? {
              bundling: domainFiles[domain].bundling,
              ...(domainFiles[domain].architecture ? { architecture: domainFiles[domain].architecture } : {}),
              ...(domainFiles[domain].memorySize ? { memorySize: domainFiles[domain].memorySize } : {}),
            }
          : {}),
      });
      fn.bindTable(props.table, access.table);
      if (access.userPool) userPool.grant(fn, ...access.userPool);
      if (access.media) {
        // By name, not by reference: see mediaBucketName().
        const bucket = s3.Bucket.fromBucketName(this, `${domain}-media-bucket`, mediaBucketName(props.stage));
        fn.bindBucket(bucket, access.media, 'MEDIA_BUCKET');
        Validations.of(fn).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${flattenCfnReference(this.resolve(bucket.arnForObjects('*')))}]`,
          reason: 'The media domain reads raw uploads and writes WebP variants, object by object, in the media bucket only.',
        });
      }
      // config.ts requires the bucket name of every function (to build media URLs, say);
      // the name alone grants nothing.
      else fn.addEnvironment('MEDIA_BUCKET', props.mediaBucket.bucketName);
      if (access.sendsMail && props.mail) this.sendMailThroughSes(fn, props.mail);
      if (domain === 'orders' && props.stripeSecretName) this.passStripeKeys(fn, props.stripeSecretName);
      functions.set(domain, fn);
    }
    this.functions = functions;

    // Pending orders hold stock until Stripe's webhook says how the payment ended; if a webhook
    // is lost, this schedule asks Stripe instead. Same settings and grants as the orders function.
    const sweeper = new ShopFunction(this, 'order-sweeper-function', {
      entry: fileURLToPath(new URL('../../functions/orders/sweeper.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): settles pending orders whose Stripe webhooks are overdue`,
      environment: { ...environment, POWERTOOLS_SERVICE_NAME: 'orders-sweeper', MEDIA_BUCKET: props.mediaBucket.bucketName },
      timeout: Duration.minutes(5),
    });
    sweeper.bindTable(props.table, domainAccess.orders.table);
    if (props.mail) this.sendMailThroughSes(sweeper, props.mail);
    if (props.stripeSecretName) this.passStripeKeys(sweeper, props.stripeSecretName);
    new events.Rule(this, 'SettleStaleOrders', {
      description: 'Settles pending orders whose Stripe webhooks are overdue',
      schedule: events.Schedule.rate(STALE_ORDER_SWEEP_RATE),
      targets: [new eventTargets.LambdaFunction(sweeper, { retryAttempts: 0 })],
    });
    this.orderSweeper = sweeper;

    // Company invoices go to KSeF from a queue this schedule works. The KSeF settings
    // (KSEF_API_BASE, KSEF_ENVIRONMENT, KSEF_SECRET_ARN) are wired with the other outside
    // services' secrets; without a token, invoices wait and the admin sees why.
    const ksefJob = new ShopFunction(this, 'ksef-job-function', {
      entry: fileURLToPath(new URL('../../functions/invoices/ksef-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): issues company invoices and sends them to KSeF`,
      environment: { ...environment, POWERTOOLS_SERVICE_NAME: 'invoices-ksef', MEDIA_BUCKET: props.mediaBucket.bucketName },
      timeout: Duration.minutes(2),
    });
    ksefJob.bindTable(props.table, domainAccess.invoices.table);
    new events.Rule(this, 'SendInvoicesToKsef', {
      description: 'Issues paid company orders\' invoices and sends them to KSeF, with retries',
      schedule: events.Schedule.rate(KSEF_JOB_RATE),
      targets: [new eventTargets.LambdaFunction(ksefJob, { retryAttempts: 0 })],
    });
    this.ksefJob = ksefJob;
    // The ledger's books checked on a schedule: read-only, publishes LedgerDiscrepancies.
    const reconciler = new ShopFunction(this, 'ledger-reconcile-function', {
      entry: fileURLToPath(new URL('../../functions/orders/reconcile-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): reconciles the order ledger (stock, statistics, invoice numbers, refunds)`,
      environment: { ...environment, POWERTOOLS_SERVICE_NAME: 'ledger-reconcile', MEDIA_BUCKET: props.mediaBucket.bucketName },
      timeout: Duration.minutes(5),
    });
    reconciler.bindTable(props.table, 'R');
    new events.Rule(this, 'ReconcileLedger', {
      description: 'Reconciles the order ledger and publishes the discrepancies it finds',
      schedule: events.Schedule.rate(LEDGER_RECONCILE_RATE),
      targets: [new eventTargets.LambdaFunction(reconciler, { retryAttempts: 0 })],
    });
    this.ledgerReconciler = reconciler;

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, { jwtAudience: [client.userPoolClientId] });

    this.httpApi = new HttpApiFromRoutes(this, 'Api', {
      routes,
      functions,
      authorizer,
      fallbackDomain: FALLBACK_DOMAIN,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.api.apiEndpoint });
  }

  /** MAIL_TRANSPORT=ses (see functions/messages/mailer.ts) and leave to send from that identity only. */
  private sendMailThroughSes(fn: ShopFunction, mail: MailSettings): void {
    fn.addEnvironment('MAIL_TRANSPORT', 'ses');
    fn.addEnvironment('MAIL_FROM', mail.from);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${mail.sesIdentity}`],
      }),
    );
  }

  /**
   * The Stripe keys as CloudFormation dynamic references (`{{resolve:secretsmanager:…}}`): the
   * template and the cdk.out folder never hold them; CloudFormation reads the secret at deploy
   * time, so rotating a key means deploying again. The function needs no Secrets Manager access.
   */
  private passStripeKeys(fn: ShopFunction, secretName: string): void {
    fn.addEnvironment('STRIPE_SECRET_KEY', SecretValue.secretsManager(secretName, { jsonField: 'secretKey' }).unsafeUnwrap());
    fn.addEnvironment('STRIPE_WEBHOOK_SECRET', SecretValue.secretsManager(secretName, { jsonField: 'webhookSecret' }).unsafeUnwrap());
  }
}
