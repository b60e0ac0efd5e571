import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { shopMetrics } from '../../functions/core/metric-names.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/origin-verify-header.js';
import { routes } from '../../functions/routes.js';
import { CLOUDFRONT_CSP_MAX_LENGTH, PERMISSIONS_POLICY } from '../../infra/constructs/response-headers.js';
import { ROUTE_THROTTLES, WRITE_ROUTE_THROTTLE } from '../../infra/stacks/api-stack.js';
import { addShopStacks } from '../../infra/stacks/shop.js';
import { everything, fakeBuild, policyStatements, settings, testApp, type Resource } from './support.js';

/** One stage with every option on (custom domain, alarms, budget, mail, InPost, KSeF, a built SPA). */
const inlineScript = 'window.__cwConfig = fetch("/config.json");';
const shop = addShopStacks(testApp(), { ...settings, ...everything(), siteBuildDir: fakeBuild(inlineScript) });
const templates = {
  ops: Template.fromStack(shop.ops),
  auth: Template.fromStack(shop.auth),
  api: Template.fromStack(shop.api),
  edge: Template.fromStack(shop.edge),
  web: Template.fromStack(shop.web),
  edgeAlarms: Template.fromStack(shop.edgeAlarms),
  monitoring: Template.fromStack(shop.monitoring),
};
const resourcesOf = (template: Template) => template.toJSON().Resources as Record<string, Resource>;
const ofType = (template: Template, type: string) => Object.values(resourcesOf(template)).filter((r) => r.Type === type);
/**
 * CDK's own custom-resource providers (the provider frameworks of the catalogue's publish-on-deploy
 * and of the list counters' backfill, the snapshot bucket's auto-delete) run on CDK's choice of
 * runtime with its basic execution role (acknowledged in infra/constructs/catalog-snapshots.ts and
 * list-counters-backfill.ts). Everything else is the shop's.
 */
const CDK_PROVIDER = /^(CatalogSnapshotsPublishOnDeployProviderframework|ListCountersBackfillProviderframework|CustomS3AutoDeleteObjectsCustomResourceProvider)/;
const shopResources = (template: Template, type: string) =>
  Object.entries(resourcesOf(template))
    .filter(([id, r]) => r.Type === type && !CDK_PROVIDER.test(id))
    .map(([, r]) => r);

describe('know when it breaks', () => {
  const alarms = ofType(templates.api, 'AWS::CloudWatch::Alarm');
  const alertTopic = shop.ops.resolve(shop.ops.alerts.topic.topicArn);

  it('e-mails the alarm address from a topic in each alarm region', () => {
    templates.ops.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    templates.edgeAlarms.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    expect(shop.edgeAlarms.region).toBe('us-east-1');
  });

  it('alarms on the API 5xx rate, each function\'s errors and throttles, and the table\'s throttles and system errors', () => {
    const described = alarms.map((a) => String(a.Properties.AlarmDescription));
    expect(described.some((d) => d.includes('API requests answered 5xx'))).toBe(true);
    for (const name of [...shop.api.functions.keys(), ...shop.api.jobs.keys()]) {
      expect(described.filter((d) => d.startsWith(`The ${name} function crashed`)), name).toHaveLength(1);
      expect(described.filter((d) => d.startsWith(`Lambda throttled the ${name} function`)), name).toHaveLength(1);
    }
    const tableQueries = alarms.flatMap((a) => (a.Properties.Metrics ?? []).map((m: { Expression?: unknown }) => JSON.stringify(m.Expression ?? '')));
    expect(tableQueries.some((q) => q.includes('SUM(ThrottledRequests) FROM SCHEMA(\\"AWS/DynamoDB\\"'))).toBe(true);
    expect(tableQueries.some((q) => q.includes('SUM(SystemErrors) FROM SCHEMA(\\"AWS/DynamoDB\\"'))).toBe(true);
  });

  it.each([shopMetrics.webhookFailed, shopMetrics.orderEmailFailed, shopMetrics.sweeperFailed, shopMetrics.ledgerDiscrepancies, shopMetrics.ksefSubmissionStuck, shopMetrics.shipmentFailed])(
    'fires on the first %s, summed over every function that emits it',
    (metric) => {
      const alarm = alarms.find((a) => JSON.stringify(a.Properties.Metrics ?? []).includes(`SELECT SUM(${metric}) FROM \\"ChopperWorks\\"`));
      expect(alarm, metric).toBeDefined();
      expect(alarm!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
    },
  );

  it('notifies the alert topic from every regional alarm, when it fires and when it recovers', () => {
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions, alarm.Properties.AlarmDescription).toEqual([expect.anything()]);
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain(JSON.stringify(alertTopic).includes('GetStackOutput') ? 'GetStackOutput' : 'Alerts');
      expect(alarm.Properties.OKActions).toEqual(alarm.Properties.AlarmActions);
    }
  });

  it('watches the SES reputation when the stage sends mail, and suppresses bounced and complaining addresses', () => {
    expect(alarms.map((a) => a.Properties.MetricName)).toEqual(expect.arrayContaining(['Reputation.BounceRate', 'Reputation.ComplaintRate']));
    templates.ops.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    templates.ops.hasResourceProperties('AWS::Events::Rule', { EventPattern: { source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] } });
  });

  it('alarms on CloudFront\'s 5xx rate in us-east-1, where its metrics are', () => {
    templates.edgeAlarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Dimensions: Match.arrayWith([{ Name: 'Region', Value: 'Global' }]),
      AlarmActions: [Match.anyValue()],
    });
  });

  it('has a dashboard with the business metrics and the health of API, functions, table and site', () => {
    const [dashboard] = ofType(templates.monitoring, 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const metric of [shopMetrics.orderPlaced, shopMetrics.paymentSucceeded, shopMetrics.revenue, shopMetrics.orderEmailFailed]) expect(body).toContain(`SUM(${metric})`);
    for (const namespace of ['AWS/ApiGateway', 'AWS/Lambda', 'AWS/DynamoDB', 'AWS/CloudFront', 'AWS/SQS']) expect(body).toContain(namespace);
  });

  it('sets a monthly budget that notifies the alert topic at 80 % spent and on a forecast overrun', () => {
    templates.ops.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 50, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        { Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 80 }), Subscribers: [{ SubscriptionType: 'SNS', Address: Match.anyValue() }] },
        { Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }), Subscribers: [{ SubscriptionType: 'SNS', Address: Match.anyValue() }] },
      ],
    });
  });
});

describe('keep attackers and bots out', () => {
  const [acl] = ofType(templates.edge, 'AWS::WAFv2::WebACL');
  const rules = acl!.Properties.Rules as { Name: string; Statement: Record<string, any>; Action?: unknown }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const distribution = ofType(templates.web, 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig;

  it('puts a CloudFront web ACL with the common and known-bad-inputs rule sets in front of the site', () => {
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    expect(shop.edge.region).toBe('us-east-1');
    const managed = rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean);
    expect(managed).toEqual(expect.arrayContaining(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']));
    expect(JSON.stringify(distribution.WebACLId)).toContain('Shop-test-Edge');
  });

  it.each([
    ['/api/checkout', 'POST'],
    ['/api/contact', 'POST'],
    ['/api/dealer-applications', 'POST'],
    ['/api/auth/sign-up', 'POST'],
  ])('limits %s per visitor', (path, method) => {
    const limited = rules.find((r) => JSON.stringify(r.Statement.RateBasedStatement?.ScopeDownStatement ?? {}).includes(`"SearchString":"${path}"`));
    expect(limited, path).toBeDefined();
    expect(limited!.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP' });
    expect(JSON.stringify(limited!.Statement.RateBasedStatement.ScopeDownStatement)).toContain(`"SearchString":"${method}"`);
    expect(limited!.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
  });

  it('challenges every sign-up: POST /api/auth/sign-up needs a token from the WAF JavaScript integration, after the rate limits', () => {
    const index = rules.findIndex((r) => 'Challenge' in ((r.Action as object | undefined) ?? {}));
    const challenge = rules[index]!;
    expect(challenge.Action).toEqual({ Challenge: {} });
    expect((challenge as { ChallengeConfig?: unknown }).ChallengeConfig).toEqual({ ImmunityTimeProperty: { ImmunityTime: 600 } });
    const matched = JSON.stringify(challenge.Statement);
    expect(matched).toContain('"SearchString":"/api/auth/sign-up"');
    expect(matched).toContain('"SearchString":"POST"');
    // A visitor over the sign-up limit is blocked before the challenge is even offered.
    const limit = rules.findIndex((r) => r.Name === 'SignUpPerIp');
    expect(limit).toBeGreaterThan(-1);
    expect(limit).toBeLessThan(index);
    // The route exists, and is the one the challenge names.
    expect(routes.find((r) => r.path === '/api/auth/sign-up')).toMatchObject({ method: 'POST', domain: 'accounts', access: 'public' });
  });

  it('gives the register page the WAF integration script to load, and lets the page run and call it', () => {
    // The URL is read at deploy from WAF (GetWebACL), only that field.
    const [reader] = ofType(templates.edge, 'Custom::AWS');
    const call = JSON.stringify(reader!.Properties.Create);
    expect(call).toContain('\\"action\\":\\"GetWebACL\\"');
    expect(call).toContain('ApplicationIntegrationURL');
    expect(shop.web.resolve(shop.web.runtimeConfig.wafChallengeScript)).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: 'Shop-test-Edge', Region: 'us-east-1', OutputName: expect.stringContaining('ApplicationIntegrationURL') }),
    });
    const csp = shop.web.documentPolicy;
    expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.awswaf\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.awswaf\.com/);
  });

  it('refuses sign-ups that bypass the API: the pool\'s PreSignUp trigger needs the key only the API function reads', () => {
    const pool = resourcesOf(templates.auth).ShopUserPool!;
    const triggerId = shop.auth.getLogicalId(shop.auth.node.findChild('PreSignUp').node.defaultChild as never);
    expect(pool.Properties.LambdaConfig.PreSignUp).toEqual({ 'Fn::GetAtt': [triggerId, 'Arn'] });
    const keyId = shop.auth.getLogicalId(shop.auth.signUpKey.node.defaultChild as never);
    expect(resourcesOf(templates.auth)[triggerId]!.Properties.Environment.Variables.SIGN_UP_KEY_SECRET_ARN).toEqual({ Ref: keyId });
    // Of the API's functions, only the accounts function (the sign-up route) reads the key.
    const readers = [...shop.api.functions].filter(([, fn]) => {
      const env = resourcesOf(templates.api)[shop.api.getLogicalId(fn.node.defaultChild as never)]!.Properties.Environment.Variables;
      return 'SIGN_UP_KEY_SECRET_ARN' in env;
    });
    expect(readers.map(([domain]) => domain)).toEqual(['accounts']);
    const grants = policyStatements(resourcesOf(templates.api)).filter((s) => s.resource.includes('SignUpKey'));
    expect(grants.map((g) => g.roles).join()).toContain('accountsfunction');
    expect(grants.every((g) => g.roles.includes('accountsfunction'))).toBe(true);
  });

  it('limits sign-ups per visitor on the user pool with a regional web ACL', () => {
    const [cognitoAcl] = ofType(templates.auth, 'AWS::WAFv2::WebACL');
    expect(cognitoAcl!.Properties.Scope).toBe('REGIONAL');
    expect(JSON.stringify(cognitoAcl!.Properties.Rules)).toContain('AWSCognitoIdentityProviderService.SignUp');
    templates.auth.hasResourceProperties('AWS::WAFv2::WebACLAssociation', { ResourceArn: { 'Fn::GetAtt': ['ShopUserPool', 'Arn'] } });
  });

  it('answers API requests only through CloudFront: its origin sends the origin-verify secret, every domain Lambda checks it', () => {
    const apiOrigin = distribution.Origins.find((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() }]);
    expect(JSON.stringify(apiOrigin.OriginCustomHeaders[0].HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*:SecretString:value::\}\}/);
    for (const [domain, fn] of shop.api.functions) {
      const env = resourcesOf(templates.api)[shop.api.getLogicalId(fn.node.defaultChild as never)]!.Properties.Environment.Variables;
      expect(JSON.stringify(env.ORIGIN_VERIFY_SECRET_ARN), domain).toContain('OriginVerify');
    }
  });

  it('closes the execute-api host: the API answers only on its own domain, to CloudFront\'s client certificate', () => {
    // The execute-api host answers 403 itself, before any route or Lambda.
    const [httpApi] = ofType(templates.api, 'AWS::ApiGatewayV2::Api');
    expect(httpApi!.Properties.DisableExecuteApiEndpoint).toBe(true);
    // The custom domain requires a client certificate of the CA in the truststore (mutual TLS).
    const [domain] = ofType(templates.api, 'AWS::ApiGatewayV2::DomainName');
    expect(domain!.Properties).toMatchObject({
      DomainName: 'api-origin.example.com',
      MutualTlsAuthentication: { TruststoreUri: 's3://example-truststore/cloudfront-client-ca.pem' },
      DomainNameConfigurations: [expect.objectContaining({ CertificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/api-origin', SecurityPolicy: 'TLS_1_2' })],
    });
    expect(ofType(templates.api, 'AWS::ApiGatewayV2::ApiMapping')).toHaveLength(1);
    // Every API origin of the distribution is that domain, and presents the client certificate.
    const apiOrigins = distribution.Origins.filter((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
    expect(apiOrigins.length).toBeGreaterThanOrEqual(2); // /api/* and the catalogue paths
    for (const origin of apiOrigins) {
      expect(origin.DomainName).toBe('api-origin.example.com');
      expect(origin.CustomOriginConfig.OriginMtlsConfig).toEqual({ ClientCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/cloudfront-client' });
    }
  });

  it('keeps the execute-api host as the origin of a stage without an API domain (the origin-verify header guards it)', () => {
    const plain = addShopStacks(testApp(), settings);
    const [httpApi] = ofType(Template.fromStack(plain.api), 'AWS::ApiGatewayV2::Api');
    expect(httpApi!.Properties.DisableExecuteApiEndpoint).toBe(false);
    expect(ofType(Template.fromStack(plain.api), 'AWS::ApiGatewayV2::DomainName')).toEqual([]);
    expect(plain.api.originDomainName).toContain('.execute-api.');
  });

  it('throttles every write route on its own, tighter where a request costs more', () => {
    const [stage] = ofType(templates.api, 'AWS::ApiGatewayV2::Stage');
    const settingsByRoute = stage!.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const key = `${route.method} ${route.path}`;
      const expected = ROUTE_THROTTLES[key] ?? WRITE_ROUTE_THROTTLE;
      expect(settingsByRoute[key], key).toEqual({ ThrottlingRateLimit: expected.rateLimit, ThrottlingBurstLimit: expected.burstLimit });
    }
    expect(settingsByRoute['POST /api/checkout']!.ThrottlingRateLimit).toBeLessThan(WRITE_ROUTE_THROTTLE.rateLimit);
  });

  describe('response headers on every behaviour', () => {
    const policies = new Map(
      Object.entries(resourcesOf(templates.web))
        .filter(([, r]) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy')
        .map(([id, r]) => [id, r.Properties.ResponseHeadersPolicyConfig]),
    );
    const behaviours = [
      ['the site', distribution.DefaultCacheBehavior],
      ...distribution.CacheBehaviors.map((b: { PathPattern: string }) => [b.PathPattern, b]),
    ] as [string, { ResponseHeadersPolicyId: { Ref: string } }][];
    const policyOf = (behaviour: { ResponseHeadersPolicyId: { Ref: string } }) => policies.get(behaviour.ResponseHeadersPolicyId.Ref);
    const csp = (behaviour: { ResponseHeadersPolicyId: { Ref: string } }) => JSON.stringify(shop.web.resolve(policyOf(behaviour).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy));

    it.each(behaviours.map(([name, b]) => [name, b]))('%s: CSP with frame-ancestors none, HSTS with subdomains, Permissions-Policy', (_name, behaviour) => {
      const config = policyOf(behaviour);
      expect(config.SecurityHeadersConfig).toMatchObject({
        StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ContentTypeOptions: { Override: true },
      });
      expect(csp(behaviour)).toContain("frame-ancestors 'none'");
      expect(config.CustomHeadersConfig.Items).toEqual(expect.arrayContaining([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]));
    });

    it('allows exactly the built inline scripts by hash, Cognito, InPost and uploads to the media bucket, and nothing inline besides', () => {
      const site = csp(distribution.DefaultCacheBehavior);
      const hash = createHash('sha256').update(inlineScript).digest('base64');
      expect(site).toContain(`'sha256-${hash}'`);
      expect(site).toContain("'sha256-"); // the prerendered page's script too
      expect(site).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(site).toContain('https://cognito-idp.eu-central-1.');
      expect(site).toContain('https://geowidget.inpost.pl');
      expect(site).toContain('https://api-pl-points.easypack24.net');
      // The admin's photo uploads go straight to the media bucket (a presigned POST).
      expect(site).toMatch(/connect-src[^;]*https:\/\/[^;]*RegionalDomainName/);
      expect(site.replace(/\{"Ref":"AWS::URLSuffix"\}/, 'amazonaws.com').length).toBeLessThan(CLOUDFRONT_CSP_MAX_LENGTH);
    });

    it('lets nothing run in API answers, media, the sitemap and the feeds', () => {
      // The product pages are the site's documents (written by the catalog function): the site's policy.
      const documents = ['the site', '/product/*'];
      for (const [name, behaviour] of behaviours.filter(([n]) => !documents.includes(n))) expect(csp(behaviour), name).toContain("default-src 'none'");
      expect(csp(behaviours.find(([n]) => n === '/product/*')![1])).toBe(csp(behaviours.find(([n]) => n === 'the site')![1]));
    });
  });

  it('uses the custom domain with its certificate and TLS 1.2 at least', () => {
    expect(distribution.Aliases).toEqual(['sklep.example.com']);
    expect(distribution.ViewerCertificate).toEqual({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('uses the default certificate only without a domain', () => {
    const bare = Template.fromStack(addShopStacks(testApp(), settings).web);
    const config = ofType(bare, 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig;
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
  });
});

describe('sign-in that protects the admin', () => {
  const pool = resourcesOf(templates.auth).ShopUserPool!.Properties;

  it('offers TOTP as an optional second factor, no SMS', () => {
    expect(pool.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('marks second-factor sign-ins in the ID token with its pre-token-generation trigger, which may read users only', () => {
    const triggerId = shop.auth.getLogicalId(shop.auth.node.findChild('PreTokenGeneration').node.defaultChild as never);
    expect(pool.LambdaConfig.PreTokenGeneration).toEqual({ 'Fn::GetAtt': [triggerId, 'Arn'] });
    const reads = policyStatements(resourcesOf(templates.auth)).filter((s) => s.action.includes('cognito-idp:AdminGetUser'));
    expect(reads).toEqual([expect.objectContaining({ action: ['cognito-idp:AdminGetUser'], resource: JSON.stringify({ 'Fn::GetAtt': ['ShopUserPool', 'Arn'] }) })]);
  });

  it('requires the second factor on admin routes in AWS and tells the SPA so', () => {
    for (const fn of shopResources(templates.api, 'AWS::Lambda::Function')) expect(fn.Properties.Environment.Variables.ADMIN_MFA_REQUIRED).toBe('true');
    expect(shop.web.runtimeConfig.adminMfaRequired).toBe(true);
  });

  it('sends Cognito\'s e-mails through SES with the configuration set, from the shop\'s address', () => {
    expect(pool.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Shop <sklep@example.com>',
      SourceArn: expect.anything(),
      ConfigurationSet: expect.anything(),
    });
  });
});

describe('lean, least-privilege functions', () => {
  it('gives execution roles no managed policy and log writes on their own log group only', () => {
    for (const template of [templates.api, templates.auth]) {
      const roles = shopResources(template, 'AWS::IAM::Role').filter((r) => JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('lambda.amazonaws.com'));
      for (const role of roles) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      const logWrites = policyStatements(resourcesOf(template)).filter((s) => s.action.some((a) => a.startsWith('logs:')));
      expect(logWrites.length).toBeGreaterThan(0);
      for (const grant of logWrites) {
        expect(grant.action.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
        expect(grant.resource).toMatch(/LogGroup[0-9A-F]{8}","Arn"\]\}$/);
      }
    }
  });

  it('runs on ARM, sharp included: no function is built for the build host', () => {
    for (const fn of shopResources(templates.api, 'AWS::Lambda::Function')) expect(fn.Properties.Architectures).toEqual(['arm64']);
  });

  it('sets the recommended feature flags for a first production deploy', () => {
    const flags = JSON.parse(readFileSync(new URL('../../node_modules/aws-cdk-lib/recommended-feature-flags.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    for (const [flag, value] of Object.entries(flags)) expect(shop.api.node.tryGetContext(flag), flag).toEqual(value);
  });

  it('can deploy a destroyed stage again: the retained media bucket\'s name comes from the data stack\'s id', () => {
    const [bucket] = ofType(Template.fromStack(shop.data), 'AWS::S3::Bucket');
    expect(JSON.stringify(bucket!.Properties.BucketName)).toContain('AWS::StackId');
  });

  it('refuses to deploy a web stack without the built web app, with a message saying how', () => {
    const unbuilt = Template.fromStack(addShopStacks(testApp(), { ...settings, siteBuildDir: undefined }).web).toJSON();
    expect(unbuilt.Rules.WebAppBuilt.Assertions[0].AssertDescription).toContain('npm run deploy');
    expect(Template.fromStack(shop.web).toJSON().Rules?.WebAppBuilt).toBeUndefined();
  });
});
