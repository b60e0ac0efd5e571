import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { GarageSlotProvider, type GarageBikeInfo, type GarageSlot } from '@/components/garage-slot';
import { loadTexts } from '@/lib/i18n';
import { useGarageIds } from '../use-garage-ids';

/**
 * The selector (its selects, the vehicle tree's request, the dialog, the UI kit's form fields)
 * comes as a chunk with its texts, loaded when a button that opens it is pointed at or used; the
 * garage's upkeep (garage-sync.tsx) as another, only when there is upkeep to do. The first load
 * holds only which bike is current.
 */
const loadGarageDialog = () => Promise.all([import('./garage-dialog'), loadTexts(['garage'])]).then(([m]) => m);
const GarageDialog = lazy(() => loadGarageDialog().then((m) => ({ default: m.GarageDialog })));
const GarageSync = lazy(() => import('./garage-sync').then((m) => ({ default: m.GarageSync })));
const preloadPicker = () => void loadGarageDialog().catch(() => undefined);

/**
 * Provides "Mój motocykl" to the rest of the app (components/garage-slot.tsx): the current bike
 * and the selector to open from the header, the phone menu or the shop.
 */
export function GarageProvider({ children }: { children: ReactNode }) {
  const { ids, signedIn, local, current } = useGarageIds();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onChosen = useRef<((bike: GarageBikeInfo) => void) | undefined>(undefined);
  if (open && !used) setUsed(true);
  const currentId = current?.id;
  const currentLabel = current?.label;

  const openPicker = useCallback<GarageSlot['openPicker']>((options) => {
    onChosen.current = options?.onChosen;
    setOpen(true);
  }, []);
  const value = useMemo<GarageSlot>(
    () => ({ current: currentId && currentLabel ? { id: currentId, label: currentLabel } : null, openPicker, preloadPicker }),
    [currentId, currentLabel, openPicker],
  );
  const needsSync = (signedIn && local.bikes.length > 0) || ids.some((id) => !local.known[id]);

  return (
    <GarageSlotProvider value={value}>
      {children}
      {needsSync ? (
        <Suspense fallback={null}>
          <GarageSync />
        </Suspense>
      ) : null}
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
