import { timingSafeEqual } from 'node:crypto';
import { jsonSecret } from '../core/secrets.js';

/**
 * Sign-up goes through the shop's API (`POST /api/auth/sign-up`), behind CloudFront's WAF and
 * its challenge, never straight to Cognito: Cognito's SignUp is a public API any script can call
 * with the SPA's app client id, and each call e-mails a code (Cognito's own sender allows about
 * 50 a day). The API passes this key in the SignUp request's ClientMetadata, and the pool's
 * PreSignUp trigger (pre-sign-up.ts) refuses a self sign-up without it.
 *
 * Where the key is: SIGN_UP_KEY_SECRET_ARN in AWS (the auth stack's `SignUpKey` secret,
 * `{"value"}`, read at run time and cached like every secret), SIGN_UP_KEY locally (a random
 * value per start of the local stack). Read from the environment rather than core/config.ts:
 * the trigger has no table or bucket settings.
 */
export const SIGN_UP_KEY_METADATA = 'signUpKey';

export async function signUpKey(): Promise<string | undefined> {
  if (process.env.SIGN_UP_KEY) return process.env.SIGN_UP_KEY;
  const arn = process.env.SIGN_UP_KEY_SECRET_ARN;
  if (!arn) return undefined;
  const { value } = await jsonSecret<{ value?: string }>(arn);
  return typeof value === 'string' && value ? value : undefined;
}

/** Whether the ClientMetadata of a SignUp carries the key (compared in constant time). */
export async function carriesSignUpKey(clientMetadata: Record<string, string> | undefined): Promise<boolean> {
  const given = clientMetadata?.[SIGN_UP_KEY_METADATA];
  const expected = await signUpKey();
  if (!given || !expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
