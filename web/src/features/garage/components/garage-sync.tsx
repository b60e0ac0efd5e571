import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { vehicleInTree } from '@contracts/vehicle-vocabulary';
import { ApiError } from '@/lib/api-client';
import { useVehicles } from '@/lib/vehicle-tree';
import { chooseMyBike } from '../api/change-my-garage';
import { getMyGarageQueryOptions } from '../api/get-my-garage';
import { rememberVehicles, removeLocalBikes, vehicleLabel } from '../garage-changes';
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

  // Once per sign-in: a bike that could not be sent is tried again on the next load, not at once.
  useEffect(() => {
    const bikes = getLocalGarage().bikes;
    if (!signedIn || !bikes.length) return;
    void (async () => {
      // A bike leaves the browser once the profile has it, or when the profile refuses it for
      // good (a vehicle the shop no longer knows, a full garage); one that could not be sent (no
      // network, an outage, a session that needs renewing) stays for the next load.
      const settled: string[] = [];
      for (const id of [...bikes].reverse()) {
        try {
          await chooseMyBike(id);
          settled.push(id);
        } catch (error) {
          if (error instanceof ApiError && [400, 404, 409].includes(error.status)) settled.push(id);
          console.error('could not keep a bike in the profile', error);
        }
      }
      removeLocalBikes(settled);
      await queryClient.invalidateQueries({ queryKey: getMyGarageQueryOptions().queryKey });
    })();
  }, [signedIn, queryClient]);
  return null;
}
