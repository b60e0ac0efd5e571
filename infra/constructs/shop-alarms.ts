import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, shopMetrics, type ShopMetric } from '../../functions/core/metric-names.js';
import type { AlertTopic } from './alert-topic.js';

/** How long a window an alarm looks at: a person hears of a failure within about this long. */
export const ALARM_PERIOD = Duration.minutes(5);

/** API answers that may fail before the 5xx alarm fires: more than 5 % of at least 20 requests. */
export const API_5XX_RATE_PERCENT = 5;
const API_5XX_MIN_REQUESTS = 20;
/**
 * A small shop rarely sees 20 requests in 5 minutes, so the rate alarm seldom arms: this many 5xx
 * answers in one period fire a second alarm whatever the traffic (one or two can be a client
 * giving up mid-request; three is a pattern).
 */
export const API_5XX_COUNT = 3;

/**
 * The shop's own metrics that mean something went wrong, with what the alarm tells the person
 * it wakes. Each fires on the first occurrence in a window: none of them should ever happen.
 */
export const BUSINESS_FAILURE_ALARMS: readonly { metric: ShopMetric; description: string }[] = [
  { metric: shopMetrics.webhookFailed, description: 'A Stripe webhook could not be processed (Stripe retries it; an order may wait for its payment).' },
  { metric: shopMetrics.orderEmailFailed, description: 'A customer e-mail about an order could not be sent.' },
  { metric: shopMetrics.sweeperFailed, description: 'The stale-order sweeper could not settle an order.' },
  { metric: shopMetrics.ledgerDiscrepancies, description: 'The ledger reconciliation found stock, holds, stats, invoice numbers or refunds that disagree.' },
  { metric: shopMetrics.ksefSubmissionStuck, description: 'An e-invoice has not been accepted by KSeF past its deadline.' },
  { metric: shopMetrics.shipmentFailed, description: 'A shipment could not be created or is stuck at the carrier.' },
  { metric: shopMetrics.ksefRejected, description: 'KSeF rejected an e-invoice for good: it needs a person to correct it and send it again.' },
];

/**
 * The catalogue's own failures: what customers see may be stale (the published snapshot and the
 * table disagree) until the next audit puts it right. Each fires on the first occurrence too.
 */
export const CATALOG_FAILURE_ALARMS: readonly { metric: ShopMetric; description: string }[] = [
  { metric: shopMetrics.catalogAnnounceFailed, description: 'A product change (stock after a sale, units sold) could not be announced to the catalogue: the shop shows it late, until the hourly audit.' },
  { metric: shopMetrics.catalogRefreshFailed, description: 'A catalog function could not check or load the published catalogue: it answers from its last snapshot, which may be stale.' },
  { metric: shopMetrics.catalogDrift, description: "The publisher's audit found products whose published snapshot disagreed with the table (it announced them; a change missed its announcement)." },
];

/**
 * A shop metric summed over every function that emits it. Powertools adds a `service`
 * dimension (the emitting function), so a Metrics Insights query adds them up: an alarm keeps
 * working whichever function or job starts emitting the metric.
 */
export function shopMetric(name: ShopMetric, label: string, period: Duration = ALARM_PERIOD): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({ expression: `SELECT SUM(${name}) FROM "${METRICS_NAMESPACE}"`, label, period });
}

export interface ShopAlarmsProps {
  readonly alerts: AlertTopic;
  readonly httpApi: apigw.HttpApi;
  readonly table: dynamodb.ITableV2;
  /** Every function of the shop in this region, by a readable name. */
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  /** Watches the SES reputation when the shop sends mail. */
  readonly watchesMailReputation: boolean;
}

/** AWS Backup's job counts for the account in this region (the table's plan is the shop's only one). */
function backupJobMetric(metricName: 'NumberOfBackupJobsFailed' | 'NumberOfCopyJobsFailed'): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace: 'AWS/Backup', metricName, statistic: 'Sum', period: ALARM_PERIOD });
}

/**
 * The regional alarms: every failure a customer would notice, or that loses money or data,
 * notifies the alert topic within one {@link ALARM_PERIOD}. (CloudFront's alarm lives in
 * us-east-1 with its metrics: EdgeStack. Scheduled jobs bring their own dead-letter alarm.)
 */
/** An alarm's settings; it looks at one period and treats no data as all well unless told otherwise. */
type AlarmOptions = Omit<cloudwatch.AlarmProps, 'evaluationPeriods'> & { evaluationPeriods?: number };

const atLeastOnce = { threshold: 1, comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD };

export class ShopAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly alerts: AlertTopic;

  constructor(scope: Construct, id: string, props: ShopAlarmsProps) {
    super(scope, id);
    this.alerts = props.alerts;
    const add = (alarmId: string, options: AlarmOptions) => this.add(alarmId, options);

    const requests = props.httpApi.metricCount({ period: ALARM_PERIOD, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: ALARM_PERIOD, statistic: 'Sum' });
    add('Api5xxRate', {
      alarmDescription: `More than ${API_5XX_RATE_PERCENT} % of API requests answered 5xx in ${ALARM_PERIOD.toMinutes()} minutes.`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
        usingMetrics: { requests, errors: serverErrors },
        label: 'API 5xx %',
        period: ALARM_PERIOD,
      }),
      threshold: API_5XX_RATE_PERCENT,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    add('Api5xxCount', {
      alarmDescription: `The API answered 5xx ${API_5XX_COUNT} times or more in ${ALARM_PERIOD.toMinutes()} minutes, however few requests it had.`,
      metric: serverErrors,
      threshold: API_5XX_COUNT,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });

    for (const [name, fn] of props.functions) this.watchFunction(name, fn);

    // Both metrics come per operation (GetItem, Query, TransactWriteItems…): one query sums them
    // all (CDK's per-operation math would exceed an alarm's 10 metrics).
    const tableMetric = (metricName: string) =>
      new cloudwatch.MathExpression({
        expression: `SELECT SUM(${metricName}) FROM SCHEMA("AWS/DynamoDB", Operation, TableName) WHERE TableName = '${props.table.tableName}'`,
        label: metricName,
        period: ALARM_PERIOD,
      });
    add('TableThrottles', { alarmDescription: 'DynamoDB throttled requests to the shop table.', metric: tableMetric('ThrottledRequests'), ...atLeastOnce });
    add('TableSystemErrors', {
      alarmDescription: 'DynamoDB answered requests to the shop table with a system error.',
      metric: tableMetric('SystemErrors'),
      ...atLeastOnce,
    });

    for (const { metric, description } of [...BUSINESS_FAILURE_ALARMS, ...CATALOG_FAILURE_ALARMS]) {
      add(metric, { alarmDescription: description, metric: shopMetric(metric, metric), ...atLeastOnce });
    }

    add('TableBackupFailed', {
      alarmDescription: "An AWS Backup job failed: last night's (or this month's) copy of the table is missing. The plan runs again next night; look at the job in AWS Backup.",
      metric: backupJobMetric('NumberOfBackupJobsFailed'),
      ...atLeastOnce,
    });
    add('TableBackupCopyFailed', {
      alarmDescription: 'Copying a backup of the table to the second region failed: that copy exists in this region only.',
      metric: backupJobMetric('NumberOfCopyJobsFailed'),
      ...atLeastOnce,
    });

    if (props.watchesMailReputation) {
      // SES reviews an account at a 5 % bounce or 0.1 % complaint rate and may pause it at 10 % / 0.5 %.
      add('MailBounceRate', {
        alarmDescription: 'More than 5 % of the e-mails sent bounce: SES may pause sending (Cognito codes too).',
        metric: new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', statistic: 'Maximum', period: Duration.hours(1) }),
        threshold: 0.05,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
      add('MailComplaintRate', {
        alarmDescription: 'More than 0.1 % of the e-mails sent are marked as spam: SES may pause sending.',
        metric: new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', statistic: 'Maximum', period: Duration.hours(1) }),
        threshold: 0.001,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }
  }

  /** Alarms on a function's crashes and throttles (every function of the shop has both). */
  watchFunction(name: string, fn: lambda.IFunction): void {
    this.add(`${name}Errors`, {
      alarmDescription: `The ${name} function crashed or timed out (an unhandled error, not an API answer).`,
      metric: fn.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
      ...atLeastOnce,
    });
    this.add(`${name}Throttles`, {
      alarmDescription: `Lambda throttled the ${name} function: requests were refused for want of concurrency.`,
      metric: fn.metricThrottles({ period: ALARM_PERIOD, statistic: 'Sum' }),
      ...atLeastOnce,
    });
  }

  /**
   * Alarms on a Cognito trigger's crashes and throttles. A trigger that fails fails what it runs
   * for: the sign-up, the sign-in or token refresh (pre-token generation runs on every one), or
   * the e-mail with the code.
   */
  watchCognitoTrigger(name: string, fn: lambda.IFunction): void {
    this.add(`${name}Errors`, {
      alarmDescription: `The ${name} Cognito trigger crashed or timed out: the sign-up, sign-in or code e-mail it ran for failed with it.`,
      metric: fn.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
      ...atLeastOnce,
    });
    this.add(`${name}Throttles`, {
      alarmDescription: `Lambda throttled the ${name} Cognito trigger: sign-ups or sign-ins were refused for want of concurrency.`,
      metric: fn.metricThrottles({ period: ALARM_PERIOD, statistic: 'Sum' }),
      ...atLeastOnce,
    });
  }

  private add(alarmId: string, options: AlarmOptions): void {
    this.alarms.push(
      this.alerts.watch(new cloudwatch.Alarm(this, alarmId, { treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING, ...options, evaluationPeriods: options.evaluationPeriods ?? 1 })),
    );
  }
}
