/**
 * The cart's query keys. A dealer's cart priced by the server sits under the delivery quote root
 * (lib/query-roots.ts), with checkout's quotes: the admin's price and shipping edits refresh it.
 */
export const cartKeys = {
  linePrices: (userId: string, lineItems: unknown) => ['delivery-quote', 'cart-lines', userId, lineItems] as const,
};
