import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@contracts/account';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { accountKeys } from '../query-keys';

/** GET /api/me: the caller's profile (fresh from the user pool) and groups. User data lives under ['me']. */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<MeResponse> {
  return api.get<MeResponse>('/me', { signal });
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => getMe({ signal }),
  });
}

export function useMe(queryConfig?: QueryConfig<typeof getMeQueryOptions>) {
  return useQuery({ ...getMeQueryOptions(), ...queryConfig });
}
