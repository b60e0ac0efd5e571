import { useSession } from '@/lib/auth';
import { useMyGarage } from './api/get-my-garage';
import { useLocalGarage, type KnownVehicle, type LocalGarage } from './garage-store';

export interface GarageIds {
  /** The bikes' vehicle ids, the current one first: the profile's when signed in, else the browser's. */
  ids: readonly string[];
  signedIn: boolean;
  local: LocalGarage;
  /** The current bike, when the browser knows its details (garage-store.ts). */
  current: KnownVehicle | null;
}

/**
 * The garage as the first load needs it: which bikes, which is current. Choosing and removing
 * bikes (use-garage.ts) and filling in details of bikes this browser has not seen
 * (garage-sync.tsx) come with the selector's chunk.
 */
export function useGarageIds(): GarageIds {
  const signedIn = useSession().status === 'signedIn';
  const local = useLocalGarage();
  const profile = useMyGarage();
  const ids = signedIn ? (profile.data?.items.map((b) => b.vehicleId) ?? []) : local.bikes;
  return { ids, signedIn, local, current: (ids[0] && local.known[ids[0]]) || null };
}
