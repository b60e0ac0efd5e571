import { useMutation } from '@tanstack/react-query';
import type { CompanyInput } from '@contracts/company';
import type { CheckoutDelivery } from '@contracts/delivery';
import type { CustomerLanguage } from '@contracts/languages';
import type { CheckoutResponse } from '@contracts/order';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { clearCart } from '@/lib/cart';

/**
 * POST /api/checkout: the server prices the lines and the delivery, holds the stock, writes a
 * pending order and opens a Stripe Checkout session; the answer's `url` is its hosted payment
 * page. The ID token goes along when signed in (the api client adds it), so the order carries
 * the buyer's account. The request never names a price or a delivery cost. It names the page's
 * language: the order's e-mails are written in it.
 */
export interface CheckoutRequestBody {
  /** `sku`: the variant of a product with options (issue 31); lines without one are a product's only variant. */
  lineItems: { productId: number; sku?: string; quantity: number }[];
  delivery: CheckoutDelivery;
  /** Buying as a company (lib/checkout-company.ts): the invoice is made out to it. */
  company?: CompanyInput;
  /** A discount code the quote accepted; the server prices it again (400 on `discountCode` if no longer usable). */
  discountCode?: string;
  /** A dealer's order on payment terms (lib/checkout-payment.ts); absent: Stripe. */
  payment?: 'terms';
}

export function createCheckout(request: CheckoutRequestBody): Promise<CheckoutResponse> {
  const language: CustomerLanguage = currentLanguage();
  return api.post<CheckoutResponse>('/checkout', { ...request, language });
}

/** The cart's lines as the request takes them (lib/cart, which the cart drawer's prices use too). */
export { cartLines } from '@/lib/cart';

/** Where the browser goes after a successful checkout (a seam for tests). */
export const redirectTo = {
  assign: (url: string) => window.location.assign(url),
};

export function useCreateCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    // An order on payment terms is placed already (no payment page): the cart is done with.
    onSuccess: ({ url, payment }) => {
      if (payment === 'terms') clearCart();
      redirectTo.assign(url);
    },
  });
}
