/** Checkout's query keys: the saved delivery addresses, parcel lockers found, and the delivery price of a cart. */
export const checkoutKeys = {
  savedDelivery: () => ['delivery-book'] as const,
  deliveryPoints: (query: string | null, near: unknown) => ['delivery-points', query, near] as const,
  /** Under the delivery quote root, which the admin's shipping settings clear. */
  deliveryQuote: (userId: string | null, lineItems: unknown) => ['delivery-quote', userId, lineItems] as const,
};
