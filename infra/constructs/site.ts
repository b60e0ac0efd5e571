import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { RuntimeConfig } from '../../functions/contracts/runtime-config.js';
import { catalogCacheBehaviors } from './catalog-cache.js';
import { MEDIA_KEY_FUNCTION, MEDIA_PATH, SPA_ROUTING_FUNCTION } from './viewer-functions.js';

/** Where the SPA finds the API and the media: on its own origin, behind the same distribution. */
export const API_PATH = '/api';
export { MEDIA_PATH };

export interface SiteProps {
  /** Host name of the HTTP API's endpoint, the origin of `/api/*`. */
  readonly apiDomainName: string;
  /** The media bucket, the origin of `/media/*`. Its own policy lets CloudFront read it. */
  readonly mediaBucket: s3.IBucket;
  /** Written to `/config.json`, which the SPA reads at start. */
  readonly runtimeConfig: RuntimeConfig;
  /**
   * The built SPA (web/dist). When absent only `/config.json` is deployed, so the
   * infrastructure can be synthesised and tested before the web app is built.
   */
  readonly buildDir?: string;
}

/**
 * The public face of the shop: one CloudFront distribution on one origin, like the local server.
 *
 * | path       | origin                         | caching                        |
 * |------------|--------------------------------|--------------------------------|
 * | `/api/products*`, `/api/catalog/*` | the HTTP API | anonymous answers (catalog-cache.ts) |
 * | `/api/*`   | the HTTP API                   | none; all viewer headers but Host forwarded |
 * | `/media/*` | the media bucket (OAC)         | optimised                      |
 * | default    | the site bucket (OAC), SPA routing | optimised; `index.html` and `config.json` revalidated |
 *
 * The site bucket holds only build output, so it is emptied and deleted with the stack.
 */
export class Site extends Construct {
  readonly bucket: s3.Bucket;
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
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'MediaBucket grants CloudFront read access in its own bucket policy.',
    );

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${props.runtimeConfig.shopName} (${props.runtimeConfig.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe: where the shop's buyers are, at the lowest price class.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [viewerRequest('SpaRouting', SPA_ROUTING_FUNCTION)],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches.
        ...catalogCacheBehaviors(this, props.apiDomainName),
        [`${API_PATH}/*`]: {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          }),
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
          functionAssociations: [viewerRequest('MediaKey', MEDIA_KEY_FUNCTION)],
        },
      },
    });

    this.deployContent(props);
    this.acknowledgeFindings();
    acknowledgeBucketDeploymentHandlers(Stack.of(this));
  }

  /**
   * Two deployments with different caching. Vite's `assets/` files carry a content hash in
   * their names, so browsers may keep them for a year; they are never pruned, so a tab still
   * running the previous build can load its lazy chunks. Everything else (`index.html`,
   * `config.json`, public files) is revalidated on every visit, and goes up only after the
   * assets it refers to.
   */
  private deployContent(props: SiteProps): void {
    const config = s3deploy.Source.jsonData('config.json', props.runtimeConfig);
    const noCache = [s3deploy.CacheControl.noCache()];

    if (!props.buildDir) {
      new s3deploy.BucketDeployment(this, 'DeployPages', {
        sources: [config],
        destinationBucket: this.bucket,
        cacheControl: noCache,
        prune: false,
      });
      return;
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
    });
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [s3deploy.Source.asset(props.buildDir, { exclude: ['assets'] }), config],
      destinationBucket: this.bucket,
      cacheControl: noCache,
      prune: false,
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
  }

  /** cdk-nag findings this construct accepts, each with its reason. */
  private acknowledgeFindings(): void {
    const ack = (scope: Construct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
    ack(this.distribution, 'AwsSolutions-CFR1', 'The shop sells to anyone; no country is excluded.');
    ack(this.distribution, 'AwsSolutions-CFR2', 'No WAF for now: its monthly cost outweighs the risk for a small shop; the API throttles and checks tokens.');
    ack(this.distribution, 'AwsSolutions-CFR3', 'No CloudFront access logs: the API writes its own access log; static hits need no audit trail.');
    ack(this.distribution, 'AwsSolutions-CFR4', 'The default *.cloudfront.net certificate allows no minimum TLS setting; a custom domain will bring TLS 1.2.');
    ack(this.bucket, 'AwsSolutions-S1', 'The site bucket holds only build output, read solely by CloudFront; access logs would add nothing.');
  }
}

/**
 * BucketDeployment runs in a Lambda that CDK adds once per stack (and memory size), outside
 * this construct. Its code and permissions are CDK's: an AWS managed logging policy, wildcard
 * S3 actions to sync objects, object-level access to the CDK asset bucket and the site bucket,
 * and a Python runtime CDK picks. Each is acknowledged by name; the object-level resources are
 * read from its policy, because the asset bucket's name depends on account, region and
 * bootstrap qualifier.
 */
function acknowledgeBucketDeploymentHandlers(stack: Stack): void {
  const handlers = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  for (const handler of handlers) {
    const ack = (id: string, reason: string) => Validations.of(handler).acknowledge({ id, reason });
    ack('AwsSolutions-L1', 'CDK chooses the runtime of its BucketDeployment handler.');
    ack(
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'The AWS managed basic execution role only lets the handler write its own logs.',
    );
    for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      ack(`AwsSolutions-IAM5[Action::${action}]`, 'CDK grants these to copy build output from the asset bucket to the site bucket.');
    }
    for (const objects of objectWildcardsOf(handler)) {
      ack(`AwsSolutions-IAM5[Resource::${objects}]`, 'The handler reads the uploaded build and writes the site bucket, object by object.');
    }
  }
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
