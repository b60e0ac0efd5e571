/**
 * Where Amplify keeps the Cognito tokens, read without loading Amplify: its keys are
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` (+ `.<user>.idToken` …). "Remember me"
 * keeps them in localStorage; without it they live in sessionStorage and end with the tab.
 */
export const KEY_PREFIX = 'CognitoIdentityServiceProvider.';
export const LAST_AUTH_USER = '.LastAuthUser';

export type TokenStorageKind = 'local' | 'session';

function storage(kind: TokenStorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings): no remembered session
  }
}

function hasAuthUser(kind: TokenStorageKind): boolean {
  const store = storage(kind);
  if (!store) return false;
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key && key.startsWith(KEY_PREFIX) && key.endsWith(LAST_AUTH_USER) && store.getItem(key)) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** True when tokens of a previous sign-in might be stored: only then is Amplify loaded at start. */
export function mightHaveSession(): boolean {
  return hasAuthUser('session') || hasAuthUser('local');
}

/** The storage holding the current tokens: the tab's session storage wins if it has any. */
export function currentTokenStorage(): TokenStorageKind {
  return hasAuthUser('session') ? 'session' : 'local';
}

/** Removes every Amplify token key from one storage (switching between remember-me modes). */
export function clearTokenStorage(kind: TokenStorageKind): void {
  const store = storage(kind);
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // nothing stored that we could reach
  }
}
