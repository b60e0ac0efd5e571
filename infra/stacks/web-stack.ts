import { Annotations, CfnOutput, CfnRule, Fn, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../../functions/contracts/runtime-config.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/origin-verify-header.js';
import type { AlertTopic } from '../constructs/alert-topic.js';
import { OriginVerifyRotation } from '../constructs/origin-verify-rotation.js';
import { ALARM_PERIOD } from '../constructs/shop-alarms.js';
import { documentPolicy, inlineScriptHashes, type InpostEnvironment } from '../constructs/response-headers.js';
import { API_PATH, MEDIA_PATH, Site, type SiteDomain } from '../constructs/site.js';

export interface WebStackProps extends StackProps {
  /**
   * The stage's alert topic (Ops stack): the origin secret's rotation lives here, beside the
   * distribution it updates, so its alarm does too (the Api stack's alarms cannot watch it: the
   * Web stack already depends on the Api stack).
   */
  readonly alerts?: AlertTopic;
  readonly stage: string;
  readonly shopName: string;
  readonly apiDomainName: string;
  readonly mediaBucket: s3.IBucket;
  /** The catalogue bucket (ApiStack): its `public/` files are served, and the build's documents copied to it. */
  readonly catalogBucket: s3.IBucket;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The hosted-UI host, when social sign-in is configured. */
  readonly oauthDomain?: string;
  /** The built SPA (web/dist). Without it the template synthesizes, but refuses to deploy. */
  readonly siteBuildDir?: string;
  /** The CloudFront WAF web ACL (EdgeStack, us-east-1). */
  readonly webAclArn?: string;
  /** Its JavaScript integration, which the register page loads for the sign-up challenge (EdgeStack). */
  readonly challengeScriptUrl?: string;
  readonly domain?: SiteDomain;
  /** The site's public origin when known (context siteUrl, or the domain): the documents' heads name it. */
  readonly siteUrl?: string;
  /** The client certificate CloudFront presents to the API's mutual-TLS custom domain (ACM, us-east-1; api-origin.ts). */
  readonly originClientCertificateArn?: string;
  /** The secret `{"value"}` CloudFront sends to the API as the origin-verify header (ApiStack). */
  readonly originVerifySecretArn?: string;
  /** The InPost environment whose Geowidget the checkout shows, and its public token. */
  readonly inpost?: { readonly environment: InpostEnvironment; readonly geowidgetToken?: string };
}

/** The site: CloudFront in front of the SPA, the API and the media, and the SPA's config.json. */
export class WebStack extends Stack {
  readonly site: Site;
  /** What `/config.json` tells the SPA. */
  readonly runtimeConfig: RuntimeConfig;
  /** The Content-Security-Policy of the SPA's documents. */
  readonly documentPolicy: string;
  /** The origin-verify secret's rotation, which updates this distribution (when the API has the secret). */
  readonly originVerifyRotation?: OriginVerifyRotation;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.runtimeConfig = {
      stage: props.stage,
      shopName: props.shopName,
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      ...(props.oauthDomain ? { oauthDomain: props.oauthDomain } : {}),
      apiBase: API_PATH,
      mediaBase: MEDIA_PATH,
      adminMfaRequired: true,
      ...(props.inpost ? { inpostEnvironment: props.inpost.environment } : {}),
      ...(props.inpost?.geowidgetToken ? { inpostGeowidgetToken: props.inpost.geowidgetToken } : {}),
      ...(props.challengeScriptUrl ? { wafChallengeScript: props.challengeScriptUrl } : {}),
    };

    // Hashes of the inline scripts of the documents being deployed, read from the build now: a
    // changed build script is always allowed, and nothing else is.
    this.documentPolicy = documentPolicy({
      inlineScriptHashes: props.siteBuildDir ? inlineScriptHashes(props.siteBuildDir) : [],
      cognitoOrigins: [`https://cognito-idp.${this.region}.${this.urlSuffix}`],
      uploadOrigins: [`https://${props.mediaBucket.bucketRegionalDomainName}`],
      inpost: props.inpost?.environment,
      upgradeInsecureRequests: true,
      wafChallenge: !!props.challengeScriptUrl,
    });

    this.site = new Site(this, 'Site', {
      apiDomainName: props.apiDomainName,
      mediaBucket: props.mediaBucket,
      catalogBucket: props.catalogBucket,
      ...(props.siteUrl ? { siteUrl: props.siteUrl } : {}),
      runtimeConfig: this.runtimeConfig,
      buildDir: props.siteBuildDir,
      documentPolicy: this.documentPolicy,
      webAclArn: props.webAclArn,
      domain: props.domain,
      ...(props.originClientCertificateArn ? { originClientCertificateArn: props.originClientCertificateArn } : {}),
      ...(props.originVerifySecretArn
        ? { originVerify: { header: ORIGIN_VERIFY_HEADER, value: SecretValue.secretsManager(props.originVerifySecretArn, { jsonField: 'value' }).unsafeUnwrap() } }
        : {}),
    });

    if (props.originVerifySecretArn) {
      this.originVerifyRotation = new OriginVerifyRotation(this, 'OriginVerifyRotation', {
        secretArn: props.originVerifySecretArn,
        distribution: this.site.distribution,
      });
      props.alerts?.watch(
        new cloudwatch.Alarm(this, 'OriginVerifyRotationErrors', {
          alarmDescription:
            "The OriginVerifyRotation function crashed or timed out: the origin secret's rotation failed (Secrets Manager retries it; the current value keeps working, but a rotation stuck half-way leaves a pending value in CloudFront's origin header).",
          metric: this.originVerifyRotation.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    if (!props.siteBuildDir) this.refuseToDeployWithoutBuild();

    new CfnOutput(this, 'SiteUrl', { value: props.domain ? `https://${props.domain.domainName}` : `https://${this.site.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.site.distribution.distributionDomainName,
      description: props.domain ? `Point ${props.domain.domainName} here (CNAME, or an alias record in Route 53)` : 'The site',
    });
  }

  /**
   * A stack without the web app would deploy a site that answers 403 to every page. Synth still
   * works (tests, offline review), but CloudFormation refuses the change set with this message.
   */
  private refuseToDeployWithoutBuild(): void {
    const message = 'The web app is not built (web/dist/index.html is missing): run `npm run deploy -- -c stage=NAME`, which builds it first, or `npm run build:web` before `cdk deploy`.';
    Annotations.of(this).addWarningV2('shop:webAppNotBuilt', message);
    new CfnRule(this, 'WebAppBuilt', {
      assertions: [{ assert: Fn.conditionEquals('web/dist', 'missing'), assertDescription: message }],
    });
  }
}
