import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runtimeConfigSchema } from '../../functions/contracts/runtime-config.js';
import { BUILD_SITE_ORIGIN } from '../../functions/contracts/seo-files.js';
import { viewerFunction } from '../../infra/constructs/viewer-functions.js';
import { addShopStacks } from '../../infra/stacks/shop.js';
import { policyStatements, settings, testApp } from './support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON is untyped
type Resource = { Type: string; Properties: Record<string, any> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON is untyped
type Behavior = Record<string, any>;

const app = testApp();
const shop = addShopStacks(app, settings);
const template = Template.fromStack(shop.web);
const resources = template.toJSON().Resources as Record<string, Resource>;
const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as Resource[];
const config = distribution!.Properties.DistributionConfig;

function behaviorFor(pathPattern: string): Behavior {
  const behavior = config.CacheBehaviors.find((b: Behavior) => b.PathPattern === pathPattern);
  expect(behavior, pathPattern).toBeDefined();
  return behavior;
}

function originOf(behavior: Behavior): Behavior {
  return config.Origins.find((o: Behavior) => o.Id === behavior.TargetOriginId);
}

/** Runs the code of a behaviour's viewer-request CloudFront Function on a URI. */
/** The deployed function code, run on a request as CloudFront would (query and cookies optional). */
function viewerRequest(behavior: Behavior): (uri: string, query?: Record<string, string>, cookies?: Record<string, string>) => string {
  const functionId = behavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
  const handler = viewerFunction(resources[functionId]!.Properties.FunctionCode as string);
  const values = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([k, value]) => [k, { value }]));
  return (uri, query = {}, cookies = {}) => handler({ uri, querystring: values(query), cookies: values(cookies) }).uri;
}

describe('web stack: the CloudFront distribution', () => {
  it('sends /api/* to the HTTP API, uncached, with every viewer header but Host', () => {
    const api = behaviorFor(`${shop.web.runtimeConfig.apiBase}/*`);

    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(JSON.stringify(originOf(api).DomainName)).toContain('.execute-api.');
  });

  it('serves /media/* from the media bucket through an origin access control, cached', () => {
    const media = behaviorFor(`${shop.web.runtimeConfig.mediaBase}/*`);
    const origin = originOf(media);

    expect(media.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(origin.DomainName)).toContain('MediaBucket');
  });

  it('maps /media/<key> to the object <key>', () => {
    const toKey = viewerRequest(behaviorFor('/media/*'));

    expect(toKey('/media/products/12/main.webp')).toBe('/products/12/main.webp');
  });

  it('serves the SPA from the site bucket through an origin access control', () => {
    const origin = originOf(config.DefaultCacheBehavior);
    const siteBucketId = shop.web.getLogicalId(shop.web.site.bucket.node.defaultChild as never);

    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [siteBucketId, 'RegionalDomainName'] });
  });

  it('answers app routes with a document in the visitor\'s language, and files as they are', () => {
    const route = viewerRequest(config.DefaultCacheBehavior);

    expect(route('/auth/callback')).toBe('/documents/pl/index.html');
    expect(route('/shop/extra')).toBe('/documents/pl/index.html');
    expect(route('/orders', {}, { lang: 'en' })).toBe('/documents/en/index.html');
    // Only the two languages there are: anything else is the default, Polish.
    expect(route('/orders', {}, { lang: 'de' })).toBe('/documents/pl/index.html');
    expect(route('/assets/index-3f2a9c.js')).toBe('/assets/index-3f2a9c.js');
    expect(route('/config.json')).toBe('/config.json');
    expect(route('/documents/pl/home.html')).toBe('/documents/pl/home.html');
  });

  it('gives each page of the registry its own document: home and the unfiltered shop prerendered', () => {
    const route = viewerRequest(config.DefaultCacheBehavior);

    expect(route('/')).toBe('/documents/pl/home.html');
    expect(route('/', { utm_source: 'mail' })).toBe('/documents/pl/home.html');
    expect(route('/shop')).toBe('/documents/pl/shop.html');
    expect(route('/shop/')).toBe('/documents/pl/shop.html');
    expect(route('/', {}, { lang: 'en' })).toBe('/documents/en/home.html');
    expect(route('/shop', {}, { lang: 'en', other: 'x' })).toBe('/documents/en/shop.html');
    expect(route('/product/12', {}, { lang: 'en' })).toBe('/documents/en/product.html');
    expect(route('/gallery')).toBe('/documents/pl/gallery.html');
    // A filtered shop would prerender the wrong filters and heading: the app renders it.
    expect(route('/shop', { category: 'engine', brand: 'PowerMax' })).toBe('/documents/pl/shop.plain.html');
    expect(route('/shop', { search: 'łańcuch' }, { lang: 'en' })).toBe('/documents/en/shop.plain.html');
  });

  it('gives content and legal pages, and the shop filtered by one category, documents with their heads', () => {
    const route = viewerRequest(config.DefaultCacheBehavior);

    expect(route('/about')).toBe('/documents/pl/about.html');
    expect(route('/terms/', { lang: 'en' })).toBe('/documents/en/terms.html');
    expect(route('/privacy-policy', {}, { lang: 'en' })).toBe('/documents/en/privacy-policy.html');
    expect(route('/shop', { category: 'brakes' })).toBe('/documents/pl/shop-category-brakes.html');
    expect(route('/shop', { category: 'brakes', lang: 'en' })).toBe('/documents/en/shop-category-brakes.html');
    // Other filters, or a category that is no key: the shop's plain document.
    expect(route('/shop', { category: 'brakes', page: '2' })).toBe('/documents/pl/shop.plain.html');
    expect(route('/shop', { category: 'hamulce' })).toBe('/documents/pl/shop.plain.html');
  });

  it('takes the language from ?lang= before the cookie, and counts it as no filter', () => {
    const route = viewerRequest(config.DefaultCacheBehavior);

    expect(route('/shop', { lang: 'en' })).toBe('/documents/en/shop.html');
    expect(route('/', { lang: 'en' }, { lang: 'pl' })).toBe('/documents/en/home.html');
    expect(route('/orders', { lang: 'pl' }, { lang: 'en' })).toBe('/documents/pl/index.html');
    expect(route('/shop', { lang: 'de' }, { lang: 'en' })).toBe('/documents/en/shop.html');
    expect(route('/shop', { search: 'kask', lang: 'en' })).toBe('/documents/en/shop.plain.html');
  });

  it('sends /product/* to the API, which writes the product\'s document, one cached copy per product and language', () => {
    const products = behaviorFor('/product/*');
    const functionId = products.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
    const handler = viewerFunction(resources[functionId]!.Properties.FunctionCode as string);
    const rewrite = (uri: string, query: Record<string, string> = {}, cookies: Record<string, string> = {}) => {
      const values = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([k, value]) => [k, { value }]));
      const request = handler({ uri, querystring: values(query), cookies: values(cookies) });
      return `${request.uri}?${Object.entries(request.querystring).map(([k, v]) => `${k}=${v.value}`).join('&')}`;
    };

    expect(JSON.stringify(originOf(products).DomainName)).toContain('.execute-api.');
    expect(rewrite('/product/3')).toBe('/api/catalog/product-documents/3?lang=pl');
    expect(rewrite('/product/3/', { fbclid: 'abc' }, { lang: 'en' })).toBe('/api/catalog/product-documents/3?lang=en');
    expect(rewrite('/product/3', { lang: 'en' }, { lang: 'pl' })).toBe('/api/catalog/product-documents/3?lang=en');
    // No product id: the API answers the page's document with 404, and the app shows "not found".
    expect(rewrite('/product/abc')).toBe('/api/catalog/product-documents/0?lang=pl');
    const policyId = products.CachePolicyId.Ref as string;
    const cache = resources[policyId]!.Properties.CachePolicyConfig;
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: ['lang'] });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.CookiesConfig.CookieBehavior).toBe('none');
    // The document's security headers, not the API's.
    expect(products.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('serves /sitemap.xml (and its parts), /feeds/* and /robots.txt from the catalogue bucket\'s public/ folder', () => {
    for (const pattern of ['/sitemap*.xml', '/feeds/*', '/robots.txt']) {
      const behavior = behaviorFor(pattern);
      const origin = originOf(behavior);
      expect(origin.OriginPath, pattern).toBe('/public');
      expect(origin.OriginAccessControlId, pattern).toBeDefined();
      expect(JSON.stringify(origin.DomainName), pattern).toContain('CatalogSnapshotsBucket');
      expect(behavior.FunctionAssociations, pattern).toBeUndefined();
    }
  });

  it('has no distribution-wide error pages, which would turn API 403/404s into index.html', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });
});

describe('web stack: the origin-verify secret rotates', () => {
  const rotation = shop.web.originVerifyRotation!;
  const functionId = shop.web.getLogicalId(rotation.function.node.defaultChild as never);
  const distributionId = shop.web.getLogicalId(shop.web.site.distribution.node.defaultChild as never);

  it('every 30 days, with the function that updates this distribution', () => {
    const [schedule] = Object.values(template.findResources('AWS::SecretsManager::RotationSchedule')) as Resource[];
    expect(schedule!.Properties.RotationRules).toEqual({ ScheduleExpression: 'rate(30 days)' });
    expect(schedule!.Properties.RotationLambdaARN).toEqual({ 'Fn::GetAtt': [functionId, 'Arn'] });
    // The API stack's secret, by the ARN the origins' header is read from.
    expect(JSON.stringify(schedule!.Properties.SecretId)).toContain('OriginVerify');
    const fn = resources[functionId]!;
    expect(fn.Properties.Environment.Variables.DISTRIBUTION_ID).toEqual({ Ref: distributionId });
    // testSecret waits for the distribution to reach every edge.
    expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(600);
  });

  it('may update this distribution and this secret only, and only Secrets Manager may invoke it', () => {
    const roleId = shop.web.getLogicalId(rotation.function.role!.node.defaultChild as never);
    const statements = policyStatements(resources).filter((s) => s.roles.includes(roleId));
    const cloudFront = statements.find((s) => s.action.includes('cloudfront:UpdateDistribution'))!;
    expect(cloudFront.action.sort()).toEqual(['cloudfront:GetDistribution', 'cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution']);
    expect(cloudFront.resource).toContain(`:distribution/",{"Ref":"${distributionId}"}`);
    const versions = statements.find((s) => s.action.includes('secretsmanager:UpdateSecretVersionStage'))!;
    expect(versions.action.sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage']);
    expect(versions.resource).toContain('OriginVerify');
    expect(versions.resource).not.toContain('*');
    const invokers = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Permission' && JSON.stringify(r.Properties.FunctionName).includes(functionId));
    expect(invokers.map((p) => p.Properties.Principal)).toEqual(['secretsmanager.amazonaws.com']);
  });

  it("tells a person when a rotation fails: an alarm on the function's errors notifies the stage's alert topic", () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    const alarm = alarms.find((a) => a.Properties.MetricName === 'Errors' && JSON.stringify(a.Properties.Dimensions).includes(functionId));
    expect(alarm, 'an Errors alarm on the rotation function').toBeDefined();
    expect(alarm!.Properties.Threshold).toBe(1);
    expect(JSON.stringify(alarm!.Properties.AlarmActions)).toMatch(/Alert|Topic/i);
  });
});

describe('web stack: /config.json', () => {
  it('matches the contract the SPA parses', () => {
    const parsed = runtimeConfigSchema.safeParse(shop.web.runtimeConfig);

    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(shop.web.runtimeConfig).toMatchObject({ stage: settings.stage, shopName: settings.shopName, authFlowType: 'USER_SRP_AUTH' });
    expect(shop.web.runtimeConfig.oauthDomain).toBeUndefined();
  });

  it('is deployed to the site bucket with no-cache, with the pool ids filled in at deploy time', () => {
    // Prepare: the deployment's source is an asset in the cloud assembly.
    const assemblyDir = app.synth().directory;
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as Resource[];

    // Act
    const withConfig = deployments.flatMap((deployment) =>
      (deployment.Properties.SourceObjectKeys as string[])
        .map((key) => join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json'))
        .filter((file) => existsSync(file))
        .map((file) => ({ deployment, written: JSON.parse(readFileSync(file, 'utf8')) })),
    );

    // Assess
    expect(withConfig).toHaveLength(1);
    const { deployment, written } = withConfig[0]!;
    expect(deployment.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(Object.keys(written).sort()).toEqual(Object.keys(shop.web.runtimeConfig).sort());
    expect(written.apiBase).toBe(shop.web.runtimeConfig.apiBase);
    expect(written.userPoolId).toMatch(/^<<marker:/);
  });

  it('names the hosted-UI domain when social sign-in is configured', () => {
    const withSocial = addShopStacks(testApp(), {
      ...settings,
      siteUrl: 'https://shop.example.com',
      google: { clientId: 'google-client-id', secretName: 'test/google-secret' },
    });

    expect(withSocial.web.runtimeConfig.oauthDomain).toEqual(withSocial.auth.users.oauthDomain);
    expect(withSocial.web.runtimeConfig.oauthDomain).toBeDefined();
  });
});

describe('web stack: the built SPA', () => {
  /** A stand-in for web/dist: index.html and one hashed asset. */
  function fakeBuild(): string {
    const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script src="/assets/index-3f2a9c.js"></script>');
    writeFileSync(join(dir, 'assets', 'index-3f2a9c.js'), 'console.log(1);');
    mkdirSync(join(dir, 'documents', 'pl'), { recursive: true });
    writeFileSync(join(dir, 'documents', 'pl', 'product.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, 'documents', 'pl', 'about.html'), `<!doctype html><link rel="canonical" href="${BUILD_SITE_ORIGIN}/about">`);
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  it('caches hashed assets for a year, revalidates the pages, and uploads pages after assets', () => {
    // Act
    const web = addShopStacks(testApp(), { ...settings, siteBuildDir: fakeBuild() }).web;
    const deployments = Template.fromStack(web).findResources('Custom::CDKBucketDeployment') as Record<string, Resource & { DependsOn?: string[] }>;

    // Assess
    const [assetsId, assets] = Object.entries(deployments).find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/')!;
    const [templatesId, templates] = Object.entries(deployments).find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'site-documents/')!;
    const [, pages] = Object.entries(deployments).find(([id]) => id !== assetsId && id !== templatesId)!;
    expect(Object.keys(deployments)).toHaveLength(3);
    // The documents also go to the catalogue bucket, where the catalog function writes product pages from them.
    expect(JSON.stringify(templates.Properties.DestinationBucketName)).toContain('CatalogSnapshotsBucket');
    expect(templates.DependsOn).toContain(assetsId);
    // The documents' absolute URLs name this stage's origin (here the distribution's domain), filled in at deploy time.
    expect(JSON.stringify(pages.Properties.SourceMarkers)).toMatch(/Distribution[0-9A-F]*","DomainName"/);
    expect(JSON.stringify(pages.Properties.SourceObjectKeys).match(/\.zip/g)!.length).toBeGreaterThanOrEqual(4);

    // With the site's URL known (context siteUrl or a domain), the documents name it, the same origin the functions use.
    const named = addShopStacks(testApp(), { ...settings, siteUrl: 'https://sklep.example.com', siteBuildDir: fakeBuild() }).web;
    const namedPages = Object.values(Template.fromStack(named).findResources('Custom::CDKBucketDeployment') as Record<string, Resource>).find((d) => d.Properties.DestinationBucketKeyPrefix === undefined && JSON.stringify(d.Properties.SourceObjectKeys).match(/\.zip/g)!.length >= 4)!;
    expect(JSON.stringify(namedPages.Properties.SourceMarkers ?? {})).not.toContain('DomainName');
    expect(assets.Properties.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(pages.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(pages.DependsOn).toContain(assetsId);
  });
});
