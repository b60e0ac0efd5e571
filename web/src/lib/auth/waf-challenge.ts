/**
 * The site WAF's challenge on sign-up (infra/stacks/edge-stack.ts): POST /api/auth/sign-up passes
 * only with a token from AWS WAF's JavaScript integration. Its script (`wafChallengeScript` in
 * /config.json) is loaded when the register page opens (through the auth chunk, amplify.ts), so
 * it weighs nothing on any other page; it proves the browser is one (a small proof of work) and keeps the token in
 * the `aws-waf-token` cookie of this site, which the same-origin request carries. Locally there
 * is no WAF and no script: sign-up goes without a token.
 * See docs.aws.amazon.com/waf/latest/developerguide/waf-js-challenge-api-get-token.html.
 */
import { getRuntimeConfig } from '../runtime-config';

interface AwsWafIntegration {
  getToken(): Promise<string>;
}
declare global {
  interface Window {
    AwsWafIntegration?: AwsWafIntegration;
  }
}

/** The header the WAF also reads the token from (the cookie is enough on the same origin). */
export const WAF_TOKEN_HEADER = 'x-aws-waf-token';

let loading: Promise<AwsWafIntegration> | undefined;

/** Starts loading the integration script (once); undefined where the stage has no challenge. */
export function loadSignUpChallenge(): Promise<AwsWafIntegration> | undefined {
  const src = getRuntimeConfig().wafChallengeScript;
  if (typeof src !== 'string' || !src) return undefined;
  loading ??= new Promise<AwsWafIntegration>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.AwsWafIntegration ? resolve(window.AwsWafIntegration) : reject(new Error('AwsWafIntegration missing after load')));
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later attempt loads it again
    throw error;
  });
  return loading;
}

/** The WAF token for the sign-up request, or undefined where there is no challenge. */
export async function signUpChallengeToken(): Promise<string | undefined> {
  const integration = await loadSignUpChallenge();
  return integration ? integration.getToken() : undefined;
}
