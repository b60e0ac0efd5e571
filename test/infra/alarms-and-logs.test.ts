import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { shopMetrics } from '../../functions/core/metric-names.js';
import { ACCESS_LOG_RETENTION } from '../../infra/constructs/access-logs.js';
import { API_5XX_COUNT } from '../../infra/constructs/shop-alarms.js';
import { addShopStacks } from '../../infra/stacks/shop.js';
import { everything, settings, testApp, type Resource } from './support.js';

/** One stage with every option on: each alarm, log and widget a stage can have. */
const shop = addShopStacks(testApp(), { ...settings, ...everything() });
const templates = {
  auth: Template.fromStack(shop.auth),
  api: Template.fromStack(shop.api),
  edge: Template.fromStack(shop.edge),
  web: Template.fromStack(shop.web),
  monitoring: Template.fromStack(shop.monitoring),
};
const resourcesOf = (template: Template) => template.toJSON().Resources as Record<string, Resource>;
const ofType = (template: Template, type: string) => Object.values(resourcesOf(template)).filter((r) => r.Type === type);
const alarms = ofType(templates.api, 'AWS::CloudWatch::Alarm');
const alarmOn = (metric: string) => alarms.find((a) => JSON.stringify(a.Properties.Metrics ?? []).includes(`SELECT SUM(${metric}) FROM \\"ChopperWorks\\"`));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- dashboard JSON is untyped
type Widget = { type: string; properties: Record<string, any> };
/** The dashboard as CloudWatch reads it: its body's pieces joined, each reference to another stack as `<ref>`. */
const widgets: Widget[] = (() => {
  const body = ofType(templates.monitoring, 'AWS::CloudWatch::Dashboard')[0]!.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] };
  const text = body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
  return (JSON.parse(text) as { widgets: Widget[] }).widgets;
})();
const widget = (titleStart: string) => widgets.find((w) => String(w.properties.title ?? w.properties.markdown).startsWith(titleStart));
const dashboardBody = () => JSON.stringify(widgets);

describe('every Cognito trigger is watched', () => {
  const triggers = [...shop.auth.triggerFunctions()];

  it('finds every function the user pool calls (post-confirmation, custom message, pre-token generation…)', () => {
    const pool = resourcesOf(templates.auth).ShopUserPool!.Properties;
    const called = Object.values(pool.LambdaConfig as Record<string, unknown>)
      .map((arn) => JSON.stringify(arn).match(/"Fn::GetAtt":\["(\w+)","Arn"\]/)?.[1])
      .filter(Boolean);
    const watched = triggers.map(([, fn]) => shop.auth.getLogicalId(fn.node.defaultChild as never));
    expect(called.length).toBeGreaterThanOrEqual(3);
    expect(watched.sort()).toEqual(called.sort());
  });

  it.each(triggers.map(([name]) => name))('%s: alarms on its errors and throttles, notifying the alert topic', (name) => {
    const logicalId = shop.auth.getLogicalId(shop.auth.triggerFunctions().get(name)!.node.defaultChild as never);
    const onTrigger = alarms.filter((a) => JSON.stringify(a.Properties.Dimensions ?? []).includes(logicalId));
    expect(onTrigger.map((a) => a.Properties.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    for (const alarm of onTrigger) {
      expect(alarm.Properties).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', AlarmActions: [expect.anything()] });
      expect(alarm.Properties.AlarmDescription).toContain(`${name} Cognito trigger`);
    }
  });

  it('shows each trigger\'s errors and throttles on the dashboard', () => {
    for (const title of ['Function and Cognito trigger errors', 'Function and Cognito trigger throttles']) {
      const labels = (widget(title)!.properties.metrics as unknown[][]).map((metric) => (metric.at(-1) as { label: string }).label);
      expect(labels, title).toEqual(expect.arrayContaining(triggers.map(([name]) => name)));
    }
  });
});

describe('the dashboard shows every function an alarm watches', () => {
  it('graphs the errors and throttles of every domain function, job, the catalogue publisher and every Cognito trigger', () => {
    // The origin secret's rotation is alarmed in the Web stack, beside the distribution it updates.
    const watched = [...alarms, ...ofType(templates.web, 'AWS::CloudWatch::Alarm')]
      .filter((a) => a.Properties.Namespace === 'AWS/Lambda' && a.Properties.MetricName === 'Errors')
      .map((a) => String(a.Properties.AlarmDescription).match(/^The (\S+) (function|Cognito trigger) crashed/)?.[1]);
    expect(watched).toContain('CatalogPublisher');
    expect(watched).toContain('OriginVerifyRotation');
    for (const title of ['Function and Cognito trigger errors', 'Function and Cognito trigger throttles']) {
      const labels = (widget(title)!.properties.metrics as unknown[][]).map((metric) => (metric.at(-1) as { label: string }).label);
      expect(labels.sort(), title).toEqual([...watched].sort());
    }
  });
});

describe('the shop\'s failure metrics', () => {
  it.each([shopMetrics.ksefRejected, shopMetrics.catalogAnnounceFailed, shopMetrics.catalogRefreshFailed, shopMetrics.catalogDrift])(
    'fires on the first %s, summed over every function that emits it, and shows it on the dashboard',
    (metric) => {
      const alarm = alarmOn(metric);
      expect(alarm, metric).toBeDefined();
      expect(alarm!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, AlarmActions: [expect.anything()] });
      expect(dashboardBody()).toContain(`SUM(${metric})`);
    },
  );
});

describe('API 5xx at a small shop\'s traffic', () => {
  it(`fires on ${API_5XX_COUNT} 5xx answers in 5 minutes whatever the number of requests, beside the rate alarm`, () => {
    const count = alarms.find((a) => a.Properties.MetricName === '5xx' && a.Properties.Namespace === 'AWS/ApiGateway');
    expect(count).toBeDefined();
    expect(count!.Properties).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 3, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
    expect(alarms.some((a) => String(a.Properties.AlarmDescription).includes('API requests answered 5xx'))).toBe(true);
  });

  it('marks the alarm\'s threshold on the dashboard\'s API graph', () => {
    const api = widget('API requests and errors')!.properties;
    expect(api.annotations.horizontal).toEqual([expect.objectContaining({ value: API_5XX_COUNT, label: `5xx alarm (${API_5XX_COUNT})` })]);
  });
});

describe('the table\'s backups are watched', () => {
  it.each(['NumberOfBackupJobsFailed', 'NumberOfCopyJobsFailed'])('alarms on the first of AWS Backup\'s %s', (metricName) => {
    templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Backup',
      MetricName: metricName,
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [Match.anyValue()],
    });
    expect(dashboardBody()).toContain(metricName);
  });
});

describe('WAF logs', () => {
  it.each([
    ['the site\'s web ACL (us-east-1)', () => templates.edge, 'CLOUDFRONT'],
    ['the user pool\'s web ACL', () => templates.auth, 'REGIONAL'],
  ] as const)('%s logs every request to an aws-waf-logs- log group kept 90 days, tokens and cookies redacted', (_name, template, scope) => {
    const [acl] = Object.entries(resourcesOf(template())).find(([, r]) => r.Type === 'AWS::WAFv2::WebACL' && r.Properties.Scope === scope)!;
    const [logGroup] = ofType(template(), 'AWS::Logs::LogGroup').filter((g) => String(g.Properties.LogGroupName).startsWith('aws-waf-logs-'));
    expect(logGroup!.Properties.RetentionInDays).toBe(ACCESS_LOG_RETENTION.toDays());
    const [logging] = ofType(template(), 'AWS::WAFv2::LoggingConfiguration');
    expect(logging!.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': [acl, 'Arn'] });
    // WAF takes the log group's ARN without CDK's trailing ":*".
    const destination = JSON.stringify(logging!.Properties.LogDestinationConfigs);
    expect(destination).toContain(`:log-group:${logGroup!.Properties.LogGroupName}"`);
    expect(destination).not.toContain(':*');
    expect(logging!.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }]);
  });

  it('gives each stage its own log group names', () => {
    const other = addShopStacks(testApp(), { ...settings, stage: 'anna' });
    expect(other.edge.firewall.logGroupName).not.toBe(shop.edge.firewall.logGroupName);
    expect(shop.edge.firewall.logGroupName).toMatch(/^aws-waf-logs-ShoptestEdge-/);
  });

  it('shows what each firewall blocked on the dashboard, read from its log group in its region', () => {
    const site = widget('Site firewall: blocked requests')!;
    expect(site).toMatchObject({ type: 'log', properties: { region: 'us-east-1' } });
    expect(site.properties.query).toMatch(new RegExp(`^SOURCE '${shop.edge.firewall.logGroupName}' \\| filter action = "BLOCK"`));
    const pool = widget('Sign-up and sign-in firewall: blocked requests')!;
    expect(pool).toMatchObject({ type: 'log', properties: { region: 'eu-central-1' } });
    expect(pool.properties.query).toContain(`SOURCE '${shop.auth.firewall.logGroupName}'`);
  });
});

describe('CloudFront access logs', () => {
  const distribution = ofType(templates.web, 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig;
  const [bucketId, bucket] = Object.entries(resourcesOf(templates.web)).find(([id, r]) => r.Type === 'AWS::S3::Bucket' && id.includes('AccessLogs'))!;

  it('logs every request to the access-log bucket', () => {
    expect(distribution.Logging).toEqual({ Bucket: { 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
  });

  it('expires the logs after the retention period, and keeps the bucket private and TLS-only', () => {
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ Status: 'Enabled', ExpirationInDays: ACCESS_LOG_RETENTION.toDays() })]);
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    // CloudFront's standard logging writes with ACLs: a bucket with ACLs disabled would refuse it.
    expect(bucket.Properties.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] });
    templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('names the bucket and both WAF log groups on the dashboard', () => {
    const text = widget('### Access logs')!.properties.markdown as string;
    expect(text).toContain('Kept 90 days. CloudFront: `s3://<ref>/cloudfront/`');
    expect(text).toContain(`\`${shop.edge.firewall.logGroupName}\` (us-east-1)`);
    expect(text).toContain(`\`${shop.auth.firewall.logGroupName}\` (eu-central-1)`);
  });
});
