import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryMethod } from '@contracts/delivery';
import type { Quote } from '@contracts/promotions';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '../query-keys';

/**
 * POST /api/checkout/quote: the cart priced as checkout will charge it, with the promotions that
 * apply (timed sales, free-delivery offers) and the typed discount code, and whether that code
 * applies or why not. Writes nothing; the server prices everything again at POST /api/checkout.
 */
export interface CheckoutQuoteInput {
  lineItems: { productId: number; quantity: number }[];
  method: DeliveryMethod | null;
  discountCode: string | null;
}

export function getCheckoutQuote({ lineItems, method, discountCode, signal }: CheckoutQuoteInput & { signal?: AbortSignal }): Promise<Quote> {
  return api.post<Quote>(
    '/checkout/quote',
    { lineItems, ...(method ? { delivery: { method } } : {}), ...(discountCode ? { discountCode } : {}) },
    { signal },
  );
}

export function useCheckoutQuote(input: CheckoutQuoteInput, userId: string | null) {
  return useQuery(
    queryOptions({
      // The buyer is part of the key: a dealer's prices and a customer's own uses of a code differ.
      queryKey: checkoutKeys.checkoutQuote(userId, input),
      queryFn: ({ signal }) => getCheckoutQuote({ ...input, signal }),
      enabled: input.lineItems.length > 0,
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
  );
}
