import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession, startSession, subscribeSession, type Session } from '@/lib/auth';
import { queryRoots } from '@/lib/query-roots';

/** Query keys holding one user's data: dropped from the cache when that user signs out. */
const userDataKeys = [queryRoots.me, queryRoots.orders, queryRoots.admin];

function userKey(session: Session): string | null | undefined {
  if (session.status === 'signedIn') return session.user.userId;
  return session.status === 'signedOut' ? null : undefined;
}

/**
 * Ties the session to the query cache (spec §4): resolves a stored session at start; on sign-out
 * the user's data leaves the cache (the wishlist empties); on sign-in or a user switch the user's
 * data and the products (dealer prices depend on the caller) are read again.
 */
export function SessionSync() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let previous = userKey(getSession());
    const unsubscribe = subscribeSession(() => {
      const current = userKey(getSession());
      if (current === undefined || current === previous) return;
      const known = previous !== undefined; // the first resolution at start changes nothing
      previous = current;
      if (current === null) {
        for (const queryKey of userDataKeys) queryClient.removeQueries({ queryKey });
      }
      if (known) {
        void queryClient.invalidateQueries({ queryKey: queryRoots.products });
        if (current !== null) void queryClient.invalidateQueries({ queryKey: queryRoots.me });
      }
    });
    startSession();
    return unsubscribe;
  }, [queryClient]);

  return null;
}
