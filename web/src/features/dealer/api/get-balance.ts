import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerBalance } from '@contracts/dealer';
import { api } from '@/lib/api-client';
import { dealerKeys } from '../query-keys';

/** GET /api/dealer/balance: the open balance, the invoices with their due dates, what is overdue. */
export function getDealerBalance({ signal }: { signal?: AbortSignal } = {}): Promise<DealerBalance> {
  return api.get<DealerBalance>('/dealer/balance', { signal });
}

export function getDealerBalanceQueryOptions() {
  return queryOptions({ queryKey: dealerKeys.balance(), queryFn: ({ signal }) => getDealerBalance({ signal }) });
}

export function useDealerBalance(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDealerBalanceQueryOptions(), ...options });
}
