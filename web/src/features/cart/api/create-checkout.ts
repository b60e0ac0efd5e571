import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@contracts/order';
import { api } from '@/lib/api-client';
import type { CartItem } from '@/lib/cart';
import { checkoutCompanyRequest } from '@/lib/checkout-company';

/**
 * POST /api/checkout: the server prices the lines, holds the stock, writes a pending order and
 * opens a Stripe Checkout session; the answer's `url` is its hosted payment page. The ID token
 * goes along when signed in (the api client adds it), so the order carries the buyer's account.
 */
export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/checkout', request);
}

export function checkoutRequestFor(items: readonly CartItem[]): CheckoutRequest {
  const company = checkoutCompanyRequest();
  return { lineItems: items.map((i) => ({ productId: i.productId, quantity: i.quantity })), ...(company ? { company } : {}) };
}

/** Where the browser goes after a successful checkout (a seam for tests). */
export const redirectTo = {
  assign: (url: string) => window.location.assign(url),
};

export function useCreateCheckout() {
  return useMutation({
    mutationFn: (items: readonly CartItem[]) => createCheckout(checkoutRequestFor(items)),
    onSuccess: ({ url }) => redirectTo.assign(url),
  });
}
