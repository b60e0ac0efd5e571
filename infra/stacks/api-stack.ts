import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Annotations, Arn, ArnFormat, Aws, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/origin-verify-header.js';
import { LIST_COUNTERS_VERSION } from '../../functions/ledger/list-counters-version.js';
import { routeKey, routes as routeTable, type Domain, type RouteDefinition } from '../../functions/routes.js';
import type { AlertTopic } from '../constructs/alert-topic.js';
import { parseS3Uri, type ApiOriginSettings } from '../constructs/api-origin.js';
import { CatalogSnapshots } from '../constructs/catalog-snapshots.js';
import { HttpApiFromRoutes, type RouteThrottles } from '../constructs/http-api-from-routes.js';
import { ListCountersBackfill } from '../constructs/list-counters-backfill.js';
import { mediaBucketPrefix } from '../constructs/media-bucket.js';
import { ScheduledJob } from '../constructs/scheduled-job.js';
import { ShopAlarms } from '../constructs/shop-alarms.js';
import { ShopFunction, type Access, type ShopFunctionProps } from '../constructs/shop-function.js';
import type { ShopTableRef } from '../constructs/shop-table.js';
import type { ShopUserPool } from '../constructs/user-pool.js';

/** The outside services whose credentials a function may read (Secrets Manager, by ARN, at run time). */
export type OutsideService = 'stripe' | 'inpost' | 'ksef';

/**
 * What a domain's Lambda (or a scheduled job working for it) needs: least privilege, so widen an
 * entry only with the feature that needs it. A new domain in the route table does not compile
 * until it has its line here.
 */
export interface DomainNeeds {
  readonly table: Access;
  readonly media?: Access;
  /** Cognito actions on the shop's user pool. */
  readonly userPool?: readonly string[];
  readonly sendsMail?: boolean;
  /** Outside services it calls: their settings and read access to their secret. */
  readonly services?: readonly OutsideService[];
  /** Packages with native code, installed for the function's architecture (sharp). */
  readonly nativeModules?: readonly string[];
  /** Files read at run time, copied into the bundle, and the environment that tells where. */
  readonly files?: { readonly copy: ShopFunctionProps['files']; readonly environment: Record<string, string> };
  readonly memorySize?: number;
}

/**
 * The catalog function's memory, from the bench's measurement of a container that loaded the
 * catalogue (test/bench/RESULTS.md, "Cold start"): resident memory at 10,000 products and at
 * 100,000, with room for the next snapshot while the old one still answers. Lambda's CPU share
 * grows with memory, and the load's decompression is CPU-bound.
 */
export const CATALOG_FUNCTION_MEMORY_MB = 1024;

/** DejaVu Sans, for Polish letters in invoice PDFs (functions/invoices/invoice-pdf.ts, INVOICE_FONT_DIR). */
const INVOICE_FONTS: DomainNeeds['files'] = {
  copy: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => ({ from: `node_modules/dejavu-fonts-ttf/ttf/${file}`, to: `fonts/${file}` })),
  environment: { INVOICE_FONT_DIR: '/var/task/fonts' },
};

export const domainNeeds: Record<Domain, DomainNeeds> = {
  // products, the catalogue version item, dealer prices (with the dealers' names from the pool)
  // The catalogue snapshot lives in memory (CATALOG_FUNCTION_MEMORY_MB).
  catalog: { table: 'RW', userPool: ['cognito-idp:ListUsersInGroup'], memorySize: CATALOG_FUNCTION_MEMORY_MB },
  // profiles, wishlists; the profile lives in the user's Cognito attributes
  // and approving dealer applications: find the account, add it to the `dealer` group
  accounts: {
    table: 'RW',
    userPool: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:ListUsersInGroup', 'cognito-idp:ListUsers', 'cognito-idp:AdminAddUserToGroup'],
    sendsMail: true, // the invitation of an approved dealer without an account
  },
  // orders, stock, stats, Stripe event ids, refunds; order e-mails; the checkout's delivery (InPost lockers)
  // (and the dealer's price list as a PDF: the invoice fonts)
  orders: { table: 'RW', sendsMail: true, services: ['stripe', 'inpost'], files: INVOICE_FONTS },
  // invoice numbers, PDFs (fonts), FA(3) XML, the KSeF queue (the admin's resend works it too),
  // the VAT white list (public, no key): the only domain that reads the KSeF secret
  invoices: { table: 'RW', services: ['ksef'], files: INVOICE_FONTS },
  // presigned uploads, verification, WebP variants (sharp: native, installed for the function's architecture)
  media: { table: 'RW', media: 'RW', nativeModules: ['sharp'], memorySize: 1536 },
  messages: { table: 'RW', sendsMail: true }, // contact messages, dealer applications, the outbox
  // shipping settings, shipments, address books; moves orders on as parcels travel, e-mails the buyer
  delivery: { table: 'RW', sendsMail: true },
  // reviews, their statistics (announced to the catalogue), votes, reports; the rejection and
  // review request e-mails
  reviews: { table: 'RW', sendsMail: true },
};

/** The domain that answers requests matching no route (its handler replies 404/405). */
const FALLBACK_DOMAIN: Domain = 'catalog';

/** How often pending orders whose Stripe webhooks are overdue are settled (functions/orders/stale-orders.ts). */
export const STALE_ORDER_SWEEP_RATE = Duration.minutes(15);
/** How often parcels whose InPost webhooks went quiet are read from ShipX (functions/delivery/tracking-sweep.ts). */
export const TRACKING_SWEEP_RATE = Duration.minutes(30);
/** How often the orders' follow-ups are done (functions/orders/follow-ups.ts): corrections numbered, e-mails after a payment or refund. */
export const ORDER_FOLLOW_UP_RATE = Duration.minutes(1);
/** How often the KSeF queue is worked (functions/invoices/ksef-job.ts): issue, send, retry, check. */
export const KSEF_JOB_RATE = Duration.minutes(1);
/** How often the order ledger is reconciled (functions/orders/reconcile-job.ts; metric LedgerDiscrepancies). */
export const LEDGER_RECONCILE_RATE = Duration.hours(1);
/**
 * The products import job's limits (functions/catalog/bulk/import-job.ts): Lambda's longest run,
 * and memory for a batch of 100 products with the SKU index of the whole catalogue (the bench
 * measures the job's peak: test/bench/RESULTS.md, "Import").
 */
export const IMPORT_JOB_TIMEOUT = Duration.minutes(15);
export const IMPORT_JOB_MEMORY_MB = 1024;
/** The import job item's type, as the stream's filter matches it (functions/catalog/bulk/import-entity.ts). */
export const IMPORT_JOB_ENTITY_TYPE = 'import-job';
/** A job's continuation item's type: a run that nears its timeout leaves one, and its insert starts the next run. */
export const IMPORT_RESUME_ENTITY_TYPE = 'import-job-resume';

/** How often review requests that are due are e-mailed (functions/reviews/review-requests.ts): a day's delay needs no finer grain. */
export const REVIEW_REQUEST_RATE = Duration.hours(1);
/** How often waiting back-in-stock requests are checked against the stock (functions/messages/back-in-stock.ts). */
export const BACK_IN_STOCK_RATE = Duration.minutes(5);
/** How often due abandoned-checkout reminders are sent (functions/messages/checkout-reminders.ts): hours of delay need no finer grain. */
export const CHECKOUT_REMINDER_RATE = Duration.minutes(15);

/**
 * Requests per second the whole API accepts on a route (steady rate, burst) before API Gateway
 * answers 429, whoever sends them (per-visitor limits are the WAF's, site.ts). Reads share the
 * stage's limit; every write route has one of its own, tighter where a request costs more (a
 * checkout holds stock and opens a Stripe session, so does cancelling one on the payment page; a
 * contact message or application e-mails the workshop; a refund moves money). Stripe's webhooks
 * arrive in bursts after an outage, so theirs is wide. A read that spends an outside service's
 * quota gets one too (the VAT white list allows a limited number of searches a day).
 */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };
export const WRITE_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 };
export const ROUTE_THROTTLES: Readonly<Record<string, { rateLimit: number; burstLimit: number }>> = {
  'POST /api/checkout': { rateLimit: 5, burstLimit: 10 },
  'POST /api/checkout/sessions/{sessionId}/cancel': { rateLimit: 5, burstLimit: 10 },
  'POST /api/contact': { rateLimit: 1, burstLimit: 5 },
  // Each sign-up e-mails a code (the WAF challenges it and limits it per visitor too).
  'POST /api/auth/sign-up': { rateLimit: 1, burstLimit: 5 },
  'POST /api/dealer-applications': { rateLimit: 1, burstLimit: 5 },
  'POST /api/stripe/webhook': { rateLimit: 25, burstLimit: 50 },
  'POST /api/admin/orders/{id}/refunds': { rateLimit: 2, burstLimit: 5 },
  'GET /api/companies/{nip}': { rateLimit: 2, burstLimit: 5 },
  // A guest's order lookup answers to a number and an e-mail: slow enough that guessing is hopeless.
  'POST /api/guest/orders/lookup': { rateLimit: 2, burstLimit: 5 },
  'POST /api/admin/orders/{id}/returns/{returnId}/decision': { rateLimit: 2, burstLimit: 5 },
};

/** `functions/<domain>/lambda.ts`, the file that exports the domain's `handler`. */
export function lambdaEntry(domain: Domain): string {
  return fileURLToPath(new URL(`../../functions/${domain}/lambda.ts`, import.meta.url));
}

/** How the shop sends e-mail in AWS; without it e-mails stay in the table's outbox. */
export interface MailSettings {
  /** An SES identity verified in the stack's region: a domain (`chopperworks.pl`) or an address. */
  readonly sesIdentity: string;
  /** The From header, an address of that identity: `Chopper Works <sklep@chopperworks.pl>`. */
  readonly from: string;
}

/**
 * The company the shop invoices as, and the account dealers on payment terms pay into: what the
 * PDF and KSeF invoices, the terms e-mails and reminders print (functions/core/config.ts SELLER_*).
 */
export interface SellerSettings {
  readonly name: string;
  readonly address: string;
  /** NIP with its country prefix: `PL5260001246`. */
  readonly taxId: string;
  /** The bank account number (NRB, 26 digits; spaces allowed). */
  readonly bankAccount: string;
  readonly bankName: string;
}

/** InPost ShipX for a stage: its secret holds `{"token": "…"}`. */
export interface InpostSettings {
  readonly secretName: string;
  readonly organizationId: string;
  readonly environment: 'sandbox' | 'production';
  /** The Geowidget's public token, for the SPA's locker map. */
  readonly geowidgetToken?: string;
}

/** KSeF (API 2.0) for a stage: its secret holds `{"token": "…"}`. */
export interface KsefSettings {
  readonly secretName: string;
  readonly environment: 'test' | 'demo' | 'prod';
}

/** ShipX hosts by environment (InPost's ShipX documentation). */
export const INPOST_API_BASES: Record<InpostSettings['environment'], string> = {
  sandbox: 'https://sandbox-api-shipx-pl.easypack24.net',
  production: 'https://api-shipx-pl.easypack24.net',
};

/** KSeF API 2.0 hosts by environment (the Ministry of Finance's KSeF 2.0 documentation). */
export const KSEF_API_BASES: Record<KsefSettings['environment'], string> = {
  test: 'https://api-test.ksef.mf.gov.pl/v2',
  demo: 'https://api-demo.ksef.mf.gov.pl/v2',
  prod: 'https://api.ksef.mf.gov.pl/v2',
};

export interface ApiStackProps extends StackProps {
  readonly stage: string;
  readonly shopName: string;
  /** Powertools log level of the functions. */
  readonly logLevel: string;
  readonly table: ShopTableRef;
  readonly mediaBucket: s3.IBucket;
  readonly users: ShopUserPool;
  /** The key the sign-up route adds to Cognito's SignUp (AuthStack; functions/accounts/sign-up-key.ts). */
  readonly signUpKey?: secretsmanager.ISecret;
  /**
   * The API's own mutual-TLS custom domain, the only way in (api-origin.ts): the execute-api host
   * is turned off. None: execute-api stays CloudFront's origin, guarded by the origin-verify header.
   */
  readonly apiOrigin?: ApiOriginSettings;
  /** Where the alarms go (the stage's alert topic, OpsStack). */
  readonly alerts: AlertTopic;
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
  readonly inpost?: InpostSettings;
  readonly ksef?: KsefSettings;
  /** Sending e-mail through SES. @default e-mails are stored in the table's outbox, not sent */
  readonly mail?: MailSettings;
  /** The SES configuration set every e-mail goes through (bounces and complaints, OpsStack). */
  readonly mailConfigurationSet?: string;
  /** Where contact messages and dealer applications are sent. @default config.ts's WORKSHOP_EMAIL */
  readonly workshopEmail?: string;
  /** Who invoices are from and where dealers pay. @default config.ts's demo company (a warning at synth) */
  readonly seller?: SellerSettings;
}

/**
 * The HTTP API and its Lambdas: one house function per domain named in the route table, the
 * JWT authorizer, the API built from the table, the scheduled jobs, and the regional alarms.
 */
export class ApiStack extends Stack {
  readonly functions: ReadonlyMap<Domain, ShopFunction>;
  readonly httpApi: HttpApiFromRoutes;
  /** The scheduled jobs, by id (the stale-order sweeper is `SettleStaleOrders`). */
  readonly jobs = new Map<string, ScheduledJob>();
  /** The scheduled function that settles stale pending orders (no route: EventBridge calls it). */
  readonly orderSweeper: ShopFunction;
  /**
   * The value CloudFront sends in {@link ORIGIN_VERIFY_HEADER}: every domain Lambda refuses a
   * request without it, so the API answers only through CloudFront (its WAF and headers).
   */
  readonly originVerifySecret: secretsmanager.Secret;
  readonly alarms: ShopAlarms;
  /** The host CloudFront sends API requests to: the mutual-TLS custom domain, or the execute-api host. */
  readonly originDomainName: string;

  private readonly settings: ApiStackProps;
  private readonly functionEnvironment: Record<string, string>;
  /** The scheduled function that issues company invoices and sends them to KSeF (no route: EventBridge calls it). */
  /** The scheduled function that reads travelling parcels from InPost when its webhooks went quiet. */
  readonly trackingSweeper: ShopFunction;
  readonly ksefJob: ShopFunction;
  /** The scheduled reconciliation of the order ledger: reads the table, publishes its discrepancies. */
  readonly ledgerReconciler: ShopFunction;
  /** The published catalogue the catalog function answers from, and its publisher. */
  readonly catalogSnapshots: CatalogSnapshots;
  /** The admin lists' counter backfill, run by every deploy before the functions are updated. */
  readonly listCountersBackfill: ListCountersBackfill;
  /** The products CSV import job: started by the table's stream on a new job item (undefined: the table has no stream). */
  readonly importJob?: ShopFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.settings = props;
    const routes = props.routes ?? routeTable;

    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerify', {
      description: `${props.shopName} (${props.stage}): the header value CloudFront adds to API requests`,
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'value', excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated every 30 days by the web stack (OriginVerifyRotation, infra/constructs/origin-verify-rotation.ts): its rotation function also updates the CloudFront distribution, which exists only after this stack, so the schedule lives there and cdk-nag does not see it from here.',
    });

    // What functions/core/config.ts parses; the table and bucket names come with their grants.
    const { userPool, client, issuer } = props.users;
    this.functionEnvironment = {
      STAGE: props.stage,
      SHOP_NAME: props.shopName,
      LOG_LEVEL: props.logLevel,
      COGNITO_USER_POOL_ID: userPool.userPoolId,
      COGNITO_CLIENT_ID: client.userPoolClientId,
      COGNITO_ISSUER: issuer,
      // Admin routes require a second factor in AWS (functions/core/caller.ts).
      ADMIN_MFA_REQUIRED: 'true',
      MEDIA_BUCKET: props.mediaBucket.bucketName,
      ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
      ...(props.workshopEmail ? { WORKSHOP_EMAIL: props.workshopEmail } : {}),
      ...(props.seller
        ? {
            SELLER_NAME: props.seller.name,
            SELLER_ADDRESS: props.seller.address,
            SELLER_TAX_ID: props.seller.taxId,
            SELLER_BANK_ACCOUNT: props.seller.bankAccount,
            SELLER_BANK_NAME: props.seller.bankName,
          }
        : {}),
    };
    this.warnAboutMissingSettings(props);

    const functions = new Map<Domain, ShopFunction>();
    const domains = new Set<Domain>([...routes.map((r) => r.domain), FALLBACK_DOMAIN]);
    for (const domain of domains) {
      const entry = lambdaEntry(domain);
      if (!existsSync(entry)) {
        throw new Error(`The route table has routes of domain "${domain}", but ${entry} does not exist.`);
      }
      const fn = this.domainFunction(this, `${domain}-function`, domain, {
        entry,
        description: `${props.shopName} (${props.stage}): the ${domain} routes`,
        serviceName: domain,
      });
      fn.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', this.originVerifySecret.secretArn);
      this.originVerifySecret.grantRead(fn);
      functions.set(domain, fn);
    }
    this.functions = functions;

    // The sign-up route proves to the pool's PreSignUp trigger that the sign-up came through the API.
    const accounts = functions.get('accounts');
    if (accounts && props.signUpKey) {
      accounts.addEnvironment('SIGN_UP_KEY_SECRET_ARN', props.signUpKey.secretArn);
      props.signUpKey.grantRead(accounts);
    }

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, { jwtAudience: [client.userPoolClientId] });

    this.httpApi = new HttpApiFromRoutes(this, 'Api', {
      routes,
      functions,
      authorizer,
      fallbackDomain: FALLBACK_DOMAIN,
      throttle: API_THROTTLE,
      routeThrottles: routeThrottlesFor(routes),
      disableExecuteApiEndpoint: !!props.apiOrigin,
    });
    this.originDomainName = props.apiOrigin ? this.closeAllButCloudFront(props.apiOrigin) : this.httpApi.domainName;

    this.alarms = new ShopAlarms(this, 'Alarms', {
      alerts: props.alerts,
      httpApi: this.httpApi.api,
      table: props.table,
      functions: new Map<string, lambda.IFunction>(functions),
      watchesMailReputation: !!props.mail,
    });

    // The catalogue the catalog function answers from: published snapshots and their publisher
    // (the catalog domain's settings; its own bucket grant).
    this.catalogSnapshots = new CatalogSnapshots(this, 'CatalogSnapshots', {
      table: props.table,
      environment: { ...this.functionEnvironment, POWERTOOLS_SERVICE_NAME: 'catalog-publisher' },
      description: `${props.shopName} (${props.stage}): publishes the catalogue snapshots`,
      catalogFunction: functions.get('catalog')!,
      alerts: props.alerts,
    });
    this.alarms.watchFunction('CatalogPublisher', this.catalogSnapshots.publisher);

    // Pending orders hold stock until Stripe's webhook says how the payment ended; if a webhook
    // is lost, this schedule asks Stripe instead. Same settings and grants as the orders function.
    this.orderSweeper = this.addScheduledJob('SettleStaleOrders', {
      domain: 'orders',
      entry: fileURLToPath(new URL('../../functions/orders/sweeper.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): settles pending orders whose Stripe webhooks are overdue`,
      schedule: events.Schedule.rate(STALE_ORDER_SWEEP_RATE),
      serviceName: 'orders-sweeper',
    }).function;

    // InPost does not retry its webhooks: this schedule asks ShipX about parcels that went quiet.
    this.trackingSweeper = this.addScheduledJob('SweepParcelTracking', {
      domain: 'delivery',
      entry: fileURLToPath(new URL('../../functions/delivery/tracking-sweep.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): reads travelling parcels from InPost when its webhooks went quiet`,
      schedule: events.Schedule.rate(TRACKING_SWEEP_RATE),
      serviceName: 'delivery-tracking-sweep',
    }).function;

    // What a payment or refund leaves to do once Stripe's webhook has recorded it (the
    // confirmation and refund e-mails, the correction invoice): off the webhook's request.
    // Narrower than the orders domain: the table and mail only (no Stripe, no InPost).
    this.addScheduledJob('RunOrderFollowUps', {
      domain: 'orders',
      needs: { table: 'RW', sendsMail: true },
      entry: fileURLToPath(new URL('../../functions/orders/follow-up-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): numbers correction invoices and sends order e-mails after payments and refunds`,
      schedule: events.Schedule.rate(ORDER_FOLLOW_UP_RATE),
      serviceName: 'orders-follow-ups',
    });

    // Company invoices go to KSeF from a queue this schedule works (issue, send, retry, check);
    // without a KSeF token, invoices wait and the admin sees why.
    this.ksefJob = this.addScheduledJob('SendInvoicesToKsef', {
      domain: 'invoices',
      entry: fileURLToPath(new URL('../../functions/invoices/ksef-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): issues company invoices and sends them to KSeF`,
      schedule: events.Schedule.rate(KSEF_JOB_RATE),
      serviceName: 'invoices-ksef',
      timeout: Duration.minutes(2),
    }).function;

    // Dealers' terms invoices due soon or overdue: one reminder e-mail per invoice and kind (issue 34).
    // Narrower than the orders domain: the table (the e-mail claims) and mail, no Stripe, no InPost.
    this.addScheduledJob('RemindTermsInvoices', {
      domain: 'orders',
      needs: { table: 'RW', sendsMail: true },
      entry: fileURLToPath(new URL('../../functions/dealer/terms-reminders-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): reminds dealers of terms invoices due soon or overdue`,
      schedule: events.Schedule.cron({ minute: '0', hour: '7' }),
      serviceName: 'dealer-terms-reminders',
    });

    // The ledger's books checked on a schedule: read-only (narrower than the orders domain: no
    // writes, no Stripe, no mail), publishes LedgerDiscrepancies.
    this.ledgerReconciler = this.addScheduledJob('ReconcileLedger', {
      domain: 'orders',
      needs: { table: 'R' },
      entry: fileURLToPath(new URL('../../functions/orders/reconcile-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): reconciles the order ledger (stock, statistics, invoice numbers, refunds)`,
      schedule: events.Schedule.rate(LEDGER_RECONCILE_RATE),
      serviceName: 'ledger-reconcile',
    }).function;

    // Review requests N days after delivery, once per order (functions/reviews/review-requests.ts).
    this.addScheduledJob('SendReviewRequests', {
      domain: 'reviews',
      entry: fileURLToPath(new URL('../../functions/reviews/review-request-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): e-mails review requests a set number of days after delivery`,
      schedule: events.Schedule.rate(REVIEW_REQUEST_RATE),
      serviceName: 'reviews-requests',
    });

    // Back-in-stock e-mails (issue 33): each waiting request whose product is on sale again, once.
    this.addScheduledJob('NotifyBackInStock', {
      domain: 'messages',
      entry: fileURLToPath(new URL('../../functions/messages/back-in-stock-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): e-mails back-in-stock requests whose product is on sale again`,
      schedule: events.Schedule.rate(BACK_IN_STOCK_RATE),
      serviceName: 'messages-back-in-stock',
    });

    // Abandoned-checkout reminders (issue 33): one e-mail per consenting, unpaid checkout, N hours after it started.
    this.addScheduledJob('SendCheckoutReminders', {
      domain: 'messages',
      entry: fileURLToPath(new URL('../../functions/messages/checkout-reminder-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): e-mails one reminder of each unpaid checkout whose buyer consented to it`,
      schedule: events.Schedule.rate(CHECKOUT_REMINDER_RATE),
      serviceName: 'messages-checkout-reminders',
    });

    // The admins' daily low-stock digest (issue 33): each product or variant once per crossing of its threshold.
    this.addScheduledJob('LowStockDigest', {
      domain: 'catalog',
      needs: { table: 'RW', sendsMail: true },
      entry: fileURLToPath(new URL('../../functions/catalog/low-stock-job.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): e-mails the admins what ran low on stock since the last digest`,
      schedule: events.Schedule.cron({ minute: '0', hour: '6' }),
      serviceName: 'catalog-low-stock',
    });

    this.importJob = this.addImportJob(props);

    // The admin lists' totals are counters (functions/ledger/list-counters.ts): a table whose
    // orders predate them is backfilled during the deploy, before any function (a route's or a
    // job's) is updated to code that reads or moves them.
    this.listCountersBackfill = new ListCountersBackfill(this, 'ListCountersBackfill', {
      table: props.table,
      environment: this.functionEnvironment,
      description: `${props.shopName} (${props.stage}): backfills the admin lists' counters during deploys`,
      countersVersion: LIST_COUNTERS_VERSION,
    });
    const updatedAfterBackfill = [...functions.values(), ...[...this.jobs.values()].map((job) => job.function), ...(this.importJob ? [this.importJob] : [])];
    for (const fn of updatedAfterBackfill) fn.node.addDependency(this.listCountersBackfill.resource);

    // The API's origin host (with an API origin domain, the execute-api host answers 403 only).
    new CfnOutput(this, 'ApiEndpoint', { value: `https://${this.originDomainName}` });
  }

  /**
   * The products CSV import job (issue 33): POST /api/admin/imports writes the job's item and
   * answers at once; the table's stream starts this function on that new item (a filter passes
   * only inserts of import jobs, one a batch), so the job runs off the request for up to 15
   * minutes. A run that fails is retried twice, then its record goes to a dead-letter queue with
   * an alarm. It reads the uploaded file from the media bucket and writes products and the stock
   * log: the catalog domain's table access and read access to media.
   */
  private addImportJob(props: ApiStackProps): ShopFunction | undefined {
    const table = props.table as unknown as dynamodb.ITable;
    if (!table.tableStreamArn) {
      Annotations.of(this).addWarningV2('shop:importJobWithoutStream', 'The table has no stream: CSV imports are accepted but never run. Enable the stream (NEW_AND_OLD_IMAGES) on the table.');
      return undefined;
    }
    const fn = new ShopFunction(this, 'ImportProducts', {
      entry: fileURLToPath(new URL('../../functions/catalog/bulk/import-job-lambda.ts', import.meta.url)),
      description: `${props.shopName} (${props.stage}): runs products CSV imports (dry runs and applies)`,
      timeout: IMPORT_JOB_TIMEOUT,
      memorySize: IMPORT_JOB_MEMORY_MB,
    });
    this.equip(fn, { table: 'RW', media: 'R' }, 'catalog-import');
    const deadLetters = new sqs.Queue(this, 'ImportProductsDeadLetters', { retentionPeriod: Duration.days(14), encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true });
    for (const id of ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy']) {
      Validations.of(deadLetters).acknowledge({ id, reason: "This queue is the import job's dead-letter queue; it needs none of its own." });
    }
    fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 1,
        retryAttempts: 2,
        onFailure: new SqsDlq(deadLetters),
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entityType: { S: lambda.FilterRule.or(IMPORT_JOB_ENTITY_TYPE, IMPORT_RESUME_ENTITY_TYPE) } } },
          }),
        ],
      }),
    );
    this.alarms.watchFunction('ImportProducts', fn);
    // Like the scheduled jobs' (scheduled-job.ts): a job whose runs all failed is an admin's import left hanging.
    props.alerts.watch(
      new cloudwatch.Alarm(this, 'ImportProductsGaveUp', {
        alarmDescription: 'A products CSV import failed after its retries (the stream record of its job is in the dead-letter queue): the admin sees the job stopped.',
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    return fn;
  }

  /**
   * The API's custom domain that requires CloudFront's client certificate (api-origin.ts); with
   * the execute-api host off, it is the only way in, and a caller without the certificate fails
   * the TLS handshake before API Gateway routes anything.
   */
  private closeAllButCloudFront(settings: ApiOriginSettings): string {
    const truststore = parseS3Uri(settings.truststoreUri);
    const domain = new apigw.DomainName(this, 'OriginDomain', {
      domainName: settings.domainName,
      certificate: acm.Certificate.fromCertificateArn(this, 'OriginDomainCertificate', settings.certificateArn),
      securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      mtls: { bucket: s3.Bucket.fromBucketName(this, 'Truststore', truststore.bucket), key: truststore.key },
    });
    new apigw.ApiMapping(this, 'OriginDomainMapping', { api: this.httpApi.api, domainName: domain, stage: this.httpApi.stage });
    new CfnOutput(this, 'RegionalApiDomain', {
      value: domain.regionalDomainName,
      description: `Point ${settings.domainName} here (CNAME): CloudFront calls the API there, with its client certificate`,
    });
    return settings.domainName;
  }

  /**
   * Adds a job that runs on a schedule for a domain: the domain's settings, grants and secrets
   * (its line in {@link domainNeeds}), with retries, a dead-letter queue and its alarm
   * (ScheduledJob), and the alarms every function has. `needs` narrows the domain's line for a
   * job that does less than the domain's routes (the reconciliation only reads).
   */
  addScheduledJob(
    id: string,
    options: { domain: Domain; needs?: DomainNeeds; entry: string; description: string; schedule: events.Schedule; serviceName: string; timeout?: Duration },
  ): ScheduledJob {
    const needs = options.needs ?? domainNeeds[options.domain];
    const job = new ScheduledJob(this, id, {
      entry: options.entry,
      description: options.description,
      schedule: options.schedule,
      alerts: this.settings.alerts,
      ...(options.timeout ? { timeout: options.timeout } : {}),
      ...(needs.nativeModules ? { nativeModules: needs.nativeModules } : {}),
      ...(needs.files ? { files: needs.files.copy } : {}),
    });
    this.equip(job.function, needs, options.serviceName);
    this.alarms.watchFunction(id, job.function);
    this.jobs.set(id, job);
    return job;
  }

  /** A house function for a domain, equipped with what the domain needs. */
  private domainFunction(
    scope: Construct,
    id: string,
    domain: Domain,
    options: { entry: string; description: string; serviceName: string },
  ): ShopFunction {
    const needs = domainNeeds[domain];
    const fn = new ShopFunction(scope, id, {
      entry: options.entry,
      description: options.description,
      ...(needs.nativeModules ? { nativeModules: needs.nativeModules } : {}),
      ...(needs.files ? { files: needs.files.copy } : {}),
      ...(needs.memorySize ? { memorySize: needs.memorySize } : {}),
    });
    return this.equip(fn, needs, options.serviceName);
  }

  /** Settings, grants and secrets of a domain (or a job's narrower needs), on one of its functions. */
  private equip(fn: ShopFunction, needs: DomainNeeds, serviceName: string): ShopFunction {
    for (const [name, value] of Object.entries({ ...this.functionEnvironment, POWERTOOLS_SERVICE_NAME: serviceName, ...needs.files?.environment })) {
      fn.addEnvironment(name, value);
    }
    fn.bindTable(this.settings.table, needs.table);
    if (needs.userPool) this.settings.users.userPool.grant(fn, ...needs.userPool);
    if (needs.media) {
      // By the stage's name prefix, not by reference: see mediaBucketPrefix(). The name itself
      // (MEDIA_BUCKET) comes from the data stack.
      const bucket = s3.Bucket.fromBucketName(fn, 'MediaBucketByName', `${mediaBucketPrefix(this.settings.stage)}*`);
      fn.bindBucket(bucket, needs.media, 'MEDIA_BUCKET');
      fn.addEnvironment('MEDIA_BUCKET', this.settings.mediaBucket.bucketName);
      Validations.of(fn.role!).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${flattenCfnReference(this.resolve(bucket.arnForObjects('*')))}]`,
        reason: "The media domain reads raw uploads and writes WebP variants, object by object, in this stage's media bucket only (its name prefix: see mediaBucketPrefix).",
      });
    }
    if (needs.sendsMail && this.settings.mail) this.sendMailThroughSes(fn, this.settings.mail);
    for (const service of needs.services ?? []) this.connect(fn, service);
    return fn;
  }

  /**
   * An outside service's settings, and leave to read its secret by ARN at run time
   * (functions/core/secrets.ts `jsonSecret`, cached 5 minutes): a rotated key reaches warm
   * functions within minutes, and neither the template nor the environment holds a key.
   */
  private connect(fn: ShopFunction, service: OutsideService): void {
    const { stripeSecretName, inpost, ksef } = this.settings;
    const settings: { secretName: string; environment: Record<string, string> } | undefined =
      service === 'stripe' && stripeSecretName
        ? { secretName: stripeSecretName, environment: {} }
        : service === 'inpost' && inpost
          ? { secretName: inpost.secretName, environment: { INPOST_ORGANIZATION_ID: inpost.organizationId, INPOST_API_BASE: INPOST_API_BASES[inpost.environment] } }
          : service === 'ksef' && ksef
            ? { secretName: ksef.secretName, environment: { KSEF_ENVIRONMENT: ksef.environment, KSEF_API_BASE: KSEF_API_BASES[ksef.environment] } }
            : undefined;
    if (!settings) return;
    const secretArn = secretArnOf(this, settings.secretName);
    fn.addEnvironment(`${service.toUpperCase()}_SECRET_ARN`, secretArn);
    for (const [name, value] of Object.entries(settings.environment)) fn.addEnvironment(name, value);
    // A secret's ARN ends in six random characters Secrets Manager adds: the grant names the
    // secret and allows exactly those.
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [`${secretArn}-??????`] }));
  }

  /** MAIL_TRANSPORT=ses (see functions/messages/mailer.ts) and leave to send from that identity only. */
  private sendMailThroughSes(fn: ShopFunction, mail: MailSettings): void {
    fn.addEnvironment('MAIL_TRANSPORT', 'ses');
    fn.addEnvironment('MAIL_FROM', mail.from);
    const configurationSet = this.settings.mailConfigurationSet;
    if (configurationSet) fn.addEnvironment('MAIL_CONFIGURATION_SET', configurationSet);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${mail.sesIdentity}`,
          ...(configurationSet ? [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:configuration-set/${configurationSet}`] : []),
        ],
      }),
    );
  }

  private warnAboutMissingSettings(props: ApiStackProps): void {
    const warn = (id: string, message: string) => Annotations.of(this).addWarningV2(`shop:${id}`, message);
    if (!props.siteUrl) {
      warn(
        'siteUrlUnknown',
        'Context siteUrl is not set: checkout return links and e-mail links point at localhost. ' +
          'Deploy once, then deploy again with -c siteUrl=<the SiteUrl output of the web stack> (or give -c domainName).',
      );
    }
    if (!props.seller) {
      warn(
        'sellerNotConfigured',
        'Contexts sellerName, sellerAddress, sellerTaxId, sellerBankAccount and sellerBankName are not set: invoices, KSeF and ' +
          "the payment-terms e-mails carry the demo company and its demo bank account (functions/core/config.ts).",
      );
    }
    if (!props.stripeSecretName) {
      warn(
        'paymentsNotConfigured',
        'Context stripeSecretName is not set: checkout answers 503 "payments not configured". ' +
          'Create a Secrets Manager secret {"secretKey": …, "webhookSecret": …} and deploy with -c stripeSecretName=<its name>.',
      );
    }
    if (!props.apiOrigin) {
      warn(
        'executeApiOpen',
        "Contexts apiOriginDomain, apiOriginCertificateArn, apiOriginTruststore and originClientCertificateArn are not set: the API's execute-api host stays reachable " +
          'past the WAF (its Lambdas refuse calls without the origin-verify header, but each call runs one and uses the shared throttle). See infra/constructs/api-origin.ts.',
      );
    }
    if (!props.mail) {
      warn(
        'mailNotConfigured',
        "Context sesIdentity is not set: e-mails are stored in the table's outbox, not sent. " +
          'Verify a domain or address in SES and deploy with -c sesIdentity=<it> -c mailFrom=<From header>.',
      );
    }
  }
}

/** The ARN of a secret known by name, without the random suffix Secrets Manager adds. */
function secretArnOf(stack: Stack, secretName: string): string {
  return Arn.format({ service: 'secretsmanager', resource: 'secret', resourceName: secretName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, stack);
}

/**
 * Every write route's throttle (its own entry in {@link ROUTE_THROTTLES}, else
 * {@link WRITE_ROUTE_THROTTLE}), and the reads that have an entry there.
 */
export function routeThrottlesFor(routes: readonly RouteDefinition[]): RouteThrottles {
  return Object.fromEntries(
    routes.filter((r) => r.method !== 'GET' || routeKey(r) in ROUTE_THROTTLES).map((r) => {
      const key = routeKey(r);
      return [key, ROUTE_THROTTLES[key] ?? WRITE_ROUTE_THROTTLE];
    }),
  );
}

export { ORIGIN_VERIFY_HEADER };
