import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GarageSlotProvider, type GarageBikeInfo, type GarageSlot } from '@/components/garage-slot';
import { whenInUse } from '@/first-load/when-in-use';
import { useGarage } from '../use-garage';
import { FitmentBadge } from './fitment-badge';

/** The selector (its selects, the vehicle tree's request, the dialog) is a chunk of its own, loaded on first opening. */
const loadGarageDialog = () => import('./garage-dialog');
const GarageDialog = lazy(() => loadGarageDialog().then((m) => ({ default: m.GarageDialog })));

/**
 * Provides "Mój motocykl" to the rest of the app (components/garage-slot.tsx): the current bike,
 * the selector to open from the header or the shop, and the product page's badge.
 */
export function GarageProvider({ children }: { children: ReactNode }) {
  const garage = useGarage();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onChosen = useRef<((bike: GarageBikeInfo) => void) | undefined>(undefined);
  if (open && !used) setUsed(true);
  // Fetched once the page is in use, so the first opening does not wait for it.
  useEffect(() => whenInUse(() => void loadGarageDialog().catch(() => undefined)), []);

  const openPicker = useCallback<GarageSlot['openPicker']>((options) => {
    onChosen.current = options?.onChosen;
    setOpen(true);
  }, []);
  const currentId = garage.current?.id;
  const currentLabel = garage.current?.label;
  const value = useMemo<GarageSlot>(
    () => ({ current: currentId && currentLabel ? { id: currentId, label: currentLabel } : null, openPicker, FitmentBadge }),
    [currentId, currentLabel, openPicker],
  );

  return (
    <GarageSlotProvider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <GarageDialog
            open={open}
            onClose={() => setOpen(false)}
            onChosen={(bike) => {
              onChosen.current?.(bike);
              onChosen.current = undefined;
            }}
          />
        </Suspense>
      ) : null}
    </GarageSlotProvider>
  );
}
