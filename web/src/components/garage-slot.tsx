import { createContext, useContext } from 'react';

/**
 * "Mój motocykl" where other features need it: the shop's fitment filter lives in the catalog
 * feature, the garage in its own (features/garage), which catalog must not import. So app/
 * provides the garage here (app/provider.tsx) and catalog reads it; until it is provided, there
 * is no bike and nothing to open. (The product page's badge is composed by app/routes/product.tsx.)
 */
export interface GarageBikeInfo {
  /** The vehicle id (`flhx-2016`), what `vehicle=` filters by. */
  id: string;
  /** "Street Glide FLHX 2016". */
  label: string;
}

export interface GarageSlot {
  /** The current bike, or null (none chosen, or not known yet while the page loads). */
  current: GarageBikeInfo | null;
  /** Opens the garage selector; `onChosen` hears the bike the visitor picks there. */
  openPicker: (options?: { onChosen?: (bike: GarageBikeInfo) => void }) => void;
  /** Starts loading the selector's code (a pointer over a button that opens it). */
  preloadPicker: () => void;
}

const GarageContext = createContext<GarageSlot>({ current: null, openPicker: () => {}, preloadPicker: () => {} });

export const GarageSlotProvider = GarageContext.Provider;

export function useGarageSlot(): GarageSlot {
  return useContext(GarageContext);
}
