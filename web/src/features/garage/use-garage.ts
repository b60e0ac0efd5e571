import { useMemo } from 'react';
import { useChangeMyGarage } from './api/change-my-garage';
import { chooseLocalBike, rememberVehicles, removeLocalBike } from './garage-changes';
import type { KnownVehicle } from './garage-store';
import { useGarageIds } from './use-garage-ids';

export interface Garage {
  /** The bikes, the current one first; a bike whose details are still loading is left out. */
  bikes: KnownVehicle[];
  /** Where the bikes are kept. */
  savedIn: 'profile' | 'browser';
  choose: (vehicle: KnownVehicle) => void;
  remove: (vehicleId: string) => void;
}

/**
 * The visitor's garage for the selector: signed in, the bikes of their profile (GET /api/me/garage,
 * changed optimistically); otherwise the browser's (garage-store.ts).
 */
export function useGarage(): Garage {
  const { ids, signedIn, local } = useGarageIds();
  const change = useChangeMyGarage();
  const idsKey = ids.join(',');
  const bikes = useMemo(() => (idsKey ? idsKey.split(',') : []).flatMap((id) => local.known[id] ?? []), [idsKey, local.known]);
  return {
    bikes,
    savedIn: signedIn ? 'profile' : 'browser',
    choose: (vehicle) => {
      rememberVehicles([vehicle]);
      if (signedIn) change.mutate({ action: 'choose', vehicleId: vehicle.id });
      else chooseLocalBike(vehicle);
    },
    remove: (vehicleId) => {
      if (signedIn) change.mutate({ action: 'remove', vehicleId });
      else removeLocalBike(vehicleId);
    },
  };
}
