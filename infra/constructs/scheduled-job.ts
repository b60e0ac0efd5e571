import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AlertTopic } from './alert-topic.js';
import { ShopFunction, type ShopFunctionProps } from './shop-function.js';

/** How often a failed run is tried again (by EventBridge to deliver it, by Lambda to run it). */
export const JOB_RETRY_ATTEMPTS = 2;
/** A run that has not succeeded within this long is given up and parked in the dead-letter queue. */
export const JOB_MAX_EVENT_AGE = Duration.hours(1);

export interface ScheduledJobProps extends ShopFunctionProps {
  /** When it runs: `events.Schedule.rate(Duration.minutes(15))`. */
  readonly schedule: events.Schedule;
  /** What it does, for the rule, the function and the alarm. */
  readonly description: string;
  /** Where the alarm on its dead-letter queue goes. */
  readonly alerts: AlertTopic;
}

/**
 * A job the shop runs on a schedule (the stale-order sweeper, the ledger reconciliation, KSeF
 * resubmission…): one way to add one, so none can be added without its safety net.
 *
 * - **Retries.** EventBridge delivers each run asynchronously; a delivery or a run that fails is
 *   tried {@link JOB_RETRY_ATTEMPTS} more times (Lambda's own async retries), for up to
 *   {@link JOB_MAX_EVENT_AGE}.
 * - **Dead-letter queue.** A run that still fails, or could not be delivered, lands in the job's
 *   own SQS queue (kept 14 days) with the event it was given, so it can be looked at and replayed.
 * - **Alarm.** One message in that queue notifies the alert topic: a job has given up.
 *
 * A job signals failure by throwing (or returning a rejected promise); one that catches its
 * errors and returns normally looks healthy here, so it also counts its failures as a metric
 * (functions/core/metric-names.ts) for the shop's alarms.
 */
export class ScheduledJob extends Construct {
  readonly function: ShopFunction;
  readonly rule: events.Rule;
  readonly deadLetterQueue: sqs.Queue;
  readonly deadLetterAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { schedule, alerts, description, ...functionProps } = props;

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    for (const id of ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy']) {
      Validations.of(this.deadLetterQueue).acknowledge({ id, reason: 'This queue is the dead-letter queue of the job; it needs none of its own.' });
    }

    this.function = new ShopFunction(this, 'Function', {
      timeout: Duration.minutes(5),
      ...functionProps,
      description,
      retryAttempts: JOB_RETRY_ATTEMPTS,
      maxEventAge: JOB_MAX_EVENT_AGE,
      deadLetterQueue: this.deadLetterQueue,
    });

    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaAsyncFailureDestination',
      reason: 'A run that fails after its retries goes to the dead-letter queue (DeadLetterConfig) with its event; a failure destination would deliver it twice.',
    });

    this.rule = new events.Rule(this, 'Schedule', {
      description,
      schedule,
      targets: [
        new eventTargets.LambdaFunction(this.function, {
          retryAttempts: JOB_RETRY_ATTEMPTS,
          maxEventAge: JOB_MAX_EVENT_AGE,
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });

    this.deadLetterAlarm = alerts.watch(
      new cloudwatch.Alarm(this, 'GaveUp', {
        alarmDescription: `A run of a scheduled job failed after ${JOB_RETRY_ATTEMPTS} retries (${description}): see its dead-letter queue.`,
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
