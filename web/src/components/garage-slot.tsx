import { createContext, useContext, type ComponentType } from 'react';
import type { Fitment } from '@contracts/vehicles';

/**
 * "Mój motocykl" where other features need it: the shop's fitment filter and the product page's
 * badge live in the catalog feature, the garage in its own (features/garage), which catalog must
 * not import. So app/ provides the garage here (root layout) and catalog reads it; until it is
 * provided, there is no bike and nothing to open.
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
  /** The product page's fitment badge for the current bike. */
  FitmentBadge: ComponentType<{ fitment: Fitment }> | null;
}

const GarageContext = createContext<GarageSlot>({ current: null, openPicker: () => {}, FitmentBadge: null });

export const GarageSlotProvider = GarageContext.Provider;

export function useGarageSlot(): GarageSlot {
  return useContext(GarageContext);
}
