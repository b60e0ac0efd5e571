import { fileURLToPath } from 'node:url';
import { CustomResource, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { DEPLOY_PUBLISH_QUERY_INTERVAL_SECONDS, DEPLOY_PUBLISH_TOTAL_TIMEOUT_MINUTES, PUBLISHER_TIMEOUT_SECONDS } from '../../functions/catalog/publisher-timing.js';
import { PUBLIC_FILES_PREFIX } from '../../functions/contracts/seo-files.js';
import type { AlertTopic } from './alert-topic.js';
import { JOB_MAX_EVENT_AGE, JOB_RETRY_ATTEMPTS } from './scheduled-job.js';
import { ShopFunction } from './shop-function.js';
import type { ShopTableRef } from './shop-table.js';

export interface CatalogSnapshotsProps {
  readonly table: ShopTableRef;
  /** Settings every shop function gets (functions/core/config.ts). */
  readonly environment: Record<string, string>;
  readonly description: string;
  /** The catalog function: it reads the snapshots, and goes live only after a deploy published one. */
  readonly catalogFunction: ShopFunction;
  /** Where the alarm on the publisher's dead-letter queue goes. */
  readonly alerts: AlertTopic;
}

/** How often the publisher folds announced changes into a new snapshot (when enough piled up). */
export const CATALOG_COMPACT_RATE = Duration.minutes(1);
/** How often it rebuilds from the table and puts right what an announcement missed. */
export const CATALOG_AUDIT_RATE = Duration.hours(1);
/**
 * The publisher's memory: an audit of 100,000 products holds their records, the new index and
 * the compressed snapshot at once (test/bench/RESULTS.md, "Memory"); CPU scales with it.
 */
const PUBLISHER_MEMORY_MB = 2048;

/**
 * The published catalogue (functions/catalog/snapshot-*.ts): a private bucket of snapshots, one
 * object per catalogue version, and the publisher that writes them. The publisher runs every
 * minute (compacts when due), every hour (audits against the table) and once during each deploy,
 * before the catalog function is updated, so new code always starts from a snapshot it can read.
 *
 * The bucket holds derived data only (rebuilt from the table by any audit), so it is deleted
 * with the stack; the publisher deletes superseded snapshots itself.
 */
export class CatalogSnapshots extends Construct {
  readonly bucket: s3.Bucket;
  readonly publisher: ShopFunction;
  /** Scheduled runs that failed after their retries (as every ScheduledJob has; two schedules share it). */
  readonly deadLetterQueue: sqs.Queue;
  /** The publish during each deploy (functions/catalog/publish-on-deploy.ts), before the catalog function is updated. */
  readonly publishOnDeploy: CustomResource;
  /** The function that runs it: a publisher too (same code and grants), the provider's onEvent and isComplete. */
  readonly deployPublisher: ShopFunction;

  constructor(scope: Construct, id: string, props: CatalogSnapshotsProps) {
    super(scope, id);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    // CloudFront serves the publisher's public files (the sitemap, the feeds, robots.txt:
    // functions/seo) from `public/` through an origin access control, and nothing else of the
    // bucket. As for the media bucket, the grant names the account's distributions: the one
    // distribution lives in the web stack, which depends on this one.
    const stack = Stack.of(this);
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsPublicFiles',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${PUBLIC_FILES_PREFIX}/*`)],
        conditions: { ArnLike: { 'AWS:SourceArn': `arn:${stack.partition}:cloudfront::${stack.account}:distribution/*` } },
      }),
    );

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', { retentionPeriod: Duration.days(14), encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true });
    for (const rule of ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy']) {
      Validations.of(this.deadLetterQueue).acknowledge({ id: rule, reason: "This queue is the publisher's dead-letter queue; it needs none of its own." });
    }

    this.publisher = new ShopFunction(scope, `${id}Publisher`, {
      entry: fileURLToPath(new URL('../../functions/catalog/publisher-lambda.ts', import.meta.url)),
      description: props.description,
      environment: { ...props.environment, POWERTOOLS_SERVICE_NAME: 'catalog-publisher' },
      memorySize: PUBLISHER_MEMORY_MB,
      // One run at a time by the lock item (functions/catalog/publisher-lock.ts), not reserved
      // concurrency: a new account's quota (10) leaves none to reserve. The lock's lease is
      // longer than this timeout, so a lease ends only after its run did.
      timeout: Duration.seconds(PUBLISHER_TIMEOUT_SECONDS),
      retryAttempts: JOB_RETRY_ATTEMPTS,
      maxEventAge: JOB_MAX_EVENT_AGE,
      deadLetterQueue: this.deadLetterQueue,
    });
    Validations.of(this.publisher).acknowledge({
      id: 'Serverless-LambdaAsyncFailureDestination',
      reason: 'A scheduled run that fails after its retries goes to the dead-letter queue (DeadLetterConfig) with its event; a failure destination would deliver it twice.',
    });
    // RW on the table: the audit announces products it found out of step; publishing prunes stamps.
    this.publisher.bindTable(props.table, 'RW');
    this.publisher.bindBucket(this.bucket, 'RW', 'CATALOG_BUCKET');
    this.publisher.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }));
    props.catalogFunction.bindBucket(this.bucket, 'R', 'CATALOG_BUCKET');

    for (const [name, rate, mode] of [
      ['Compact', CATALOG_COMPACT_RATE, 'compact'],
      ['Audit', CATALOG_AUDIT_RATE, 'audit'],
    ] as const) {
      new events.Rule(this, name, {
        description: `Catalogue publisher: ${mode}`,
        schedule: events.Schedule.rate(rate),
        targets: [
          new eventTargets.LambdaFunction(this.publisher, {
            event: events.RuleTargetInput.fromObject({ mode }),
            retryAttempts: JOB_RETRY_ATTEMPTS,
            maxEventAge: JOB_MAX_EVENT_AGE,
            deadLetterQueue: this.deadLetterQueue,
          }),
        ],
      });
    }

    props.alerts.watch(
      new cloudwatch.Alarm(this, 'GaveUp', {
        alarmDescription: `A run of the catalogue publisher failed after ${JOB_RETRY_ATTEMPTS} retries: see its dead-letter queue.`,
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    // Beside the publisher (its role is its sibling, as every ShopFunction's).
    this.deployPublisher = new ShopFunction(scope, `${id}DeployPublisher`, {
      entry: fileURLToPath(new URL('../../functions/catalog/publish-on-deploy.ts', import.meta.url)),
      description: `${props.description} (during deploys)`,
      environment: { ...props.environment, POWERTOOLS_SERVICE_NAME: 'catalog-publisher-deploy' },
      memorySize: PUBLISHER_MEMORY_MB,
      timeout: Duration.seconds(PUBLISHER_TIMEOUT_SECONDS),
    });
    this.publishOnDeploy = this.addPublishOnDeploy(this.deployPublisher, props);
    props.catalogFunction.node.addDependency(this.publishOnDeploy);

    this.acknowledgeFindings(props.catalogFunction);
  }

  /**
   * The deploy-time publish: a custom resource of CDK's provider framework whose handler is a
   * publisher function of its own. The framework's waiter (Step Functions) asks it again every
   * few seconds while the lock is held or AWS throttles, and retries an invocation Lambda
   * throttled; the handler gives up without failing once its budget is spent (see
   * publish-on-deploy.ts). It runs again whenever the publisher's code changes (its version),
   * as CDK's Trigger did.
   */
  private addPublishOnDeploy(fn: ShopFunction, props: CatalogSnapshotsProps): CustomResource {
    fn.bindTable(props.table, 'RW');
    fn.bindBucket(this.bucket, 'RW', 'CATALOG_BUCKET');
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }));
    // No alarm: a failed deploy-time publish fails the deploy, which whoever deploys sees.

    const provider = new cr.Provider(this, 'PublishOnDeployProvider', {
      onEventHandler: fn,
      isCompleteHandler: fn,
      queryInterval: Duration.seconds(DEPLOY_PUBLISH_QUERY_INTERVAL_SECONDS),
      totalTimeout: Duration.minutes(DEPLOY_PUBLISH_TOTAL_TIMEOUT_MINUTES),
    });
    this.acknowledgeProviderFindings(provider, fn);
    return new CustomResource(this, 'PublishOnDeploy', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::CatalogPublishOnDeploy',
      // A new value, a new run: the publisher's code (its version) and the deploy publisher's.
      properties: { PublisherVersion: this.publisher.currentVersion.functionArn, DeployPublisherVersion: fn.currentVersion.functionArn },
    });
  }

  /** The provider framework is CDK's own: its functions, roles and waiter are as CDK makes them. */
  private acknowledgeProviderFindings(provider: cr.Provider, handler: ShopFunction): void {
    const stack = Stack.of(this);
    const ack = (id: string, reason: string) => Validations.of(provider).acknowledge({ id, reason });
    const arnOf = (fn: lambda.IFunction) => flattenCfnReference(stack.resolve(fn.functionArn));
    const frameworkFunctions = provider.node.findAll().filter((c): c is lambda.Function => c instanceof lambda.Function);
    ack('AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', "The AWS managed basic execution role only lets CDK's provider functions write their own logs.");
    for (const fn of [handler, ...frameworkFunctions]) {
      ack(`AwsSolutions-IAM5[Resource::${arnOf(fn)}:*]`, "CDK's provider framework invokes the handler's (and its own functions') versions: the ARN with any qualifier.");
    }
    ack('AwsSolutions-SF1', "The provider's waiter only calls the handler again until the publish is done; its runs are in the handler's log.");
    ack('AwsSolutions-SF2', "The provider's waiter only calls the handler again; X-Ray tracing would add nothing to the handler's log.");
    ack('Serverless-StepFunctionStateMachineXray', "The provider's waiter only calls the handler again; X-Ray tracing would add nothing to the handler's log.");
    ack('Serverless-LambdaDefaultMemorySize', "CDK's provider functions only relay CloudFormation's request; the memory is CDK's choice.");
    ack('Serverless-LambdaDLQ', "CloudFormation waits for the provider's answer and reports its failure: no event to keep.");
    ack('Serverless-LambdaTracing', "CDK's provider functions only relay CloudFormation's request; the handler logs each attempt.");
  }

  private acknowledgeFindings(catalogFunction: ShopFunction): void {
    const stack = Stack.of(this);
    const objects = flattenCfnReference(stack.resolve(this.bucket.arnForObjects('*')));
    const ack = (scope: Construct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
    ack(this.bucket, 'AwsSolutions-S1', 'Snapshots are derived from the table and written only by the publisher, which logs each one; access logs would add nothing.');
    // The roles are the functions' siblings (ShopFunction): the finding is on the role's policy.
    ack(this.publisher.role!, `AwsSolutions-IAM5[Resource::${objects}]`, 'The publisher writes, reads and deletes snapshot objects, whose keys carry the catalogue version.');
    ack(catalogFunction.role!, `AwsSolutions-IAM5[Resource::${objects}]`, 'The catalog function reads the snapshot the catalogue head names; keys carry the version.');
    ack(this.deployPublisher.role!, `AwsSolutions-IAM5[Resource::${objects}]`, 'The deploy-time publisher writes, reads and deletes snapshot objects, whose keys carry the catalogue version.');
    // The auto-delete's provider is CDK's own function, created once per stack.
    for (const provider of stack.node.children.filter((c) => /^Custom::S3AutoDeleteObjects/.test(c.node.id))) {
      ack(provider, 'AwsSolutions-L1', 'CDK chooses the runtime of its own custom resource providers.');
      ack(provider, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', 'The AWS managed basic execution role only lets the provider write its own logs.');
    }
  }
}
