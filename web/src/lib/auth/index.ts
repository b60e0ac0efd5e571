/**
 * The session, as every part of the web app sees it: a tiny store (loading → signedIn /
 * signedOut) that Amplify Auth feeds. Amplify itself (~60 KB gzip) is loaded lazily by
 * `loadAuth()`: at start only when tokens of an earlier sign-in are stored, otherwise on the
 * first visit to an auth page. Anonymous first loads never download it.
 */
import { setAccessTokenProvider } from '../api-client';
import { useBrowserState } from '@/first-load/hydration';
import type * as AmplifyModule from './amplify';
import { mightHaveSession } from './storage';

export type Group = 'admin' | 'dealer';
export interface SessionUser {
  userId: string;
  email: string;
  name: string;
  groups: Group[];
  isAdmin: boolean;
  isDealer: boolean;
}
export type Session = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

/** Stored tokens mean "loading" until Amplify has checked them; none means signed out at once. */
let session: Session = mightHaveSession() ? { status: 'loading' } : { status: 'signedOut' };
const listeners = new Set<() => void>();

export function setSession(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a prerendered page shows (first-load/hydration.ts): built without a visitor. */
const atBuildTime: Session = { status: 'signedOut' };

/** The current session; re-renders on sign-in, sign-out and token refresh. */
export function useSession(): Session {
  return useBrowserState(subscribeSession, getSession, atBuildTime);
}

/** Changes fields of the signed-in user (e.g. the name after a profile update); no-op otherwise. */
export function updateSessionUser(patch: Partial<Pick<SessionUser, 'name' | 'email'>>): void {
  if (session.status !== 'signedIn') return;
  const user = { ...session.user, ...patch };
  if (user.name === session.user.name && user.email === session.user.email) return;
  setSession({ status: 'signedIn', user });
}

function isGroup(value: unknown): value is Group {
  return value === 'admin' || value === 'dealer';
}

/** The session user from an ID token's claims (`cognito:groups` is the only role source). */
export function userFromIdToken(claims: Record<string, unknown>): SessionUser {
  const rawGroups = claims['cognito:groups'];
  const groups = (Array.isArray(rawGroups) ? rawGroups : []).filter(isGroup);
  return {
    userId: String(claims.sub ?? ''),
    email: typeof claims.email === 'string' ? claims.email : '',
    name: typeof claims.name === 'string' ? claims.name.trim() : '',
    groups,
    isAdmin: groups.includes('admin'),
    isDealer: groups.includes('dealer'),
  };
}

type AmplifyAuth = typeof AmplifyModule;
let loading: Promise<AmplifyAuth> | undefined;

/** Loads and configures Amplify once (its own chunk); resolves the session as a side effect. */
export function loadAuth(): Promise<AmplifyAuth> {
  loading ??= import('./amplify').then(async (module) => {
    await module.configureAuth();
    return module;
  });
  loading.catch(() => {
    loading = undefined; // a failed chunk download may be retried on the next call
  });
  return loading;
}

/** Start-up: resolve a possibly stored session; visitors without one never load Amplify. */
export function startSession(): void {
  if (session.status === 'loading') {
    loadAuth().catch((error: unknown) => {
      console.error('auth: could not start', error);
      setSession({ status: 'signedOut' });
    });
  }
}

/** The Cognito ID token the API expects as `Authorization: Bearer …`, or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  if (session.status === 'signedOut' && !loading) return null;
  try {
    const auth = await loadAuth();
    return await auth.currentIdToken();
  } catch {
    return null;
  }
}

setAccessTokenProvider(getIdToken);
