import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { LIST_COUNTERS_VERSION } from '../../functions/ledger/list-counters-version.js';
import { routeKey, routes, type Access, type Domain, type RouteDefinition } from '../../functions/routes.js';
import { addShopStacks } from '../../infra/stacks/shop.js';
import { everything, policyStatements, settings, testApp, type Resource } from './support.js';

function apiTemplate(routeTable?: readonly RouteDefinition[]) {
  const shop = addShopStacks(testApp(), { ...settings, routes: routeTable });
  return { shop, template: Template.fromStack(shop.api) };
}

/** The API routes of a template, by route key. */
function routesByKey(template: Template): Map<string, Resource> {
  const found = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
  return new Map(found.map((r) => [r.Properties.RouteKey as string, r]));
}

/** The shop's own functions (ShopFunction), not the providers CDK adds for custom resources. */
function shopFunctions(template: Template): Resource[] {
  return (Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]).filter((fn) => fn.Properties.Environment?.Variables?.STAGE);
}

/** The logical id of the Lambda a route's integration invokes. */
function functionBehind(template: Template, route: Resource): string {
  const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
  const integration = template.toJSON().Resources[integrationId] as Resource;
  return integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
}

describe('api stack: the HTTP API is the route table', () => {
  const { shop, template } = apiTemplate();
  const inTemplate = routesByKey(template);
  const functionId = (domain: RouteDefinition['domain']) =>
    shop.api.getLogicalId(shop.api.functions.get(domain)!.node.defaultChild as never);

  it('has one route per table entry, plus $default, and nothing else', () => {
    // Act
    const keys = [...inTemplate.keys()].sort();

    // Assess
    expect(keys).toEqual([...routes.map(routeKey), '$default'].sort());
  });

  it('integrates every route with the Lambda of its domain', () => {
    for (const route of routes) {
      expect(functionBehind(template, inTemplate.get(routeKey(route))!), routeKey(route)).toBe(functionId(route.domain));
    }
  });

  it('sends requests that match no route to the catalog Lambda, without an authorizer', () => {
    const fallback = inTemplate.get('$default')!;

    expect(functionBehind(template, fallback)).toBe(functionId('catalog'));
    expect(fallback.Properties.AuthorizationType).toBe('NONE');
  });

  it('guards exactly the non-public routes of the table with the JWT authorizer', () => {
    for (const route of routes) {
      const props = inTemplate.get(routeKey(route))!.Properties;
      expect(props.AuthorizationType, routeKey(route)).toBe(route.access === 'public' ? 'NONE' : 'JWT');
    }
  });

  it('creates one Lambda per domain of the route table, the scheduled order sweeper, order follow-ups, tracking sweeper, KSeF job, ledger reconciliation, review requests, terms reminders, back-in-stock e-mails, checkout reminders and the low-stock digest, and the catalogue publishers', () => {
    const domainsInTable = new Set(routes.map((r) => r.domain));

    expect([...shop.api.functions.keys()].sort()).toEqual([...domainsInTable].sort());
    // + the order sweeper, the order follow-ups, the tracking sweeper, the KSeF job, the ledger
    // reconciler, the review requests, the terms reminders, the back-in-stock e-mails, the checkout reminders, the low-stock digest, the catalogue
    // publisher and its deploy-time twin, the deploy-time list counters' backfill, the products import job
    // (CDK's own helper functions carry no STAGE)
    expect(shopFunctions(template)).toHaveLength(domainsInTable.size + 14);
  });

  it("backfills the admin lists' counters during every deploy, before any route's or job's function is updated", () => {
    const resources = template.toJSON().Resources as Record<string, Resource>;
    const backfills = Object.entries(resources).filter(([, r]) => r.Type === 'Custom::ListCountersBackfill');
    expect(backfills).toHaveLength(1);
    const [backfillId, backfill] = backfills[0]!;
    const backfillFunctionId = shop.api.getLogicalId(shop.api.listCountersBackfill.function.node.defaultChild as never);
    expect(resources[backfillFunctionId]!.Properties.Handler).toBe('index.handler');
    // Run again when the backfill's code changes (its version) or the counters' version is raised.
    const version = resources[(backfill.Properties.BackfillVersion as { Ref: string }).Ref]!;
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(version.Properties.FunctionName).toEqual({ Ref: backfillFunctionId });
    expect(backfill.Properties.CountersVersion).toBe(String(LIST_COUNTERS_VERSION));
    // CDK's provider framework calls the backfill function (onEvent).
    const framework = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties.Environment ?? {}).includes('USER_ON_EVENT_FUNCTION_ARN'));
    expect(framework.map((r) => r.Properties.Environment.Variables.USER_ON_EVENT_FUNCTION_ARN)).toContainEqual({ 'Fn::GetAtt': [backfillFunctionId, 'Arn'] });
    // Every function of a route or a job waits for it.
    const waiting = [...shop.api.functions.values(), ...[...shop.api.jobs.values()].map((job) => job.function)];
    expect(waiting.length).toBeGreaterThan(shop.api.functions.size);
    for (const fn of waiting) {
      const id = shop.api.getLogicalId(fn.node.defaultChild as never);
      expect(resources[id]!.DependsOn ?? [], id).toContain(backfillId);
    }
    // It counts and writes the counters: the table's read and write actions.
    const role = { Ref: shop.api.getLogicalId(shop.api.listCountersBackfill.function.role!.node.defaultChild as never) };
    const actions = (Object.values(template.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([role]))
      .flatMap((p) => (p.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((st) => [st.Action].flat()));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem']));
  });

  it('gives every function the settings functions/core/config.ts requires', () => {
    const required = ['STAGE', 'SHOP_NAME', 'TABLE_NAME', 'MEDIA_BUCKET', 'COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_ISSUER', 'LOG_LEVEL'];
    for (const fn of shopFunctions(template)) {
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(required));
    }
  });
});

describe('api stack: what the functions may do', () => {
  it('lets only the accounts function change users; the catalog may only list dealers; all on the shop pool', () => {
    // Act
    const { shop, template } = apiTemplate();

    // Assess
    const roleOf = (domain: 'accounts' | 'catalog') => ({ Ref: shop.api.getLogicalId(shop.api.functions.get(domain)!.role!.node.defaultChild as never) });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    const cognitoGrants = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((s) => [s.Action].flat().some((a) => a.startsWith('cognito-idp:')))
        .map((s) => ({ roles: policy.Properties.Roles, actions: [s.Action].flat(), resource: JSON.stringify(s.Resource) })),
    );
    const writes = ['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminAddUserToGroup'];
    const writers = cognitoGrants.filter((g) => g.actions.some((a) => writes.includes(a)));
    expect(writers).toHaveLength(1);
    expect(writers[0]!.roles).toEqual([roleOf('accounts')]);
    const catalog = cognitoGrants.filter((g) => JSON.stringify(g.roles) === JSON.stringify([roleOf('catalog')]));
    expect(catalog.flatMap((g) => g.actions)).toEqual(['cognito-idp:ListUsersInGroup']);
    for (const grant of cognitoGrants) expect(grant.resource).toContain('ShopUserPool');
  });

  it('tells every function the site URL when it is known', () => {
    // Act
    const shop = addShopStacks(testApp(), { ...settings, siteUrl: 'https://shop.example.com' });

    // Assess
    for (const fn of shopFunctions(Template.fromStack(shop.api))) expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://shop.example.com');
  });

  it("tells every function the seller's company and bank account when given, so no invoice or terms e-mail prints the demo company", () => {
    // Arrange
    const seller = { name: 'Chopper Works Sp. z o.o.', address: 'ul. Warsztatowa 7, 32-800 Brzesko', taxId: 'PL8698765432', bankAccount: '12 1140 2004 0000 3002 0123 4567', bankName: 'mBank S.A.' };

    // Act
    const shop = addShopStacks(testApp(), { ...settings, seller });

    // Assess
    const functions = shopFunctions(Template.fromStack(shop.api));
    expect(functions.length).toBeGreaterThan(5);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        SELLER_NAME: seller.name,
        SELLER_ADDRESS: seller.address,
        SELLER_TAX_ID: seller.taxId,
        SELLER_BANK_ACCOUNT: seller.bankAccount,
        SELLER_BANK_NAME: seller.bankName,
      });
    }
    // Without it a stage synthesizes with a warning and no SELLER_* values (config.ts's demo company).
    const demo = shopFunctions(Template.fromStack(addShopStacks(testApp(), settings).api));
    for (const fn of demo) expect(fn.Properties.Environment.Variables.SELLER_BANK_ACCOUNT).toBeUndefined();
  });
});

describe('api stack: payments and e-mail of a deployed stage', () => {
  const envOf = (shop: ReturnType<typeof addShopStacks>, domain: Domain) =>
    Template.fromStack(shop.api).toJSON().Resources[shop.api.getLogicalId(shop.api.functions.get(domain)!.node.defaultChild as never)].Properties.Environment
      .Variables as Record<string, unknown>;

  it('gives the orders function and the sweeper the Stripe secret by ARN, read at run time, and nobody else any key', () => {
    // Act
    const shop = addShopStacks(testApp(), { ...settings, stripeSecretName: 'shop/test/stripe' });
    const template = Template.fromStack(shop.api).toJSON();

    // Assess: the environment names the secret; no function holds a key or a deploy-time reference.
    const secretArn = JSON.stringify(envOf(shop, 'orders').STRIPE_SECRET_ARN);
    expect(secretArn).toContain(':secret:shop/test/stripe');
    expect(JSON.stringify(template)).not.toContain('{{resolve:secretsmanager:shop/test/stripe');
    for (const fn of Object.values(template.Resources as Record<string, Resource>).filter((r) => r.Type === 'AWS::Lambda::Function')) {
      expect(Object.keys(fn.Properties.Environment?.Variables ?? {})).not.toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY']));
    }
    const sweeperId = shop.api.getLogicalId(shop.api.orderSweeper.node.defaultChild as never);
    expect(JSON.stringify(template.Resources[sweeperId].Properties.Environment.Variables.STRIPE_SECRET_ARN)).toBe(secretArn);
    for (const domain of ['catalog', 'messages', 'accounts', 'media'] as const) expect(envOf(shop, domain)).not.toHaveProperty('STRIPE_SECRET_ARN');
  });

  it('wires InPost and KSeF with the agreed names: settings, base URLs and the secret by ARN', () => {
    // Act
    const shop = addShopStacks(testApp(), {
      ...settings,
      inpost: { secretName: 'shop/test/inpost', organizationId: '12345', environment: 'sandbox', geowidgetToken: 'geo-token' },
      ksef: { secretName: 'shop/test/ksef', environment: 'demo' },
    });

    // Assess: InPost for the orders domain, KSeF for the invoices domain, neither elsewhere.
    const orders = envOf(shop, 'orders');
    expect(orders).toMatchObject({ INPOST_ORGANIZATION_ID: '12345', INPOST_API_BASE: 'https://sandbox-api-shipx-pl.easypack24.net' });
    expect(JSON.stringify(orders.INPOST_SECRET_ARN)).toContain(':secret:shop/test/inpost');
    expect(Object.keys(orders).filter((name) => name.startsWith('KSEF_'))).toEqual([]);
    const invoices = envOf(shop, 'invoices');
    expect(invoices).toMatchObject({ KSEF_ENVIRONMENT: 'demo', KSEF_API_BASE: 'https://api-demo.ksef.mf.gov.pl/v2' });
    expect(JSON.stringify(invoices.KSEF_SECRET_ARN)).toContain(':secret:shop/test/ksef');
    expect(Object.keys(invoices).filter((name) => name.startsWith('INPOST_'))).toEqual([]);
    for (const domain of ['catalog', 'messages', 'accounts', 'media'] as const) {
      expect(Object.keys(envOf(shop, domain)).filter((name) => /^(INPOST|KSEF)_/.test(name))).toEqual([]);
    }
    expect(shop.web.runtimeConfig).toMatchObject({ inpostEnvironment: 'sandbox', inpostGeowidgetToken: 'geo-token' });
  });

  it('lets only the functions that call an outside service read its secret, by that secret\'s ARN alone', () => {
    // Act
    const shop = addShopStacks(testApp(), {
      ...settings,
      stripeSecretName: 'shop/test/stripe',
      inpost: { secretName: 'shop/test/inpost', organizationId: '1', environment: 'production' },
      ksef: { secretName: 'shop/test/ksef', environment: 'test' },
    });
    const resources = Template.fromStack(shop.api).toJSON().Resources as Record<string, Resource>;

    // Assess
    const reads = policyStatements(resources).filter((s) => s.action.some((a) => a.startsWith('secretsmanager:')));
    const roleId = (fn: { role?: { node: { defaultChild?: unknown } } }) => shop.api.getLogicalId(fn.role!.node.defaultChild as never);
    // The orders routes and the sweeper call Stripe and InPost; the invoices routes (the admin's
    // resend) and the KSeF job call KSeF. The ledger reconciliation calls nothing.
    const ordersRoles = [shop.api.functions.get('orders')!, shop.api.orderSweeper].map(roleId);
    const invoicesRoles = [shop.api.functions.get('invoices')!, shop.api.ksefJob].map(roleId);
    const readers = { stripe: ordersRoles, inpost: ordersRoles, ksef: invoicesRoles };
    for (const [service, roles] of Object.entries(readers)) {
      const grants = reads.filter((s) => s.resource.includes(`:secret:shop/test/${service}`));
      expect(grants.map((g) => g.action)).toEqual(roles.map(() => ['secretsmanager:GetSecretValue']));
      expect(grants.map((g) => g.roles).sort()).toEqual(roles.map((id) => JSON.stringify([{ Ref: id }])).sort());
      for (const grant of grants) expect(grant.resource).toMatch(new RegExp(`:secret:shop/test/${service}-\\?{6}"`));
    }
    // The only other secret any function reads is the origin-verify value, by its own ARN.
    const others = reads.filter((s) => !/:secret:shop\/test\//.test(s.resource));
    for (const grant of others) expect(grant.resource).toContain('OriginVerify');
    expect(reads.every((s) => !s.resource.includes('"*"'))).toBe(true);
  });

  it.each([
    ['SettleStaleOrders', 'rate(15 minutes)'],
    ['SendInvoicesToKsef', 'rate(1 minute)'],
    ['RunOrderFollowUps', 'rate(1 minute)'],
    ['ReconcileLedger', 'rate(1 hour)'],
    ['RemindTermsInvoices', 'cron(0 7 * * ? *)'],
    ['NotifyBackInStock', 'rate(5 minutes)'],
    ['SendCheckoutReminders', 'rate(15 minutes)'],
    ['LowStockDigest', 'cron(0 6 * * ? *)'],
  ])('runs %s on %s, with retries, a dead-letter queue and an alarm on its depth', (jobId, schedule) => {
    // Act
    const shop = addShopStacks(testApp(), { ...settings, stripeSecretName: 'shop/test/stripe' });
    const template = Template.fromStack(shop.api);

    // Assess
    const job = shop.api.jobs.get(jobId)!;
    const functionId = shop.api.getLogicalId(job.function.node.defaultChild as never);
    const queueId = shop.api.getLogicalId(job.deadLetterQueue.node.defaultChild as never);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: schedule,
      Targets: Match.arrayWith([
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
        }),
      ]),
    });
    expect(template.toJSON().Resources[functionId].Properties.DeadLetterConfig).toEqual({ TargetArn: { 'Fn::GetAtt': [queueId, 'Arn'] } });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: functionId }, MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [Match.anyValue()],
    });
    for (const metricName of ['Errors', 'Throttles']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: metricName,
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
        Threshold: 1,
        AlarmActions: [Match.anyValue()],
      });
    }
    expect(template.toJSON().Resources[functionId].Properties.Environment.Variables.TABLE_NAME).toBeDefined();
  });

  it('works the KSeF queue every minute with a function that reads and writes the table', () => {
    // Act
    const shop = addShopStacks(testApp(), settings);
    const template = Template.fromStack(shop.api);

    // Assess
    const jobId = shop.api.getLogicalId(shop.api.ksefJob.node.defaultChild as never);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [jobId, 'Arn'] } })]),
    });
    const job = template.toJSON().Resources[jobId] as Resource;
    expect(job.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
    expect(job.Properties.Handler).toBe('index.handler');
  });

  it('reconciles the ledger every hour with a function that may only read the table', () => {
    // Act
    const shop = addShopStacks(testApp(), settings);
    const template = Template.fromStack(shop.api);

    // Assess
    const id = shop.api.getLogicalId(shop.api.ledgerReconciler.node.defaultChild as never);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] } })]),
    });
    const role = { Ref: shop.api.getLogicalId(shop.api.ledgerReconciler.role!.node.defaultChild as never) };
    const actions = (Object.values(template.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([role]))
      .flatMap((p) => (p.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((st) => [st.Action].flat()))
      .filter((a) => a.startsWith('dynamodb:'));
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.filter((a) => /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });

  it('warns at synth when payments, e-mail or the API origin domain are not configured, and not when they are', () => {
    const warnings = (shop: ReturnType<typeof addShopStacks>) =>
      Annotations.fromStack(shop.api)
        .findWarning('*', Match.anyValue())
        .map((w) => String(w.entry.data));
    const bare = warnings(addShopStacks(testApp(), settings));
    expect(bare.some((w) => w.includes('stripeSecretName'))).toBe(true);
    expect(bare.some((w) => w.includes('sesIdentity'))).toBe(true);
    expect(bare.some((w) => w.includes('apiOriginDomain'))).toBe(true);
    const configured = warnings(
      addShopStacks(testApp(), {
        ...settings,
        stripeSecretName: 'shop/test/stripe',
        mail: { sesIdentity: 'example.com', from: 'Shop <sklep@example.com>' },
        apiOrigin: everything().apiOrigin,
      }),
    );
    expect(configured.some((w) => w.includes('stripeSecretName') || w.includes('sesIdentity') || w.includes('apiOriginDomain'))).toBe(false);
  });

  it('sends e-mail through SES from the functions that mail, each allowed only the shop\'s identity', () => {
    // Act
    const shop = addShopStacks(testApp(), { ...settings, mail: { sesIdentity: 'example.com', from: 'Shop <sklep@example.com>' }, workshopEmail: 'biuro@example.com' });
    const template = Template.fromStack(shop.api);

    // Assess
    for (const domain of ['orders', 'messages', 'accounts', 'delivery', 'reviews'] as const) {
      expect(envOf(shop, domain)).toMatchObject({ MAIL_TRANSPORT: 'ses', MAIL_FROM: 'Shop <sklep@example.com>', WORKSHOP_EMAIL: 'biuro@example.com' });
    }
    for (const domain of ['catalog', 'media'] as const) expect(envOf(shop, domain)).not.toHaveProperty('MAIL_TRANSPORT');
    const sesGrants = (Object.values(template.findResources('AWS::IAM::Policy')) as Resource[]).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')))
        .map((st) => ({ roles: JSON.stringify(policy.Properties.Roles), actions: [st.Action].flat(), resource: JSON.stringify(st.Resource) })),
    );
    expect(sesGrants).toHaveLength(13); // orders, messages, accounts, delivery, reviews and the order and tracking sweepers, the order follow-ups, the review requests, the terms reminders, the back-in-stock e-mails, the checkout reminders and the low-stock digest
    for (const grant of sesGrants) {
      expect(grant.actions).toEqual(['ses:SendEmail']);
      expect(grant.resource).toContain(':identity/example.com');
    }
    const roleOf = (domain: 'catalog' | 'media') => shop.api.getLogicalId(shop.api.functions.get(domain)!.role!.node.defaultChild as never);
    for (const domain of ['catalog', 'media'] as const) expect(sesGrants.some((g) => g.roles.includes(roleOf(domain)))).toBe(false);
  });
});

describe('api stack: routes follow the table, whatever it holds', () => {
  it('puts the authorizer on user, dealer and admin routes and leaves public ones open', () => {
    // Prepare: one route of each access level (the real table may not have them all yet).
    const levels: Access[] = ['public', 'user', 'dealer', 'admin'];
    const table: RouteDefinition[] = levels.map((access) => ({
      method: 'GET',
      path: `/api/test-only/${access}`,
      domain: 'catalog',
      handler: 'health',
      access,
    }));

    // Act
    const inTemplate = routesByKey(apiTemplate(table).template);

    // Assess
    for (const route of table) {
      const props = inTemplate.get(routeKey(route))!.Properties;
      const guarded = route.access !== 'public';
      expect(props.AuthorizationType, route.access).toBe(guarded ? 'JWT' : 'NONE');
      expect(props.AuthorizerId !== undefined, route.access).toBe(guarded);
    }
  });

  it('makes the authorizer trust the same issuer and client the functions are told about', () => {
    // Prepare
    const guarded: RouteDefinition = { method: 'GET', path: '/api/test-only/me', domain: 'catalog', handler: 'me', access: 'user' };

    // Act
    const { shop, template } = apiTemplate([guarded]);

    // Assess
    const [authorizer] = Object.values(template.findResources('AWS::ApiGatewayV2::Authorizer')) as Resource[];
    const catalogId = shop.api.getLogicalId(shop.api.functions.get('catalog')!.node.defaultChild as never);
    const env = (template.toJSON().Resources[catalogId] as Resource).Properties.Environment.Variables;
    expect(authorizer!.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer!.Properties.JwtConfiguration.Audience).toEqual([env.COGNITO_CLIENT_ID]);
    expect(authorizer!.Properties.JwtConfiguration.Issuer).toEqual(env.COGNITO_ISSUER);
    expect(JSON.stringify(env.COGNITO_ISSUER)).toContain('https://cognito-idp.');
  });

  it.each<Access>(['public', 'admin'])('adds a %s route added to the table, and changes nothing else', (access) => {
    // Prepare: the real table plus a guarded route, so the authorizer exists on both sides.
    const baseline: RouteDefinition[] = [
      ...routes,
      { method: 'GET', path: '/api/test-only/me', domain: 'catalog', handler: 'me', access: 'user' },
    ];
    const added: RouteDefinition = { method: 'POST', path: '/api/test-only/added/{id}', domain: 'catalog', handler: 'added', access };

    // Act
    const before = apiTemplate(baseline).template.toJSON().Resources as Record<string, Resource>;
    const after = apiTemplate([...baseline, added]).template.toJSON().Resources as Record<string, Resource>;

    // Assess
    const newIds = Object.keys(after).filter((id) => !(id in before));
    expect(newIds).toHaveLength(1);
    const route = after[newIds[0]!]!;
    expect(route.Type).toBe('AWS::ApiGatewayV2::Route');
    expect(route.Properties.RouteKey).toBe(routeKey(added));
    expect(route.Properties.AuthorizationType).toBe(access === 'public' ? 'NONE' : 'JWT');
    // A write route also gets its throttle on the stage; nothing else changes.
    const stageId = Object.keys(before).find((id) => before[id]!.Type === 'AWS::ApiGatewayV2::Stage')!;
    expect(after[stageId]!.Properties.RouteSettings[routeKey(added)]).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    for (const [id, resource] of Object.entries(before)) {
      if (id === stageId) {
        const { RouteSettings: withAdded, ...rest } = after[id]!.Properties;
        expect(rest).toEqual({ ...resource.Properties, RouteSettings: undefined });
        expect({ ...withAdded, [routeKey(added)]: undefined }).toEqual({ ...resource.Properties.RouteSettings, [routeKey(added)]: undefined });
      } else expect(after[id], id).toEqual(resource);
    }
  });
});
