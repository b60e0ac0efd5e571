import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dealer } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/dealers: every account in the dealer group, for the dealer-price picker. */
export function getDealers({ signal }: { signal?: AbortSignal } = {}): Promise<{ items: Dealer[] }> {
  return api.get<{ items: Dealer[] }>('/admin/dealers', { signal });
}

export function getDealersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.dealers(), queryFn: ({ signal }) => getDealers({ signal }) });
}

export function useDealers() {
  return useQuery(getDealersQueryOptions());
}
