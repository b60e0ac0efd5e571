import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { PUBLIC_FILES_PREFIX } from '../../functions/contracts/seo-files.js';
import type { AlertTopic } from './alert-topic.js';
import { JOB_MAX_EVENT_AGE, JOB_RETRY_ATTEMPTS } from './scheduled-job.js';
import { ShopFunction } from './shop-function.js';
import type { ShopTable } from './shop-table.js';

export interface CatalogSnapshotsProps {
  readonly table: ShopTable;
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
      timeout: Duration.minutes(5),
      // One publisher at a time: two would race for the same snapshot and one would lose.
      reservedConcurrentExecutions: 1,
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

    const onDeploy = new triggers.Trigger(this, 'PublishOnDeploy', {
      handler: this.publisher,
      timeout: Duration.minutes(5),
      invocationType: triggers.InvocationType.REQUEST_RESPONSE,
    });
    onDeploy.executeBefore(props.catalogFunction);

    this.acknowledgeFindings(props.catalogFunction);
  }

  private acknowledgeFindings(catalogFunction: ShopFunction): void {
    const stack = Stack.of(this);
    const objects = flattenCfnReference(stack.resolve(this.bucket.arnForObjects('*')));
    const ack = (scope: Construct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
    ack(this.bucket, 'AwsSolutions-S1', 'Snapshots are derived from the table and written only by the publisher, which logs each one; access logs would add nothing.');
    // The roles are the functions' siblings (ShopFunction): the finding is on the role's policy.
    ack(this.publisher.role!, `AwsSolutions-IAM5[Resource::${objects}]`, 'The publisher writes, reads and deletes snapshot objects, whose keys carry the catalogue version.');
    ack(catalogFunction.role!, `AwsSolutions-IAM5[Resource::${objects}]`, 'The catalog function reads the snapshot the catalogue head names; keys carry the version.');
    // The trigger's and the auto-delete's providers are CDK's own functions, created once per stack.
    for (const provider of stack.node.children.filter((c) => /^(AWSCDK\.TriggerCustomResourceProvider|Custom::S3AutoDeleteObjects)/.test(c.node.id))) {
      ack(provider, 'AwsSolutions-L1', 'CDK chooses the runtime of its own custom resource providers.');
      ack(provider, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', 'The AWS managed basic execution role only lets the provider write its own logs.');
    }
  }
}
