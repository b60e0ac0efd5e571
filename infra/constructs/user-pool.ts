import { Aws, Duration, Fn, RemovalPolicy, Stack, Validations, type SecretValue } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { Access } from '../../functions/routes.js';

/**
 * The Cognito groups that carry roles. They are the only source of the `dealer` and `admin`
 * access levels of the route table, hence the type check against `Access`.
 */
export const roleGroups = ['admin', 'dealer'] as const satisfies readonly Access[];
export type RoleGroup = (typeof roleGroups)[number];

/** Where the hosted UI sends the browser back after Google or Facebook sign-in. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

export interface SocialProvider {
  /** The public id of the shop's app at the provider (Google client id, Facebook app id). */
  readonly clientId: string;
  /** The app's secret, as a reference resolved at deploy time (Secrets Manager / SSM). */
  readonly clientSecret: SecretValue;
}

export interface ShopUserPoolProps {
  /** The site's public origin (`https://shop.example.com`); needed only for social sign-in. */
  readonly siteUrl?: string;
  /**
   * Prefix of the hosted-UI domain `<prefix>.auth.<region>.amazoncognito.com`, chosen by hand.
   * @default {@link uniqueHostedUiDomainPrefix} of `hostedUiDomainBase`: one no other account has
   */
  readonly hostedUiDomainPrefix?: string;
  /** The readable part of the default prefix: {@link hostedUiDomainBase}(shop name, stage). */
  readonly hostedUiDomainBase: string;
  readonly google?: SocialProvider;
  readonly facebook?: SocialProvider;
  /** Runs after a user confirms sign-up (puts the bootstrap admin in `admin`). */
  readonly postConfirmation?: lambda.IFunction;
  /** The CustomMessage trigger: Polish verification and reset e-mails with one-click links. */
  readonly customMessage?: lambda.IFunction;
  /** Adds the second-factor claim to ID tokens (functions/accounts/pre-token-generation.ts). */
  readonly preTokenGeneration?: lambda.IFunction;
  /** Refuses self sign-ups that did not come through the shop's API (functions/accounts/pre-sign-up.ts). */
  readonly preSignUp?: lambda.IFunction;
  /** Cognito's e-mails through SES rather than its own sender (a few dozen a day). */
  readonly mail?: CognitoMail;
}

/** How Cognito sends its e-mails through SES. */
export interface CognitoMail {
  /** The verified SES identity: a domain (`chopperworks.pl`) or an address. */
  readonly sesIdentity: string;
  /** The From header: `Chopper Works <sklep@chopperworks.pl>`. */
  readonly from: string;
  /** The SES configuration set (bounce and complaint handling, OpsStack). */
  readonly configurationSet?: string;
}

/**
 * The shop's users: a Cognito user pool with e-mail sign-in and self sign-up, the role groups,
 * and the app client the SPA signs in with (SRP, no secret: a browser cannot keep one).
 *
 * Google and Facebook sign-in need Cognito's hosted UI, so the hosted-UI domain and the OAuth
 * settings exist only when at least one provider is configured; otherwise OAuth is switched off
 * on the client, so no stray callback URL is accepted.
 *
 * Stateful: deleting the pool deletes every account, so it is retained and deletion-protected.
 */
export class ShopUserPool extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** The `iss` claim of the pool's tokens: what the API's JWT authorizer trusts. */
  readonly issuer: string;
  /** The hosted-UI host name (no scheme), when social sign-in is configured. */
  readonly oauthDomain?: string;

  constructor(scope: Construct, id: string, props: ShopUserPoolProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed e-mail counts only once the user has confirmed it.
      keepOriginal: { email: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      // Only the e-mail is required: Cognito can never relax a required attribute, and social
      // sign-in does not always bring the others. Forms require what they need (zod).
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
        address: { required: false, mutable: true },
      },
      customAttributes: {
        // custom:company_name, the name the API and the local pool use.
        company_name: new cognito.StringAttribute({ minLen: 0, maxLen: 256, mutable: true }),
      },
      // An authenticator app (TOTP) as second factor: optional for customers; required for
      // administrators by the API (functions/core/caller.ts), as Cognito cannot require it per group.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      ...(props.mail ? { email: sesEmail(props.mail, stack.region) } : {}),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lambdaTriggers: {
        ...(props.postConfirmation ? { postConfirmation: props.postConfirmation } : {}),
        ...(props.customMessage ? { customMessage: props.customMessage } : {}),
        ...(props.preTokenGeneration ? { preTokenGeneration: props.preTokenGeneration } : {}),
        ...(props.preSignUp ? { preSignUp: props.preSignUp } : {}),
      },
    });
    this.issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;

    roleGroups.forEach((groupName, precedence) => {
      new cognito.UserPoolGroup(this, `Group-${groupName}`, { userPool: this.userPool, groupName, precedence });
    });

    if (props.postConfirmation) this.allowTrigger(props.postConfirmation, 'PostConfirmationAssignsGroups', 'cognito-idp:AdminAddUserToGroup');
    if (props.preTokenGeneration) this.allowTrigger(props.preTokenGeneration, 'PreTokenGenerationReadsMfa', 'cognito-idp:AdminGetUser');

    const providers = this.addSocialProviders(props);
    if (providers.length > 0) {
      if (!props.siteUrl) {
        throw new Error('Google/Facebook sign-in needs the site URL for its callback: set context siteUrl.');
      }
      const domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: { domainPrefix: props.hostedUiDomainPrefix ?? uniqueHostedUiDomainPrefix(props.hostedUiDomainBase) },
      });
      this.oauthDomain = `${domain.domainName}.auth.${stack.region}.amazoncognito.com`;
    }

    // What a signed-in user may read and change about themselves: profile fields only. Roles are
    // group memberships, which no client can write.
    const profile = { fullname: true, phoneNumber: true, address: true, email: true };
    const custom = ['company_name'];

    this.client = this.userPool.addClient('SpaClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // The spec's session: a refresh token valid for 30 days.
      refreshTokenValidity: Duration.days(30),
      readAttributes: new cognito.ClientAttributes()
        .withStandardAttributes({ ...profile, emailVerified: true })
        .withCustomAttributes(...custom),
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes(profile).withCustomAttributes(...custom),
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO, ...providers.map((p) => p.kind)],
      ...(providers.length > 0 && props.siteUrl
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              callbackUrls: [new URL(AUTH_CALLBACK_PATH, props.siteUrl).href],
              logoutUrls: [new URL('/', props.siteUrl).href],
            },
          }
        : { disableOAuth: true }),
    });
    // The client must not be created before the providers it names exist.
    providers.forEach((p) => this.client.node.addDependency(p.provider));

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA (TOTP) is optional for customers, who would otherwise be turned away at the till, and required for administrators: Cognito cannot require it for one group, so the API refuses admin routes to tokens without the second-factor claim (functions/core/caller.ts).',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        "Threat protection needs the Plus plan, billed per monthly active user; instead the pool's regional WAF web ACL (AuthStack) limits sign-ups and sign-ins per IP and drops known bad IPs.",
    });
  }

  private addSocialProviders(props: ShopUserPoolProps) {
    const providers: { kind: cognito.UserPoolClientIdentityProvider; provider: Construct }[] = [];
    if (props.google) {
      const provider = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.google.clientId,
        clientSecretValue: props.google.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: cognito.ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          fullname: cognito.ProviderAttribute.GOOGLE_NAME,
        },
      });
      providers.push({ kind: cognito.UserPoolClientIdentityProvider.GOOGLE, provider });
    }
    if (props.facebook) {
      const provider = new cognito.UserPoolIdentityProviderFacebook(this, 'Facebook', {
        userPool: this.userPool,
        clientId: props.facebook.clientId,
        // This property takes only a string. Unwrapping a Secrets Manager/SSM reference yields
        // the `{{resolve:…}}` placeholder CloudFormation resolves at deploy time, not the secret.
        clientSecret: props.facebook.clientSecret.unsafeUnwrap(),
        scopes: ['public_profile', 'email'],
        attributeMapping: {
          email: cognito.ProviderAttribute.FACEBOOK_EMAIL,
          fullname: cognito.ProviderAttribute.FACEBOOK_NAME,
        },
      });
      providers.push({ kind: cognito.UserPoolClientIdentityProvider.FACEBOOK, provider });
    }
    return providers;
  }

  /**
   * Lets a trigger act on the pool (put users in groups, read their MFA settings). A plain
   * `userPool.grant()` would create a cycle (the pool names the trigger, the trigger's default
   * policy names the pool), so the statement goes in a policy of its own, which the function
   * does not wait for.
   */
  private allowTrigger(trigger: lambda.IFunction, id: string, action: string): void {
    if (!trigger.role) return;
    const policy = new iam.Policy(this, id, {
      statements: [new iam.PolicyStatement({ actions: [action], resources: [this.userPool.userPoolArn] })],
    });
    trigger.role.attachInlinePolicy(policy);
  }
}

/** Cognito's e-mail settings for SES, from the shop's mail identity and From header. */
function sesEmail(mail: CognitoMail, region: string): cognito.UserPoolEmail {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mail.from);
  const fromEmail = match ? match[2]! : mail.from.trim();
  const fromName = match?.[1] || undefined;
  return cognito.UserPoolEmail.withSES({
    fromEmail,
    ...(fromName ? { fromName } : {}),
    ...(mail.sesIdentity.includes('@') ? {} : { sesVerifiedDomain: mail.sesIdentity }),
    sesRegion: region,
    ...(mail.configurationSet ? { configurationSetName: mail.configurationSet } : {}),
  });
}

/** Cognito's rules for a domain prefix: lower-case letters, digits and hyphens, at most 63, no "aws", "amazon" or "cognito". */
const DOMAIN_PREFIX_MAX = 63;
/** The stack-unique tail {@link uniqueHostedUiDomainPrefix} adds: a hyphen and 12 hex digits. */
const UNIQUE_TAIL_LENGTH = 13;

/** The readable part of a hosted-UI prefix: `chopper-works-dev`, cut to leave room for the unique tail. */
export function hostedUiDomainBase(shopName: string, stage: string): string {
  return `${shopName}-${stage}`
    .toLowerCase()
    .replace(/aws|amazon|cognito/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, DOMAIN_PREFIX_MAX - UNIQUE_TAIL_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/**
 * A hosted-UI prefix no other AWS account can hold: prefixes are one namespace per region across
 * all accounts, so `chopper-works-dev` alone could be taken by anyone (then the deploy fails).
 * The tail is the last 12 hex digits of the stack's id, a UUID CloudFormation gives the stack
 * when it is created (`arn:…:stack/<name>/<uuid>`), resolved at deploy time: random, so another
 * account cannot foresee it, and stable for the life of the stack, so the social providers'
 * redirect URI stays the same across deploys. No account id appears in the public URL.
 * (A hash of the account id would need the account at synth time, which an offline synth lacks.)
 */
export function uniqueHostedUiDomainPrefix(base: string): string {
  const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
  return Fn.join('-', [base, Fn.select(4, Fn.split('-', stackUuid))]);
}
