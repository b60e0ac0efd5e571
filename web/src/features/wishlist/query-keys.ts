/** The wishlist's query keys: the signed-in user's list, under the user's root. */
export const wishlistKeys = {
  mine: () => ['me', 'wishlist'] as const,
};
