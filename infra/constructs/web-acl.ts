import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** A per-visitor (IP) limit on requests that match a path and method, or a Cognito API action. */
export interface RateLimit {
  /** Rule name (metric name too). */
  readonly name: string;
  /** Requests allowed per IP within the window before WAF answers 429. */
  readonly limit: number;
  /** The window in seconds (60, 120, 300 or 600). */
  readonly windowSeconds: 60 | 120 | 300 | 600;
  /** Requests to count: a URI path with a method (CloudFront), a Cognito `X-Amz-Target` action, or (none) every request. */
  readonly match?: { readonly path: string; readonly method: string } | { readonly cognitoAction: string };
}

export interface ShopWebAclProps {
  /** CLOUDFRONT (created in us-east-1) or REGIONAL (a Cognito user pool). */
  readonly scope: 'CLOUDFRONT' | 'REGIONAL';
  readonly description: string;
  /** AWS managed rule groups, in order, each with rules to count rather than block. */
  readonly managedRules: readonly { readonly name: string; readonly countOnly?: readonly string[] }[];
  readonly rateLimits: readonly RateLimit[];
}

/**
 * A WAF web ACL: AWS managed rule groups, then per-IP rate limits (a visitor over the limit
 * gets 429 Too Many Requests from WAF); everything else allowed. Every rule reports CloudWatch
 * metrics and keeps sampled requests.
 */
export class ShopWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: ShopWebAclProps) {
    super(scope, id);
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    let priority = 0;
    const rules: wafv2.CfnWebACL.RuleProperty[] = [
      ...props.managedRules.map((group) => ({
        name: group.name,
        priority: priority++,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name: group.name,
            ...(group.countOnly?.length ? { ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })) } : {}),
          },
        },
        visibilityConfig: visibility(group.name),
      })),
      ...props.rateLimits.map((rate) => ({
        name: rate.name,
        priority: priority++,
        action: { block: { customResponse: { responseCode: 429 } } },
        statement: {
          rateBasedStatement: {
            limit: rate.limit,
            evaluationWindowSec: rate.windowSeconds,
            aggregateKeyType: 'IP',
            ...(rate.match ? { scopeDownStatement: scopeDown(rate.match) } : {}),
          },
        },
        visibilityConfig: visibility(rate.name),
      })),
    ];
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: props.scope,
      description: props.description,
      defaultAction: { allow: {} },
      rules,
      visibilityConfig: visibility(id),
    });
  }
}

function scopeDown(match: NonNullable<RateLimit['match']>): wafv2.CfnWebACL.StatementProperty {
  const exactly = (fieldToMatch: wafv2.CfnWebACL.FieldToMatchProperty, searchString: string): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch,
      positionalConstraint: 'EXACTLY',
      searchString,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  if ('cognitoAction' in match) {
    return exactly({ singleHeader: { Name: 'x-amz-target' } }, `AWSCognitoIdentityProviderService.${match.cognitoAction}`);
  }
  return { andStatement: { statements: [exactly({ uriPath: {} }, match.path), exactly({ method: {} }, match.method)] } };
}
