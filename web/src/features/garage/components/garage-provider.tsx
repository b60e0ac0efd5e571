import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { GarageSlotProvider, type GarageBikeInfo, type GarageSlot } from '@/components/garage-slot';
import { whenInUse } from '@/first-load/when-in-use';
import { loadTexts } from '@/lib/i18n';
import { useGarageIds } from '../use-garage-ids';

/**
 * The selector (its selects, the vehicle tree's request, the dialog), the product page's badge
 * and the garage's upkeep come as one chunk with their texts (garage-parts.ts): the first load
 * holds only which bike is current.
 */
const loadParts = () => Promise.all([import('./garage-parts'), loadTexts(['garage'])]).then(([parts]) => parts);
const GarageDialog = lazy(() => loadParts().then((m) => ({ default: m.GarageDialog })));
const FitmentBadgeChunk = lazy(() => loadParts().then((m) => ({ default: m.FitmentBadge })));
const GarageSync = lazy(() => loadParts().then((m) => ({ default: m.GarageSync })));

function FitmentBadge(props: ComponentProps<typeof FitmentBadgeChunk>) {
  return (
    <Suspense fallback={null}>
      <FitmentBadgeChunk {...props} />
    </Suspense>
  );
}

/**
 * Provides "Mój motocykl" to the rest of the app (components/garage-slot.tsx): the current bike,
 * the selector to open from the header or the shop, and the product page's badge.
 */
export function GarageProvider({ children }: { children: ReactNode }) {
  const { ids, signedIn, local, current } = useGarageIds();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onChosen = useRef<((bike: GarageBikeInfo) => void) | undefined>(undefined);
  if (open && !used) setUsed(true);
  const currentId = current?.id;
  const currentLabel = current?.label;
  // Fetched once the page is in use, so the first opening does not wait; at once when there is a bike (a product page checks it).
  useEffect(() => (currentId ? void loadParts().catch(() => undefined) : whenInUse(() => void loadParts().catch(() => undefined))), [currentId]);

  const openPicker = useCallback<GarageSlot['openPicker']>((options) => {
    onChosen.current = options?.onChosen;
    setOpen(true);
  }, []);
  const value = useMemo<GarageSlot>(
    () => ({ current: currentId && currentLabel ? { id: currentId, label: currentLabel } : null, openPicker, FitmentBadge }),
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
