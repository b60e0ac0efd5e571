import type { Vehicle } from '@contracts/vehicle-vocabulary';
import { useBrowserState } from '@/first-load/hydration';

/**
 * What the browser keeps of "Mój motocykl", in localStorage under `garage` (synced across tabs
 * through the `storage` event):
 * - a visitor's garage: their bikes, the current one first (signed in, the profile holds the
 *   bikes instead: ./api/garage.ts);
 * - the vehicles seen so far, by id (family, model, year, engine and the label), so the header,
 *   the shop filter and the product page's badge know the current bike without downloading the
 *   vehicle tree on every page.
 *
 * Zod-free on purpose: the header's garage button, in the initial shell, reads it.
 */
export const GARAGE_STORAGE_KEY = 'garage';
export const MAX_LOCAL_BIKES = 10;

export interface KnownVehicle extends Vehicle {
  /** "Street Glide FLHX 2016". */
  label: string;
}

export interface LocalGarage {
  /** Vehicle ids, the current bike first. */
  bikes: readonly string[];
  known: Readonly<Record<string, KnownVehicle>>;
}

const EMPTY: LocalGarage = { bikes: [], known: {} };

export const vehicleLabel = (v: Pick<Vehicle, 'modelName' | 'model' | 'year'>) => `${v.modelName} ${v.model} ${v.year}`;

function isKnownVehicle(value: unknown): value is KnownVehicle {
  const v = value as Partial<KnownVehicle> | null;
  return !!v && typeof v.id === 'string' && typeof v.label === 'string' && typeof v.family === 'string' && typeof v.model === 'string' && typeof v.year === 'number' && typeof v.engine === 'string';
}

function parse(text: string | null): LocalGarage {
  try {
    const raw = JSON.parse(text ?? 'null') as { bikes?: unknown; known?: unknown } | null;
    if (!raw) return EMPTY;
    const known = Object.fromEntries(Object.entries((raw.known as Record<string, unknown>) ?? {}).filter(([, v]) => isKnownVehicle(v))) as Record<string, KnownVehicle>;
    const bikes = Array.isArray(raw.bikes) ? raw.bikes.filter((id): id is string => typeof id === 'string' && id in known).slice(0, MAX_LOCAL_BIKES) : [];
    return { bikes, known };
  } catch {
    return EMPTY; // a damaged entry is no garage, never a broken page
  }
}

let state: LocalGarage | undefined;
const listeners = new Set<() => void>();

function read(): LocalGarage {
  if (!state) {
    try {
      state = parse(localStorage.getItem(GARAGE_STORAGE_KEY));
    } catch {
      state = EMPTY; // storage blocked (private mode settings)
    }
  }
  return state;
}

function write(next: LocalGarage): void {
  state = next;
  try {
    localStorage.setItem(GARAGE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the garage lasts as long as the page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== GARAGE_STORAGE_KEY) return;
    state = parse(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's garage; reads as empty while a prerendered page hydrates (first-load/hydration.ts). */
export function useLocalGarage(): LocalGarage {
  return useBrowserState(subscribe, read, EMPTY);
}

export function getLocalGarage(): LocalGarage {
  return read();
}

/** Remembers vehicles (their labels and engines) for later pages. */
export function rememberVehicles(vehicles: readonly KnownVehicle[]): void {
  const current = read();
  if (vehicles.every((v) => current.known[v.id]?.label === v.label)) return;
  write({ ...current, known: { ...current.known, ...Object.fromEntries(vehicles.map((v) => [v.id, v])) } });
}

/** A visitor's choice: the bike goes first (added if new; the oldest drops off past the limit). */
export function chooseLocalBike(vehicle: KnownVehicle): void {
  const current = read();
  write({ bikes: [vehicle.id, ...current.bikes.filter((id) => id !== vehicle.id)].slice(0, MAX_LOCAL_BIKES), known: { ...current.known, [vehicle.id]: vehicle } });
}

export function removeLocalBike(id: string): void {
  const current = read();
  write({ ...current, bikes: current.bikes.filter((b) => b !== id) });
}

/** After a visitor's bikes moved into their profile on sign-in. */
export function clearLocalBikes(): void {
  write({ ...read(), bikes: [] });
}
