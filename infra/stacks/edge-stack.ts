import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ShopWebAcl, type RateLimit } from '../constructs/web-acl.js';

/** CloudFront's web ACLs, certificates and metrics live in this region, whatever the shop's. */
export const EDGE_REGION = 'us-east-1';

/**
 * Per-visitor limits in front of the whole site. The routes that cost something per request get
 * their own: a checkout holds stock for 30 minutes and opens a Stripe session; a contact message
 * or a dealer application mails the workshop. Sign-up is Cognito's API, limited on the user
 * pool (AuthStack). Everything else shares a generous limit that only a script reaches.
 */
export const SITE_RATE_LIMITS: readonly RateLimit[] = [
  { name: 'CheckoutPerIp', limit: 20, windowSeconds: 300, match: { path: '/api/checkout', method: 'POST' } },
  { name: 'ContactPerIp', limit: 10, windowSeconds: 300, match: { path: '/api/contact', method: 'POST' } },
  { name: 'DealerApplicationsPerIp', limit: 10, windowSeconds: 300, match: { path: '/api/dealer-applications', method: 'POST' } },
  // A guest finding an order by number and e-mail (the withdrawal page): no room to guess.
  { name: 'GuestOrderLookupPerIp', limit: 20, windowSeconds: 300, match: { path: '/api/guest/orders/lookup', method: 'POST' } },
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

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.firewall = new ShopWebAcl(this, 'Firewall', {
      scope: 'CLOUDFRONT',
      description: `Shop site ${props.stage} - managed rules and per-visitor rate limits`,
      managedRules: SITE_MANAGED_RULES,
      rateLimits: SITE_RATE_LIMITS,
    });
    new CfnOutput(this, 'WebAclArn', { value: this.firewall.webAcl.attrArn });
  }
}
