import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { logger } from '../core/logger.js';
import { carriesSignUpKey } from './sign-up-key.js';

/** The message a refused direct sign-up gets (Cognito answers UserLambdaValidationException with it). */
export const DIRECT_SIGN_UP_REFUSED = 'Sign up through the shop: POST /api/auth/sign-up';

/**
 * Cognito pre-sign-up trigger: a self sign-up (`PreSignUp_SignUp`) is accepted only when the
 * shop's API made it, which it proves with the sign-up key in ClientMetadata (sign-up-key.ts).
 * A script calling Cognito's SignUp directly with the SPA's client id, past the site's WAF
 * challenge and rate limit, is refused before any user is created or any e-mail sent.
 *
 * The other sources pass: an administrator's AdminCreateUser (dealer invitations, the local
 * demo users) and a first Google/Facebook sign-in (`PreSignUp_ExternalProvider`, through the
 * hosted UI, which sends no code). The user is never confirmed here: the e-mailed code does it.
 */
export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource === 'PreSignUp_SignUp' && !(await carriesSignUpKey(event.request.clientMetadata))) {
    logger.warn('direct sign-up refused', { clientId: event.callerContext?.clientId });
    throw new Error(DIRECT_SIGN_UP_REFUSED);
  }
  return event;
}
