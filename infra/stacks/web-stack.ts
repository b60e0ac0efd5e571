import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../../functions/contracts/runtime-config.js';
import { API_PATH, MEDIA_PATH, Site } from '../constructs/site.js';

export interface WebStackProps extends StackProps {
  readonly stage: string;
  readonly shopName: string;
  readonly apiDomainName: string;
  readonly mediaBucket: s3.IBucket;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The hosted-UI host, when social sign-in is configured. */
  readonly oauthDomain?: string;
  /** The built SPA (web/dist), when there is one. */
  readonly siteBuildDir?: string;
}

/** The site: CloudFront in front of the SPA, the API and the media, and the SPA's config.json. */
export class WebStack extends Stack {
  readonly site: Site;
  /** What `/config.json` tells the SPA. */
  readonly runtimeConfig: RuntimeConfig;

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
    };

    this.site = new Site(this, 'Site', {
      apiDomainName: props.apiDomainName,
      mediaBucket: props.mediaBucket,
      runtimeConfig: this.runtimeConfig,
      buildDir: props.siteBuildDir,
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.site.distribution.distributionDomainName}` });
  }
}
