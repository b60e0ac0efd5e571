import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleTree } from '@contracts/vehicles';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** GET /api/catalog/vehicles: the vehicle tree (family → model → year) the garage selector walks and the admin's fitment editor offers. */
export function getVehicles({ signal }: { signal?: AbortSignal } = {}): Promise<VehicleTree> {
  return api.get<VehicleTree>('/catalog/vehicles', { signal });
}

export function getVehiclesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'vehicles'],
    queryFn: ({ signal }) => getVehicles({ signal }),
    // The tree changes with a new model year, not while a page is open.
    staleTime: 60 * 60_000,
  });
}

export function useVehicles(queryConfig?: QueryConfig<typeof getVehiclesQueryOptions>) {
  return useQuery({ ...getVehiclesQueryOptions(), ...queryConfig });
}
