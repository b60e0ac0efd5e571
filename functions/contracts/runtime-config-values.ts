/**
 * What the SPA reads from `/config.json` at start, so one build runs in every stage; written at
 * deploy by the web stack, served by the local dev server. Zod-free: the web checks it in its
 * first load (lib/runtime-config.ts), where zod would weigh more than the app's own code; the
 * zod schema (./runtime-config.ts) is built from the same keys.
 */
export const runtimeConfigRequiredKeys = ['stage', 'shopName', 'region', 'userPoolId', 'userPoolClientId', 'apiBase', 'mediaBase'] as const;
/**
 * `userPoolEndpoint`: only on the local stack, cognito-local's endpoint (proxied on the same origin).
 * `oauthDomain`: the hosted-UI domain for Google/Facebook sign-in; absent where social sign-in is unavailable.
 * `inpostGeowidgetToken`: InPost's Geowidget (the parcel locker map in checkout), its public token;
 * absent: the picker shows the shop's own list and map (CDK context `inpostGeowidgetToken`).
 */
export const runtimeConfigOptionalKeys = ['userPoolEndpoint', 'oauthDomain', 'inpostGeowidgetToken'] as const;
/** Which InPost the Geowidget talks to (CDK context `inpostEnvironment`). */
export const inpostEnvironments = ['sandbox', 'production'] as const;
/** SRP in AWS; cognito-local lacks SRP, so USER_PASSWORD_AUTH locally. */
export const authFlowTypes = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;

export type RuntimeConfig = { [K in (typeof runtimeConfigRequiredKeys)[number]]: string } & {
  [K in (typeof runtimeConfigOptionalKeys)[number]]?: string;
} & {
  authFlowType: (typeof authFlowTypes)[number];
  /** Admin routes need a sign-in with a second factor (TOTP); the admin area explains how to set it up. */
  adminMfaRequired?: boolean;
  inpostEnvironment?: (typeof inpostEnvironments)[number];
  /**
   * The site WAF's JavaScript integration (`…/challenge.js`), which the sign-up loads to answer
   * the WAF's challenge (web/src/lib/auth/waf-challenge.ts, which checks it itself: not in
   * {@link runtimeConfigOptionalKeys}, so the first load's check does not grow). Absent locally.
   */
  wafChallengeScript?: string;
};
