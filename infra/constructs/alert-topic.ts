import { Validations } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlertTopicProps {
  /** Who is woken up: an e-mail subscription (confirmed once from the e-mail AWS sends). @default no subscriber */
  readonly email?: string;
}

/**
 * Where every alarm of a region goes: an SNS topic with the on-call person's e-mail. CloudWatch
 * alarms can only notify a topic in their own region, so the shop has one in its region and one
 * in us-east-1 (where CloudFront's metrics are); both carry the same subscription.
 */
export class AlertTopic extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlertTopicProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Chopper Works alarms', enforceSSL: true });
    if (props.email) {
      const subscription = new subscriptions.EmailSubscription(props.email);
      this.topic.addSubscription(subscription);
    }

    // AWS services that publish alerts to the topic: Budgets and EventBridge (SES bounce and complaint events).
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'BudgetsAndEventsPublish',
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com'), new iam.ServicePrincipal('events.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
      }),
    );

    Validations.of(this).acknowledge({
      id: 'Serverless-SNSRedrivePolicy',
      reason:
        "An e-mail notification SNS cannot deliver shows in the topic's NumberOfNotificationsFailed metric (on the dashboard); a dead-letter queue for it would be one more place nobody reads.",
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Notifications name alarms, budgets and the subject of a bounced e-mail, never a customer address or payment data; CloudWatch alarms and AWS Budgets cannot publish to a topic encrypted with the AWS managed SNS key, and a customer managed key would add cost without protecting anything.',
    });
  }

  /** Notifies the topic when the alarm fires and when it recovers. */
  watch(alarm: cloudwatch.Alarm): cloudwatch.Alarm {
    const action = new cloudwatchActions.SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    return alarm;
  }
}
