import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/stats: revenue (without cancelled orders), counts per status, 30 days and 12 months. */
export function getAdminStats({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStats> {
  return api.get<AdminStats>('/admin/stats', { signal });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats({ signal }) });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
