import { CrossStackReferences, ReferenceStrength, type Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes.js';
import { ApiStack, type MailSettings } from './api-stack.js';
import { AuthStack, type SocialSignInSettings } from './auth-stack.js';
import { DataStack } from './data-stack.js';
import { WebStack } from './web-stack.js';

/** Everything that differs between copies of the shop (stages). */
export interface ShopSettings {
  /** `dev`, `prod`, or a personal copy (`cdk deploy -c stage=anna`): part of every stack name. */
  readonly stage: string;
  readonly shopName: string;
  /** The e-mail whose account becomes an admin on sign-up. */
  readonly bootstrapAdminEmail: string;
  /** Powertools log level of the functions. */
  readonly logLevel: string;
  /**
   * The site's public origin (`https://shop.example.com`), when known before deploying. It
   * scopes media-upload CORS and is the base of the sign-in callback URL, the checkout return
   * URLs and e-mail links; Google/Facebook sign-in and payments cannot work without it.
   */
  readonly siteUrl?: string;
  /** Prefix of the Cognito hosted-UI domain (globally unique per region). */
  readonly authDomainPrefix: string;
  readonly google?: SocialSignInSettings;
  readonly facebook?: SocialSignInSettings;
  /** functions/accounts/post-confirmation.ts, once it exists. */
  readonly postConfirmationEntry?: string;
  /** The built SPA (web/dist), once it exists. */
  readonly siteBuildDir?: string;
  /** The routes to serve. @default the route table of functions/routes.ts */
  readonly routes?: readonly RouteDefinition[];
  /** Secrets Manager secret with the Stripe keys (see ApiStackProps); without it no payments. */
  readonly stripeSecretName?: string;
  /** Sending e-mail through SES; without it e-mails stay in the table's outbox. */
  readonly mail?: MailSettings;
  /** Where contact messages and dealer applications go. */
  readonly workshopEmail?: string;
  /** Account and region; unset gives environment-agnostic stacks (offline synth). */
  readonly env?: Environment;
}

export interface ShopStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  readonly web: WebStack;
}

/**
 * Without a known site URL, media uploads are allowed from pages served by CloudFront: the
 * distribution's own host name is only known after it is created, in a stack deployed after
 * the bucket. CORS is not what protects the bucket (presigned policies are), so this only
 * decides which pages may read the upload responses.
 */
const UPLOADS_FROM_ANY_CLOUDFRONT_SITE = 'https://*.cloudfront.net';

/**
 * The four stacks of one copy of the shop, named `Shop-<stage>-<Part>`. `scope` is an app (or
 * stage) that holds nothing yet: the cross-stack reference setting must precede its children.
 */
export function addShopStacks(scope: Construct, settings: ShopSettings): ShopStacks {
  const { stage, shopName, env } = settings;
  // Stacks read each other's outputs (Fn::GetStackOutput) rather than CloudFormation exports:
  // an export in use can be neither changed nor removed, so replacing, say, the app client
  // would need a two-step deploy. Deploy order still follows the references.
  CrossStackReferences.of(scope).consume(ReferenceStrength.WEAK);
  const name = (part: string) => `Shop-${stage}-${part}`;
  const stackProps = (part: string, description: string) => ({
    env,
    stackName: name(part),
    description: `${shopName} (${stage}): ${description}`,
  });

  const data = new DataStack(scope, name('Data'), {
    ...stackProps('Data', 'table and media bucket (stateful, retained)'),
    uploadOrigins: [settings.siteUrl ?? UPLOADS_FROM_ANY_CLOUDFRONT_SITE],
    stage,
  });

  const auth = new AuthStack(scope, name('Auth'), {
    ...stackProps('Auth', 'Cognito user pool, groups and SPA client'),
    shopName,
    siteUrl: settings.siteUrl,
    hostedUiDomainPrefix: settings.authDomainPrefix,
    google: settings.google,
    facebook: settings.facebook,
    postConfirmation: settings.postConfirmationEntry
      ? { entry: settings.postConfirmationEntry, bootstrapAdminEmail: settings.bootstrapAdminEmail }
      : undefined,
  });

  const api = new ApiStack(scope, name('Api'), {
    ...stackProps('Api', 'HTTP API and domain functions'),
    stage,
    shopName,
    logLevel: settings.logLevel,
    table: data.table,
    mediaBucket: data.mediaBucket,
    users: auth.users,
    siteUrl: settings.siteUrl,
    routes: settings.routes,
    stripeSecretName: settings.stripeSecretName,
    mail: settings.mail,
    workshopEmail: settings.workshopEmail,
  });

  const web = new WebStack(scope, name('Web'), {
    ...stackProps('Web', 'CloudFront distribution and the SPA'),
    stage,
    shopName,
    apiDomainName: api.httpApi.domainName,
    mediaBucket: data.mediaBucket,
    userPoolId: auth.users.userPool.userPoolId,
    userPoolClientId: auth.users.client.userPoolClientId,
    oauthDomain: auth.users.oauthDomain,
    siteBuildDir: settings.siteBuildDir,
  });

  return { data, auth, api, web };
}
