import type { Vehicle } from '@contracts/vehicle-vocabulary';
import { useBrowserState } from '@/first-load/hydration';

/**
 * What the browser keeps of "Mój motocykl", in localStorage under `garage` (synced across tabs
 * through the `storage` event):
 * - a visitor's garage: their bikes, the current one first (signed in, the profile holds the
 *   bikes instead: ./api/get-my-garage.ts);
 * - the vehicles seen so far, by id (family, model, year, engine and the label), so the header,
 *   the shop filter and the product page's badge know the current bike without downloading the
 *   vehicle tree on every page.
 *
 * Zod-free on purpose: the header's garage button, in the initial shell, reads it; the changes
 * (garage-changes.ts) come with the selector.
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

/** Enough of a vehicle to use: anything else in the entry (an older shape, a hand edit) is dropped. */
const isKnownVehicle = (v: Partial<KnownVehicle> | null): v is KnownVehicle => typeof v?.label === 'string' && typeof v.year === 'number';

function parse(text: string | null): LocalGarage {
  try {
    const raw = JSON.parse(text ?? 'null') as { bikes?: unknown; known?: unknown } | null;
    if (!raw) return EMPTY;
    const known = Object.fromEntries(Object.entries((raw.known as Record<string, Partial<KnownVehicle> | null>) ?? {}).filter(([, v]) => isKnownVehicle(v))) as Record<string, KnownVehicle>;
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

/** Replaces the browser's garage (the changes are in garage-changes.ts, with the selector's chunk). */
export function writeLocalGarage(next: LocalGarage): void {
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
