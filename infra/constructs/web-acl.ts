import { ArnFormat, Names, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ACCESS_LOG_RETENTION_DAYS } from './access-logs.js';

/** WAF logs only to destinations whose names begin with this. */
export const WAF_LOG_GROUP_PREFIX = 'aws-waf-logs-';

/**
 * Headers kept out of the WAF's logs: a signed-in visitor's tokens (the API's bearer token) and
 * cookies are credentials, and a log reader needs neither.
 */
export const WAF_REDACTED_HEADERS = ['authorization', 'cookie'] as const;

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

/**
 * Requests to a path that must carry a token from AWS WAF's JavaScript integration (the page
 * that sends them loads it): without a valid one WAF answers with its challenge (HTTP 202, an
 * interstitial a browser solves and a script does not) and the request goes no further.
 */
export interface ChallengedPath {
  /** Rule name (metric name too). */
  readonly name: string;
  readonly path: string;
  readonly method: string;
  /** How long a solved challenge's token is accepted, in seconds (WAF's default is 300). */
  readonly immunitySeconds: number;
}

export interface ShopWebAclProps {
  /** CLOUDFRONT (created in us-east-1) or REGIONAL (a Cognito user pool). */
  readonly scope: 'CLOUDFRONT' | 'REGIONAL';
  readonly description: string;
  /** AWS managed rule groups, in order, each with rules to count rather than block. */
  readonly managedRules: readonly { readonly name: string; readonly countOnly?: readonly string[] }[];
  readonly rateLimits: readonly RateLimit[];
  /** Paths whose requests must carry a challenge token (after the rate limits). */
  readonly challenges?: readonly ChallengedPath[];
}

/**
 * A WAF web ACL: AWS managed rule groups, then per-IP rate limits (a visitor over the limit
 * gets 429 Too Many Requests from WAF), then the challenged paths; everything else allowed. Every rule reports CloudWatch
 * metrics and keeps sampled requests, and every request is logged to a log group of its own
 * (`aws-waf-logs-<stack>-<construct>`, in the web ACL's region), kept {@link ACCESS_LOG_RETENTION_DAYS}.
 */
export class ShopWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The log group every request is logged to. */
  readonly logGroup: logs.LogGroup;
  /** Its name, known at synth (the dashboard's log queries name it). */
  readonly logGroupName: string;

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
      ...(props.challenges ?? []).map((challenge) => ({
        name: challenge.name,
        priority: priority++,
        action: { challenge: {} },
        challengeConfig: { immunityTimeProperty: { immunityTime: challenge.immunitySeconds } },
        statement: scopeDown({ path: challenge.path, method: challenge.method }),
        visibilityConfig: visibility(challenge.name),
      })),
    ];
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: props.scope,
      description: props.description,
      defaultAction: { allow: {} },
      rules,
      visibilityConfig: visibility(id),
    });
    // The name comes from the construct's path (stack name included): each stage's ACLs log apart.
    this.logGroupName = `${WAF_LOG_GROUP_PREFIX}${Names.uniqueResourceName(this, { maxLength: 200, separator: '-' })}`;
    this.logGroup = this.logRequests();
  }

  /**
   * Logs every request the web ACL sees to {@link logGroupName}. The group goes with its stack
   * (its logs expire anyway). WAF adds the log group's resource policy for its delivery itself.
   */
  private logRequests(): logs.LogGroup {
    const stack = Stack.of(this);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: this.logGroupName,
      retention: ACCESS_LOG_RETENTION_DAYS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group's ARN without the `:*` that CDK's logGroupArn ends with.
      logDestinationConfigs: [stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: this.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      redactedFields: WAF_REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } })),
    });
    logging.node.addDependency(logGroup);
    return logGroup;
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
