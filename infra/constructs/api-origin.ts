import type { Construct } from 'constructs';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';

/**
 * The API as CloudFront's origin, and how a stage closes every other way in.
 *
 * An API Gateway HTTP API has no resource policy and takes no WAF web ACL, and a Lambda
 * authorizer is a Lambda: none of them refuses a direct call before a Lambda runs. What does:
 *
 * - `disableExecuteApiEndpoint`: the `*.execute-api.*` host answers 403 Forbidden itself;
 * - a regional custom domain that requires mutual TLS (a truststore of the client CA in S3): a
 *   caller without a client certificate of that CA fails the TLS handshake;
 * - CloudFront's origin mutual TLS: the distribution presents that client certificate (ACM,
 *   us-east-1) to the custom domain.
 *
 * So with {@link ApiOriginSettings} a direct call never reaches a Lambda, the WAF or the API's
 * throttle. Without them (a stage with no domain of its own) the execute-api host stays the
 * origin and the domain Lambdas refuse calls without the origin-verify header (origin-verify.ts).
 */
export interface ApiOriginSettings {
  /** The API's own host name CloudFront calls (`api-origin.chopperworks.pl`): a CNAME to the RegionalApiDomain output. */
  readonly domainName: string;
  /** Its ACM certificate, in the stage's region (API Gateway's regional custom domain). */
  readonly certificateArn: string;
  /** `s3://bucket/key` of the PEM bundle of the CA that issued the client certificate (API Gateway's truststore). */
  readonly truststoreUri: string;
  /** The client certificate CloudFront presents, imported into ACM in us-east-1. */
  readonly clientCertificateArn: string;
}

/** `s3://bucket/key` → bucket and key. */
export function parseS3Uri(uri: string): { bucket: string; key: string } {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match) throw new Error(`"${uri}" is not an s3://bucket/key URI.`);
  return { bucket: match[1]!, key: match[2]! };
}

/** An HttpOrigin that presents a client certificate (CustomOriginConfig.OriginMtlsConfig, which the L2 origin lacks). */
class MutualTlsHttpOrigin extends origins.HttpOrigin {
  constructor(
    domainName: string,
    props: origins.HttpOriginProps,
    private readonly clientCertificateArn: string,
  ) {
    super(domainName, props);
  }

  override bind(scope: Construct, options: cloudfront.OriginBindOptions): cloudfront.OriginBindConfig {
    const config = super.bind(scope, options);
    const origin = config.originProperty!;
    const customOriginConfig = { ...(origin.customOriginConfig as cloudfront.CfnDistribution.CustomOriginConfigProperty), originMtlsConfig: { clientCertificateArn: this.clientCertificateArn } };
    return { ...config, originProperty: { ...origin, customOriginConfig } };
  }
}

export interface ApiHttpOriginOptions {
  readonly domainName: string;
  /** The header CloudFront adds so the API answers only through it (functions/core/origin-verify-header.ts). */
  readonly originVerify?: { readonly header: string; readonly value: string };
  /** The client certificate to present ({@link ApiOriginSettings.clientCertificateArn}). */
  readonly clientCertificateArn?: string;
}

/** The API origin of `/api/*` and the catalogue paths: HTTPS only, the origin-verify header, mutual TLS when configured. */
export function apiHttpOrigin(options: ApiHttpOriginOptions): cloudfront.IOrigin {
  const props: origins.HttpOriginProps = {
    protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    ...(options.originVerify ? { customHeaders: { [options.originVerify.header]: options.originVerify.value } } : {}),
  };
  return options.clientCertificateArn ? new MutualTlsHttpOrigin(options.domainName, props, options.clientCertificateArn) : new origins.HttpOrigin(options.domainName, props);
}
