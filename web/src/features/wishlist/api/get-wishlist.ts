import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistResponse } from '@contracts/wishlist';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import type { QueryConfig } from '@/lib/react-query';
import { wishlistKeys } from '../query-keys';

/** GET /api/me/wishlist: newest first, each entry with the product as this caller sees it. */
export function getWishlist({ signal }: { signal?: AbortSignal } = {}): Promise<WishlistResponse> {
  return api.get<WishlistResponse>('/me/wishlist', { signal });
}

/** Under ['me', …]: user data, removed from the cache on sign-out. */
export function getWishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistKeys.mine(),
    queryFn: ({ signal }) => getWishlist({ signal }),
  });
}

/** The signed-in user's wishlist; never fetched for a signed-out visitor. */
export function useWishlist(queryConfig?: QueryConfig<typeof getWishlistQueryOptions>) {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  return useQuery({ ...getWishlistQueryOptions(), ...queryConfig, enabled: signedIn && (queryConfig?.enabled ?? true) });
}

/** Whether a product is on the wishlist (false while signed out or loading). */
export function useIsInWishlist(productId: number): boolean {
  const { data } = useWishlist();
  return Boolean(data?.items.some((entry) => entry.productId === productId));
}
