import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GarageResponse } from '@contracts/vehicles';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { garageKeys } from '../query-keys';

/** GET /api/me/garage: the signed-in customer's bikes, the current one first. */
export function getMyGarage({ signal }: { signal?: AbortSignal } = {}): Promise<GarageResponse> {
  return api.get<GarageResponse>('/me/garage', { signal });
}

/** Under ['me', …]: user data, removed from the cache on sign-out. */
export function getMyGarageQueryOptions() {
  return queryOptions({ queryKey: garageKeys.mine(), queryFn: ({ signal }) => getMyGarage({ signal }) });
}

/** The signed-in customer's garage; never fetched for a visitor. */
export function useMyGarage() {
  const session = useSession();
  return useQuery({ ...getMyGarageQueryOptions(), enabled: session.status === 'signedIn' });
}
