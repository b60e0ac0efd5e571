import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDealerApplication } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/dealer-applications and the two decisions (approve / reject) on one of them. */
const key = adminKeys.dealerApplications();

export function getDealerApplications({ signal }: { signal?: AbortSignal } = {}): Promise<{ items: AdminDealerApplication[] }> {
  return api.get<{ items: AdminDealerApplication[] }>('/admin/dealer-applications', { signal });
}

export function getDealerApplicationsQueryOptions() {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => getDealerApplications({ signal }), staleTime: 0 });
}

export function useDealerApplications() {
  return useQuery(getDealerApplicationsQueryOptions());
}

export type ApplicationDecision = 'approve' | 'reject';

export function decideDealerApplication({ id, decision }: { id: string; decision: ApplicationDecision }): Promise<AdminDealerApplication> {
  return api.post<AdminDealerApplication>(`/admin/dealer-applications/${encodeURIComponent(id)}/${decision}`);
}

export function useDecideDealerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDealerApplication,
    onSuccess: (updated) => {
      queryClient.setQueryData<{ items: AdminDealerApplication[] }>(key, (list) =>
        list ? { items: list.items.map((a) => (a.id === updated.id ? updated : a)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.dealers() });
    },
  });
}
