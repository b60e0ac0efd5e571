import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import { apiHttpOrigin } from './api-origin.js';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { RuntimeConfig } from '../../functions/contracts/runtime-config.js';
import { ACCESS_LOG_RETENTION } from './access-logs.js';
import { catalogCacheBehaviors } from './catalog-cache.js';
import { API_POLICY, CLOUDFRONT_CSP_MAX_LENGTH, HSTS_MAX_AGE_SECONDS, MEDIA_POLICY, PERMISSIONS_POLICY } from './response-headers.js';
import { MEDIA_KEY_FUNCTION, MEDIA_PATH, PRODUCT_DOCUMENT_FUNCTION, SPA_ROUTING_FUNCTION } from './viewer-functions.js';
import { BUILD_SITE_ORIGIN, DOCUMENT_TEMPLATES_PREFIX, PUBLIC_FILE_PATTERNS, PUBLIC_FILES_PREFIX } from '../../functions/contracts/seo-files.js';
import { DOCUMENTS_DIR } from '../../web/src/first-load/pages.js';

/** Where in the access-log bucket CloudFront writes its logs. */
export const CLOUDFRONT_LOG_PREFIX = 'cloudfront/';

/** Where the SPA finds the API and the media: on its own origin, behind the same distribution. */
export const API_PATH = '/api';
export { MEDIA_PATH };

export interface SiteProps {
  /** Host name of the HTTP API's endpoint, the origin of `/api/*`. */
  readonly apiDomainName: string;
  /** The media bucket, the origin of `/media/*`. Its own policy lets CloudFront read it. */
  readonly mediaBucket: s3.IBucket;
  /**
   * The catalogue bucket: the publisher's `public/` files (sitemap, feeds, robots.txt) are served
   * from it, and the build's documents are copied to its `site-documents/`, where the catalog
   * function writes the product pages from them. Its own policy lets CloudFront read `public/`.
   */
  readonly catalogBucket: s3.IBucket;
  /** Written to `/config.json`, which the SPA reads at start. */
  readonly runtimeConfig: RuntimeConfig;
  /**
   * The built SPA (web/dist). When absent only `/config.json` is deployed, so the
   * infrastructure can be synthesised and tested before the web app is built (WebStack refuses
   * to deploy such a template).
   */
  readonly buildDir?: string;
  /** The Content-Security-Policy of the SPA's documents (response-headers.ts `documentPolicy`). */
  readonly documentPolicy: string;
  /** The WAF web ACL (scope CLOUDFRONT, in us-east-1) in front of everything. */
  readonly webAclArn?: string;
  /** The shop's own domain; none: the distribution's *.cloudfront.net name. */
  readonly domain?: SiteDomain;
  /**
   * The site's public origin as the functions know it (SITE_URL: context siteUrl, or the domain),
   * which the documents' heads must name too; without one, the distribution's own name.
   */
  readonly siteUrl?: string;
  /** A header CloudFront adds to every API request, which the API requires (functions/core/origin-verify.ts). */
  readonly originVerify?: { readonly header: string; readonly value: string };
  /** The client certificate CloudFront presents to the API's mutual-TLS custom domain (api-origin.ts). */
  readonly originClientCertificateArn?: string;
}

/** A custom domain: its name and an ACM certificate for it, issued in us-east-1 (CloudFront's region for certificates). */
export interface SiteDomain {
  readonly domainName: string;
  readonly certificateArn: string;
}

/**
 * The public face of the shop: one CloudFront distribution on one origin, like the local server.
 *
 * | path       | origin                         | caching                        | Content-Security-Policy |
 * |------------|--------------------------------|--------------------------------|-------------------------|
 * | `/api/products*`, `/api/catalog/*` | the HTTP API (+ origin-verify header) | anonymous answers (catalog-cache.ts) | nothing runs or loads |
 * | `/api/*`   | the HTTP API (+ origin-verify header) | none; all viewer headers but Host forwarded | nothing runs or loads |
 * | `/media/*` | the media bucket (OAC)         | optimised                      | images only, sandboxed |
 * | `/product/*` | the HTTP API: the catalog function writes the product's document (viewer function → `/api/catalog/product-documents/{id}?lang=`) | 30 s at the edge, per product and language | what the pages load |
 * | `/sitemap*.xml`, `/feeds/*`, `/robots.txt` | the catalogue bucket's `public/` (OAC), written by the publisher | as the files say (5 min) | what the pages load |
 * | default    | the site bucket (OAC), SPA routing | optimised; `index.html` and `config.json` revalidated | what the pages load |
 *
 * Every behaviour also sends HSTS (two years, subdomains), `X-Content-Type-Options`,
 * `X-Frame-Options: DENY` (and `frame-ancestors 'none'`), a strict referrer policy,
 * `Permissions-Policy` and `Cross-Origin-Opener-Policy` (response-headers.ts, which the local
 * server reads too). A WAF web ACL filters every request; with a custom domain the viewer
 * certificate is the domain's, TLS 1.2 at least.
 *
 * The site bucket holds only build output, so it is emptied and deleted with the stack.
 * CloudFront's access logs (every request: pages, API, media) go to a bucket of their own,
 * kept {@link ACCESS_LOG_RETENTION} and deleted with the stack too.
 */
export class Site extends Construct {
  readonly bucket: s3.Bucket;
  /** CloudFront's standard access logs, under {@link CLOUDFRONT_LOG_PREFIX}. */
  readonly accessLogBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.accessLogBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront's standard logging writes with an ACL (the awslogsdelivery account's), which a
      // bucket with ACLs disabled refuses; the bucket owner still owns every log file.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'ExpireAccessLogs', expiration: ACCESS_LOG_RETENTION }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const viewerRequest = (name: string, code: string): cloudfront.FunctionAssociation => ({
      eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
      function: new cloudfront.Function(this, name, {
        runtime: cloudfront.FunctionRuntime.JS_2_0,
        code: cloudfront.FunctionCode.fromInline(code),
      }),
    });

    // The media bucket is referenced as an import: its own policy already admits CloudFront
    // (MediaBucket), and letting CDK add to that policy from here would make the data stack
    // depend on this one.
    const mediaBucket = s3.Bucket.fromBucketAttributes(this, 'MediaBucketRef', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });

    const apiHeaders = this.headersPolicy('ApiHeaders', 'API answers: JSON, nothing runs or loads', API_POLICY);
    const documentHeaders = this.headersPolicy('DocumentHeaders', 'The SPA: what its pages load', props.documentPolicy);
    const catalogBucket = s3.Bucket.fromBucketAttributes(this, 'CatalogBucketRef', {
      bucketArn: props.catalogBucket.bucketArn,
      bucketRegionalDomainName: props.catalogBucket.bucketRegionalDomainName,
    });
    const apiOriginOptions = {
      domainName: props.apiDomainName,
      ...(props.originVerify ? { originVerify: props.originVerify } : {}),
      ...(props.originClientCertificateArn ? { clientCertificateArn: props.originClientCertificateArn } : {}),
    };
    const apiOrigin = apiHttpOrigin(apiOriginOptions);
    // The product page's document: the viewer function resolves the language and rewrites the URL
    // to the API's document of the product; that query string is the whole cache key.
    const productDocuments: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: new cloudfront.CachePolicy(this, 'ProductDocumentCache', {
        comment: 'Product pages: one document per product and language (the viewer function sets ?lang)',
        queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList('lang'),
        headerBehavior: cloudfront.CacheHeaderBehavior.none(),
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        defaultTtl: Duration.seconds(30),
        minTtl: Duration.seconds(0),
        maxTtl: Duration.minutes(5),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      responseHeadersPolicy: documentHeaders,
      functionAssociations: [viewerRequest('ProductDocument', PRODUCT_DOCUMENT_FUNCTION)],
    };
    const publicFiles: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(catalogBucket, { originPath: `/${PUBLIC_FILES_PREFIX}` }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      // Data for crawlers and shopping sites: nothing in them runs or loads.
      responseHeadersPolicy: apiHeaders,
    };
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'MediaBucket and the catalogue bucket grant CloudFront read access in their own bucket policies.',
    );
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${props.runtimeConfig.shopName} (${props.runtimeConfig.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe: where the shop's buyers are, at the lowest price class.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: this.accessLogBucket,
      logFilePrefix: CLOUDFRONT_LOG_PREFIX,
      ...(props.domain
        ? {
            domainNames: [props.domain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: documentHeaders,
        functionAssociations: [viewerRequest('SpaRouting', SPA_ROUTING_FUNCTION)],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches.
        ...catalogCacheBehaviors(this, { apiOrigin: apiOriginOptions, responseHeadersPolicy: apiHeaders }),
        [`${API_PATH}/*`]: {
          origin: apiOrigin,
          responseHeadersPolicy: apiHeaders,
          // An API answers over HTTPS only: a redirect would turn a POST into a GET.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Authorization, query strings and cookies reach the API; Host must stay the
          // execute-api host or API Gateway cannot tell which API is meant.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        [`${MEDIA_PATH}/*`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(mediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.headersPolicy('MediaHeaders', 'Media: images only, sandboxed', MEDIA_POLICY),
          functionAssociations: [viewerRequest('MediaKey', MEDIA_KEY_FUNCTION)],
        },
        '/product/*': productDocuments,
        ...Object.fromEntries(PUBLIC_FILE_PATTERNS.map((pattern) => [pattern, publicFiles])),
      },
    });

    const siteOrigin = props.siteUrl ? new URL(props.siteUrl).origin : props.domain ? `https://${props.domain.domainName}` : `https://${this.distribution.distributionDomainName}`;
    const deployRole = this.deployContent(props, siteOrigin);
    this.acknowledgeFindings(props);
    acknowledgeBucketDeploymentHandlers(Stack.of(this), deployRole);
  }

  /** A response-headers policy: the security headers every answer carries, with this behaviour's CSP. */
  private headersPolicy(id: string, comment: string, contentSecurityPolicy: string): cloudfront.ResponseHeadersPolicy {
    if (!Token.isUnresolved(contentSecurityPolicy) && contentSecurityPolicy.length > CLOUDFRONT_CSP_MAX_LENGTH) {
      throw new Error(`${id}: the Content-Security-Policy is ${contentSecurityPolicy.length} characters; CloudFront accepts ${CLOUDFRONT_CSP_MAX_LENGTH} at most.`);
    }
    return new cloudfront.ResponseHeadersPolicy(this, id, {
      comment,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        ],
      },
    });
  }

  /**
   * Two deployments with different caching. Vite's `assets/` files carry a content hash in
   * their names, so browsers may keep them for a year; they are never pruned, so a tab still
   * running the previous build can load its lazy chunks. Everything else (`index.html`,
   * `config.json`, public files) is revalidated on every visit, and goes up only after the
   * assets it refers to.
   */
  private deployContent(props: SiteProps, siteOrigin: string): iam.Role {
    const config = s3deploy.Source.jsonData('config.json', props.runtimeConfig);
    const noCache = [s3deploy.CacheControl.noCache()];
    // CDK's copying handler runs with this role: its own log group, and the S3 grants CDK adds
    // (otherwise CDK would give it the AWS managed basic role, logs in any log group).
    const role = new iam.Role(this, 'DeployRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built site into the site bucket during deployments',
    });
    const logGroup = new logs.LogGroup(this, 'DeployLogs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    logGroup.grantWrite(role);
    const handler = { role, logGroup };

    if (!props.buildDir) {
      new s3deploy.BucketDeployment(this, 'DeployPages', {
        sources: [config],
        destinationBucket: this.bucket,
        cacheControl: noCache,
        prune: false,
        ...handler,
      });
      return role;
    }

    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(`${props.buildDir}/assets`)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
      prune: false,
      memoryLimit: 512,
      ...handler,
    });
    // The documents' heads name the site by absolute URLs (canonical, hreflang, og:url): the build
    // writes BUILD_SITE_ORIGIN, replaced here with this stage's origin, a deploy-time value.
    const documentsDir = join(props.buildDir, DOCUMENTS_DIR);
    const builtDocuments = existsSync(documentsDir) ? readdirSync(documentsDir, { recursive: true, withFileTypes: true }) : [];
    const documents = builtDocuments
      .filter((entry) => entry.isFile())
      .map((entry) => relative(props.buildDir!, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort()
      .map((key) => s3deploy.Source.data(key, readFileSync(join(props.buildDir!, key), 'utf8').split(BUILD_SITE_ORIGIN).join(siteOrigin)));
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [s3deploy.Source.asset(props.buildDir, { exclude: ['assets', DOCUMENTS_DIR] }), config, ...documents],
      destinationBucket: this.bucket,
      cacheControl: noCache,
      prune: false,
      memoryLimit: 512,
      ...handler,
    });
    pages.node.addDependency(assets);
    if (builtDocuments.length) {
      // The documents again, in the catalogue bucket: the catalog function writes each product
      // page from its language's document (functions/seo/document-templates.ts). After the assets,
      // like the pages: a document names them.
      const templates = new s3deploy.BucketDeployment(this, 'DeployDocumentTemplates', {
        sources: [s3deploy.Source.asset(`${props.buildDir}/${DOCUMENTS_DIR}`)],
        destinationBucket: s3.Bucket.fromBucketArn(this, 'CatalogBucketForTemplates', props.catalogBucket.bucketArn),
        destinationKeyPrefix: `${DOCUMENT_TEMPLATES_PREFIX}/`,
        prune: true,
        memoryLimit: 512,
        ...handler,
      });
      templates.node.addDependency(assets);
    }
    return role;
  }

  /** cdk-nag findings this construct accepts, each with its reason. */
  private acknowledgeFindings(props: SiteProps): void {
    const ack = (scope: Construct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
    ack(this.distribution, 'AwsSolutions-CFR1', 'The shop sells to anyone; no country is excluded.');
    if (!props.domain) {
      ack(this.distribution, 'AwsSolutions-CFR4', 'Without a custom domain (context domainName) the default *.cloudfront.net certificate is used, which allows no minimum TLS setting; with one, TLS 1.2 is the minimum.');
    }
    ack(this.bucket, 'AwsSolutions-S1', 'The site bucket holds only build output, read solely by CloudFront; access logs would add nothing.');
    ack(this.accessLogBucket, 'AwsSolutions-S1', 'This is the access-log bucket: logging its own accesses would log the log deliveries.');
  }
}

/**
 * BucketDeployment runs in a Lambda that CDK adds once per stack (and memory size), outside
 * this construct, with the role given above. Its code and S3 grants are CDK's: wildcard S3
 * actions to sync objects, object-level access to the CDK asset bucket and the site bucket,
 * and a Python runtime CDK picks. Each is acknowledged by name; the object-level resources are
 * read from the role's policy, because the asset bucket's name depends on account, region and
 * bootstrap qualifier.
 */
function acknowledgeBucketDeploymentHandlers(stack: Stack, role: iam.Role): void {
  const handlers = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  for (const handler of handlers) {
    const ack = (id: string, reason: string) => Validations.of(handler).acknowledge({ id, reason });
    ack('AwsSolutions-L1', 'CDK chooses the runtime of its BucketDeployment handler.');
    ack('Serverless-LambdaLatestVersion', 'CDK chooses the runtime of its BucketDeployment handler.');
    ack('Serverless-LambdaDLQ', 'A CloudFormation custom resource handler, invoked synchronously during deployments: CloudFormation reports its failure.');
    ack('Serverless-LambdaTracing', 'CDK builds its BucketDeployment handler; it runs only during deployments, where CloudFormation shows failures.');
  }
  const ack = (id: string, reason: string) => Validations.of(role).acknowledge({ id, reason });
  for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
    ack(`AwsSolutions-IAM5[Action::${action}]`, 'CDK grants these to copy build output from the asset bucket to the site bucket.');
  }
  const ackObjects = () => {
    for (const objects of objectWildcardsOf(role)) {
      ack(`AwsSolutions-IAM5[Resource::${objects}]`, 'The handler reads the uploaded build and writes the site bucket and the catalogue bucket, object by object.');
    }
  };
  ackObjects();
  // Again once the app is prepared: a bucket of another stack (the catalogue's) is then spelt as
  // the cross-stack reference the template holds (Fn::ImportValue or Fn::GetStackOutput, which
  // depends on whether the account is known), not as the producer's own Fn::GetAtt.
  role.node.addValidation({
    validate: () => {
      ackObjects();
      return [];
    },
  });
}

/** `<bucket>/*` resources in the policies under `scope`, spelt the way cdk-nag reports them. */
function objectWildcardsOf(scope: Construct): string[] {
  const stack = Stack.of(scope);
  const resources = scope.node
    .findAll()
    .filter((c): c is iam.CfnPolicy => c instanceof iam.CfnPolicy)
    .flatMap((policy) => (stack.resolve(policy.policyDocument) as { Statement: { Resource: unknown }[] }).Statement)
    .flatMap((statement) => [statement.Resource].flat())
    .map(flattenCfnReference);
  return [...new Set(resources.filter((resource) => resource.endsWith('/*')))];
}
