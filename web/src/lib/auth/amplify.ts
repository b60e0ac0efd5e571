/**
 * Amplify Auth behind the session store. Loaded only through `loadAuth()` (its own chunk), never
 * imported statically. Flow settings come from /config.json: USER_PASSWORD_AUTH on cognito-local
 * (no SRP there), USER_SRP_AUTH in AWS; `userPoolEndpoint` only locally; `oauthDomain` only where
 * Google/Facebook sign-in exists. Tokens are never force-refreshed (cognito-local cannot).
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub, defaultStorage, sessionStorage } from 'aws-amplify/utils';
import type { MeResponse } from '@contracts/account';
import type { SignUpRequest, SignUpResponse } from '@contracts/sign-up';
import { api } from '../api-client';
import { currentLanguage } from '../i18n';
import { getRuntimeConfig } from '../runtime-config';
import { AuthFlowError } from './errors';
import { getSession, setSession, updateSessionUser, userFromIdToken } from './index';
import { clearTokenStorage, currentTokenStorage, type TokenStorageKind } from './storage';
import { loadSignUpChallenge, signUpChallengeToken, WAF_TOKEN_HEADER } from './waf-challenge';

function selectTokenStorage(kind: TokenStorageKind): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(kind === 'local' ? defaultStorage : sessionStorage);
}

let profileSynced: string | undefined;

/**
 * The ID token's `name` is only as fresh as the token (an hour); the profile in the user pool is
 * the truth. Read it once per sign-in so the header shows the name saved last.
 */
function syncProfileName(userId: string): void {
  if (profileSynced === userId) return;
  profileSynced = userId;
  api
    .get<MeResponse>('/me')
    .then((me) => {
      const current = getSession();
      if (current.status === 'signedIn' && current.user.userId === me.userId) updateSessionUser({ name: me.fullName.trim() });
    })
    .catch(() => {
      profileSynced = undefined; // the token's name stays; try again next sign-in
    });
}

/** Reads the stored tokens (refreshing them only when Amplify itself decides to). */
export async function refreshSession(): Promise<void> {
  try {
    const { tokens } = await fetchAuthSession();
    const idToken = tokens?.idToken;
    if (!idToken) {
      setSession({ status: 'signedOut' });
      return;
    }
    const user = userFromIdToken(idToken.payload as Record<string, unknown>);
    const current = getSession();
    // Keep a name saved since the token was issued (the token still carries the old one).
    if (current.status === 'signedIn' && current.user.userId === user.userId && profileSynced === user.userId) {
      user.name = current.user.name || user.name;
    }
    setSession({ status: 'signedIn', user });
    syncProfileName(user.userId);
  } catch (error) {
    console.error('auth: session check failed', error);
    setSession({ status: 'signedOut' });
  }
}

export async function configureAuth(): Promise<void> {
  const config = getRuntimeConfig();
  const origin = window.location.origin;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          ...(config.oauthDomain
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [`${origin}/auth/callback`],
                  redirectSignOut: [`${origin}/`],
                  responseType: 'code' as const,
                  providers: ['Google' as const, 'Facebook' as const],
                },
              }
            : {}),
        },
      },
    },
  });
  selectTokenStorage(currentTokenStorage());

  Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'tokenRefresh':
      case 'signInWithRedirect':
      case 'tokenRefresh_failure':
        void refreshSession();
        break;
      case 'signedOut':
        profileSynced = undefined;
        setSession({ status: 'signedOut' });
        break;
    }
  });

  await refreshSession();
}

/** The current ID token, without forcing a refresh (cognito-local has no refresh endpoint). */
export async function currentIdToken(): Promise<string | null> {
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString() ?? null;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * E-mail + password. "Remember me" keeps the tokens in localStorage; otherwise sessionStorage, so
 * closing the browser signs out. An unconfirmed account is an `UserNotConfirmedException`.
 */
export async function signInWithPassword({ email, password, remember }: { email: string; password: string; remember: boolean }): Promise<void> {
  if (getSession().status === 'signedIn') await signOut();
  const kind: TokenStorageKind = remember ? 'local' : 'session';
  clearTokenStorage(kind === 'local' ? 'session' : 'local');
  selectTokenStorage(kind);
  const { authFlowType } = getRuntimeConfig();
  const result = await signIn({ username: normaliseEmail(email), password, options: { authFlowType } });
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') throw new AuthFlowError('UserNotConfirmedException');
  if (!result.isSignedIn) throw new AuthFlowError('UnsupportedSignInStep', `Unsupported sign-in step ${result.nextStep.signInStep}`);
  await refreshSession();
}

export interface Registration {
  email: string;
  password: string;
  fullName: string;
  address: string;
  companyName?: string;
}

/** Starts loading the WAF challenge's script while the visitor fills the register form. */
export function prepareSignUp(): void {
  loadSignUpChallenge()?.catch((error: unknown) => console.warn('sign-up challenge not loaded yet (retried on submit)', error));
}

/**
 * Signs up through the shop's API (POST /api/auth/sign-up), the only way in: the site's WAF
 * challenges that request and limits it per visitor, and the user pool refuses a sign-up that
 * did not come through it. errors.ts reads the API's refusals as the Cognito exceptions they
 * stand for, so the form shows the same messages.
 */
export async function register({ email, password, fullName, address, companyName }: Registration): Promise<void> {
  const token = await signUpChallengeToken();
  const body: SignUpRequest = { email: normaliseEmail(email), password, fullName: fullName.trim(), address: address.trim(), language: currentLanguage() };
  if (companyName?.trim()) body.companyName = companyName.trim();
  await api.post<SignUpResponse>('/auth/sign-up', body, token ? { headers: { [WAF_TOKEN_HEADER]: token } } : {});
}

/**
 * Cognito's e-mails (the code to verify the address, to reset the password) in the page's
 * language: its CustomMessage trigger reads the request's ClientMetadata
 * (functions/accounts/auth-emails.ts; locally infra/local/cognito-local.mjs).
 */
function cognitoEmailLanguage(): { language: string } {
  return { language: currentLanguage() };
}

/** Confirms the sign-up code. A second click on the same link (already confirmed) is a success. */
export async function confirmRegistration(email: string, code: string): Promise<void> {
  try {
    await confirmSignUp({ username: normaliseEmail(email), confirmationCode: code.trim() });
  } catch (error) {
    if (error instanceof Error && error.name === 'NotAuthorizedException' && /CONFIRMED/i.test(error.message)) return;
    throw error;
  }
}

export async function resendRegistrationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: normaliseEmail(email), options: { clientMetadata: cognitoEmailLanguage() } });
}

/** Sends the reset code. An unknown address looks the same as a known one (no account probing). */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await resetPassword({ username: normaliseEmail(email), options: { clientMetadata: cognitoEmailLanguage() } });
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw error;
  }
}

export async function confirmPasswordReset({ email, code, newPassword }: { email: string; code: string; newPassword: string }): Promise<void> {
  await confirmResetPassword({ username: normaliseEmail(email), confirmationCode: code.trim(), newPassword });
}

/** Cognito checks the current password itself (a wrong one is `NotAuthorizedException`). */
export async function changePassword({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }): Promise<void> {
  await updatePassword({ oldPassword, newPassword });
}

export async function signOutUser(): Promise<void> {
  try {
    await signOut();
  } finally {
    setSession({ status: 'signedOut' });
  }
}

export async function signInWithProvider(provider: 'Google' | 'Facebook'): Promise<void> {
  selectTokenStorage('local');
  await signInWithRedirect({ provider });
}
