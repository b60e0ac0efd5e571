/**
 * The buyer's order query keys, under the orders root (dropped on sign-out). `mine()` is the list
 * and the prefix of each of the buyer's orders; `mineOne(id)` the prefix of that order's shipment.
 */
export const orderKeys = {
  all: () => ['orders'] as const,
  mine: () => ['orders', 'mine'] as const,
  mineOne: (id: string) => ['orders', 'mine', id] as const,
  shipment: (id: string) => ['orders', 'mine', id, 'shipment'] as const,
  invoice: (id: string) => ['orders', id, 'invoice'] as const,
  /** A guest's order found by its number and e-mail (the withdrawal page). */
  guest: (id: string) => ['orders', 'guest', id] as const,
  /** Where a Stripe Checkout session stands (the payment result pages). */
  checkoutStatus: (sessionId: string) => ['checkout', 'status', sessionId] as const,
};
