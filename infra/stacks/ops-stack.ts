import { Annotations, CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { AlertTopic } from '../constructs/alert-topic.js';

/** Budget notifications: at 80 % of the month's budget spent, and when the month's forecast passes it. */
export const BUDGET_ACTUAL_PERCENT = 80;
export const BUDGET_FORECAST_PERCENT = 100;

export interface OpsStackProps extends StackProps {
  readonly stage: string;
  /** Who receives alarms and budget notifications (an SNS e-mail subscription). */
  readonly alarmEmail?: string;
  /** The stage's monthly AWS budget in US dollars; none: no budget. */
  readonly budgetMonthlyUsd?: number;
  /** Whether the stage sends e-mail through SES (the configuration set then exists). */
  readonly sendsMail: boolean;
}

/**
 * What keeps a person informed about a stage, deployed first: the alert topic every regional
 * alarm notifies, the monthly budget, and the SES configuration set all of the shop's e-mail
 * (Cognito's included) goes through.
 */
export class OpsStack extends Stack {
  readonly alerts: AlertTopic;
  /** The SES configuration set's name, when the stage sends mail. */
  readonly mailConfigurationSet?: string;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);

    this.alerts = new AlertTopic(this, 'Alerts', { email: props.alarmEmail });
    if (!props.alarmEmail) {
      Annotations.of(this).addWarningV2('shop:alarmEmailMissing', 'Context alarmEmail is not set: alarms and budget notifications go to a topic nobody is subscribed to. Deploy with -c alarmEmail=<on-call address>.');
    }

    if (props.budgetMonthlyUsd !== undefined) {
      const toTopic = [{ subscriptionType: 'SNS', address: this.alerts.topic.topicArn }];
      new budgets.CfnBudget(this, 'MonthlyBudget', {
        budget: {
          budgetName: `shop-${props.stage}-monthly`,
          budgetType: 'COST',
          timeUnit: 'MONTHLY',
          budgetLimit: { amount: props.budgetMonthlyUsd, unit: 'USD' },
        },
        notificationsWithSubscribers: [
          {
            notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: BUDGET_ACTUAL_PERCENT, thresholdType: 'PERCENTAGE' },
            subscribers: toTopic,
          },
          {
            notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: BUDGET_FORECAST_PERCENT, thresholdType: 'PERCENTAGE' },
            subscribers: toTopic,
          },
        ],
      });
    }

    if (props.sendsMail) this.mailConfigurationSet = this.mailFeedback();

    new CfnOutput(this, 'AlertTopicArn', { value: this.alerts.topic.topicArn });
  }

  /**
   * Bounces and complaints: SES puts the address on the account's suppression list (the shop
   * never mails it again, which protects the sending reputation), publishes the event to
   * EventBridge, and a rule tells the on-call person which e-mail bounced (its subject names the
   * order), so the customer can be reached another way. The reputation alarms are ShopAlarms'.
   */
  private mailFeedback(): string {
    const configurationSet = new ses.ConfigurationSet(this, 'Mail', {
      reputationMetrics: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    const defaultBus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.eventBus(defaultBus),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    const rule = new events.Rule(this, 'MailFeedback', {
      description: 'Tells the on-call person about e-mails that bounced or were marked as spam',
      eventPattern: { source: ['aws.ses'], detailType: ['Email Bounced', 'Email Complaint Received'] },
      targets: [
        new eventTargets.SnsTopic(this.alerts.topic, {
          message: events.RuleTargetInput.fromText(
            `${events.EventField.fromPath('$.detail-type')}: "${events.EventField.fromPath('$.detail.mail.commonHeaders.subject')}" ` +
              `(sent ${events.EventField.fromPath('$.detail.mail.timestamp')}). SES will not send to that address again; reach the customer another way.`,
          ),
        }),
      ],
    });
    Validations.of(rule).acknowledge({
      id: 'Serverless-EventBusDLQ',
      reason: 'The notice is informational: SES has already put the address on the suppression list, and the bounce rate alarm watches the trend.',
    });
    return configurationSet.configurationSetName;
  }
}
