import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryQuote, DeliveryQuoteRequest } from '@contracts/delivery';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '../query-keys';

/**
 * POST /api/delivery/quote: what each delivery method costs for these cart lines and this buyer
 * (dealers pay dealer prices), and which can take them. A read, though a POST: the cart goes in
 * the body, as it does to checkout.
 */
export function getDeliveryQuote({ lineItems, signal }: DeliveryQuoteRequest & { signal?: AbortSignal }): Promise<DeliveryQuote> {
  return api.post<DeliveryQuote>('/delivery/quote', { lineItems }, { signal });
}

export function getDeliveryQuoteQueryOptions(lineItems: DeliveryQuoteRequest['lineItems'], userId: string | null) {
  return queryOptions({
    // The buyer is part of the key: a dealer's quote is not a guest's.
    queryKey: checkoutKeys.deliveryQuote(userId, lineItems),
    queryFn: ({ signal }) => getDeliveryQuote({ lineItems, signal }),
    enabled: lineItems.length > 0,
    staleTime: 30_000,
    // While a quantity changes, keep the last prices on screen instead of a blank.
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryQuote(lineItems: DeliveryQuoteRequest['lineItems'], userId: string | null) {
  return useQuery(getDeliveryQuoteQueryOptions(lineItems, userId));
}
