import { CfnOutput, SecretValue, Stack, Validations, type CfnResource, type StackProps } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';
import { ShopFunction } from '../constructs/shop-function.js';
import { ShopUserPool, type CognitoMail, type RoleGroup } from '../constructs/user-pool.js';
import { ShopWebAcl, type RateLimit } from '../constructs/web-acl.js';

/** The user pool's logical id, fixed forever: a new pool would mean every account is gone. */
export const USER_POOL_LOGICAL_ID = 'ShopUserPool';

/** A social sign-in provider: its public id, and the name of the secret holding its secret. */
export interface SocialSignInSettings {
  readonly clientId: string;
  /** Name of a Secrets Manager secret (plain string) with the provider's client/app secret. */
  readonly secretName: string;
}

export interface AuthStackProps extends StackProps {
  /** The site's public origin; required when Google or Facebook sign-in is configured. */
  readonly siteUrl?: string;
  /** Named in the e-mails Cognito sends. */
  readonly shopName?: string;
  /** The hosted-UI domain prefix chosen by hand. @default one no other account has (user-pool.ts) */
  readonly hostedUiDomainPrefix?: string;
  /** The readable part of the default prefix (hostedUiDomainBase of the shop's name and stage). */
  readonly hostedUiDomainBase: string;
  readonly google?: SocialSignInSettings;
  readonly facebook?: SocialSignInSettings;
  /**
   * The post-confirmation trigger (accounts domain), when it exists: it puts the user with the
   * bootstrap admin e-mail in the `admin` group.
   */
  readonly postConfirmation?: { readonly entry: string; readonly bootstrapAdminEmail: string };
  /** Cognito's e-mails through SES (verification and reset codes); none: Cognito's own sender. */
  readonly mail?: CognitoMail;
}

/**
 * Per-IP limits on the pool's public API (the SPA signs in with Cognito directly, not through
 * CloudFront): sign-in and code requests are the brute-forcers' target. Sign-up goes through the
 * shop's API, challenged and limited by the site's WAF (EdgeStack); the PreSignUp trigger refuses
 * a direct one, and this limit keeps a script from calling the trigger in a loop.
 */
export const COGNITO_RATE_LIMITS: readonly RateLimit[] = [
  { name: 'SignUpPerIp', limit: 10, windowSeconds: 300, match: { cognitoAction: 'SignUp' } },
  { name: 'SignInPerIp', limit: 100, windowSeconds: 300, match: { cognitoAction: 'InitiateAuth' } },
  { name: 'PasswordResetPerIp', limit: 10, windowSeconds: 300, match: { cognitoAction: 'ForgotPassword' } },
  { name: 'CodeResendPerIp', limit: 10, windowSeconds: 300, match: { cognitoAction: 'ResendConfirmationCode' } },
];

/** Who the users are: the Cognito user pool, its groups and the SPA's app client. */
export class AuthStack extends Stack {
  readonly users: ShopUserPool;
  /** The user pool's web ACL (its logs are on the dashboard). */
  readonly firewall: ShopWebAcl;
  /**
   * The key the shop's API adds to every SignUp (`{"value"}`), which the PreSignUp trigger
   * requires: sign-ups reach the pool only through the API and its WAF challenge.
   */
  readonly signUpKey: secretsmanager.Secret;

  /**
   * The pool's trigger functions by construct id (every function of this stack is one), for the
   * alarms and the dashboard: found rather than listed, so a trigger added later is watched too.
   */
  triggerFunctions(): ReadonlyMap<string, ShopFunction> {
    return new Map(this.node.children.filter((child): child is ShopFunction => child instanceof ShopFunction).map((fn) => [fn.node.id, fn]));
  }

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    const secret = (settings: SocialSignInSettings) => ({
      clientId: settings.clientId,
      clientSecret: SecretValue.secretsManager(settings.secretName),
    });

    // The trigger gets no table or pool settings: the pool id arrives in the event, and naming
    // the pool here would make the pool and its own trigger depend on each other.
    const postConfirmation =
      props.postConfirmation &&
      new ShopFunction(this, 'PostConfirmation', {
        entry: props.postConfirmation.entry,
        description: 'Cognito post-confirmation trigger: puts the bootstrap admin in the admin group',
        environment: {
          BOOTSTRAP_ADMIN_EMAIL: props.postConfirmation.bootstrapAdminEmail,
          ADMIN_GROUP: 'admin' satisfies RoleGroup,
        },
      });

    const customMessage = new ShopFunction(this, 'CustomMessage', {
      entry: fileURLToPath(new URL('../../functions/accounts/custom-message.ts', import.meta.url)),
      description: 'Cognito CustomMessage trigger: Polish verification and password-reset e-mails',
      environment: { SITE_URL: props.siteUrl ?? '', SHOP_NAME: props.shopName ?? 'Chopper Works' },
    });

    const preTokenGeneration = new ShopFunction(this, 'PreTokenGeneration', {
      entry: fileURLToPath(new URL('../../functions/accounts/pre-token-generation.ts', import.meta.url)),
      description: 'Cognito pre-token-generation trigger: marks ID tokens of accounts that sign in with a second factor',
    });

    this.signUpKey = new secretsmanager.Secret(this, 'SignUpKey', {
      description: 'The key the shop API adds to Cognito SignUp calls; the PreSignUp trigger refuses sign-ups without it',
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'value', excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(this.signUpKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Read only by the API\'s accounts function and the PreSignUp trigger, at run time (cached 5 minutes). A leaked key lets a script skip the sign-up challenge, not into any account; it is changed by putting a new value (both readers pick it up within minutes, a sign-up in between is refused once).',
    });
    // The key by ARN at run time (functions/accounts/sign-up-key.ts): the pool names the trigger,
    // the trigger the secret, and nothing names the pool.
    const preSignUp = new ShopFunction(this, 'PreSignUp', {
      entry: fileURLToPath(new URL('../../functions/accounts/pre-sign-up.ts', import.meta.url)),
      description: 'Cognito pre-sign-up trigger: refuses self sign-ups that did not come through the shop API',
      environment: { SIGN_UP_KEY_SECRET_ARN: this.signUpKey.secretArn },
    });
    this.signUpKey.grantRead(preSignUp);

    this.users = new ShopUserPool(this, 'Users', {
      siteUrl: props.siteUrl,
      ...(props.hostedUiDomainPrefix ? { hostedUiDomainPrefix: props.hostedUiDomainPrefix } : {}),
      hostedUiDomainBase: props.hostedUiDomainBase,
      google: props.google && secret(props.google),
      facebook: props.facebook && secret(props.facebook),
      postConfirmation,
      customMessage,
      preTokenGeneration,
      preSignUp,
      mail: props.mail,
    });
    (this.users.userPool.node.defaultChild as CfnResource).overrideLogicalId(USER_POOL_LOGICAL_ID);

    this.firewall = new ShopWebAcl(this, 'Firewall', {
      scope: 'REGIONAL',
      description: 'Shop user pool API - known bad IPs dropped, sign-up and sign-in limited per IP',
      managedRules: [{ name: 'AWSManagedRulesAmazonIpReputationList' }],
      rateLimits: COGNITO_RATE_LIMITS,
    });
    new wafv2.CfnWebACLAssociation(this, 'FirewallOnUserPool', {
      resourceArn: this.users.userPool.userPoolArn,
      webAclArn: this.firewall.webAcl.attrArn,
    });

    new CfnOutput(this, 'UserPoolId', { value: this.users.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.users.client.userPoolClientId });
  }
}
