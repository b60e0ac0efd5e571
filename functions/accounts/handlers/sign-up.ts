import { SignUpCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { signUpRequestSchema, type SignUpResponse } from '../../contracts/sign-up.js';
import { config } from '../../core/config.js';
import { HttpError, invalidRequest } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { cognito } from '../cognito.js';
import { SIGN_UP_KEY_METADATA, signUpKey } from '../sign-up-key.js';

/**
 * POST /api/auth/sign-up — a new customer's account, unconfirmed until the code e-mailed to the
 * address is entered (the SPA confirms it with Cognito directly). The only way to sign up: the
 * pool's PreSignUp trigger refuses a SignUp without the key this handler adds (sign-up-key.ts),
 * so every sign-up passed CloudFront's WAF, its challenge and its per-visitor limit on this path
 * (infra/stacks/edge-stack.ts). Only profile attributes are set, never anything role-like.
 */
export const signUp = httpHandler({ body: signUpRequestSchema }, async ({ body }) => {
  const key = await signUpKey();
  if (!key) {
    logger.error('sign-up key is not configured (SIGN_UP_KEY_SECRET_ARN or SIGN_UP_KEY)');
    throw new HttpError(503, 'service_unavailable', 'Registration is not available right now. Please try again later.');
  }
  const email = body.email.toLowerCase();
  const attributes: AttributeType[] = [
    { Name: 'email', Value: email },
    { Name: 'name', Value: body.fullName },
    { Name: 'address', Value: body.address },
    ...(body.companyName ? [{ Name: 'custom:company_name', Value: body.companyName }] : []),
  ];
  try {
    const out = await cognito().send(
      new SignUpCommand({
        ClientId: config().COGNITO_CLIENT_ID,
        Username: email,
        Password: body.password,
        UserAttributes: attributes,
        // The CustomMessage trigger writes the code's e-mail in this language (auth-emails.ts).
        ClientMetadata: { [SIGN_UP_KEY_METADATA]: key, ...(body.language ? { language: body.language } : {}) },
      }),
    );
    return reply<SignUpResponse>(201, { email, confirmed: out.UserConfirmed ?? false });
  } catch (error) {
    throw cognitoRefusal(error) ?? error;
  }
});

/** Cognito's answers that are the visitor's to fix, as the API's 4xx (the form shows the spec's messages). */
function cognitoRefusal(error: unknown): HttpError | undefined {
  switch ((error as { name?: string }).name) {
    case 'UsernameExistsException':
      return new HttpError(409, 'email_exists', 'An account with this e-mail address already exists.', { email: 'validation.emailExists' });
    case 'InvalidPasswordException':
      return invalidRequest('The password does not meet the requirements.', { password: 'validation.passwordTooWeak' });
    case 'InvalidParameterException':
      return invalidRequest('Cognito refused the registration data.');
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new HttpError(429, 'too_many_requests', 'Too many attempts. Please wait a moment and try again.');
    case 'CodeDeliveryFailureException':
      return new HttpError(503, 'service_unavailable', 'The e-mail with the code could not be sent. Please try again in a moment.');
    default:
      return undefined;
  }
}
