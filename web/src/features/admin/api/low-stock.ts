import { useQuery } from '@tanstack/react-query';
import type { LowStockList } from '@contracts/low-stock';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/low-stock: what runs low now (at or under its threshold), fewest units first. */
export function useLowStock() {
  return useQuery({ queryKey: adminKeys.lowStock(), queryFn: ({ signal }) => api.get<LowStockList>('/admin/low-stock', { signal }) });
}
