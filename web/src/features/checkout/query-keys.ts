/** Checkout's query keys: the saved delivery addresses, parcel lockers found, and the delivery price of a cart. */
export const checkoutKeys = {
  savedDelivery: () => ['delivery-book'] as const,
  deliveryPoints: (query: string | null, near: unknown) => ['delivery-points', query, near] as const,
  /** Under the delivery quote root, which the admin's shipping settings clear. */
  deliveryQuote: (userId: string | null, lineItems: unknown) => ['delivery-quote', userId, lineItems] as const,
  /** The cart with its promotions and discount code (POST /api/checkout/quote), also under the delivery quote root. */
  checkoutQuote: (userId: string | null, input: unknown) => ['delivery-quote', 'promotions', userId, input] as const,
};
