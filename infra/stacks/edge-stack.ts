import { CfnOutput, Fn, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { ShopWebAcl, type ChallengedPath, type RateLimit } from '../constructs/web-acl.js';

/** CloudFront's web ACLs, certificates and metrics live in this region, whatever the shop's. */
export const EDGE_REGION = 'us-east-1';

/** The construct id CDK gives the function behind every AwsCustomResource of a stack. */
const AWS_CUSTOM_RESOURCE_FUNCTION_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

/** The shop's sign-up route (functions/routes.ts): the only way to create an account. */
export const SIGN_UP_PATH = '/api/auth/sign-up';

/**
 * Sign-up must prove a browser: the register page loads WAF's JavaScript integration, which
 * solves the challenge and keeps the token in a cookie; a script posting to the route gets the
 * challenge instead (the user pool refuses sign-ups that bypass the route, pre-sign-up.ts). Ten
 * minutes covers filling the form after the page loaded the token.
 */
export const SITE_CHALLENGES: readonly ChallengedPath[] = [{ name: 'SignUpChallenge', path: SIGN_UP_PATH, method: 'POST', immunitySeconds: 600 }];

/**
 * Per-visitor limits in front of the whole site. The routes that cost something per request get
 * their own: a checkout holds stock for 30 minutes and opens a Stripe session; a contact message
 * or a dealer application mails the workshop; a sign-up e-mails a code (Cognito's own sender
 * allows about 50 a day, for everyone). Everything else shares a generous limit that only a
 * script reaches.
 */
export const SITE_RATE_LIMITS: readonly RateLimit[] = [
  { name: 'CheckoutPerIp', limit: 20, windowSeconds: 300, match: { path: '/api/checkout', method: 'POST' } },
  { name: 'ContactPerIp', limit: 10, windowSeconds: 300, match: { path: '/api/contact', method: 'POST' } },
  { name: 'DealerApplicationsPerIp', limit: 10, windowSeconds: 300, match: { path: '/api/dealer-applications', method: 'POST' } },
  // A guest finding an order by number and e-mail (the withdrawal page): no room to guess.
  { name: 'GuestOrderLookupPerIp', limit: 20, windowSeconds: 300, match: { path: '/api/guest/orders/lookup', method: 'POST' } },
  // WAF's smallest limit: a family signing up from one address fits, a bot run does not.
  { name: 'SignUpPerIp', limit: 10, windowSeconds: 300, match: { path: SIGN_UP_PATH, method: 'POST' } },
  { name: 'EverythingPerIp', limit: 3000, windowSeconds: 300 },
];

/**
 * AWS managed rule groups on every request: the common rule set (OWASP-style injections, bad
 * bots' signatures), known bad inputs (Log4Shell, path traversal…) and Amazon's IP reputation
 * list. The common set's 8 KB body limit only counts: the API refuses bodies over 64 KB itself
 * (MAX_BODY_BYTES) with a clear error, and an admin's long product description is no attack.
 */
export const SITE_MANAGED_RULES = [
  { name: 'AWSManagedRulesAmazonIpReputationList' },
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet' },
] as const;

export interface EdgeStackProps extends StackProps {
  readonly stage: string;
}

/** The site's WAF web ACL, in us-east-1 as CloudFront requires; deployed before the web stack. */
export class EdgeStack extends Stack {
  readonly firewall: ShopWebAcl;
  /** The URL of the web ACL's JavaScript integration (`…/challenge.js`), known after its creation. */
  readonly challengeScriptUrl: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.firewall = new ShopWebAcl(this, 'Firewall', {
      scope: 'CLOUDFRONT',
      description: `Shop site ${props.stage} - managed rules and per-visitor rate limits`,
      managedRules: SITE_MANAGED_RULES,
      rateLimits: SITE_RATE_LIMITS,
      challenges: SITE_CHALLENGES,
    });
    new CfnOutput(this, 'WebAclArn', { value: this.firewall.webAcl.attrArn });
    this.challengeScriptUrl = this.readChallengeScriptUrl();
    new CfnOutput(this, 'ChallengeScriptUrl', { value: this.challengeScriptUrl });
  }

  /**
   * CloudFormation has no attribute for the web ACL's integration URL: WAF's GetWebACL answers
   * it (ApplicationIntegrationURL), read at deploy by a custom resource. Its Ref is
   * `name|id|scope`.
   */
  private readChallengeScriptUrl(): string {
    const webAcl = this.firewall.webAcl;
    const [name, id] = [Fn.select(0, Fn.split('|', webAcl.ref)), webAcl.attrId];
    const getWebAcl: cr.AwsSdkCall = {
      service: 'WAFV2',
      action: 'GetWebACL',
      parameters: { Name: name, Id: id, Scope: 'CLOUDFRONT' },
      physicalResourceId: cr.PhysicalResourceId.of(id),
      // The whole web ACL is larger than a custom resource may answer: only the URL.
      outputPaths: ['ApplicationIntegrationURL'],
    };
    const reader = new cr.AwsCustomResource(this, 'ChallengeScript', {
      onCreate: getWebAcl,
      onUpdate: getWebAcl,
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [webAcl.attrArn] }),
      installLatestAwsSdk: false,
    });
    // CDK's one function for every AwsCustomResource of the stack: it runs once per deploy.
    const provider = this.node.children.find((child) => child.node.id.startsWith(AWS_CUSTOM_RESOURCE_FUNCTION_ID))!;
    const ack = (id: string, reason: string) => Validations.of(provider).acknowledge({ id, reason });
    ack('AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', "CDK's AwsCustomResource function (reads the web ACL's integration URL at deploy) writes its logs with the basic execution role.");
    ack('Serverless-LambdaDefaultMemorySize', 'One SDK call at deploy: the default memory is plenty.');
    ack('Serverless-LambdaDLQ', 'Invoked synchronously by CloudFormation, which fails the deploy when it fails.');
    ack('Serverless-LambdaTracing', 'One SDK call at deploy: CloudFormation shows its failure; nothing to trace.');
    return reader.getResponseField('ApplicationIntegrationURL');
  }
}
