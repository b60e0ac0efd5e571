import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { ShopTable } from './shop-table.js';

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

/** The repository root: NodejsFunction finds package-lock.json and tsconfig.json there. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ShopFunctionProps
  extends Omit<NodejsFunctionProps, 'entry' | 'runtime' | 'architecture' | 'logGroup' | 'logRetention' | 'projectRoot'> {
  /** Absolute path of the TypeScript file that exports `handler`. */
  readonly entry: string;
  /**
   * ARM64 (cheaper per GB-second) unless the function ships a native module built for the
   * machine that bundles it (sharp in the media domain: x86_64, like the build hosts).
   * @default ARM_64
   */
  readonly architecture?: lambda.Architecture;
  /** How long the function's log group keeps its logs. @default one month */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The house Lambda construct: every function of the shop is one of these, so they all share
 * the same runtime, build and observability settings. Defaults:
 *
 * - **Runtime** {@link SHOP_FUNCTION_RUNTIME} on **ARM64** (Graviton: cheaper per ms, and
 *   nothing in the bundle is native).
 * - **Bundling** with the local esbuild (no Docker): minified **ESM** (the repo is
 *   `"type": "module"`; handlers may use top-level await), with a `require` shim for the CommonJS
 *   dependencies that call `require` on Node built-ins; `@aws-sdk/*` left out because the
 *   runtime provides SDK v3, which keeps bundles and cold starts small.
 * - **Source maps** emitted and enabled (`NODE_OPTIONS=--enable-source-maps`), so stack traces
 *   in the logs point at the TypeScript lines.
 * - **Logs** in a log group owned by the stack (created beside the function as `<id>LogGroup`),
 *   kept for a month by default and deleted with the stack: logs are not business data.
 * - **X-Ray tracing** active.
 * - **Memory** 1024 MB (the catalog keeps its catalogue index in memory, and CPU scales with it),
 *   **timeout** 10 s (API Gateway gives up at 30 s; a route that needs more is a design smell).
 *
 * Grant access with {@link bindTable} and {@link bindBucket}: each grants exactly what the
 * access level needs and sets the environment variable the code reads the name from.
 */
export class ShopFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const { logRetention = logs.RetentionDays.ONE_MONTH, bundling, environment, ...rest } = props;
    // The log group is a sibling, not a child: it has to exist before `super` is called.
    const logGroup = new logs.LogGroup(scope, `${id}LogGroup`, {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      memorySize: 1024,
      timeout: Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      ...rest,
      runtime: SHOP_FUNCTION_RUNTIME,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...environment },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        externalModules: ['@aws-sdk/*'],
        minify: true,
        sourceMap: true,
        // The maps point at files in the repo; embedding their sources only makes the bundle bigger.
        sourcesContent: false,
        ...bundling,
      },
    });

    // X-Ray accepts trace segments only for resource "*": it has no resource-level permissions.
    if (this.role) {
      Validations.of(this.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
      });
      // CDK attaches AWSLambdaBasicExecutionRole so the function can write to its log group.
      Validations.of(this.role).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'The AWS managed basic execution role only lets the function write its own logs.',
      });
    }
  }

  /**
   * Lets the function use the table and tells it the table's name (`TABLE_NAME`). `R` grants
   * item reads and queries; `RW` adds writes. The grant names the table and each of its indexes
   * rather than `<table>/index/*`, so it has no wildcard to justify.
   */
  bindTable(table: ShopTable, access: Access): this {
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
