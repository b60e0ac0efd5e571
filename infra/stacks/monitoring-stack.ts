import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE, shopMetrics, type ShopMetric } from '../../functions/core/metric-names.js';
import { AlertTopic } from '../constructs/alert-topic.js';
import { EDGE_REGION } from './edge-stack.js';
import { ACCESS_LOG_RETENTION } from '../constructs/access-logs.js';
import { CLOUDFRONT_LOG_PREFIX } from '../constructs/site.js';
import { ALARM_PERIOD, API_5XX_COUNT, BUSINESS_FAILURE_ALARMS, CATALOG_FAILURE_ALARMS } from '../constructs/shop-alarms.js';

/** More than this share of CloudFront's answers being 5xx (any behaviour) notifies the alert topic. */
export const CLOUDFRONT_5XX_RATE_PERCENT = 5;

/** A CloudFront metric of the distribution; CloudFront publishes them in us-east-1 only. */
function cloudFrontMetric(distributionId: string, metricName: string, statistic: string): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    statistic,
    period: ALARM_PERIOD,
    region: EDGE_REGION,
  });
}

export interface EdgeAlarmsStackProps extends StackProps {
  readonly alarmEmail?: string;
  readonly distribution: cloudfront.IDistribution;
}

/**
 * The site's alarm, in us-east-1 where CloudFront's metrics are, with an alert topic of its own
 * (alarms notify topics of their own region only; same subscriber as the stage's).
 */
export class EdgeAlarmsStack extends Stack {
  readonly alerts: AlertTopic;
  readonly cloudFront5xxAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    this.alerts = new AlertTopic(this, 'Alerts', { email: props.alarmEmail });
    this.cloudFront5xxAlarm = this.alerts.watch(
      new cloudwatch.Alarm(this, 'CloudFront5xxRate', {
        alarmDescription: `More than ${CLOUDFRONT_5XX_RATE_PERCENT} % of the site's answers (pages, API, media) were 5xx in ${ALARM_PERIOD.toMinutes()} minutes.`,
        metric: cloudFrontMetric(props.distribution.distributionId, '5xxErrorRate', 'Average'),
        threshold: CLOUDFRONT_5XX_RATE_PERCENT,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}

export interface MonitoringStackProps extends StackProps {
  readonly stage: string;
  readonly distribution: cloudfront.IDistribution;
  readonly httpApi: apigw.IHttpApi;
  readonly table: dynamodb.ITableV2;
  /** Every function of the shop, by readable name. */
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  /** The dead-letter queues of the scheduled jobs, by job name. */
  readonly deadLetterQueues: ReadonlyMap<string, sqs.IQueue>;
  /** The web ACLs' request logs: the site's (us-east-1) and the user pool's (this region). */
  readonly wafLogGroups: readonly { readonly title: string; readonly logGroupName: string; readonly region: string }[];
  /** The bucket CloudFront writes its access logs to. */
  readonly accessLogBucketName: string;
}

/**
 * The stage's dashboard, deployed last in the stage's region: the shop's business as it happens
 * (orders, payments, revenue, failed e-mails: the Powertools metrics of
 * functions/core/metric-names.ts) above its health (API, functions and Cognito triggers, table,
 * site, jobs, catalogue, backups) and what the firewalls blocked (their logs); the site's
 * metrics and its firewall's logs are read from us-east-1.
 */
export class MonitoringStack extends Stack {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);

    const hour = Duration.hours(1);
    const business = (name: ShopMetric, label: string, period: Duration = hour) =>
      new cloudwatch.MathExpression({ expression: `SELECT SUM(${name}) FROM "${METRICS_NAMESPACE}"`, label, period });
    const graph = (title: string, metrics: cloudwatch.IMetric[], width = 8) => new cloudwatch.GraphWidget({ title, left: metrics, width, height: 6 });
    const cloudFront = (metricName: string, statistic: string) => cloudFrontMetric(props.distribution.distributionId, metricName, statistic);
    const inRegion = (metric: cloudwatch.Metric, options: cloudwatch.MetricOptions = {}) => metric.with(options);

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(7) });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({ markdown: `# Chopper Works (${props.stage})\nBusiness first, then health. Alarms notify the alert topics (this region's, and us-east-1's for the site).`, width: 24, height: 2 }),
    );
    this.dashboard.addWidgets(
      graph('Orders and payments (per hour)', [business(shopMetrics.orderPlaced, 'orders placed'), business(shopMetrics.paymentSucceeded, 'payments'), business(shopMetrics.refundIssued, 'refunds')]),
      graph('Revenue (zł per hour)', [
        new cloudwatch.MathExpression({
          expression: 'grosze / 100',
          usingMetrics: { grosze: business(shopMetrics.revenue, 'grosze') },
          label: 'revenue, zł',
          period: hour,
        }),
      ]),
      graph('Failures (each one alarms)', BUSINESS_FAILURE_ALARMS.map(({ metric }) => business(metric, metric, ALARM_PERIOD))),
    );
    const api = props.httpApi;
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: `API requests and errors (per ${ALARM_PERIOD.toMinutes()} minutes)`,
        left: [
          inRegion(api.metricCount({ statistic: 'Sum', period: ALARM_PERIOD }), { label: 'requests' }),
          inRegion(api.metricClientError({ statistic: 'Sum', period: ALARM_PERIOD }), { label: '4xx' }),
          inRegion(api.metricServerError({ statistic: 'Sum', period: ALARM_PERIOD }), { label: '5xx' }),
        ],
        leftAnnotations: [{ value: API_5XX_COUNT, label: `5xx alarm (${API_5XX_COUNT})`, color: cloudwatch.Color.RED }],
        width: 8,
        height: 6,
      }),
      graph('API latency (ms)', [inRegion(api.metricLatency({ statistic: 'p50' }), { label: 'p50' }), inRegion(api.metricLatency({ statistic: 'p99' }), { label: 'p99' })]),
      graph('Site (CloudFront)', [cloudFront('Requests', 'Sum').with({ label: 'requests' }), cloudFront('5xxErrorRate', 'Average').with({ label: '5xx %' }), cloudFront('4xxErrorRate', 'Average').with({ label: '4xx %' })]),
    );
    const functions = [...props.functions];
    this.dashboard.addWidgets(
      graph('Function and Cognito trigger errors (crashes, timeouts)', functions.map(([name, fn]) => inRegion(fn.metricErrors({ statistic: 'Sum' }), { label: name }))),
      graph('Function duration p90 (ms)', functions.map(([name, fn]) => inRegion(fn.metricDuration({ statistic: 'p90' }), { label: name }))),
      graph('Function and Cognito trigger throttles', functions.map(([name, fn]) => inRegion(fn.metricThrottles({ statistic: 'Sum' }), { label: name }))),
    );
    this.dashboard.addWidgets(
      graph('Table capacity used', [
        inRegion(props.table.metricConsumedReadCapacityUnits({ statistic: 'Sum' }), { label: 'reads' }),
        inRegion(props.table.metricConsumedWriteCapacityUnits({ statistic: 'Sum' }), { label: 'writes' }),
      ]),
      graph('Table throttles and system errors', [
        inRegion(props.table.metric('ReadThrottleEvents', { statistic: 'Sum' }), { label: 'read throttles' }),
        inRegion(props.table.metric('WriteThrottleEvents', { statistic: 'Sum' }), { label: 'write throttles' }),
      ]),
      graph(
        'Scheduled jobs given up (dead letters)',
        [...props.deadLetterQueues].map(([name, queue]) => inRegion(queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum' }), { label: name })),
      ),
    );
    const backupJobs = (metricName: string, label: string) => new cloudwatch.Metric({ namespace: 'AWS/Backup', metricName, statistic: 'Sum', period: Duration.days(1), label });
    this.dashboard.addWidgets(
      graph('Catalogue failures (each one alarms)', CATALOG_FAILURE_ALARMS.map(({ metric }) => business(metric, metric, ALARM_PERIOD))),
      graph('Table backups (per day; failures alarm)', [
        backupJobs('NumberOfBackupJobsCompleted', 'backups done'),
        backupJobs('NumberOfBackupJobsFailed', 'backups failed'),
        backupJobs('NumberOfCopyJobsFailed', 'copies to the second region failed'),
      ]),
      new cloudwatch.TextWidget({
        markdown: [
          '### Access logs',
          `Kept ${ACCESS_LOG_RETENTION.toDays()} days. CloudFront: \`s3://${props.accessLogBucketName}/${CLOUDFRONT_LOG_PREFIX}\`.`,
          ...props.wafLogGroups.map((group) => `${group.title}: log group \`${group.logGroupName}\` (${group.region}).`),
        ].join('\n\n'),
        width: 8,
        height: 6,
      }),
    );
    this.dashboard.addWidgets(
      ...props.wafLogGroups.map(
        (group) =>
          new cloudwatch.LogQueryWidget({
            title: `${group.title}: blocked requests by rule (its log)`,
            logGroupNames: [group.logGroupName],
            region: group.region,
            queryLines: ['filter action = "BLOCK"', 'stats count(*) as blocked by terminatingRuleId', 'sort blocked desc', 'limit 20'],
            view: cloudwatch.LogQueryVisualizationType.TABLE,
            width: 12,
            height: 6,
          }),
      ),
    );
  }
}
