/**
 * How a dealer pays at checkout (issue 34): `online` (Stripe) or `terms` (bank transfer on their
 * payment terms). A small external store, so the dealer's choice (features/dealer, composed into
 * checkout by app/) and the checkout that sends it (features/checkout) share it without importing
 * each other. Not kept: every checkout starts online.
 */
import { useSyncExternalStore } from 'react';

export type CheckoutPayment = 'online' | 'terms';

let payment: CheckoutPayment = 'online';
const listeners = new Set<() => void>();

export function getCheckoutPayment(): CheckoutPayment {
  return payment;
}

export function setCheckoutPayment(next: CheckoutPayment): void {
  if (next === payment) return;
  payment = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCheckoutPayment(): CheckoutPayment {
  return useSyncExternalStore(subscribe, getCheckoutPayment, getCheckoutPayment);
}

/** The checkout body's `payment` field: only when the buyer chose terms (online is the default). */
export function checkoutPaymentRequest(): { payment?: 'terms' } {
  return payment === 'terms' ? { payment: 'terms' } : {};
}
