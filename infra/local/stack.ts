import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCatalogHead } from '../../functions/catalog/catalog-head-entity.js';
import { productKeys, putProductRecord } from '../../functions/catalog/product-entity.js';
import { listVehicleModels, putVehicleModels } from '../../functions/catalog/vehicle-entity.js';
import { clearPublisherLock } from '../../functions/catalog/publisher-lock.js';
import { publishCatalog } from '../../functions/catalog/snapshot-publisher.js';
import { createSynonymGroup } from '../../functions/catalog/search-synonyms-entity.js';
import { reloadConfig } from '../../functions/core/config.js';
import { logger } from '../../functions/core/logger.js';
import { db, tableName } from '../../functions/core/table.js';
import type { RuntimeConfig } from '../../functions/contracts/runtime-config.js';
import { DOCUMENT_TEMPLATES_PREFIX } from '../../functions/contracts/seo-files.js';
import { DOCUMENTS_DIR } from '../../web/src/first-load/pages.js';
import { settleStalePendingOrders } from '../../functions/orders/stale-orders.js';
import { markSecondFactor } from '../../functions/accounts/pre-token-generation.js';
import { handler as refuseDirectSignUp } from '../../functions/accounts/pre-sign-up.js';
import type { PreSignUpTriggerEvent, PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { runKsefQueue } from '../../functions/invoices/ksef/ksef-submission.js';
import { sendReviewRequests } from '../../functions/reviews/review-requests.js';
import { runFollowUps } from '../../functions/orders/follow-ups.js';
import { runImportJob } from '../../functions/catalog/bulk/import-job.js';
import { runImportsInProcess } from '../../functions/catalog/bulk/import-start.js';
import { sendTermsReminders } from '../../functions/dealer/terms-reminders.js';
import { notifyBackInStock } from '../../functions/messages/back-in-stock.js';
import { sendCheckoutReminders } from '../../functions/messages/checkout-reminders.js';
import { sendLowStockDigest } from '../../functions/catalog/low-stock.js';
import { resetKsefClient } from '../../functions/invoices/ksef/ksef-client.js';
import { createDevServer } from './dev-server.js';
import { ensureDemoCompanies } from './demo-companies.js';
import { createKsefFake } from './ksef-fake/server.js';
import { createVatWhitelistFake } from './vat-whitelist-fake/server.js';
import { domainHandlers } from './domain-handlers.js';
import { sweepOpenShipments } from '../../functions/delivery/tracking-sweep.js';
import { cognitoMessagesFile, LOCAL_TRIGGERS, startCognito, startDynamoDb, startInpostFake, startS3, startStripeFake, type Emulator } from './emulators.js';
import { repoRoot } from './paths.js';
import {
  ensureBucket,
  ensureDemoUsers,
  ensureTable,
  ensureUserPool,
  localCognitoClient,
  localDynamoClient,
  localS3Client,
  LOCAL_REGION,
  type LocalUserPool,
} from './provision.js';
import { backfillListCounters } from '../../functions/ledger/list-counters-backfill.js';
import { demoManufacturers, demoVehicleModels, seedCatalogue } from './seed/index.js';
import { createManufacturer } from '../../functions/catalog/manufacturer-entity.js';
import { demoSynonymGroups } from './seed/search-synonyms.js';
import { withDemoPriceHistory } from './seed/price-history.js';

/**
 * The whole shop on one machine: emulators as leashed child processes, provisioned on every
 * start, seeded when empty, behind one dev server. Used by `npm start` (state in .local/), by
 * the integration and e2e tests (fresh state in a temp dir, free ports) and by the bench.
 */
export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where state lives; omitted: a fresh temp dir, deleted on stop. */
  dataDir?: string;
  seed?: boolean;
  demoPassword?: string;
  /** Seconds the in-memory catalogue may be stale; tests use 0. */
  catalogRefreshMs?: number;
  /** Fixed date the demo catalogue's dates are relative to (tests pass one for stable data). */
  seedBaseDate?: Date;
  /**
   * Whether the demo catalogue sells clothing, boots and a few parts in variants (issue 31).
   * @default true. The test stacks turn it off for now: their checkouts of demo products by id
   * (and the e2e tests' clicks on "Dodaj do koszyka") predate the product page's size pickers.
   */
  demoVariants?: boolean;
  log?: (line: string) => void;
  /** The built SPA to serve. @default web/dist (WEB_DIST overrides, for parallel builds) */
  webDist?: string;
  /** How often the KSeF queue is worked; 0: only by POST /dev/run-ksef-job (tests). Default 5 s. */
  ksefJobIntervalMs?: number;
  /** How often the orders' follow-ups are done; 0: only by POST /dev/run-follow-ups. Default 1 s. */
  followUpIntervalMs?: number;
  /** Handler log level in this process (the Lambdas' Powertools logger). Default WARN. */
  logLevel?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
  /** Whether the catalogue publisher runs on its timer (the bench publishes its own snapshots). Default true. */
  publishCatalogue?: boolean;
}

export interface LocalStack {
  url: string;
  port: number;
  userPool: LocalUserPool;
  endpoints: { dynamodb: string; s3: string; cognito: string; stripe: string; inpost: string; ksef: string; vatWhitelist: string };
  dataDir: string;
  seeded: { products: number; images: number } | undefined;
  /**
   * Stops and starts DynamoDB Local alone, on the same port and data, as an outage would (the
   * fault test). Only for a stack with a persistent `dataDir`: an in-memory table would be lost.
   */
  dynamodb: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
}

export const TABLE_NAME = 'shop-local';
export const MEDIA_BUCKET = 'shop-media';
/** The published catalogue snapshots (functions/catalog/snapshot-store.ts). */
export const CATALOG_BUCKET = 'shop-catalog';
export const DEFAULT_DEMO_PASSWORD = 'Demo1234!';
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_stripe_fake_secret';
/** What the shop and the InPost fake agree on locally (any values would do). */
export const LOCAL_INPOST_TOKEN = 'local-inpost-fake-token';
export const LOCAL_INPOST_ORGANIZATION_ID = '1';
export const INPOST_SANDBOX_API = 'https://sandbox-api-shipx-pl.easypack24.net';
/** The KSeF token the shop presents to the KSeF fake locally (any real token switches to KSeF's test environment). */
export const LOCAL_KSEF_TOKEN = 'local-ksef-token';

/**
 * Written into a persistent data dir (`npm start`'s .local/) while the stack runs, so tools such
 * as `npm run reconcile` can reach its emulators; removed when it stops.
 */
export const STACK_FILE = 'stack.json';
export interface RunningStack {
  pid: number;
  url: string;
  endpoints: LocalStack['endpoints'];
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use. Stop whatever uses it, or start on another port: PORT=${port + 1} npm start`);
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error));
    server.listen(port, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** How often the local stack settles stale pending orders (AWS: every 15 minutes). */
const SWEEP_INTERVAL_MS = 5 * 60_000;
/** How often it offers the catalogue publisher to compact (AWS: every minute); it publishes only when due. */
const PUBLISH_INTERVAL_MS = 30_000;
/** How often it asks InPost about parcels whose webhooks went quiet (AWS: every 30 minutes). */
const TRACKING_SWEEP_INTERVAL_MS = 10 * 60_000;
/** How often it works the KSeF queue by default (AWS: every minute); POST /dev/run-ksef-job runs it now. */
const KSEF_JOB_INTERVAL_MS = 5_000;
/**
 * How often it does the orders' follow-ups (functions/orders/follow-ups.ts; AWS: every minute).
 * Sooner here: a developer and the tests wait on the e-mails and correction numbers they bring.
 */
const FOLLOW_UP_INTERVAL_MS = 1_000;
/** The review request e-mails (functions/reviews/review-requests.ts): hourly in AWS. */
const REVIEW_REQUEST_INTERVAL_MS = 10 * 60_000;
const TERMS_REMINDER_INTERVAL_MS = 60 * 60_000;
/** Back-in-stock e-mails (functions/messages/back-in-stock.ts): every 5 minutes in AWS; POST /dev/run-back-in-stock runs it now. */
const BACK_IN_STOCK_INTERVAL_MS = 10_000;
/** Abandoned-checkout reminders (functions/messages/checkout-reminders.ts): every 15 minutes in AWS; POST /dev/run-checkout-reminders runs it now. */
const CHECKOUT_REMINDER_INTERVAL_MS = 60_000;

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => {});
  const realStripe = !!(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET);
  const realInpost = !!(process.env.INPOST_API_TOKEN && process.env.INPOST_ORGANIZATION_ID);
  // A real KSeF token means KSeF's test environment (KSEF_API_BASE may point elsewhere).
  const realKsef = !!process.env.KSEF_TOKEN && process.env.KSEF_TOKEN !== LOCAL_KSEF_TOKEN;
  // The KSeF and VAT white list fakes are small HTTP servers in this process (they only answer).
  const ksefFake = createKsefFake({ token: LOCAL_KSEF_TOKEN, contextNip: (process.env.SELLER_TAX_ID ?? '5260001246').replace(/^PL/i, '') });
  const whitelistFake = createVatWhitelistFake();
  logger.setLogLevel(options.logLevel ?? 'WARN');
  const temporary = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-local-'));
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });

  let runtimeConfig: RuntimeConfig | undefined;
  let ready = false;
  const emulators: Emulator[] = [];
  const endpoints: Partial<LocalStack['endpoints']> = {};

  // The front door first: a port in use fails fast, before any emulator starts.
  const webDist = options.webDist ?? process.env.WEB_DIST ?? join(repoRoot, 'web/dist');
  const server = createDevServer({
    handlers: domainHandlers,
    webDist,
    runtimeConfig: () => runtimeConfig,
    s3Endpoint: () => endpoints.s3,
    mediaBucket: MEDIA_BUCKET,
    catalogBucket: CATALOG_BUCKET,
    cognitoEndpoint: () => endpoints.cognito,
    stripeFakeEndpoint: () => endpoints.stripe,
    fakePages: () => ({ '/ksef-fake': endpoints.ksef, '/vat-whitelist-fake': endpoints.vatWhitelist, '/inpost-fake': endpoints.inpost }),
    jobs: {
      // The orders' follow-ups that are due now, or as if at that time (functions/orders/follow-ups.ts).
      'run-follow-ups': (query) => runFollowUps(query.get('at') ? new Date(query.get('at')!) : new Date()),
      'run-ksef-job': (query) => runKsefQueue(query.get('at') ? new Date(query.get('at')!) : new Date()),
      // The review request e-mails that are due now, or as if at that time (functions/reviews/review-requests.ts).
      'send-review-requests': (query) => sendReviewRequests(query.get('at') ? new Date(query.get('at')!) : new Date()),
      // Reminders of dealers' terms invoices due soon or overdue, now or as if at that time (functions/dealer/terms-reminders.ts).
      'run-terms-reminders': (query) => sendTermsReminders(query.get('at') ? new Date(query.get('at')!) : new Date()),
      // Back-in-stock e-mails to waiting requests whose product is on sale again (functions/messages/back-in-stock.ts).
      'run-back-in-stock': (query) => notifyBackInStock(query.get('at') ? new Date(query.get('at')!) : new Date()),
      // Abandoned-checkout reminders that are due now, or as if at that time (functions/messages/checkout-reminders.ts).
      'run-checkout-reminders': (query) => sendCheckoutReminders(query.get('at') ? new Date(query.get('at')!) : new Date()),
      // The admins' low-stock digest, daily in AWS; locally only when asked (functions/catalog/low-stock.ts).
      'run-low-stock-digest': (query) => sendLowStockDigest(query.get('at') ? new Date(query.get('at')!) : new Date()),
    },
    cognitoMessagesFile: cognitoMessagesFile(join(dataDir, 'cognito')),
    ready: () => ready,
    triggers: {
      [LOCAL_TRIGGERS.preTokenGeneration]: (event) => markSecondFactor(event as PreTokenGenerationTriggerEvent, localCognitoClient(endpoints.cognito!)),
      // Refuses sign-ups that did not come through POST /api/auth/sign-up, as in AWS.
      [LOCAL_TRIGGERS.preSignUp]: (event) => refuseDirectSignUp(event as PreSignUpTriggerEvent),
    },
  });
  const port = await listen(server, options.port);
  const url = `http://localhost:${port}`;

  // What EventBridge does in AWS: settle pending orders whose Stripe webhooks are overdue.
  let sweeper: NodeJS.Timeout | undefined;
  let publisher: NodeJS.Timeout | undefined;
  let trackingSweeper: NodeJS.Timeout | undefined;
  let ksefJob: NodeJS.Timeout | undefined;
  let reviewRequests: NodeJS.Timeout | undefined;
  let followUps: NodeJS.Timeout | undefined;
  let termsReminders: NodeJS.Timeout | undefined;
  let backInStock: NodeJS.Timeout | undefined;
  let checkoutReminders: NodeJS.Timeout | undefined;
  const stop = async () => {
    ready = false;
    runImportsInProcess(undefined);
    clearInterval(sweeper);
    clearInterval(publisher);
    clearInterval(trackingSweeper);
    clearInterval(ksefJob);
    clearInterval(reviewRequests);
    clearInterval(followUps);
    clearInterval(termsReminders);
    clearInterval(backInStock);
    clearInterval(checkoutReminders);
    await Promise.all([ksefFake.close(), whitelistFake.close()]);
    if (!temporary) rmSync(join(dataDir, STACK_FILE), { force: true });
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await Promise.all(emulators.map((e) => e.stop()));
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    log('Starting DynamoDB Local, s3rver, cognito-local, the Stripe fake and the InPost fake…');
    const started = await Promise.allSettled([
      startDynamoDb({ dataDir: temporary ? undefined : join(dataDir, 'dynamodb'), logDir }),
      startS3({ dataDir: join(dataDir, 's3'), logDir }),
      startCognito({ dataDir: join(dataDir, 'cognito'), logDir, issuerDomain: `${url}/cognito`, lambdaEndpoint: `http://127.0.0.1:${port}` }),
      startStripeFake({ logDir, dataDir: join(dataDir, 'stripe'), webhookUrl: `${url}/api/stripe/webhook`, webhookSecret: LOCAL_WEBHOOK_SECRET, publicUrl: `${url}/stripe-fake` }),
      startInpostFake({
        logDir,
        dataDir: join(dataDir, 'inpost'),
        token: LOCAL_INPOST_TOKEN,
        organizationId: LOCAL_INPOST_ORGANIZATION_ID,
        webhookUrl: `${url}/api/inpost/webhook`,
        publicUrl: `${url}/inpost-fake`,
      }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') emulators.push(result.value);
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamodb, s3, cognito, stripe, inpost] = emulators as [Emulator, Emulator, Emulator, Emulator, Emulator];
    let currentDynamoDb: Emulator = dynamodb;
    const dynamodbControl: LocalStack['dynamodb'] = {
      stop: async () => {
        if (temporary) throw new Error('DynamoDB Local can only be restarted with a persistent dataDir');
        await currentDynamoDb.stop();
      },
      start: async () => {
        const restarted = await startDynamoDb({ dataDir: join(dataDir, 'dynamodb'), logDir, port: dynamodb.port });
        emulators[emulators.indexOf(currentDynamoDb)] = restarted;
        currentDynamoDb = restarted;
      },
    };
    const [ksef, vatWhitelist] = await Promise.all([ksefFake.listen(0), whitelistFake.listen(0)]);
    Object.assign(endpoints, { dynamodb: dynamodb.endpoint, s3: s3.endpoint, cognito: cognito.endpoint, stripe: stripe.endpoint, inpost: inpost.endpoint, ksef, vatWhitelist });

    const s3Client = localS3Client(s3.endpoint);
    const cognitoClient = localCognitoClient(cognito.endpoint);
    const [, , , userPool] = await Promise.all([
      ensureTable(localDynamoClient(dynamodb.endpoint), TABLE_NAME),
      ensureBucket(s3Client, MEDIA_BUCKET, url),
      ensureBucket(s3Client, CATALOG_BUCKET),
      ensureUserPool(cognitoClient),
    ]);
    await ensureDemoUsers(cognitoClient, userPool, options.demoPassword ?? DEFAULT_DEMO_PASSWORD);
    await copyDocumentTemplates(s3Client, webDist);

    // The handlers run in this process: give them the environment a Lambda would have.
    Object.assign(process.env, {
      STAGE: 'local',
      AWS_REGION: LOCAL_REGION,
      TABLE_NAME,
      MEDIA_BUCKET,
      CATALOG_BUCKET,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      COGNITO_USER_POOL_ID: userPool.userPoolId,
      COGNITO_CLIENT_ID: userPool.clientId,
      COGNITO_ISSUER: `${url}/cognito/${userPool.userPoolId}`,
      COGNITO_JWKS_URL: `${cognito.endpoint}/${userPool.userPoolId}/.well-known/jwks.json`,
      // What the sign-up route passes to Cognito and the PreSignUp trigger checks (AWS: a secret).
      // Locally there is no WAF challenge; the route and the refusal of direct sign-ups are the same.
      SIGN_UP_KEY: randomBytes(24).toString('base64url'),
      SITE_URL: url,
      // Real Stripe test mode when both keys are given; otherwise our Stripe fake.
      ...(realStripe ? {} : { STRIPE_API_BASE: stripe.endpoint, STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET }),
      // InPost's sandbox when a sandbox token and organization are given; otherwise our InPost fake.
      ...(realInpost
        ? { INPOST_API_BASE: process.env.INPOST_API_BASE ?? INPOST_SANDBOX_API }
        : { INPOST_API_BASE: inpost.endpoint, INPOST_API_TOKEN: LOCAL_INPOST_TOKEN, INPOST_ORGANIZATION_ID: LOCAL_INPOST_ORGANIZATION_ID }),
      // KSeF's test environment with a real KSEF_TOKEN; otherwise the KSeF fake.
      ...(realKsef ? {} : { KSEF_API_BASE: ksef, KSEF_TOKEN: LOCAL_KSEF_TOKEN, KSEF_ENVIRONMENT: 'test' }),
      VAT_WHITELIST_API_BASE: process.env.VAT_WHITELIST_REAL === '1' ? 'https://wl-api.mf.gov.pl' : vatWhitelist,
      CATALOG_REFRESH_MS: String(options.catalogRefreshMs ?? 1000),
      // The handlers' CloudWatch metrics (core/metrics.ts) are for AWS; locally they would only print.
      POWERTOOLS_METRICS_DISABLED: 'true',
    });
    reloadConfig();
    resetKsefClient();
    await ensureDemoCompanies(cognitoClient, userPool);

    let seeded: LocalStack['seeded'];
    const seedBaseDate = options.seedBaseDate ?? new Date();
    if ((options.seed ?? true) && (await catalogueIsEmpty())) {
      log('Seeding the demo catalogue (first start)…');
      // The manufacturers register first: each product's write counts itself on its manufacturer.
      for (const { id, fields } of demoManufacturers) await createManufacturer(fields, { id, at: seedBaseDate.toISOString() });
      seeded = await seedCatalogue(
        {
          putObject: async (key, body, contentType) => {
            await s3Client.send(
              new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
            );
          },
          putProduct: (record) => putProductRecord(withDemoPriceHistory(record, seedBaseDate)),
          log,
          variants: options.demoVariants ?? true,
        },
        { baseDate: seedBaseDate },
      );
      // Ids 1..N were given by the seed; the counter continues after them.
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...productKeys.counter, value: seeded.products, entityType: 'counter', schemaVersion: 1 } }));
      // The search synonyms a rider expects (bak = zbiornik…); the admin edits them at /admin/search.
      for (const words of demoSynonymGroups) await createSynonymGroup(words);
    }

    // The vehicle models of "Mój motocykl", on a fresh stack or one seeded before they existed.
    if ((options.seed ?? true) && (await listVehicleModels()).length === 0) await putVehicleModels(demoVehicleModels);

    // The admin lists' totals (ledger/list-counters.ts) on a stack whose orders predate them: once, before serving.
    if ((await backfillListCounters({ onlyOnce: true })).ran) log('Admin list counters backfilled.');

    // What the deploy-time run does in AWS: a snapshot the catalogue starts from, checked
    // against the table (on a fresh or reset stack, the first one).
    // A lock left by this stack's previous process (stopped mid-publish) would make this run skip.
    await clearPublisherLock();
    const published = await publishCatalog('audit');
    log(`Catalogue published: ${published.products} products, snapshot version ${published.version}.`);

    runtimeConfig = {
      stage: 'local',
      shopName: process.env.SHOP_NAME ?? 'Chopper Works',
      region: LOCAL_REGION,
      userPoolId: userPool.userPoolId,
      userPoolClientId: userPool.clientId,
      userPoolEndpoint: `${url}/cognito/`,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBase: '/api',
      mediaBase: '/media',
      // Off unless ADMIN_MFA_REQUIRED=true: the demo admin signs in with its password (README).
      adminMfaRequired: reloadConfig().ADMIN_MFA_REQUIRED,
    };
    // What the table's stream does in AWS: a new import job runs off the request, in the background.
    runImportsInProcess((id) => void runImportJob(id).catch((error: unknown) => logger.error('import job failed', { importId: id, error: error as Error })));
    ready = true;
    if (!temporary) {
      const running: RunningStack = { pid: process.pid, url, endpoints: endpoints as LocalStack['endpoints'] };
      writeFileSync(join(dataDir, STACK_FILE), JSON.stringify(running, null, 2));
    }
    // The sweeper logs and counts its own failures; a run that fails as a whole is logged here.
    sweeper = setInterval(
      () => void settleStalePendingOrders().catch((error: unknown) => logger.error('the stale-order sweeper failed', { error: error as Error })),
      SWEEP_INTERVAL_MS,
    );
    sweeper.unref();
    if (options.publishCatalogue ?? true) {
      publisher = setInterval(() => void publishCatalog('compact').catch((error: unknown) => logger.error('catalogue publish failed', { error: error as Error })), PUBLISH_INTERVAL_MS);
      publisher.unref();
    }
    trackingSweeper = setInterval(
      () => void sweepOpenShipments().catch((error: unknown) => logger.error('the tracking sweep failed', { error: error as Error })),
      TRACKING_SWEEP_INTERVAL_MS,
    );
    trackingSweeper.unref();
    // Hourly in AWS; a day's delay needs no finer grain, so every 10 minutes here.
    reviewRequests = setInterval(
      () => void sendReviewRequests().catch((error: unknown) => logger.error('review requests failed', { error: error as Error })),
      REVIEW_REQUEST_INTERVAL_MS,
    );
    reviewRequests.unref();
    const followUpEvery = options.followUpIntervalMs ?? FOLLOW_UP_INTERVAL_MS;
    if (followUpEvery > 0) {
      // One run at a time, as EventBridge's one-a-minute runs hardly ever overlap.
      let running = false;
      followUps = setInterval(() => {
        if (running) return;
        running = true;
        void runFollowUps()
          .catch((error: unknown) => logger.error('order follow-ups failed', { error: error as Error }))
          .finally(() => (running = false));
      }, followUpEvery);
      followUps.unref();
    }
    // Daily in AWS; hourly here (each reminder goes once anyway).
    termsReminders = setInterval(
      () => void sendTermsReminders().catch((error: unknown) => logger.error('terms reminders failed', { error: error as Error })),
      TERMS_REMINDER_INTERVAL_MS,
    );
    termsReminders.unref();
    backInStock = setInterval(
      () => void notifyBackInStock().catch((error: unknown) => logger.error('back-in-stock e-mails failed', { error: error as Error })),
      BACK_IN_STOCK_INTERVAL_MS,
    );
    backInStock.unref();
    checkoutReminders = setInterval(
      () => void sendCheckoutReminders().catch((error: unknown) => logger.error('checkout reminders failed', { error: error as Error })),
      CHECKOUT_REMINDER_INTERVAL_MS,
    );
    checkoutReminders.unref();
    const ksefEvery = options.ksefJobIntervalMs ?? KSEF_JOB_INTERVAL_MS;
    if (ksefEvery > 0) {
      ksefJob = setInterval(() => void runKsefQueue().catch((error: unknown) => logger.warn('KSeF job failed', { error: error as Error })), ksefEvery);
      ksefJob.unref();
    }
    return { url, port, userPool, endpoints: endpoints as LocalStack['endpoints'], dataDir, seeded, dynamodb: dynamodbControl, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

async function catalogueIsEmpty(): Promise<boolean> {
  const counter = await db().send(new GetCommand({ TableName: tableName(), Key: productKeys.counter }));
  return !counter.Item && !(await readCatalogHead());
}

/**
 * What the site's deploy does in AWS (infra/constructs/site.ts): the build's documents go to the
 * catalogue bucket, where the catalog function writes the product pages from them
 * (functions/seo/document-templates.ts). Without a build there is nothing to copy: product pages
 * then answer 503, as every page of an unbuilt site does here.
 */
async function copyDocumentTemplates(client: S3Client, webDist: string): Promise<void> {
  const dir = join(webDist, DOCUMENTS_DIR);
  if (!existsSync(dir)) return;
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) => readdirSync(join(dir, language.name)).map((file) => `${language.name}/${file}`));
  await Promise.all(
    files.map((file) =>
      client.send(new PutObjectCommand({ Bucket: CATALOG_BUCKET, Key: `${DOCUMENT_TEMPLATES_PREFIX}/${file}`, Body: readFileSync(join(dir, file)), ContentType: 'text/html; charset=utf-8' })),
    ),
  );
}
