import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { MFA_CLAIM } from '../core/caller.js';

/**
 * Cognito pre-token-generation trigger: tells the API, in the ID token, that the account signs
 * in with a second factor (`shop_mfa: "totp"`), so admin routes can require one
 * (functions/core/caller.ts).
 *
 * Why a claim of our own: Cognito's tokens do not say how the user signed in, except the newer
 * `amr` claim, which AWS documents as rolling out gradually (the API accepts it too). With the
 * pool's MFA "optional", Cognito asks every user who has TOTP enabled for a code at each
 * password sign-in, so "TOTP is enabled" at the moment a token is issued means the session was
 * opened with the code (or, right after setup, by someone who just proved they hold the
 * authenticator). The trigger runs at sign-in and at every token refresh, so turning TOTP off
 * drops the claim within the ID token's hour. Federated users (Google, Facebook) get no claim:
 * Cognito asks them for no code.
 *
 * It reads no settings (not core/config.ts): the pool id comes in the event. On the local stack
 * cognito-local invokes it through the dev server, which passes a client of cognito-local.
 */
export const SECOND_FACTOR_TOTP = 'totp';

let client: CognitoIdentityProviderClient | undefined;
function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({});
  return client;
}

/** The user's attributes as Cognito sends them (a map; cognito-local sends a list). */
function attributesOf(event: PreTokenGenerationTriggerEvent): Record<string, string> {
  const raw: unknown = event.request.userAttributes;
  if (Array.isArray(raw)) return Object.fromEntries((raw as { Name: string; Value?: string }[]).map((a) => [a.Name, a.Value ?? '']));
  return (raw ?? {}) as Record<string, string>;
}

export function handler(event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> {
  return markSecondFactor(event, cognito());
}

/** The trigger's work, with the pool's client given (the local server passes cognito-local's). */
export async function markSecondFactor(event: PreTokenGenerationTriggerEvent, client: CognitoIdentityProviderClient): Promise<PreTokenGenerationTriggerEvent> {
  const federated = Boolean(attributesOf(event).identities);
  let secondFactor = false;
  if (!federated) {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
    secondFactor = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  }
  event.response = {
    claimsOverrideDetails: secondFactor ? { claimsToAddOrOverride: { [MFA_CLAIM]: SECOND_FACTOR_TOTP } } : {},
  };
  return event;
}
