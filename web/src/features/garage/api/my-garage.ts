import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GarageEntry, GarageResponse } from '@contracts/vehicles';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

/** GET /api/me/garage: the signed-in customer's bikes, the current one first. */
export function getMyGarage({ signal }: { signal?: AbortSignal } = {}): Promise<GarageResponse> {
  return api.get<GarageResponse>('/me/garage', { signal });
}

/** PUT /api/me/garage/{vehicleId}: adds the bike or makes it the current one. */
export function chooseMyBike(vehicleId: string): Promise<GarageEntry> {
  return api.put<GarageEntry>(`/me/garage/${encodeURIComponent(vehicleId)}`);
}

/** DELETE /api/me/garage/{vehicleId}: idempotent. */
export function removeMyBike(vehicleId: string): Promise<void> {
  return api.delete(`/me/garage/${encodeURIComponent(vehicleId)}`);
}

/** Under ['me', …]: user data, removed from the cache on sign-out. */
export function getMyGarageQueryOptions() {
  return queryOptions({ queryKey: ['me', 'garage'], queryFn: ({ signal }) => getMyGarage({ signal }) });
}

/** The signed-in customer's garage; never fetched for a visitor. */
export function useMyGarage() {
  const session = useSession();
  return useQuery({ ...getMyGarageQueryOptions(), enabled: session.status === 'signedIn' });
}

type Change = { action: 'choose' | 'remove'; vehicleId: string };

/** The cache after a change: a chosen bike goes first, a removed one goes. */
export function applyGarageChange(data: GarageResponse | undefined, change: Change, now = new Date().toISOString()): GarageResponse {
  const items = (data?.items ?? []).filter((entry) => entry.vehicleId !== change.vehicleId);
  if (change.action === 'remove') return { items };
  const before = data?.items.find((entry) => entry.vehicleId === change.vehicleId);
  return { items: [{ vehicleId: change.vehicleId, addedAt: before?.addedAt ?? now, chosenAt: now }, ...items] };
}

/** Choose or remove a bike in the profile, optimistically; rolled back with a toast when refused. */
export function useChangeMyGarage() {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const { queryKey } = getMyGarageQueryOptions();
  return useMutation({
    mutationFn: async (change: Change) => {
      if (change.action === 'choose') await chooseMyBike(change.vehicleId);
      else await removeMyBike(change.vehicleId);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<GarageResponse>(queryKey);
      queryClient.setQueryData<GarageResponse>(queryKey, (data) => applyGarageChange(data, change));
      return { previous };
    },
    onError: (error, _change, context) => {
      console.error('garage update failed', error);
      queryClient.setQueryData(queryKey, context?.previous);
      toast.error(t('garage.saveFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
