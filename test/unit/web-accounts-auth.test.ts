// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeAuthError } from '@/lib/auth/errors';
import { userFromIdToken } from '@/lib/auth';
import { clearTokenStorage, currentTokenStorage, mightHaveSession } from '@/lib/auth/storage';
import { parseResetLink } from '@/features/account/components/reset-password';
import { parseVerifyLink } from '@/features/account/components/verify-email';
import { applyWishlistChange } from '@/features/wishlist/api/toggle-wishlist';
import { buildProduct } from '@/testing/fixtures';

function cognitoError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('auth error catalogue (spec §8)', () => {
  it('reads the sign-up route\'s refusals as the messages of the Cognito answers they stand for', () => {
    const refusal = (status: number, code: string, fields?: Record<string, string>) => new ApiError({ status, code, message: code, fields });
    expect(describeAuthError(refusal(409, 'email_exists', { email: 'validation.emailExists' }), 'register')).toEqual({ key: 'validation.emailExists', field: 'email' });
    expect(describeAuthError(refusal(400, 'invalid_request', { password: 'validation.passwordTooWeak' }), 'register')).toEqual({ key: 'validation.passwordTooWeak', field: 'password' });
    expect(describeAuthError(refusal(429, 'too_many_requests'), 'register')).toEqual({ key: 'errors.tooManyAttempts' });
    expect(describeAuthError(refusal(0, 'network_error'), 'register')).toEqual({ key: 'errors.network' });
    // The WAF's challenge page instead of JSON, or an outage: the form's general message.
    expect(describeAuthError(refusal(202, 'invalid_response'), 'register')).toEqual({ key: 'errors.registerFailed' });
    expect(describeAuthError(refusal(503, 'service_unavailable'), 'register')).toEqual({ key: 'errors.registerFailed' });
  });

  it('maps wrong credentials and unknown users to "invalid email or password" on login', () => {
    expect(describeAuthError(cognitoError('NotAuthorizedException', 'Incorrect username or password.'), 'login')).toEqual({ key: 'errors.invalidCredentials' });
    expect(describeAuthError(cognitoError('UserNotFoundException'), 'login')).toEqual({ key: 'errors.invalidCredentials' });
    // cognito-local's answer to a wrong password
    expect(describeAuthError(cognitoError('InvalidPasswordException'), 'login')).toEqual({ key: 'errors.invalidCredentials' });
  });

  it('maps an unconfirmed account to the confirm-your-e-mail message', () => {
    expect(describeAuthError(cognitoError('UserNotConfirmedException'), 'login').key).toBe('errors.emailNotConfirmed');
  });

  it('maps a wrong current password on the password change', () => {
    expect(describeAuthError(cognitoError('NotAuthorizedException'), 'changePassword').key).toBe('errors.wrongCurrentPassword');
    expect(describeAuthError(cognitoError('InvalidPasswordException'), 'changePassword').key).toBe('errors.wrongCurrentPassword');
  });

  it('puts registration errors on their fields', () => {
    expect(describeAuthError(cognitoError('UsernameExistsException'), 'register')).toEqual({ key: 'validation.emailExists', field: 'email' });
    expect(describeAuthError(cognitoError('InvalidPasswordException'), 'register')).toEqual({ key: 'validation.passwordTooWeak', field: 'password' });
  });

  it('names bad and expired codes, throttling and network failures', () => {
    expect(describeAuthError(cognitoError('CodeMismatchException'), 'verify').key).toBe('errors.codeInvalid');
    expect(describeAuthError(cognitoError('ExpiredCodeException'), 'reset').key).toBe('errors.codeExpired');
    expect(describeAuthError(cognitoError('LimitExceededException'), 'forgot').key).toBe('errors.tooManyAttempts');
    expect(describeAuthError(new TypeError('Failed to fetch'), 'login').key).toBe('errors.network');
  });

  it('falls back to each action’s generic message', () => {
    const odd = cognitoError('InternalErrorException');
    expect(describeAuthError(odd, 'login').key).toBe('errors.loginFailed');
    expect(describeAuthError(odd, 'register').key).toBe('errors.registerFailed');
    expect(describeAuthError(odd, 'verify').key).toBe('errors.verifyFailed');
    expect(describeAuthError(odd, 'forgot').key).toBe('errors.forgotFailed');
    expect(describeAuthError(odd, 'reset').key).toBe('errors.resetFailed');
    expect(describeAuthError(odd, 'changePassword').key).toBe('errors.passwordChangeFailed');
    expect(describeAuthError('not even an error', 'social').key).toBe('errors.socialFailed');
    // NotAuthorized outside login/password change is not "wrong credentials".
    expect(describeAuthError(cognitoError('NotAuthorizedException'), 'verify').key).toBe('errors.verifyFailed');
  });
});

describe('session user from the ID token', () => {
  it('takes roles only from cognito:groups', () => {
    const user = userFromIdToken({ sub: 'u-1', email: 'd@example.com', name: ' Dealer Dan ', 'cognito:groups': ['dealer', 'something-else'], 'custom:role': 'admin' });
    expect(user).toEqual({ userId: 'u-1', email: 'd@example.com', name: 'Dealer Dan', groups: ['dealer'], isAdmin: false, isDealer: true });
    expect(userFromIdToken({ sub: 'u-2', 'cognito:groups': ['admin'] })).toMatchObject({ isAdmin: true, isDealer: false, name: '', email: '' });
    expect(userFromIdToken({ sub: 'u-3' }).groups).toEqual([]);
  });
});

describe('token storage detection (Amplify loads at start only when tokens may exist)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('sees no session in empty storage', () => {
    expect(mightHaveSession()).toBe(false);
  });

  it('finds tokens in either storage, the tab’s session storage first', () => {
    window.localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user-1');
    expect(mightHaveSession()).toBe(true);
    expect(currentTokenStorage()).toBe('local');
    window.sessionStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user-2');
    expect(currentTokenStorage()).toBe('session');
    clearTokenStorage('session');
    expect(currentTokenStorage()).toBe('local');
    window.localStorage.setItem('unrelated', 'x');
    clearTokenStorage('local');
    expect(mightHaveSession()).toBe(false);
    expect(window.localStorage.getItem('unrelated')).toBe('x');
  });
});

describe('e-mail links', () => {
  it('accepts a reset link only with an e-mail and a 6-digit code', () => {
    expect(parseResetLink('?email=a%40b.pl&code=123456')).toEqual({ email: 'a@b.pl', code: '123456' });
    expect(parseResetLink('?email=a%40b.pl')).toBeNull();
    expect(parseResetLink('?code=123456')).toBeNull();
    expect(parseResetLink('?email=a%40b.pl&code=12ab56')).toBeNull();
  });

  it('reads the verification link’s email and token', () => {
    expect(parseVerifyLink('?email=a%40b.pl&token=654321')).toEqual({ email: 'a@b.pl', token: '654321' });
    expect(parseVerifyLink('')).toEqual({ email: '', token: '' });
  });
});

describe('optimistic wishlist changes', () => {
  it('adds at the front (once) and removes', () => {
    const a = buildProduct({ id: 11 });
    const b = buildProduct({ id: 12 });
    let data = applyWishlistChange(undefined, { action: 'add', product: a }, '2026-01-01T00:00:00.000Z');
    data = applyWishlistChange(data, { action: 'add', product: b }, '2026-01-02T00:00:00.000Z');
    expect(data.items.map((e) => e.productId)).toEqual([12, 11]);
    data = applyWishlistChange(data, { action: 'add', product: a }, '2026-01-03T00:00:00.000Z');
    expect(data.items.map((e) => e.productId)).toEqual([11, 12]);
    data = applyWishlistChange(data, { action: 'remove', productId: 12 });
    expect(data.items.map((e) => e.productId)).toEqual([11]);
  });
});
