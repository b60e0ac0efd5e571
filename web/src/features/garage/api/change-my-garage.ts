import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GarageEntry, GarageResponse } from '@contracts/vehicles';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { getMyGarageQueryOptions } from './get-my-garage';

/** PUT /api/me/garage/{vehicleId}: adds the bike or makes it the current one. */
export function chooseMyBike(vehicleId: string): Promise<GarageEntry> {
  return api.put<GarageEntry>(`/me/garage/${encodeURIComponent(vehicleId)}`);
}

/** DELETE /api/me/garage/{vehicleId}: idempotent. */
export function removeMyBike(vehicleId: string): Promise<void> {
  return api.delete(`/me/garage/${encodeURIComponent(vehicleId)}`);
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
  const { t } = useTranslation('garage');
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
      toast.error(t('saveFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
