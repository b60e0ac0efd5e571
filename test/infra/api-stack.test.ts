import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeKey, routes, type Access, type Domain, type RouteDefinition } from '../../functions/routes.js';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';

/** Synth without bundling or CloudFormation validation: the templates, fast. */
function testApp(): App {
  return new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
}

const settings: ShopSettings = {
  stage: 'test',
  shopName: 'Test Shop',
  bootstrapAdminEmail: 'admin@example.com',
  logLevel: 'INFO',
  authDomainPrefix: 'test-shop-test',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON is untyped
type Resource = { Type: string; Properties: Record<string, any> };

function apiTemplate(routeTable?: readonly RouteDefinition[]) {
  const shop = addShopStacks(testApp(), { ...settings, routes: routeTable });
  return { shop, template: Template.fromStack(shop.api) };
}

/** The API routes of a template, by route key. */
function routesByKey(template: Template): Map<string, Resource> {
  const found = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
  return new Map(found.map((r) => [r.Properties.RouteKey as string, r]));
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

  it('creates one Lambda per domain of the route table, the scheduled order sweeper and the ledger reconciliation', () => {
    const domainsInTable = new Set(routes.map((r) => r.domain));

    expect([...shop.api.functions.keys()].sort()).toEqual([...domainsInTable].sort());
    template.resourceCountIs('AWS::Lambda::Function', domainsInTable.size + 3); // + the order sweeper, the KSeF job and the ledger reconciler
  });

  it('gives every function the settings functions/core/config.ts requires', () => {
    const required = ['STAGE', 'SHOP_NAME', 'TABLE_NAME', 'MEDIA_BUCKET', 'COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_ISSUER', 'LOG_LEVEL'];
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]) {
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
    const functions = Object.values(Template.fromStack(shop.api).findResources('AWS::Lambda::Function')) as Resource[];
    for (const fn of functions) expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://shop.example.com');
  });
});

describe('api stack: payments and e-mail of a deployed stage', () => {
  const envOf = (shop: ReturnType<typeof addShopStacks>, domain: Domain) =>
    Template.fromStack(shop.api).toJSON().Resources[shop.api.getLogicalId(shop.api.functions.get(domain)!.node.defaultChild as never)].Properties.Environment
      .Variables as Record<string, unknown>;

  it('passes the Stripe keys to the orders function only, as references CloudFormation resolves at deploy time', () => {
    // Act
    const shop = addShopStacks(testApp(), { ...settings, stripeSecretName: 'shop/test/stripe' });

    // Assess: the template holds where the keys are, never the keys.
    const orders = envOf(shop, 'orders');
    expect(JSON.stringify(orders.STRIPE_SECRET_KEY)).toContain('{{resolve:secretsmanager:shop/test/stripe:SecretString:secretKey::}}');
    expect(JSON.stringify(orders.STRIPE_WEBHOOK_SECRET)).toContain('{{resolve:secretsmanager:shop/test/stripe:SecretString:webhookSecret::}}');
    for (const domain of ['catalog', 'messages', 'accounts', 'media'] as const) expect(envOf(shop, domain)).not.toHaveProperty('STRIPE_SECRET_KEY');
  });

  it('settles stale pending orders every 15 minutes with a function that has the orders\' keys and table access', () => {
    // Act
    const shop = addShopStacks(testApp(), { ...settings, stripeSecretName: 'shop/test/stripe' });
    const template = Template.fromStack(shop.api);

    // Assess
    const sweeperId = shop.api.getLogicalId(shop.api.orderSweeper.node.defaultChild as never);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [sweeperId, 'Arn'] } })]),
    });
    const sweeper = template.toJSON().Resources[sweeperId] as Resource;
    expect(JSON.stringify(sweeper.Properties.Environment.Variables.STRIPE_SECRET_KEY)).toContain('shop/test/stripe:SecretString:secretKey');
    expect(sweeper.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
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

  it('warns at synth when payments or e-mail are not configured, and not when they are', () => {
    const warnings = (shop: ReturnType<typeof addShopStacks>) =>
      Annotations.fromStack(shop.api)
        .findWarning('*', Match.anyValue())
        .map((w) => String(w.entry.data));
    const bare = warnings(addShopStacks(testApp(), settings));
    expect(bare.some((w) => w.includes('stripeSecretName'))).toBe(true);
    expect(bare.some((w) => w.includes('sesIdentity'))).toBe(true);
    const configured = warnings(
      addShopStacks(testApp(), { ...settings, stripeSecretName: 'shop/test/stripe', mail: { sesIdentity: 'example.com', from: 'Shop <sklep@example.com>' } }),
    );
    expect(configured.some((w) => w.includes('stripeSecretName') || w.includes('sesIdentity'))).toBe(false);
  });

  it('sends e-mail through SES from the functions that mail, each allowed only the shop\'s identity', () => {
    // Act
    const shop = addShopStacks(testApp(), { ...settings, mail: { sesIdentity: 'example.com', from: 'Shop <sklep@example.com>' }, workshopEmail: 'biuro@example.com' });
    const template = Template.fromStack(shop.api);

    // Assess
    for (const domain of ['orders', 'messages', 'accounts'] as const) {
      expect(envOf(shop, domain)).toMatchObject({ MAIL_TRANSPORT: 'ses', MAIL_FROM: 'Shop <sklep@example.com>', WORKSHOP_EMAIL: 'biuro@example.com' });
    }
    for (const domain of ['catalog', 'media'] as const) expect(envOf(shop, domain)).not.toHaveProperty('MAIL_TRANSPORT');
    const sesGrants = (Object.values(template.findResources('AWS::IAM::Policy')) as Resource[]).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')))
        .map((st) => ({ roles: JSON.stringify(policy.Properties.Roles), actions: [st.Action].flat(), resource: JSON.stringify(st.Resource) })),
    );
    expect(sesGrants).toHaveLength(4); // orders, messages, accounts and the order sweeper
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
    for (const [id, resource] of Object.entries(before)) {
      expect(after[id], id).toEqual(resource);
    }
  });
});
