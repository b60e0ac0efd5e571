import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { vehicleInTree } from '@contracts/vehicle-vocabulary';
import { useSession } from '@/lib/auth';
import { useVehicles } from '@/lib/vehicle-tree';
import { chooseMyBike, getMyGarageQueryOptions, useChangeMyGarage, useMyGarage } from './api/my-garage';
import { chooseLocalBike, clearLocalBikes, getLocalGarage, rememberVehicles, removeLocalBike, useLocalGarage, vehicleLabel, type KnownVehicle } from './garage-store';

const split = (key: string) => (key ? key.split(',') : []);

export interface Garage {
  /** The bikes, the current one first; a bike whose details are still loading is left out. */
  bikes: KnownVehicle[];
  current: KnownVehicle | null;
  /** Where the bikes are kept. */
  savedIn: 'profile' | 'browser';
  choose: (vehicle: KnownVehicle) => void;
  remove: (vehicleId: string) => void;
}

/**
 * The visitor's garage: signed in, the bikes of their profile (GET /api/me/garage); otherwise the
 * browser's (garage-store.ts). Vehicle details come from the browser's memory of vehicles seen,
 * and from the vehicle tree only for a bike it has not seen (chosen on another device).
 * A visitor's bikes move into the profile when they sign in.
 */
export function useGarage(): Garage {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const local = useLocalGarage();
  const profile = useMyGarage();
  const change = useChangeMyGarage();
  const queryClient = useQueryClient();

  // The ids as one string: a new array each render must not re-run what depends on them.
  const idsKey = (signedIn ? (profile.data?.items.map((b) => b.vehicleId) ?? []) : local.bikes).join(',');
  const unknownKey = split(idsKey)
    .filter((id) => !local.known[id])
    .join(',');
  const tree = useVehicles({ enabled: unknownKey !== '' });
  useEffect(() => {
    if (!tree.data) return;
    const found = split(unknownKey).flatMap((id) => vehicleInTree(tree.data, id) ?? []);
    if (found.length) rememberVehicles(found.map((v) => ({ ...v, label: vehicleLabel(v) })));
  }, [tree.data, unknownKey]);

  // Signing in takes the bikes chosen before into the profile, the current one last (so it stays current).
  const localBikes = local.bikes.join();
  useEffect(() => {
    if (!signedIn || !profile.isSuccess || !localBikes) return;
    const bikes = getLocalGarage().bikes;
    clearLocalBikes();
    void (async () => {
      for (const id of [...bikes].reverse()) await chooseMyBike(id).catch((error: unknown) => console.error('could not keep a bike in the profile', error));
      await queryClient.invalidateQueries({ queryKey: getMyGarageQueryOptions().queryKey });
    })();
  }, [signedIn, profile.isSuccess, localBikes, queryClient]);

  const bikes = useMemo(() => split(idsKey).flatMap((id) => local.known[id] ?? []), [idsKey, local.known]);

  return {
    bikes,
    current: bikes[0] ?? null,
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
