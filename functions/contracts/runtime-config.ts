import { z } from 'zod';

/**
 * What the SPA reads from `/config.json` at start, so one build runs in every stage.
 * Written at deploy by the web stack; served by the local dev server.
 */
export const runtimeConfigSchema = z.object({
  stage: z.string(),
  shopName: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only on the local stack: cognito-local's endpoint (proxied on the same origin). */
  userPoolEndpoint: z.string().optional(),
  /** SRP in AWS; cognito-local lacks SRP, so USER_PASSWORD_AUTH locally. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Hosted-UI domain for Google/Facebook sign-in; absent where social sign-in is unavailable. */
  oauthDomain: z.string().optional(),
  apiBase: z.string(),
  mediaBase: z.string(),
  /** Admin routes need a sign-in with a second factor (TOTP); the admin area explains how to set it up. */
  adminMfaRequired: z.boolean().optional(),
  /**
   * InPost's Geowidget (the parcel locker map in checkout): its public token and which InPost it
   * talks to. Absent: the picker shows the shop's own list and map (CDK context
   * `inpostGeowidgetToken`, `inpostEnvironment`).
   */
  inpostGeowidgetToken: z.string().optional(),
  inpostEnvironment: z.enum(['sandbox', 'production']).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
