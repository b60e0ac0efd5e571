import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { FunctionBundleOptions } from '../build/function-bundle.js';
import type { ShopTableRef } from './shop-table.js';

/** Read-only or read-write: the two ways a function may use a table or a bucket. */
export type Access = 'R' | 'RW';

/**
 * Item-level DynamoDB actions. Transactions need no actions of their own: each item in a
 * TransactWriteItems is authorised as the put, update, delete or condition check it is.
 */
const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_ACTIONS: Record<Access, string[]> = {
  R: TABLE_READ_ACTIONS,
  RW: [...TABLE_READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
};

/** Object-level S3 actions: reading, and for `RW` also writing (presigned uploads too) and deleting. */
const BUCKET_ACTIONS: Record<Access, string[]> = {
  R: ['s3:GetObject'],
  RW: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

/**
 * The Lambda runtime of every shop function.
 *
 * Not Node 20, though the toolchain machines run 20: Node 20 reached end of life on 2026-04-30,
 * Lambda deprecated `nodejs20.x` with it and then stops accepting new and updated functions on
 * a deprecated runtime, so a stack with it soon no longer deploys. The code is written for
 * Node 20 and runs unchanged on 24, the supported LTS with the longest runway (to 2028-04).
 */
export const SHOP_FUNCTION_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** The repository root: the bundler resolves entries and packages from there. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const bundlerCli = fileURLToPath(new URL('../build/bundle-function-cli.ts', import.meta.url));

export interface ShopFunctionProps
  extends Omit<lambda.FunctionProps, 'code' | 'handler' | 'runtime' | 'architecture' | 'logGroup' | 'logRetention' | 'role'> {
  /** Absolute path of the TypeScript file that exports `handler`. */
  readonly entry: string;
  /**
   * ARM64 (Graviton: cheaper per GB-second). Native modules ({@link nativeModules}) are installed
   * for this architecture, whatever machine builds the bundle.
   * @default ARM_64
   */
  readonly architecture?: lambda.Architecture;
  /** Packages with native code installed beside the bundle rather than bundled (sharp). */
  readonly nativeModules?: readonly string[];
  /** Files the code reads at run time, copied into the bundle (`{ from: repo-relative, to: bundle-relative }`). */
  readonly files?: readonly { from: string; to: string }[];
  /** How long the function's log group keeps its logs. @default one month */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The house Lambda construct: every function of the shop is one of these, so they all share
 * the same runtime, build and observability settings. Defaults:
 *
 * - **Runtime** {@link SHOP_FUNCTION_RUNTIME} on **ARM64** (Graviton: cheaper per ms).
 * - **Bundling** by infra/build/function-bundle.ts with the local esbuild (no Docker): minified
 *   ESM in `index.mjs`, lazy chunks for what handlers load with `import()`, code the shop never
 *   runs left out (zod's other languages, pdfkit's WOFF2 decoder, unused Stripe namespaces),
 *   the `@aws-sdk/*` clients bundled (they load faster than the runtime's copy). The same bundler measures bundles in the bench and tests.
 * - **Native modules** ({@link ShopFunctionProps.nativeModules}) installed by npm for Lambda's
 *   Linux on the function's architecture, so a bundle built on a Mac or an ARM runner loads.
 * - **Source maps** emitted and enabled (`NODE_OPTIONS=--enable-source-maps`), so stack traces
 *   in the logs point at the TypeScript lines.
 * - **Logs** in a log group owned by the stack (created beside the function as `<id>LogGroup`),
 *   kept for a month by default and deleted with the stack: logs are not business data. The
 *   execution role (`<id>Role`) may write to that log group only: no AWS managed policy, whose
 *   basic execution role would let it write to every log group of the account.
 * - **X-Ray tracing** active.
 * - **Memory** 1024 MB (the catalog keeps its catalogue index in memory, and CPU scales with it),
 *   **timeout** 10 s (API Gateway gives up at 30 s; a route that needs more is a design smell).
 *
 * Grant access with {@link bindTable} and {@link bindBucket}: each grants exactly what the
 * access level needs and sets the environment variable the code reads the name from.
 */
export class ShopFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const { logRetention = logs.RetentionDays.ONE_MONTH, entry, nativeModules, files, environment, ...rest } = props;
    const architecture = props.architecture ?? lambda.Architecture.ARM_64;
    // The log group and the role are siblings, not children: they have to exist before `super`.
    const logGroup = new logs.LogGroup(scope, `${id}LogGroup`, {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${id}: writes its own log group, and what its grants add`,
    });
    logGroup.grantWrite(role);
    const bundle: FunctionBundleOptions = {
      entry,
      outdir: '',
      architecture: architecture === lambda.Architecture.X86_64 ? 'x64' : 'arm64',
      ...(nativeModules ? { nodeModules: nativeModules } : {}),
      ...(files ? { files } : {}),
    };
    super(scope, id, {
      memorySize: 1024,
      timeout: Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      ...rest,
      runtime: SHOP_FUNCTION_RUNTIME,
      architecture,
      role,
      logGroup,
      handler: 'index.handler',
      code: lambda.Code.fromAsset(repoRoot, {
        // The hash of what was built, not of the whole repository.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never used: local bundling always succeeds or fails loudly (the image is required by the type).
          image: DockerImage.fromRegistry('dummy'),
          // Part of CDK's bundling cache key: without it every function would get the first bundle.
          command: ['bundle-function', JSON.stringify(bundle)],
          local: { tryBundle: (outputDir) => runBundler({ ...bundle, outdir: outputDir }) },
        },
      }),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...environment },
    });

    // X-Ray accepts trace segments only for resource "*": it has no resource-level permissions.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
    });
    if (!props.deadLetterQueue && !props.onFailure) {
      Validations.of(this).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked synchronously (API Gateway, Cognito triggers): the caller receives the error and the errors alarm fires; a dead-letter queue only catches asynchronous invocations, which scheduled jobs (ScheduledJob) have.',
      });
    }
  }

  /**
   * Lets the function use the table and tells it the table's name (`TABLE_NAME`). `R` grants
   * item reads and queries; `RW` adds writes. The grant names the table and each of its indexes
   * rather than `<table>/index/*`, so it has no wildcard to justify.
   */
  bindTable(table: ShopTableRef, access: Access): this {
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: TABLE_ACTIONS[access],
        resources: [table.tableArn, ...table.indexNames.map((name) => `${table.tableArn}/index/${name}`)],
      }),
    );
    this.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /**
   * Lets the function use the objects of the bucket and tells it the bucket's name (in
   * `envName`). Object keys are not known in advance, so the grant is on `<bucket>/*`: cdk-nag
   * reports that wildcard (AwsSolutions-IAM5) on the function's policy, to be acknowledged where
   * the function is created.
   */
  bindBucket(bucket: s3.IBucket, access: Access, envName: string): this {
    this.addToRolePolicy(new iam.PolicyStatement({ actions: BUCKET_ACTIONS[access], resources: [bucket.arnForObjects('*')] }));
    this.addEnvironment(envName, bucket.bucketName);
    return this;
  }
}

/**
 * CDK asks for a bundle synchronously; esbuild's plugins need its asynchronous API, so the
 * bundler runs in a child process (tsx, as the CDK app itself runs).
 */
function runBundler(options: FunctionBundleOptions): boolean {
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, [bundlerCli, JSON.stringify(options)], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], shell: process.platform === 'win32' });
  if (run.status !== 0) throw new Error(`Bundling ${options.entry} failed (exit ${run.status ?? run.signal}).`);
  return true;
}
