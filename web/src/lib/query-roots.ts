/**
 * The first part of the query keys that more than one feature files data under or clears, for
 * those who clear it (the session's sign-out and sign-in, the admin's edits of products and
 * shipping prices): React Query matches a key by its prefix, so a root reaches every feature's
 * data below it. Each feature's `query-keys.ts` starts its keys with these names written out
 * (features never import each other, and the first load is spared an import);
 * test/unit/web-query-keys.test.ts holds the two in step.
 */
export const queryRoots = {
  /** The signed-in user's own data (profile, garage, wishlist, reviews to write): dropped on sign-out. */
  me: ['me'],
  /** Product data, priced for whoever asks (dealer prices): read again on sign-in; the admin's edits refresh it. */
  products: ['products'],
  /** The buyer's orders: dropped on sign-out. */
  orders: ['orders'],
  /** Everything the admin pages read: dropped on sign-out. */
  admin: ['admin'],
  /** Delivery prices at checkout: the admin's shipping settings change them. */
  deliveryQuote: ['delivery-quote'],
} as const;
