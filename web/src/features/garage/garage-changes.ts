import type { Vehicle } from '@contracts/vehicle-vocabulary';
import { getLocalGarage, MAX_LOCAL_BIKES, writeLocalGarage, type KnownVehicle } from './garage-store';

/** Changes of the browser's garage (garage-store.ts), made from the selector's chunk. */

/** "Street Glide FLHX 2016": how the shop names a vehicle. */
export const vehicleLabel = (v: Pick<Vehicle, 'modelName' | 'model' | 'year'>) => `${v.modelName} ${v.model} ${v.year}`;

/** Remembers vehicles (their labels and engines) for later pages. */
export function rememberVehicles(vehicles: readonly KnownVehicle[]): void {
  const current = getLocalGarage();
  if (vehicles.every((v) => current.known[v.id]?.label === v.label)) return;
  writeLocalGarage({ ...current, known: { ...current.known, ...Object.fromEntries(vehicles.map((v) => [v.id, v])) } });
}

/** A visitor's choice: the bike goes first (added if new; the oldest drops off past the limit). */
export function chooseLocalBike(vehicle: KnownVehicle): void {
  const current = getLocalGarage();
  writeLocalGarage({ bikes: [vehicle.id, ...current.bikes.filter((id) => id !== vehicle.id)].slice(0, MAX_LOCAL_BIKES), known: { ...current.known, [vehicle.id]: vehicle } });
}

export const removeLocalBike = (id: string): void => removeLocalBikes([id]);

/** Also after a visitor's bikes moved into their profile on sign-in. */
export function removeLocalBikes(ids: readonly string[]): void {
  const current = getLocalGarage();
  writeLocalGarage({ ...current, bikes: current.bikes.filter((b) => !ids.includes(b)) });
}
