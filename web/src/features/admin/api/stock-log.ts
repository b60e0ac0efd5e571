import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StockLogPage } from '@contracts/stock-log';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** A product's stock log (issue 33): newest first, 20 entries a page, older pages on demand. */
const PAGE_SIZE = 20;

export function getStockLog({ productId, before, signal }: { productId: number; before?: number; signal?: AbortSignal }): Promise<StockLogPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(before ? { before: String(before) } : {}) });
  return api.get<StockLogPage>(`/admin/products/${productId}/stock-log?${query}`, { signal });
}

export function getStockLogQueryOptions(productId: number) {
  return infiniteQueryOptions({
    queryKey: adminKeys.stockLog(productId),
    queryFn: ({ pageParam, signal }) => getStockLog({ productId, before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 0,
  });
}

export function useStockLog(productId: number) {
  return useInfiniteQuery(getStockLogQueryOptions(productId));
}
