/**
 * The session, as every part of the web app sees it. THIS IS AN INTERFACE STUB: the accounts
 * work implements it with Amplify Auth (loaded lazily, never in the initial bundle) behind this
 * same API. Until then everyone is signed out.
 */
import { useSyncExternalStore } from 'react';

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

let session: Session = { status: 'signedOut' };
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

/** The current session; re-renders on sign-in, sign-out and token refresh. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The Cognito ID token the API expects as `Authorization: Bearer …`, or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  return null;
}
