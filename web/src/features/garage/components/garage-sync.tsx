import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { vehicleInTree } from '@contracts/vehicle-vocabulary';
import { useVehicles } from '@/lib/vehicle-tree';
import { chooseMyBike } from '../api/change-my-garage';
import { getMyGarageQueryOptions } from '../api/get-my-garage';
import { clearLocalBikes, rememberVehicles, vehicleLabel } from '../garage-changes';
import { getLocalGarage } from '../garage-store';
import { useGarageIds } from '../use-garage-ids';

/**
 * Keeps the browser's garage in step with the profile, rendered (and loaded) only when there is
 * something to do (garage-provider.tsx):
 * - a bike this browser has not seen (chosen on another device): its details from the vehicle tree;
 * - a visitor who signs in: the bikes they chose before move into their profile, the current one
 *   last, so it stays current.
 */
export function GarageSync() {
  const { ids, signedIn, local } = useGarageIds();
  const queryClient = useQueryClient();
  const unknownKey = ids.filter((id) => !local.known[id]).join(',');
  const tree = useVehicles({ enabled: unknownKey !== '' });
  useEffect(() => {
    if (!tree.data || !unknownKey) return;
    const found = unknownKey.split(',').flatMap((id) => vehicleInTree(tree.data, id) ?? []);
    if (found.length) rememberVehicles(found.map((v) => ({ ...v, label: vehicleLabel(v) })));
  }, [tree.data, unknownKey]);

  const localBikes = local.bikes.join(',');
  useEffect(() => {
    if (!signedIn || !localBikes) return;
    const bikes = getLocalGarage().bikes;
    clearLocalBikes();
    void (async () => {
      for (const id of [...bikes].reverse()) await chooseMyBike(id).catch((error: unknown) => console.error('could not keep a bike in the profile', error));
      await queryClient.invalidateQueries({ queryKey: getMyGarageQueryOptions().queryKey });
    })();
  }, [signedIn, localBikes, queryClient]);
  return null;
}
