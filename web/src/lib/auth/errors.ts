/**
 * Amplify/Cognito errors → the spec's messages (§8), as keys of the `account` namespace. Pure:
 * it reads only the error's `name` (Cognito's exception name), never loads Amplify.
 */
export type AuthAction = 'login' | 'register' | 'verify' | 'resend' | 'forgot' | 'reset' | 'changePassword' | 'social';

export type AuthErrorKey =
  | 'errors.invalidCredentials'
  | 'errors.emailNotConfirmed'
  | 'errors.wrongCurrentPassword'
  | 'errors.codeInvalid'
  | 'errors.codeExpired'
  | 'errors.tooManyAttempts'
  | 'errors.network'
  | 'errors.loginFailed'
  | 'errors.registerFailed'
  | 'errors.verifyFailed'
  | 'errors.resendFailed'
  | 'errors.forgotFailed'
  | 'errors.resetFailed'
  | 'errors.passwordChangeFailed'
  | 'errors.socialFailed'
  | 'validation.emailExists'
  | 'validation.passwordTooWeak';

export interface AuthErrorInfo {
  key: AuthErrorKey;
  /** The form field the message belongs to, when it is about one field. */
  field?: 'email' | 'password';
}

/** Thrown by our own flow checks (e.g. a sign-in that needs a confirmed e-mail first). */
export class AuthFlowError extends Error {
  constructor(name: string, message = name) {
    super(message);
    this.name = name;
  }
}

const fallback: Record<AuthAction, AuthErrorKey> = {
  login: 'errors.loginFailed',
  register: 'errors.registerFailed',
  verify: 'errors.verifyFailed',
  resend: 'errors.resendFailed',
  forgot: 'errors.forgotFailed',
  reset: 'errors.resetFailed',
  changePassword: 'errors.passwordChangeFailed',
  social: 'errors.socialFailed',
};

/**
 * The sign-up route's refusals (POST /api/auth/sign-up answers the API's `{ error: { code } }`,
 * lib/api-client.ts's ApiError) as the Cognito exception each stands for, so the register form
 * shows the same messages as for Cognito's own answers.
 */
function apiErrorName(error: { status: number; code: string; fields?: Record<string, string> }): string {
  if (error.code === 'email_exists') return 'UsernameExistsException';
  if (error.fields?.password) return 'InvalidPasswordException';
  if (error.status === 429) return 'TooManyRequestsException';
  if (error.status === 0) return 'NetworkError';
  return '';
}

function errorName(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  if ('name' in error && error.name === 'ApiError' && 'status' in error && 'code' in error) {
    return apiErrorName(error as { status: number; code: string; fields?: Record<string, string> });
  }
  if ('name' in error && typeof error.name === 'string') return error.name;
  return '';
}

export function describeAuthError(error: unknown, action: AuthAction): AuthErrorInfo {
  const name = errorName(error);
  switch (name) {
    case 'NotAuthorizedException':
      if (action === 'login') return { key: 'errors.invalidCredentials' };
      if (action === 'changePassword') return { key: 'errors.wrongCurrentPassword' };
      break;
    case 'UserNotFoundException':
      if (action === 'login') return { key: 'errors.invalidCredentials' };
      break;
    case 'UserNotConfirmedException':
      return { key: 'errors.emailNotConfirmed' };
    case 'UsernameExistsException':
      if (action === 'register') return { key: 'validation.emailExists', field: 'email' };
      break;
    case 'InvalidPasswordException':
      // cognito-local answers a wrong password with this (AWS: NotAuthorizedException); on sign-in
      // and on a password change (whose new password already passed the pool's rules here) it
      // can only mean that. Elsewhere it is a password the pool's policy refuses.
      if (action === 'login') return { key: 'errors.invalidCredentials' };
      if (action === 'changePassword') return { key: 'errors.wrongCurrentPassword' };
      return { key: 'validation.passwordTooWeak', field: 'password' };
    case 'CodeMismatchException':
      return { key: 'errors.codeInvalid' };
    case 'ExpiredCodeException':
      return { key: 'errors.codeExpired' };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return { key: 'errors.tooManyAttempts' };
    case 'NetworkError':
      return { key: 'errors.network' };
  }
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return { key: 'errors.network' };
  return { key: fallback[action] };
}
