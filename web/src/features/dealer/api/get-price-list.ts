import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceListResponse } from '@contracts/dealer';
import { api } from '@/lib/api-client';
import { dealerKeys } from '../query-keys';

/** GET /api/dealer/price-list: every SKU the dealer can buy (the quick order's suggestions). */
export function getPriceList({ signal }: { signal?: AbortSignal } = {}): Promise<PriceListResponse> {
  return api.get<PriceListResponse>('/dealer/price-list', { signal });
}

export function usePriceList() {
  // The list changes with prices and stock, not by the minute: five minutes fresh.
  return useQuery(queryOptions({ queryKey: dealerKeys.priceList(), queryFn: ({ signal }) => getPriceList({ signal }), staleTime: 5 * 60_000 }));
}
